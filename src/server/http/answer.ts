/**
 * Cached answers (the public directory's, the admin dashboard's) as bytes: the JSON body
 * serialized once, its validator (a weak ETag, the same for every encoding of the same JSON)
 * and, for answers kept in a cache, its gzip and brotli forms made once when first served, so a
 * cache hit is a lookup and a write.
 * The answer goes out as a byte array with plain headers, @hono/node-server's fast path; the
 * app's compression middleware leaves an answer that already has a Content-Encoding alone and
 * compresses the others (reviews, uncached answers) when they are large enough.
 */
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import type { Context } from 'hono';
import { preferredEncoding } from './compress';
import { requestHeader } from './request-header';

/** Smaller bodies are sent as they are: compressing them costs more than it saves. */
export const COMPRESS_THRESHOLD = 1024;
/** Done once per cached answer, so a little slower than per-request compression, and smaller. */
const BROTLI_CACHED_QUALITY = 5;

export interface SerializedAnswer {
  /** The JSON body. */
  identity: Buffer;
  /** W/"…": a digest of the JSON. */
  etag: string;
  /** Only for answers kept in the cache whose body reaches COMPRESS_THRESHOLD. */
  gzip?: Buffer;
  br?: Buffer;
}

export function serializeAnswer(
  value: unknown,
  options: { precompress: boolean },
): SerializedAnswer {
  const identity = Buffer.from(JSON.stringify(value));
  const etag = `W/"${crypto.hash('sha1', identity, 'base64url')}"`;
  if (!options.precompress || identity.byteLength < COMPRESS_THRESHOLD) return { identity, etag };
  return {
    identity,
    etag,
    gzip: zlib.gzipSync(identity),
    br: zlib.brotliCompressSync(identity, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_CACHED_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
  };
}

/** True when If-None-Match names the answer's validator (weak comparison) or is `*`. */
export function matchesValidator(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === opaque);
}

/** A public answer's shared cache life: browsers and proxies reuse it for `maxAgeS` seconds. */
export const sharedCache = (maxAgeS: number) =>
  `public, max-age=${maxAgeS}, stale-while-revalidate=${maxAgeS * 5}`;

/**
 * Sends an answer with its Cache-Control (a conditional request for an unchanged answer costs a
 * 304) in the encoding the client takes best among those prepared. The response is built with a
 * plain header object: @hono/node-server hands that to Node as it is (its fast path), where
 * `c.header` would have made Hono build a `Headers` object to convert back.
 */
export function sendAnswer(c: Context, answer: SerializedAnswer, cacheControl: string): Response {
  const headers: Record<string, string> = { 'Cache-Control': cacheControl, ETag: answer.etag };
  const precompressed = answer.gzip !== undefined;
  if (precompressed) headers.Vary = 'Accept-Encoding';
  if (matchesValidator(requestHeader(c, 'if-none-match'), answer.etag)) {
    return new Response(null, { status: 304, headers });
  }
  const encoding = precompressed ? preferredEncoding(requestHeader(c, 'accept-encoding')) : null;
  const body = (encoding && answer[encoding]) || answer.identity;
  headers['Content-Type'] = 'application/json';
  if (encoding) headers['Content-Encoding'] = encoding;
  headers['Content-Length'] = String(body.byteLength);
  // A Buffer is a Uint8Array over an ordinary ArrayBuffer (never a shared one).
  return new Response(body as Uint8Array<ArrayBuffer>, { status: 200, headers });
}
