/**
 * Renders the public pages (home, the doctor list, a doctor's page) to HTML on the server, from
 * the same API answers the browser would ask for, so the first paint needs no script and no
 * round trip. The browser then hydrates that HTML (main.tsx) with the answers sent beside it, and
 * from there on the app runs as a single-page app, as it does on every other page.
 *
 * Built by Vite as its own bundle (dist/ssr); the server loads it once and calls `render`.
 */
import { CLINIC_TIME_ZONE } from '@shared/clinic-hours';
import type { Language } from '@shared/constants';
import { type ServerPage, serverPageAt } from '@shared/pages';
import { type DehydratedState, dehydrate, type QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  type StaticHandlerContext,
  StaticRouterProvider,
} from 'react-router';
import { NeedsJavaScript } from './app/needs-javascript';
import { preloadRoute } from './app/preload-route';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { appRoutes } from './app/routes';
import { ErrorBoundary } from './components/error-boundary';
import { i18n, i18nReady } from './i18n';
// The texts of the pages whose tab title is written here (their titleKey in @shared/pages).
import './i18n/features/privacy';
import './i18n/features/transparency';
import { english } from './i18n/english';
import { setApiTransport } from './lib/api';
import { isApiError } from './lib/api-errors';
import { setDisplayTimeZone } from './lib/format';
import { doctorQueryKeys, transparencyQueryKey } from './lib/query-keys';
import { SERVER_STATE_ID } from './lib/server-state';

/** The answers fetched for a drawn page: public ones only, never a visitor's own. */
const PUBLIC_QUERIES = [doctorQueryKeys.all, transparencyQueryKey];

/** Rendering again while answers arrive: the doctor page asks for its clinic once it has the doctor. */
const MAX_PASSES = 3;

export interface RenderedPage {
  /** Whether the page was drawn (a public page), or left to the browser (every other one). */
  drawn: boolean;
  /** The app's markup, to go inside #root (empty when not drawn). */
  html: string;
  /**
   * What goes after #root: the answers a drawn page was drawn from, for the browser's query
   * cache; for a page left to the browser, what it shows a browser that runs no script.
   */
  data: string;
  /** The page's own <title> element, if it has one beyond the site's name. */
  title?: string;
  /** 404 for a doctor that is not there (the app then shows its not-found screen), else 200. */
  status: number;
}

/** A JSON data block (not a script: the content security policy allows no inline scripts). */
function dataBlock(state: DehydratedState, language: Language): string {
  // `<` escaped so no text in the answers can close the element.
  const json = JSON.stringify(state).replace(/</g, '\\u003c');
  return `<script type="application/json" id="${SERVER_STATE_ID}" data-language="${language}">${json}</script>`;
}

export interface PageRenderer {
  render(url: string, language: Language): Promise<RenderedPage>;
}

/** A page left to the browser: empty, with a word for a browser that runs no script. */
/** The word for a script-less browser is the same on every such page: drawn once per language. */
const notices = new Map<Language, string>();

function leftToBrowser(language: Language): RenderedPage {
  let notice = notices.get(language);
  if (notice === undefined) {
    void i18n.changeLanguage(language);
    notice = `<noscript>${renderToString(<NeedsJavaScript />)}</noscript>`;
    notices.set(language, notice);
  }
  return { drawn: false, html: '', data: notice, status: 200 };
}

/** The tab title, as useDocumentTitle writes it; React escapes the text. */
function titleOf(page: ServerPage): string | undefined {
  const key = page.titleKey;
  if (!key) return undefined;
  const title = i18n.t('app.documentTitle', { page: i18n.t(key), name: i18n.t('app.name') });
  return renderToString(<title>{title}</title>);
}

function draw(
  queryClient: QueryClient,
  routes: ReturnType<typeof createStaticHandler>['dataRoutes'],
  context: StaticHandlerContext,
  language: Language,
): string {
  // The i18n instance is shared by every render in this process. renderToString is synchronous
  // and Vietnamese and English are both loaded, so switching right before it cannot interleave
  // with another page's render.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`Language ${language} is not loaded`);
  return renderToString(
    <ErrorBoundary variant="page">
      <AppProviders queryClient={queryClient}>
        <StaticRouterProvider
          router={createStaticRouter(routes, context)}
          context={context}
          hydrate={false}
        />
      </AppProviders>
    </ErrorBoundary>,
  );
}

/**
 * `fetchApi` answers the app's API requests inside the server process (the server passes its own
 * HTTP app, so the answers come from the same directory cache as the browser's requests).
 */
export async function createRenderer(
  fetchApi: (request: Request) => Promise<Response>,
): Promise<PageRenderer> {
  setApiTransport((path, init) =>
    fetchApi(
      new Request(new URL(path, 'http://server-render.internal'), {
        method: init.method,
        headers: init.headers,
      }),
    ),
  );
  setDisplayTimeZone(CLINIC_TIME_ZONE);
  await i18nReady;
  i18n.addResourceBundle('en', 'translation', english, true, true);
  const handler = createStaticHandler(appRoutes);

  return {
    async render(url, language) {
      const { pathname } = new URL(url);
      // The public pages, the same for every visitor (@shared/pages); the rest is the browser's.
      const page = serverPageAt(pathname)?.page;
      if (!page) return leftToBrowser(language);
      await preloadRoute(pathname);
      const context = await handler.query(new Request(url));
      if (context instanceof Response) return leftToBrowser(language);
      // No retries on the server: a failed answer is left for the browser to ask again.
      const queryClient = createQueryClient({ queries: { retry: false } });
      const cache = queryClient.getQueryCache();
      // A render only registers the queries the page asks for (nothing is fetched while
      // rendering on a server); fetch the public ones and draw again with their answers.
      // Per-visitor queries (the session, notifications) stay for the browser.
      for (let pass = 1; pass < MAX_PASSES; pass++) {
        draw(queryClient, handler.dataRoutes, context, language);
        const waiting = PUBLIC_QUERIES.flatMap((queryKey) => cache.findAll({ queryKey })).filter(
          (query) => query.state.status === 'pending' && query.state.fetchStatus === 'idle',
        );
        if (waiting.length === 0) break;
        await Promise.all(waiting.map((query) => query.fetch().catch(() => undefined)));
      }
      const missing = cache
        .findAll({ queryKey: ['doctors', 'detail'] })
        .some(
          (query) =>
            query.queryKey.length === 3 &&
            isApiError(query.state.error) &&
            query.state.error.status === 404,
        );
      // What did not arrive is drawn as loading, exactly as the browser's first render will.
      for (const query of cache.getAll()) {
        if (query.state.status !== 'success') cache.remove(query);
      }
      const html = draw(queryClient, handler.dataRoutes, context, language);
      return {
        drawn: true,
        html,
        // Right after drawing, in the same language (nothing awaited in between).
        title: titleOf(page),
        data: dataBlock(dehydrate(queryClient), language),
        status: missing ? 404 : 200,
      };
    },
  };
}
