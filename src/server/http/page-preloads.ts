/**
 * The public pages announce in their HTML what they need first, so the browser fetches it while
 * it parses the page instead of one round trip after another once the app's code has run: the
 * page's own code (its route chunk and the chunks that imports, from the Vite manifest) and the
 * directory answers it shows. A preloaded answer is used only when the app asks for the very same
 * URL, so each one is written exactly as the app requests it (the default view of each page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { REVIEWS_PAGE_SIZE } from '../../shared/constants';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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

/** `<link>` elements for a public page's code and answers, or '' for any other page. */
export function pagePreloads(clientDir: string) {
  let manifest: Manifest | undefined;
  const modules = new Map<string, string>();
  return (pathname: string, search: string): string => {
    for (const page of PAGES) {
      const match = page.path.exec(pathname);
      if (!match) continue;
      manifest ??= readManifest(clientDir);
      let code = modules.get(page.module);
      if (code === undefined) {
        code = chunkFiles(manifest, page.module)
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('');
        modules.set(page.module, code);
      }
      const answers = page
        .answers(match, search)
        .map(
          (url) =>
            `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
        )
        .join('');
      return answers + code;
    }
    return '';
  };
}
