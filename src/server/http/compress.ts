/**
 * Response compression that pays for itself: bodies under `threshold` bytes (most API answers
 * that are not lists, e.g. `/api/health`) and types that do not compress (images, event streams)
 * go out as they are; responses that already carry a `Content-Encoding` (the directory's
 * precompressed answers, see `answer.ts`) are left alone. A body held in memory
 * (every JSON answer) is compressed in one call (on the main thread up to 64 KB, on libuv's
 * thread pool above), brotli when the client accepts it, and goes out as a byte array, so @hono/node-server keeps its fast path (no
 * `Response` object, no web stream); a streamed body of unknown length (a static file) is
 * compressed as a stream once its first `threshold` bytes show it is worth it.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/compress';

export type Encoding = 'br' | 'gzip';
/** Bytes as a response body takes them. */
type Bytes = Uint8Array<ArrayBuffer>;

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);
/** Quality for answers compressed per request: fast, and still well ahead of gzip in size. */
const BROTLI_DYNAMIC_QUALITY = 4;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;

/** The best of `candidates` (in order of preference at equal weight) an Accept-Encoding takes. */
function parseEncoding(header: string, candidates: readonly Encoding[]): Encoding | null {
  let best: Encoding | null = null;
  let bestQ = 0;
  let wildcard = -1;
  const named = new Set<string>();
  for (const part of header.split(',')) {
    const [rawName = '', ...params] = part.split(';');
    const name = rawName.trim().toLowerCase();
    let q = 1;
    for (const param of params) {
      const [key, value] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(value);
    }
    if (!Number.isFinite(q)) q = 0;
    if (name === '*') wildcard = q;
    else if (candidates.includes(name as Encoding)) {
      named.add(name);
      // Candidates are in order of preference: a later one must weigh more to win.
      if (
        q > bestQ ||
        (q === bestQ &&
          q > 0 &&
          best &&
          candidates.indexOf(name as Encoding) < candidates.indexOf(best))
      ) {
        best = name as Encoding;
        bestQ = q;
      }
    }
  }
  // `*` stands for the encodings not named.
  for (const name of candidates) {
    if (!named.has(name) && wildcard > bestQ) {
      best = name;
      bestQ = wildcard;
    }
  }
  return bestQ > 0 ? best : null;
}

const ENCODINGS: readonly Encoding[] = ['br', 'gzip'];
/**
 * The encoding chosen for each Accept-Encoding value seen (with both encodings on offer): browsers
 * send a handful of distinct values, and parsing one costs 0.2–0.7 µs of every compressed answer.
 * Cleared when full and long values are not kept, so odd headers cannot grow it.
 */
const chosen = new Map<string, Encoding | null>();
const CHOSEN_LIMIT = 256;
const LONGEST_KEPT_HEADER = 200;

/**
 * The encoding to answer with, from an Accept-Encoding header: brotli before gzip at equal
 * weight, neither when the client refuses both (`;q=0`) or sends no header.
 */
export function preferredEncoding(
  header: string | undefined,
  candidates: readonly Encoding[] = ENCODINGS,
): Encoding | null {
  if (!header) return null;
  if (candidates !== ENCODINGS) return parseEncoding(header, candidates);
  let found = chosen.get(header);
  if (found === undefined) {
    found = parseEncoding(header, ENCODINGS);
    if (header.length <= LONGEST_KEPT_HEADER) {
      if (chosen.size >= CHOSEN_LIMIT) chosen.clear();
      chosen.set(header, found);
    }
  }
  return found;
}

/** Accept-Encoding values remembered now (for tests). */
export const rememberedEncodings = () => chosen.size;

/** Adds Accept-Encoding to a Vary header value. */
export function varyOnEncoding(current: string | null): string {
  if (!current) return 'Accept-Encoding';
  return current === '*' || VARY_ACCEPT_ENCODING.test(current)
    ? current
    : `${current}, Accept-Encoding`;
}

/**
 * Replaces the context's response. Hono's setter, when a response is already set, rebuilds the
 * new one from its `body` stream, which would take @hono/node-server off its fast path; the new
 * response here already carries every header, so it is assigned directly.
 */
export function replaceResponse(c: Context, res: Response) {
  (c as { res: Response | undefined }).res = undefined;
  c.res = res;
}

/**
 * @hono/node-server's lightweight Response keeps the body it was built with (a string or bytes)
 * under a private symbol until something reads it as a stream; reading it there saves turning
 * it into a web stream. Any other Response (tests call `app.request`, with the platform's) is
 * read through its stream instead, which is slower but gives the same answer.
 */
let cacheSymbol: symbol | undefined;
function inMemory(res: Response): unknown[] | undefined {
  if (!cacheSymbol) {
    cacheSymbol = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
    if (!cacheSymbol) return undefined;
  }
  const cached = (res as unknown as Record<symbol, unknown>)[cacheSymbol];
  return Array.isArray(cached) ? cached : undefined;
}

function bodyInMemory(res: Response): string | Bytes | undefined {
  const body = inMemory(res)?.[1];
  return typeof body === 'string' || body instanceof Uint8Array
    ? (body as string | Bytes)
    : undefined;
}

/**
 * The header names of a lightweight Response built with a plain header object (it keeps the
 * object until something reads `headers`), or undefined.
 */
function plainHeaders(res: Response): string[] | undefined {
  const headers = inMemory(res)?.[2];
  return headers &&
    typeof headers === 'object' &&
    !(headers instanceof Headers) &&
    !Array.isArray(headers)
    ? Object.keys(headers)
    : undefined;
}

const byteLength = (body: string | Bytes) =>
  typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;

/** Reads a stream until `limit` bytes or its end; `rest` is the reader when it did not end. */
async function readPrefix(body: ReadableStream<Bytes>, limit: number) {
  const reader = body.getReader();
  const chunks: Bytes[] = [];
  let size = 0;
  while (size < limit) {
    const { done, value } = await reader.read();
    if (done) return { chunks, size, rest: null };
    chunks.push(value);
    size += value.byteLength;
  }
  return { chunks, size, rest: reader };
}

function concat(chunks: Bytes[], size: number): Bytes {
  if (chunks.length === 1) return chunks[0]!;
  const out = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    out.set(chunk, at);
    at += chunk.byteLength;
  }
  return out;
}

/** The read prefix followed by the rest of the stream. */
function resume(
  chunks: Bytes[],
  rest: ReadableStreamDefaultReader<Bytes>,
): ReadableStream<BufferSource> {
  return new ReadableStream<BufferSource>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
    },
    async pull(controller) {
      const { done, value } = await rest.read();
      if (done) controller.close();
      else controller.enqueue(value);
    },
    cancel(reason) {
      return rest.cancel(reason);
    },
  });
}

/**
 * Bodies up to this size are compressed on the main thread: handing a small body to the thread
 * pool costs more than compressing it (a 5 KB answer: about 160 µs there, 30 µs here).
 */
const SYNC_COMPRESS_LIMIT = 64 * 1024;

/**
 * The smallest window (as a power of two) that holds the whole body: the same compression, and a
 * fraction of the set-up a full-size window costs.
 */
const windowBitsFor = (size: number, min: number) =>
  Math.min(15, Math.max(min, Math.ceil(Math.log2(size + 262))));

export function compressInMemory(body: string | Bytes, encoding: Encoding): Promise<Buffer> {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const brotliOptions = {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_DYNAMIC_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
      [zlib.constants.BROTLI_PARAM_LGWIN]: windowBitsFor(
        size,
        zlib.constants.BROTLI_MIN_WINDOW_BITS,
      ),
    },
  };
  const gzipOptions = { windowBits: windowBitsFor(size, 9) };
  if (size <= SYNC_COMPRESS_LIMIT) {
    return Promise.resolve(
      encoding === 'br'
        ? zlib.brotliCompressSync(body, brotliOptions)
        : zlib.gzipSync(body, gzipOptions),
    );
  }
  return encoding === 'br' ? brotli(body, brotliOptions) : gzip(body, gzipOptions);
}

export function compression(options: { threshold?: number } = {}): MiddlewareHandler {
  const threshold = options.threshold ?? 1024;
  return async function compression(c, next) {
    await next();
    const res = c.res;
    // A small body held in memory (most API answers) is sent as it is, without reading the
    // response's headers: on Node that would turn them into a `Headers` object, off the fast path.
    const inMemory = bodyInMemory(res);
    if (inMemory !== undefined && byteLength(inMemory) < threshold) return;
    if (plainHeaders(res)?.some((name) => name.toLowerCase() === 'content-encoding')) return;
    const status = res.status;
    if (
      status < 200 ||
      status === 204 ||
      status === 206 ||
      status === 304 ||
      c.req.method === 'HEAD'
    ) {
      return;
    }
    const headers = res.headers;
    if (headers.has('content-encoding') || headers.has('transfer-encoding')) return;
    const type = headers.get('content-type');
    if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return;
    const cacheControl = headers.get('cache-control');
    if (cacheControl && NO_TRANSFORM.test(cacheControl)) return;
    const length = headers.get('content-length');
    if (length !== null && Number(length) < threshold) return;

    let body: string | Bytes | undefined = inMemory;
    // Set when the body had to be read from its stream: the response must then be rebuilt.
    let read: Awaited<ReturnType<typeof readPrefix>> | undefined;
    if (body === undefined) {
      if (!res.body) return;
      read = await readPrefix(res.body, threshold);
      if (!read.rest) {
        body = concat(read.chunks, read.size);
        if (read.size < threshold) {
          replaceResponse(c, new Response(body, { status, headers }));
          return;
        }
      }
    }

    // From here the answer depends on Accept-Encoding, compressed or not.
    headers.set('Vary', varyOnEncoding(headers.get('vary')));
    // A compressed body is not byte-for-byte the one a strong validator names.
    const encoded = (encoding: Encoding) => {
      headers.delete('content-length');
      headers.set('Content-Encoding', encoding);
      const etag = headers.get('etag');
      if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    };
    const accepted = c.req.header('accept-encoding');
    if (read?.rest) {
      // A stream of unknown length: gzip as a stream (web streams have no brotli here).
      const stream = resume(read.chunks, read.rest);
      const encoding = preferredEncoding(accepted, ['gzip']);
      if (encoding) encoded(encoding);
      const out = encoding ? stream.pipeThrough(new CompressionStream('gzip')) : stream;
      replaceResponse(c, new Response(out, { status, headers }));
      return;
    }
    if (body === undefined) return;
    const encoding = preferredEncoding(accepted);
    if (!encoding) {
      if (read) replaceResponse(c, new Response(body, { status, headers }));
      return;
    }
    const compressed = await compressInMemory(body, encoding);
    encoded(encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // A Buffer is a Uint8Array over an ordinary ArrayBuffer (never a shared one).
    replaceResponse(c, new Response(compressed as Bytes, { status, headers }));
  };
}
