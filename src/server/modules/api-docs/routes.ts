/**
 * GET /api/openapi.json and the documentation page at /api/docs (Swagger UI, its files served
 * from this origin: no CDN, and no inline script, so the page lives under the app's strict CSP).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { allEndpoints, contract } from '../../../shared/api';
import { buildOpenApiDocument } from '../../http/openapi';
import type { ApiRouter } from '../../http/router';

const { openapi, docs, docsAsset } = contract.platform;

const swaggerDir = path.dirname(
  createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'),
);

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Doctor Ratings API</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>`;

const INIT = `window.ui = SwaggerUIBundle({ url: '/api/openapi.json', dom_id: '#swagger-ui', deepLinking: true });`;

const TYPES = { css: 'text/css; charset=utf-8', js: 'text/javascript; charset=utf-8' } as const;

export function registerApiDocsRoutes(
  router: ApiRouter,
  info: { publicUrl: string; version: string },
) {
  let document: ReturnType<typeof buildOpenApiDocument> | undefined;
  router.handle(openapi, ({ c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    document ??= buildOpenApiDocument(allEndpoints, info);
    return document;
  });

  router.handle(docs, ({ c }) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.html(PAGE);
  });

  router.handle(docsAsset, async ({ params, c }) => {
    const type = params.file.endsWith('.css') ? TYPES.css : TYPES.js;
    const body =
      params.file === 'docs.js' ? INIT : await readFile(path.join(swaggerDir, params.file), 'utf8');
    return c.body(body, 200, {
      'Content-Type': type,
      'Cache-Control': 'public, max-age=86400',
    });
  });
}
