/**
 * Pages announce in their HTML what they need first, so the browser fetches it while it parses
 * the page instead of one round trip after another once the app's code has run: the app's code
 * behind its entry, and on a public page its own code (its route chunk and the chunks that
 * imports, from the Vite manifest) and the directory answers it shows. A preloaded answer is used only when the app asks for the very same
 * URL, so each one is written exactly as the app requests it (the default view of each page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REVIEWS_PAGE_SIZE } from '../../shared/constants';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface PublicPage {
  path: RegExp;
  /** The page's route module (see src/client/app/routes.tsx). */
  module: string;
  /** The API answers its default view asks for, given the path's match and the query string. */
  answers: (match: RegExpExecArray, search: string) => string[];
}

const PAGES: PublicPage[] = [
  {
    path: /^\/$/,
    module: 'src/client/features/home/home-page.tsx',
    answers: () => ['/api/doctors/featured'],
  },
  {
    path: /^\/doctors\/?$/,
    module: 'src/client/features/doctors/doctor-list-page.tsx',
    // A search or filter in the address builds its own request; only the plain list is known.
    answers: (_m, search) => (search ? [] : ['/api/doctors', '/api/doctors/facets']),
  },
  {
    path: /^\/doctors\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i,
    module: 'src/client/app/doctor-detail-route.tsx',
    answers: ([, id]) => [
      `/api/doctors/${id}`,
      `/api/doctors/${id}/stats`,
      `/api/doctors/${id}/reviews?page=1&page_size=${REVIEWS_PAGE_SIZE}&sort=newest`,
    ],
  },
];

/** The files a route module loads at once: its chunk and its static imports, not the entry. */
function chunkFiles(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk || chunk.isEntry || seen.has(key)) return [];
  seen.add(key);
  return [chunk.file, ...(chunk.imports ?? []).flatMap((k) => chunkFiles(manifest, k, seen))];
}

function readManifest(clientDir: string): Manifest {
  try {
    return JSON.parse(fs.readFileSync(path.join(clientDir, '.vite', 'manifest.json'), 'utf8'));
  } catch {
    return {};
  }
}

/** The app's code: what its small entry (src/client/boot.ts) imports. */
const appModules = (manifest: Manifest) =>
  Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.dynamicImports ?? []) : []));

/**
 * `<link>` elements for the code and answers a page needs first: the app's code on every page,
 * and a public page's own code and answers. None for a page drawn on the server: it shows
 * without its code, which is fetched once the page has loaded (boot.ts).
 */
export function pagePreloads(clientDir: string) {
  let manifest: Manifest | undefined;
  const modules = new Map<string, string>();
  /** The app's code and, on a public page, the page's. */
  const code = (page?: string) => {
    const key = page ?? '';
    let links = modules.get(key);
    if (links === undefined) {
      manifest ??= readManifest(clientDir);
      const loaded = manifest;
      const seen = new Set<string>();
      links = [...appModules(loaded), ...(page ? [page] : [])]
        .flatMap((entry) => chunkFiles(loaded, entry, seen))
        .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
        .join('');
      modules.set(key, links);
    }
    return links;
  };
  return (pathname: string, search: string, { drawn = false } = {}): string => {
    if (drawn) return '';
    for (const page of PAGES) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      const answers = page
        .answers(match, search)
        .map(
          (url) =>
            `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
        )
        .join('');
      return answers + code(page.module);
    }
    return code();
  };
}
