import fs from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import type { AppEnv } from './context';

/**
 * Serves the built client: hashed assets cached for a year, and index.html (never cached) for
 * every client route so deep links and reloads work.
 */
/** Extra <head> content for a client route (per-page titles and structured data), or null. */
export type HeadRenderer = (pathname: string, c: Context<AppEnv>) => Promise<string | null>;

export function mountClient(
  app: Hono<AppEnv>,
  clientDir: string,
  uploadsDir: string,
  renderHead?: HeadRenderer,
) {
  app.use(
    '/uploads/*',
    serveStatic({
      root: uploadsDir,
      rewriteRequestPath: (p) => p.replace(/^\/uploads/, ''),
      onFound: (_p, c) => {
        c.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    }),
  );
  // Source maps stay on disk for error reporting; the public never gets the source.
  app.use('*', async (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
  app.use(
    '*',
    serveStatic({
      root: clientDir,
      onFound: (p, c) => {
        const hashed = p.includes(`${path.sep}assets${path.sep}`);
        c.header(
          'Cache-Control',
          hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        );
      },
    }),
  );
  const indexFile = path.join(clientDir, 'index.html');
  let indexHtml: string | undefined;
  app.get('*', async (c) => {
    indexHtml ??= fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : undefined;
    if (!indexHtml) return c.text('The web client is not built yet: run `npm run build`.', 503);
    c.header('Cache-Control', 'no-cache');
    // The head is written in the language the visitor chose (a cookie), so vary on it.
    c.header('Vary', 'Cookie');
    const head = renderHead ? await renderHead(c.req.path, c) : null;
    if (!head) return c.html(indexHtml);
    // The page's own title replaces the generic one; the rest goes before </head>.
    const html = indexHtml
      .replace(/<title>[^<]*<\/title>/, '')
      .replace('</head>', `    ${head}\n  </head>`);
    return c.html(html);
  });
}
