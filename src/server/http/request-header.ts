import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A request header (`name` in lower case), read from the headers Node has already parsed when
 * the app runs on Node. Asking Hono's request for one makes @hono/node-server build a `Headers`
 * object of all of them, a cost on every request that only reads a header or two. Through
 * `app.request` (tests, the page renderer) it is Hono's request.
 */
export function requestHeader(c: Context, name: string): string | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  const headers = incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
