/**
 * The pages the server draws, declared once: the address (as the router writes it), the screen's
 * module (its code is preloaded), the API answers its default view asks for (preloaded when the
 * server leaves the page to the browser), and the tab title the server writes. The client's
 * router, the server renderer (src/client/entry-server.tsx) and the preloads
 * (src/server/http/page-preloads.ts) all read this list.
 */
import type { Endpoints } from './api';
import { urlOf } from './api/url';
import { REVIEWS_PAGE_SIZE } from './constants';

/** An API answer a page asks for first: an endpoint of the contract, its params and query. */
interface FirstAnswer {
  endpoint: Extract<keyof Endpoints, `GET ${string}`>;
  params?: Record<string, string>;
  query?: Record<string, unknown>;
}

export interface ServerPage {
  /** The address, as the router writes it ('/doctors/:id'). */
  route: string;
  /** The screen's module as Vite's manifest names it. */
  module: string;
  /** The answers its default view asks for, given the address's params and query string. */
  firstAnswers?: (params: Record<string, string>, search: string) => FirstAnswer[];
  /** The i18n key of its tab title, when the server writes it (a doctor's page has its own). */
  titleKey?: string;
}

/** The first page of a doctor's reviews, as the doctor page asks for it. */
export const FIRST_REVIEWS_QUERY = {
  page: 1,
  page_size: REVIEWS_PAGE_SIZE,
  sort: 'newest',
} as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const SERVER_PAGES = {
  home: {
    route: '/',
    module: 'src/client/features/home/home-page.tsx',
    firstAnswers: () => [{ endpoint: 'GET /api/doctors/featured' }],
  },
  doctors: {
    route: '/doctors',
    module: 'src/client/features/doctors/doctor-list-page.tsx',
    // A search or filter in the address builds its own request; only the plain list is known.
    firstAnswers: (_params, search) =>
      search ? [] : [{ endpoint: 'GET /api/doctors' }, { endpoint: 'GET /api/doctors/facets' }],
  },
  doctor: {
    route: '/doctors/:id',
    module: 'src/client/app/doctor-detail-route.tsx',
    // An id that is no doctor's answers 404: nothing worth fetching early.
    firstAnswers: ({ id = '' }) =>
      UUID.test(id)
        ? [
            { endpoint: 'GET /api/doctors/:id', params: { id } },
            { endpoint: 'GET /api/doctors/:id/stats', params: { id } },
            {
              endpoint: 'GET /api/doctors/:id/reviews',
              params: { id },
              query: FIRST_REVIEWS_QUERY,
            },
          ]
        : [],
  },
  privacy: {
    route: '/privacy',
    module: 'src/client/features/privacy/privacy-page.tsx',
    titleKey: 'privacy.title',
  },
  transparency: {
    route: '/transparency',
    module: 'src/client/features/transparency/transparency-page.tsx',
    titleKey: 'transparency.title',
  },
} satisfies Record<string, ServerPage>;

/** The route as a child of the site's layout ('' for the home page). */
export const childPath = (page: ServerPage) => page.route.replace(/^\//, '');

const patterns = Object.values(SERVER_PAGES as Record<string, ServerPage>).map((page) => ({
  page,
  names: [...page.route.matchAll(/:(\w+)/g)].map((m) => m[1]!),
  // '/doctors/:id' matches '/doctors/abc' and '/doctors/abc/'.
  pattern: new RegExp(`^${page.route.replace(/\/$/, '').replace(/:\w+/g, '([^/]+)')}/?$`),
}));

/** The server-drawn page at this address, with its params, or null. */
export function serverPageAt(
  pathname: string,
): { page: ServerPage; params: Record<string, string> } | null {
  for (const { page, names, pattern } of patterns) {
    const match = pattern.exec(pathname);
    if (!match) continue;
    try {
      const values = names.map((name, i) => [name, decodeURIComponent(match[i + 1]!)]);
      return { page, params: Object.fromEntries(values) };
    } catch {
      // A malformed escape is no page's address.
      return null;
    }
  }
  return null;
}

/** The URLs of a page's first answers, exactly as the app requests them. */
export function firstAnswerUrls(page: ServerPage, params: Record<string, string>, search: string) {
  return (page.firstAnswers?.(params, search) ?? []).map((a) =>
    urlOf(a.endpoint.slice('GET '.length), a),
  );
}
