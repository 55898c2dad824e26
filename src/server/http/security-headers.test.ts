import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityHeaders } from './security-headers';

const options = {
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    frameAncestors: ["'none'"],
  },
  strictTransportSecurity: 'max-age=63072000; includeSubDomains',
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
};

function appWith(middleware: MiddlewareHandler) {
  const app = new Hono();
  app.use(middleware);
  app.get('/json', (c) => c.json({ ok: true }));
  app.get('/own', (c) => {
    c.header('X-Frame-Options', 'SAMEORIGIN');
    return c.text('framed');
  });
  app.get('/empty', (c) => c.body(null, 304));
  app.get('/error', () => {
    throw new Error('boom');
  });
  app.onError((_err, c) => c.json({ error: 'boom' }, 500));
  return app;
}

/** The response headers a server sends, without the ones that vary by connection or time. */
async function headersOf(base: string, path: string): Promise<Record<string, string>> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, (res) => {
        res.resume();
        res.on('end', () => {
          const out: Record<string, string> = {};
          for (const [k, v] of Object.entries(res.headers)) {
            if (!['date', 'connection', 'keep-alive'].includes(k)) out[k] = String(v);
          }
          resolve(out);
        });
      })
      .on('error', reject);
  });
}

describe('securityHeaders', () => {
  const servers: http.Server[] = [];
  const bases: Record<'stock' | 'fast', string> = { stock: '', fast: '' };
  beforeAll(async () => {
    for (const [name, middleware] of [
      ['stock', secureHeaders(options)],
      ['fast', securityHeaders(options)],
    ] as const) {
      const server = http.createServer(getRequestListener(appWith(middleware).fetch));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      servers.push(server);
      bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  });

  it.each(['/json', '/own', '/empty', '/error'])(
    'sends the same headers as hono/secure-headers on a real server: %s',
    async (path) => {
      const stock = await headersOf(bases.stock, path);
      const fast = await headersOf(bases.fast, path);
      expect(fast).toEqual(stock);
      expect(fast['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(fast['x-frame-options']).toBe('DENY');
    },
  );

  it.each(['/json', '/own', '/empty', '/error'])(
    'sends the same headers through app.request: %s',
    async (path) => {
      const stock = await appWith(secureHeaders(options)).request(path);
      const fast = await appWith(securityHeaders(options)).request(path);
      expect([...fast.headers]).toEqual([...stock.headers]);
      expect(fast.headers.get('x-frame-options')).toBe('DENY');
    },
  );
});
