/**
 * Hono's `secureHeaders`, with the same options and the same headers on every response, for a
 * fraction of its cost. The stock middleware sets its fourteen headers on the response's
 * `Headers` object, which @hono/node-server then converts back for Node, on every request: a
 * third of the time of a small answer. The headers do not depend on the request, so they are
 * worked out once (by running the stock middleware on a probe request) and, when the app runs on
 * Node, added to the plain header object @hono/node-server hands to Node's `writeHead`; through
 * `app.request` (tests) they are set on the response like the stock middleware does. As with the
 * stock middleware, the app's value wins over one a route may have set.
 *
 * The same step adds the headers every response of a kind gets: the request's id (Hono's
 * `requestId`, which would also set it through a `Headers` object) and the API's default
 * Cache-Control, which a route's own value overrides.
 */
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { Hono, type MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { requestHeader } from './request-header';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

/** The headers the stock middleware adds to a response of a route that sets none. */
async function fixedHeaders(options: SecureHeadersOptions): Promise<[string, string][]> {
  const probe = new Hono();
  probe.use(secureHeaders(options));
  probe.get('*', (c) => c.body(null, 204));
  const res = await probe.request('http://probe.invalid/');
  return [...res.headers];
}

/** True when an option is computed per request (a CSP nonce): then the stock middleware is used. */
function dependsOnRequest(options: SecureHeadersOptions): boolean {
  const policies = [options.contentSecurityPolicy, options.contentSecurityPolicyReportOnly];
  return policies.some(
    (policy) =>
      policy !== undefined &&
      Object.values(policy).some((value) =>
        (Array.isArray(value) ? value : [value]).some((v) => typeof v === 'function'),
      ),
  );
}

/** Headers that depend on the request, added with the fixed ones (see `securityHeaders`). */
export interface RequestHeadOptions {
  /**
   * Each request gets an id, as Hono's `requestId` gives it: the caller's X-Request-Id when it is
   * a short token, else a random UUID; in `requestId` and on the response.
   */
  requestId?: boolean;
  /**
   * Answers under this path prefix are kept in no cache (Cache-Control: no-store) unless their
   * route sets a Cache-Control of its own.
   */
  noStoreUnder?: string;
  /**
   * Answers under `under` that are data (JSON, or no body) get the headers of `options` instead:
   * a browser never renders them as a page, so the page's policy (which scripts, styles and
   * images it may load, how it opens windows) has nothing to govern there. Not applied when
   * the page policy is made per request (a CSP nonce): every answer then gets that policy.
   */
  data?: { under: string; options: SecureHeadersOptions };
}

const REQUEST_ID = 'X-Request-Id';
/** Word characters, `-` and `=`, at most 255 of them: the ids Hono's `requestId` accepts. */
const GIVEN_ID = /^[\w\-=]{1,255}$/;

const hasCacheControl = (headers: Record<string, unknown>) =>
  'cache-control' in headers || 'Cache-Control' in headers;

/** JSON, or no body at all (204, 304, a HEAD): not something a browser would draw as a page. */
const isData = (contentType: unknown) =>
  contentType === undefined ||
  contentType === null ||
  /^application\/json\b/i.test(String(contentType));

/**
 * `secureHeaders(options)`, and the request's id and default Cache-Control (`head`), added in one
 * step. On Node each response's head is written once with all of them (setting any on the
 * ServerResponse beforehand would send Node's `writeHead` down its slower merging path).
 */
export function securityHeaders(
  options: SecureHeadersOptions,
  head: RequestHeadOptions = {},
): MiddlewareHandler {
  const stock = dependsOnRequest(options) ? secureHeaders(options) : null;
  let fixed: [string, string][] | undefined;
  let fixedRecord: Record<string, string> = {};
  let dataFixed: [string, string][] = [];
  let dataRecord: Record<string, string> = {};
  const ready = stock
    ? Promise.resolve()
    : Promise.all([
        fixedHeaders(options),
        head.data ? fixedHeaders(head.data.options) : Promise.resolve(undefined),
      ]).then(([headers, data]) => {
        fixed = headers;
        fixedRecord = Object.fromEntries(headers);
        if (data) {
          dataFixed = data;
          dataRecord = Object.fromEntries(data);
        }
      });
  return async (c, next) => {
    if (!stock && !fixed) await ready;
    const dataPath = !stock && head.data !== undefined && c.req.path.startsWith(head.data.under);
    let id: string | undefined;
    if (head.requestId) {
      const given = requestHeader(c, 'x-request-id');
      id = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
      c.set('requestId', id);
    }
    const noStore = head.noStoreUnder !== undefined && c.req.path.startsWith(head.noStoreUnder);
    const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
    if (!stock && outgoing && typeof outgoing.writeHead === 'function' && !outgoing.headersSent) {
      // Added when the response's head is written: the fixed headers over the route's, as the
      // stock middleware does, the defaults under them; on every response of this request
      // (errors included).
      const writeHead = outgoing.writeHead;
      outgoing.writeHead = function writeHeadSecured(this: ServerResponse, ...args: unknown[]) {
        const last = args.length - 1;
        const headers = args[last];
        if (
          last >= 1 &&
          typeof headers === 'object' &&
          headers !== null &&
          !Array.isArray(headers)
        ) {
          const record = headers as Record<string, unknown>;
          const merged: Record<string, unknown> = id
            ? { [REQUEST_ID]: id, ...record }
            : { ...record };
          if (noStore && !hasCacheControl(record) && !this.hasHeader('cache-control')) {
            merged['Cache-Control'] = 'no-store';
          }
          const data =
            dataPath &&
            isData(
              record['content-type'] ?? record['Content-Type'] ?? this.getHeader('content-type'),
            );
          args[last] = Object.assign(merged, data ? dataRecord : fixedRecord);
        } else {
          const data = dataPath && isData(this.getHeader('content-type'));
          for (const [name, value] of data ? dataFixed : (fixed as [string, string][]))
            this.setHeader(name, value);
          if (id) this.setHeader(REQUEST_ID, id);
          if (noStore && !this.hasHeader('cache-control'))
            this.setHeader('Cache-Control', 'no-store');
        }
        return writeHead.apply(this, args as Parameters<ServerResponse['writeHead']>);
      } as ServerResponse['writeHead'];
      return next();
    }
    if (stock) await stock(c, next);
    else await next();
    const own = c.res.headers;
    const data = dataPath && isData(own.get('content-type') ?? undefined);
    if (fixed) for (const [name, value] of data ? dataFixed : fixed) own.set(name, value);
    if (id) own.set(REQUEST_ID, id);
    if (noStore && !own.has('cache-control')) own.set('Cache-Control', 'no-store');
  };
}
