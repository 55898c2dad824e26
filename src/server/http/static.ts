import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { Language } from '../../shared/constants';
import { isSafeKey, type Storage, UPLOADS_PREFIX } from '../storage/storage';
import type { AppEnv } from './context';
import { pagePreloads } from './page-preloads';
import type { PageRender } from './page-render';

/** Stored images never change under their key (a new image gets a new key). */
const UPLOADS_CACHE = 'public, max-age=31536000, immutable';

/**
 * /uploads/<key>: the stored images. A local folder is served as static files; a bucket's objects
 * are streamed through with the same headers (whatever S3_PUBLIC_URL says, so URLs recorded as
 * /uploads/… keep working). A key that is not there is a 404.
 */
export function mountUploads(app: Hono<AppEnv>, storage: Storage) {
  if (storage.localDir) {
    app.use(
      '/uploads/*',
      serveStatic({
        root: storage.localDir,
        rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
        onFound: (_p, c) => {
          c.header('Cache-Control', UPLOADS_CACHE);
        },
      }),
    );
    return;
  }
  app.get('/uploads/*', async (c) => {
    const key = c.req.path.slice(UPLOADS_PREFIX.length);
    const object = isSafeKey(key) ? await storage.get(key) : null;
    if (!object) return c.text('Not found', 404);
    c.header('Content-Type', object.contentType);
    c.header('Cache-Control', UPLOADS_CACHE);
    if (object.size !== undefined) c.header('Content-Length', String(object.size));
    if (object.etag) c.header('ETag', object.etag);
    if (object.lastModified) c.header('Last-Modified', object.lastModified.toUTCString());
    if (c.req.method === 'HEAD') {
      // Hono answers HEAD with this GET handler: release the bucket's connection.
      await object.body.cancel();
      return c.body(null, 200);
    }
    return c.body(object.body, 200);
  });
}

/** Extra <head> content for a client route (per-page titles and structured data), or null. */
export type HeadRenderer = (pathname: string, c: Context<AppEnv>) => Promise<string | null>;

/** The page's HTML, under its own name or as a folder's index. */
const isPage = (pathname: string) => pathname === '/' || pathname.endsWith('/index.html');

export interface PageWriters {
  /** The page's own title and structured data. */
  renderHead?: HeadRenderer;
  /** The page's content, drawn on the server (public pages), in the visitor's language. */
  renderPage?: PageRender;
  language: (c: Context<AppEnv>) => Language;
}

const ROOT = '<div id="root"></div>';

/**
 * Serves the built client: hashed assets cached for a year, and the app's page (never cached)
 * for every client route so deep links and reloads work. The page is written for each request:
 * the public pages come with their content drawn on the server, their own head and preloads of
 * their code.
 */
export function mountClient(
  app: Hono<AppEnv>,
  clientDir: string,
  storage: Storage,
  writers: PageWriters,
) {
  mountUploads(app, storage);
  // Source maps stay on disk for error reporting; the public never gets the source.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  const serveClientFile = serveStatic({
    root: clientDir,
    // The build writes brotli and gzip copies of the compressible files (scripts/precompress.ts):
    // sent as they are to a browser that accepts them, so nothing is compressed per request.
    precompressed: true,
  });
  // The page itself is never served as a static file: it is written for each request below.
  app.use('*', async (c, next) => {
    if (isPage(c.req.path)) return next();
    const file = await serveClientFile(c, next);
    // Set on the file's answer itself: headers set through the context once serveStatic has made
    // its answer do not always reach it.
    if (file instanceof Response) {
      const hashed = c.req.path.startsWith('/assets/');
      file.headers.set(
        'Cache-Control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    }
    return file;
  });
  const preloads = pagePreloads(clientDir);
  const indexFile = path.join(clientDir, 'index.html');
  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) return c.text('The web client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    // The page is written in the language the visitor chose (a cookie), so vary on it.
    c.header('Vary', 'Cookie');
    const language = writers.language(c);
    const [head, page] = await Promise.all([
      writers.renderHead ? writers.renderHead(c.req.path, c) : null,
      writers.renderPage ? writers.renderPage(c.req.url, language) : null,
    ]);
    // A drawn page carries its answers; otherwise the browser is told to fetch them early.
    const drawn = page?.drawn === true;
    const extra = preloads(c.req.path, new URL(c.req.url).search, { drawn });
    let html = indexHtml;
    // The page's own title replaces the generic one; the rest goes before </head>. Every insert
    // is a function's answer: a string would have its `$&`, `$'` and `` $` `` read as patterns,
    // and a doctor's bio may hold them.
    const title = head ? null : page?.title;
    if (head || title) html = html.replace(/<title>[^<]*<\/title>/, '');
    if (head || title || extra) {
      const inserted = `    ${[head, title, extra].filter(Boolean).join('\n    ')}\n  </head>`;
      html = html.replace('</head>', () => inserted);
    }
    if (page) {
      html = html
        .replace('<html lang="vi">', () => `<html lang="${language}">`)
        .replace(ROOT, () => `<div id="root">${page.html}</div>${page.data}`);
    }
    return c.html(html, page?.status === 404 ? 404 : 200);
  });
}
