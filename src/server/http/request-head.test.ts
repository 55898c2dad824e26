import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from './context';
import { requestHeader } from './request-header';
import { securityHeaders } from './security-headers';

function app() {
  const a = new Hono<AppEnv>();
  a.use(securityHeaders({}, { requestId: true, noStoreUnder: '/api/' }));
  a.get('/api/plain', (c) => c.json({ id: c.get('requestId') }));
  a.get('/api/public', (c) => {
    c.header('Cache-Control', 'public, max-age=60');
    return c.json({ ok: true });
  });
  a.get('/api/built', () => new Response('{}', { headers: { 'Cache-Control': 'max-age=5' } }));
  a.get('/api/forwarded', (c) => c.json({ forwarded: requestHeader(c, 'x-forwarded-for') }));
  a.get('/api/error', () => {
    throw new Error('boom');
  });
  a.get('/page', (c) => c.html('<p>page</p>'));
  a.onError((_err, c) => c.json({ error: 'boom' }, 500));
  return a;
}

/** A GET on a real server: status, headers and body. */
function get(base: string, path: string, headers: Record<string, string | string[]> = {}) {
  return new Promise<{ headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk) => {
          body += chunk;
        });
        res.on('end', () => resolve({ headers: res.headers, body }));
      })
      .on('error', reject);
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('headers added to every response (on a real server)', () => {
  let server: http.Server;
  let base = '';
  beforeAll(async () => {
    server = http.createServer(getRequestListener(app().fetch));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('keeps no API answer in caches unless its route says otherwise', async () => {
    expect((await get(base, '/api/plain')).headers['cache-control']).toBe('no-store');
    expect((await get(base, '/api/error')).headers['cache-control']).toBe('no-store');
    expect((await get(base, '/api/public')).headers['cache-control']).toBe('public, max-age=60');
    expect((await get(base, '/api/built')).headers['cache-control']).toBe('max-age=5');
    expect((await get(base, '/page')).headers['cache-control']).toBeUndefined();
  });

  it('gives each request an id, the caller’s when it is a short token', async () => {
    const own = await get(base, '/api/plain');
    expect(own.headers['x-request-id']).toMatch(UUID);
    expect(JSON.parse(own.body).id).toBe(own.headers['x-request-id']);
    const other = await get(base, '/api/plain');
    expect(other.headers['x-request-id']).not.toBe(own.headers['x-request-id']);
    const given = await get(base, '/api/plain', { 'x-request-id': 'trace-42=' });
    expect(given.headers['x-request-id']).toBe('trace-42=');
    for (const bad of ['a b', 'x'.repeat(256), '<script>']) {
      const replaced = await get(base, '/api/plain', { 'x-request-id': bad });
      expect(replaced.headers['x-request-id']).toMatch(UUID);
    }
    expect((await get(base, '/api/error')).headers['x-request-id']).toMatch(UUID);
  });

  it('reads request headers as sent, repeated ones joined', async () => {
    const one = await get(base, '/api/forwarded', { 'x-forwarded-for': '203.0.113.7' });
    expect(JSON.parse(one.body).forwarded).toBe('203.0.113.7');
    const two = await get(base, '/api/forwarded', {
      'x-forwarded-for': ['203.0.113.7', '10.0.0.1'],
    });
    expect(JSON.parse(two.body).forwarded).toBe('203.0.113.7, 10.0.0.1');
    expect(JSON.parse((await get(base, '/api/forwarded')).body).forwarded).toBeUndefined();
  });
});

describe('headers added to every response (through app.request)', () => {
  it('the same defaults and ids', async () => {
    const a = app();
    const plain = await a.request('/api/plain');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    expect(plain.headers.get('x-request-id')).toMatch(UUID);
    expect((await a.request('/api/public')).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
    expect((await a.request('/api/error')).headers.get('cache-control')).toBe('no-store');
    const given = await a.request('/api/plain', { headers: { 'x-request-id': 'trace-42' } });
    expect(given.headers.get('x-request-id')).toBe('trace-42');
    const forwarded = await a.request('/api/forwarded', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
    });
    expect((await forwarded.json()).forwarded).toBe('203.0.113.7');
  });
});
