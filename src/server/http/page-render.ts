/**
 * The server's side of server-rendered pages: loads the renderer Vite built from the client
 * (dist/ssr/entry-server.js, see src/client/entry-server.tsx) and asks it for a page's HTML. Any
 * failure leaves the page to the browser: the plain app shell is served, as before there was a
 * renderer, and the app draws the page itself.
 */
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Language } from '../../shared/constants';
import type { Logger } from '../lib/logger';

export interface RenderedPage {
  /** Whether the page was drawn (a public page) or left to the browser. */
  drawn: boolean;
  /** The app's markup, to go inside #root. */
  html: string;
  /** What goes after #root: the answers it was drawn from, or a word for a script-less browser. */
  data: string;
  /** The page's own <title> element, if any. */
  title?: string;
  /** The page's HTTP status (404 for a doctor that is not there). */
  status: number;
}

interface Renderer {
  render(url: string, language: Language): Promise<RenderedPage>;
}

interface RendererModule {
  createRenderer(fetchApi: (request: Request) => Promise<Response>): Promise<Renderer>;
}

export type PageRender = (url: string, language: Language) => Promise<RenderedPage | null>;

/**
 * `entryFile`: the built renderer; none (the client not built, or the server's own tests) means
 * no server rendering. `fetchApi` answers the pages' API requests in process: the HTTP app itself.
 */
export function pageRenderer(
  entryFile: string,
  fetchApi: (request: Request) => Promise<Response>,
  log: Logger,
): PageRender {
  let renderer: Promise<Renderer | null> | undefined;
  const load = () => {
    renderer ??= fs.existsSync(entryFile)
      ? (import(pathToFileURL(entryFile).href) as Promise<RendererModule>)
          .then((module) => module.createRenderer(fetchApi))
          .catch((error: unknown) => {
            log.error({ err: error }, 'The page renderer could not be loaded');
            return null;
          })
      : Promise.resolve(null);
    return renderer;
  };
  return async (url, language) => {
    const loaded = await load();
    if (!loaded) return null;
    try {
      return await loaded.render(url, language);
    } catch (error) {
      log.error({ err: error, url }, 'A page could not be rendered on the server');
      return null;
    }
  };
}
