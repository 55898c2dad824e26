import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PERMISSIONS } from '../../shared/permissions';
import { writeBuiltClient } from '../test/built-client';
import { testAppForFile } from '../test/file-app';

const t = testAppForFile();

describe('platform', () => {
  it('answers health and readiness', async () => {
    const health = await t.api('GET /api/health');
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: 'ok' });
    const ready = await t.api('GET /api/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.request('GET', '/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toContain('application/json');
    expect(await res.json()).toEqual({
      error: { code: 'not_found', message: 'No such API endpoint' },
    });
  });

  it('sends the API headers on JSON answers: nothing may load, frame, sniff or read them', async () => {
    for (const path of ['/api/health', '/api/no-such-thing']) {
      const res = await t.request('GET', path);
      expect(res.headers.get('content-security-policy'), path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(res.headers.get('x-request-id')).toBeTruthy();
      // The page-only headers have nothing to govern in a JSON answer.
      expect(res.headers.get('cross-origin-opener-policy')).toBeNull();
      expect(res.headers.get('origin-agent-cluster')).toBeNull();
      expect(res.headers.get('referrer-policy')).toBeNull();
    }
  });

  it('refuses state-changing form posts from another origin', async () => {
    const res = await t.request('POST', '/api/auth/sign-out', {
      body: 'a=b',
      headers: {
        origin: 'https://evil.example',
        'content-type': 'application/x-www-form-urlencoded',
      },
    });
    expect(res.status).toBe(403);
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const res = await t.request('POST', '/api/auth/sign-in/email', {
      body: JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(300 * 1024) }),
      headers: { 'content-length': String(300 * 1024 + 40) },
    });
    expect(res.status).toBe(413);
    expect((await res.json()).error.code).toBe('payload_too_large');
  });

  it('serves built assets but never their source maps', async () => {
    const assets = path.join(t.dataDir, 'client', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    fs.writeFileSync(path.join(assets, 'app-1a2b.js'), 'console.log(1)');
    fs.writeFileSync(path.join(assets, 'app-1a2b.js.map'), '{"version":3,"sources":["a.ts"]}');
    expect((await t.request('GET', '/assets/app-1a2b.js')).status).toBe(200);
    const map = await t.request('GET', '/assets/app-1a2b.js.map');
    expect(map.status).toBe(404);
    expect(await map.text()).not.toContain('sources');
    fs.rmSync(path.join(t.dataDir, 'client'), { recursive: true });
  });

  it("sends the build's brotli or gzip copy of a file to a browser that takes it, else the file", async () => {
    const assets = path.join(t.dataDir, 'client', 'assets');
    fs.mkdirSync(assets, { recursive: true });
    onTestFinished(() => fs.rmSync(path.join(t.dataDir, 'client'), { recursive: true }));
    const code = `export const texts = ${JSON.stringify('bác sĩ '.repeat(400))};`;
    const file = path.join(assets, 'page-9f8e.js');
    fs.writeFileSync(file, code);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(code));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(code, { level: 9 }));
    const get = (acceptEncoding?: string) =>
      t.request('GET', '/assets/page-9f8e.js', {
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });

    const brotli = await get('gzip, deflate, br, zstd');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toContain('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toContain('javascript');
    expect(brotli.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const brotliBytes = Buffer.from(await brotli.arrayBuffer());
    expect(brotliBytes.length).toBe(fs.statSync(`${file}.br`).size);
    expect(zlib.brotliDecompressSync(brotliBytes).toString()).toBe(code);

    const gzip = await get('gzip');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(code);

    const plain = await get();
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await plain.text()).toBe(code);

    // A file without a content hash in its name may change: kept an hour.
    fs.writeFileSync(path.join(t.dataDir, 'client', 'mark.svg'), '<svg/>');
    const mark = await t.request('GET', '/mark.svg');
    expect(mark.status).toBe(200);
    expect(mark.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('serves a helpful 503 for client routes when the client is not built', async () => {
    const res = await t.request('GET', '/doctors');
    expect(res.status).toBe(503);
  });

  // After the 503 above: the app keeps the client's page once it has read it.
  it('sends the page policy on pages, under /api/ too', async () => {
    writeBuiltClient(t.dataDir, { page: '<!doctype html><title>app</title>', manifest: {} });
    onTestFinished(() => fs.rmSync(path.join(t.dataDir, 'client'), { recursive: true }));
    for (const page of ['/doctors', '/api/docs']) {
      const res = await t.request('GET', page);
      expect(res.headers.get('content-type'), page).toContain('text/html');
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, page).toContain("frame-ancestors 'none'");
      expect(csp).toContain("base-uri 'none'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toMatch(/script-src 'self'(;|$)/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(res.headers.get('x-request-id')).toBeTruthy();
    }
  });
});

describe('access declarations', () => {
  it('declares an access level for every API route', () => {
    const declared = new Set(t.routes.map((r) => `${r.method} ${r.path}`));
    const registered = t.honoRoutes
      .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && r.method !== 'ALL')
      .map((r) => `${r.method} ${r.path}`);
    expect(registered.length).toBeGreaterThan(3);
    const undeclared = registered.filter((r) => !declared.has(r));
    expect(undeclared).toEqual([]);
    const levels = ['public', 'user', 'admin', 'api_key', ...PERMISSIONS];
    for (const r of t.routes) expect(levels).toContain(r.access);
  });

  it('keeps /api/me for signed-in users only', async () => {
    const guest = await t.api('GET /api/me');
    expect(guest.status).toBe(401);
    expect((await guest.json()).error.code).toBe('unauthenticated');
    const user = await t.createUser({ firstName: 'Lan', lastName: 'Nguyễn' });
    const res = await t.api('GET /api/me', { cookie: user.cookie });
    expect(res.status).toBe(200);
    const me = await res.json();
    expect(me).toMatchObject({
      user: { id: user.id, email: user.email },
      role: null,
      is_admin: false,
    });
    expect(me.profile).toMatchObject({ first_name: 'Lan', last_name: 'Nguyễn' });
  });

  it('reads the role from the database on every request', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const first = await (await t.api('GET /api/me', { cookie: admin.cookie })).json();
    expect(first.is_admin).toBe(true);
    await t.database.db.execute(
      (await import('drizzle-orm'))
        .sql`update user_roles set role = null where user_id = ${admin.id}`,
    );
    const second = await (await t.api('GET /api/me', { cookie: admin.cookie })).json();
    expect(second.is_admin).toBe(false);
  });
});
