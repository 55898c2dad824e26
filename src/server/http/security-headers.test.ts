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

describe('securityHeaders with a data policy', () => {
  const data = {
    under: '/api/',
    options: {
      contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
      referrerPolicy: 'no-referrer',
      xFrameOptions: 'DENY',
      crossOriginOpenerPolicy: false,
      originAgentCluster: false,
    },
  };
  function dataApp() {
    const app = new Hono();
    app.use(securityHeaders(options, { data }));
    app.get('/api/json', (c) => c.json({ ok: true }));
    app.get('/api/page', (c) => c.html('<!doctype html><title>docs</title>'));
    app.get('/api/empty', (c) => c.body(null, 304));
    app.get('/json', (c) => c.json({ ok: true }));
    return app;
  }
  const expected: Record<string, 'data' | 'page'> = {
    '/api/json': 'data',
    '/api/empty': 'data',
    '/api/page': 'page',
    '/json': 'page',
  };
  const check = (path: string, get: (name: string) => string | null | undefined) => {
    const csp = get('content-security-policy');
    if (expected[path] === 'data') {
      expect(csp, path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(get('referrer-policy'), path).toBe('no-referrer');
      expect(get('cross-origin-opener-policy') ?? null, path).toBeNull();
    } else {
      expect(csp, path).toContain("script-src 'self'");
      expect(get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      expect(get('cross-origin-opener-policy'), path).toBe('same-origin');
    }
    expect(get('x-content-type-options'), path).toBe('nosniff');
    expect(get('x-frame-options'), path).toBe('DENY');
  };

  it.each(Object.keys(expected))(
    'chooses by path and content type on a real server: %s',
    async (path) => {
      const server = http.createServer(getRequestListener(dataApp().fetch));
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      try {
        const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const headers = await headersOf(base, path);
        check(path, (name) => headers[name]);
      } finally {
        await new Promise((resolve) => server.close(resolve));
      }
    },
  );

  it.each(Object.keys(expected))('chooses the same through app.request: %s', async (path) => {
    const res = await dataApp().request(path);
    check(path, (name) => res.headers.get(name));
  });
});
