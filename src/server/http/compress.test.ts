import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, preferredEncoding, rememberedEncodings } from './compress';

const small = { status: 'ok' };
const large = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Doctor ${i}` })) };

function testApp() {
  const app = new Hono();
  app.use(compression({ threshold: 1024 }));
  app.get('/small', (c) => c.json(small));
  app.get('/large', (c) => c.json(large));
  app.get('/image', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }));
  app.get('/encoded', (c) =>
    c.body(zlib.gzipSync(JSON.stringify(large)), 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': 'gzip',
    }),
  );
  app.get('/no-transform', (c) => {
    c.header('Cache-Control', 'no-transform');
    return c.json(large);
  });
  app.get('/stream', (c) => {
    const text = JSON.stringify(large);
    return c.body(
      new ReadableStream({
        start(controller) {
          for (let i = 0; i < text.length; i += 500) {
            controller.enqueue(new TextEncoder().encode(text.slice(i, i + 500)));
          }
          controller.close();
        },
      }),
      200,
      { 'Content-Type': 'application/json' },
    );
  });
  return app;
}

const decode = (encoding: string | null, bytes: Buffer) =>
  encoding === 'br'
    ? zlib.brotliDecompressSync(bytes).toString()
    : encoding === 'gzip'
      ? zlib.gunzipSync(bytes).toString()
      : bytes.toString();

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.4', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['br;q=0, *;q=0.1', 'gzip'],
    ['gzip;q=0, br;q=0', null],
  ])('%j → %j', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
    // The second time the answer comes from the memory of values seen.
    expect(preferredEncoding(header)).toBe(expected);
  });

  it('answers each of many distinct values right, remembering a bounded number of them', () => {
    const weights = (i: number) => [i % 10, (i * 7) % 10];
    const expected = (i: number) => {
      const [gzip = 0, br = 0] = weights(i);
      if (gzip === 0 && br === 0) return null;
      return br >= gzip ? 'br' : 'gzip';
    };
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 600; i++) {
        const [gzip, br] = weights(i);
        const header = `gzip;q=0.${gzip}, br;q=0.${br}, x-${i}`;
        expect(preferredEncoding(header)).toBe(expected(i));
      }
    }
    expect(rememberedEncodings()).toBeLessThanOrEqual(256);
    expect(rememberedEncodings()).toBeGreaterThan(0);
    // Long values are answered and not kept.
    const before = rememberedEncodings();
    expect(preferredEncoding(`gzip, ${'x'.repeat(300)}`)).toBe('gzip');
    expect(rememberedEncodings()).toBe(before);
  });
});

/** Whether `Response` is @hono/node-server's lightweight one, which keeps its body in memory. */
const nodeServerResponse = () =>
  Object.getOwnPropertySymbols(new Response('')).some((s) => s.description === 'cache');

// The same checks through app.request (the platform's Response: bodies read as streams) and
// through a real HTTP server (@hono/node-server's lightweight Response: bodies read in memory).
describe.each(['app.request', 'node server'])('compression through %s', (via) => {
  const app = testApp();
  let server: http.Server | undefined;
  let base = '';
  beforeAll(async () => {
    if (via !== 'node server') return;
    server = http.createServer(getRequestListener(app.fetch));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(
    () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  );

  /** Status, headers and the raw (still encoded) body bytes. */
  const get = async (path: string, acceptEncoding?: string) => {
    const headers: Record<string, string> = acceptEncoding
      ? { 'accept-encoding': acceptEncoding }
      : {};
    if (via === 'app.request') {
      const res = await app.request(path, { headers });
      return {
        status: res.status,
        header: (name: string) => res.headers.get(name),
        body: Buffer.from(await res.arrayBuffer()),
      };
    }
    return new Promise<{
      status: number;
      header: (name: string) => string | null;
      body: Buffer;
    }>((resolve, reject) => {
      http
        .get(`${base}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({
              status: res.statusCode ?? 0,
              header: (name) => {
                const value = res.headers[name.toLowerCase()];
                return value === undefined ? null : String(value);
              },
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on('error', reject);
    });
  };

  it('sends a small JSON answer as it is, even to a client that takes gzip', async () => {
    const res = await get('/small', 'gzip, br');
    expect(res.header('content-encoding')).toBeNull();
    expect(JSON.parse(res.body.toString())).toEqual(small);
  });

  it.each(['gzip', 'br'])('compresses a large JSON answer with %s', async (encoding) => {
    const res = await get('/large', encoding);
    // Through app.request with the platform's Response the body is a stream of unknown length,
    // which is gzip or nothing. Once @hono/node-server has replaced the global Response (a file
    // run before this one in the same worker served through it), bodies are in memory there too.
    const streamed = via === 'app.request' && !nodeServerResponse();
    const expected = streamed && encoding === 'br' ? null : encoding;
    expect(res.header('content-encoding')).toBe(expected);
    expect(res.header('vary')).toMatch(/accept-encoding/i);
    if (expected) expect(res.body.byteLength).toBeLessThan(JSON.stringify(large).length / 2);
    expect(JSON.parse(decode(expected, res.body))).toEqual(large);
  });

  it('sends a large answer as it is, with Vary, to a client that takes no encoding', async () => {
    const res = await get('/large');
    expect(res.header('content-encoding')).toBeNull();
    expect(res.header('vary')).toMatch(/accept-encoding/i);
    expect(JSON.parse(res.body.toString())).toEqual(large);
  });

  it('leaves already encoded answers, images and no-transform answers alone', async () => {
    const encoded = await get('/encoded', 'br');
    expect(encoded.header('content-encoding')).toBe('gzip');
    expect(JSON.parse(decode('gzip', encoded.body))).toEqual(large);
    const image = await get('/image', 'gzip');
    expect(image.header('content-encoding')).toBeNull();
    expect(image.body.byteLength).toBe(4096);
    const noTransform = await get('/no-transform', 'gzip');
    expect(noTransform.header('content-encoding')).toBeNull();
  });

  it('gzips a large streamed body as a stream', async () => {
    const res = await get('/stream', 'gzip, br');
    expect(res.header('content-encoding')).toBe('gzip');
    expect(JSON.parse(decode('gzip', res.body))).toEqual(large);
  });
});
