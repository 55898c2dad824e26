/**
 * Pages announce in their HTML what they need first, so the browser fetches it while it parses
 * the page instead of one round trip after another once the app's code has run: the app's code
 * behind its entry, and on a public page its own code (its route chunk and the chunks that
 * imports, from the Vite manifest) and the directory answers it shows, as src/shared/pages.ts
 * declares them. A preloaded answer is used only when the app asks for the very same URL, so
 * each one is built as the app builds it (urlOf, the default view of each page).
 */
import fs from 'node:fs';
import path from 'node:path';
import { firstAnswerUrls, serverPageAt } from '../../shared/pages';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

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
    const found = serverPageAt(pathname);
    if (found) {
      const answers = firstAnswerUrls(found.page, found.params, search)
        .map(
          (url) =>
            `<link rel="preload" as="fetch" crossorigin href="${url.replaceAll('&', '&amp;')}">`,
        )
        .join('');
      return answers + code(found.page.module);
    }
    return code();
  };
}
