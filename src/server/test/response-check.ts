/**
 * Server tests check every JSON answer of the contract against its endpoint's `responseSchema`:
 * an answer that does not parse, or that carries a field the schema does not describe, fails the
 * test that asked for it, so a schema (and the OpenAPI document and client types built from it)
 * cannot drift from what the server really sends.
 */
import zlib from 'node:zlib';
import type { z } from 'zod';
import { allEndpoints } from '../../shared/api';
import type { EndpointDefinition } from '../../shared/api/contract';

interface Matcher {
  endpoint: EndpointDefinition;
  pattern: RegExp;
  /** Static segments count more than parameters: '/api/doctors/featured' beats '/api/doctors/:id'. */
  score: number;
}

function matcherOf(endpoint: EndpointDefinition): Matcher {
  const segments = endpoint.path.split('/');
  const source = segments
    .map((s) => (s.startsWith(':') ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const statics = segments.filter((s) => s !== '' && !s.startsWith(':')).length;
  return { endpoint, pattern: new RegExp(`^${source}/?$`), score: statics };
}

export function endpointMatcher(endpoints: readonly EndpointDefinition[]) {
  const matchers = endpoints.map(matcherOf);
  /** The most specific endpoint answering `method` at `pathname`, if any. */
  return (method: string, pathname: string): EndpointDefinition | undefined => {
    let best: Matcher | undefined;
    for (const m of matchers) {
      if (m.endpoint.method !== method.toUpperCase() || !m.pattern.test(pathname)) continue;
      if (!best || m.score > best.score) best = m;
    }
    return best?.endpoint;
  };
}

const matchContract = endpointMatcher(allEndpoints);

/** The contract endpoint a test request goes to (the query string left out), if any. */
export function endpointFor(method: string, url: string): EndpointDefinition | undefined {
  return matchContract(method, new URL(url, 'http://localhost').pathname);
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The paths of fields in `sent` that parsing dropped from `parsed`: zod objects strip the keys
 * they do not describe, so a key missing from the output is one the schema does not know.
 */
export function droppedFields(sent: unknown, parsed: unknown, at = '$'): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, i) => droppedFields(item, parsed[i], `${at}[${i}]`));
  }
  if (isPlainObject(sent) && isPlainObject(parsed)) {
    return Object.keys(sent).flatMap((k) =>
      k in parsed ? droppedFields(sent[k], parsed[k], `${at}.${k}`) : [`${at}.${k}`],
    );
  }
  return [];
}

/**
 * Throws when `body` does not parse with `schema` or has fields it does not describe; `name`
 * (e.g. 'GET /api/doctors/:id 200') says which answer.
 */
export function checkAnswer(name: string, schema: z.ZodType, body: unknown): void {
  const result = schema.safeParse(body);
  if (!result.success) {
    const issues = result.error.issues
      .map((i) => `  ${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('\n');
    throw new Error(`${name}: the answer does not match its response schema:\n${issues}`);
  }
  const dropped = droppedFields(body, result.data);
  if (dropped.length > 0) {
    throw new Error(
      `${name}: the answer has fields its response schema does not describe: ${dropped.join(', ')}`,
    );
  }
}

/** The text of an answer's bytes, compressed or not (tests see the encoded bytes). */
function decoded(res: Response, bytes: ArrayBuffer): string {
  const buffer = Buffer.from(bytes);
  switch (res.headers.get('content-encoding')) {
    case 'br':
      return zlib.brotliDecompressSync(buffer).toString('utf8');
    case 'gzip':
      return zlib.gunzipSync(buffer).toString('utf8');
    case 'deflate':
      return zlib.inflateSync(buffer).toString('utf8');
    default:
      return buffer.toString('utf8');
  }
}

/**
 * Checks a test request's answer when it is a 2xx JSON answer of a contract endpoint with a
 * response schema (not raw, not passed through, not 204). The Response stays readable.
 */
export async function checkResponse(method: string, url: string, res: Response): Promise<void> {
  if (res.status < 200 || res.status >= 300) return;
  if (!(res.headers.get('content-type') ?? '').startsWith('application/json')) return;
  const endpoint = endpointFor(method, url);
  if (!endpoint?.responseSchema || endpoint.raw || endpoint.passThrough) return;
  if (endpoint.status === 204) return;
  const body: unknown = JSON.parse(decoded(res, await res.clone().arrayBuffer()));
  checkAnswer(`${endpoint.method} ${endpoint.path} ${res.status}`, endpoint.responseSchema, body);
}
