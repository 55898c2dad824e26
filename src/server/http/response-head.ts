/**
 * Headers every response of a kind gets, added without taking @hono/node-server off its fast
 * path. Setting them with `c.header` (as Hono's `requestId` does) makes Hono build a `Headers`
 * object for the response, which @hono/node-server then converts back for Node: a fifth of the
 * cost of a small answer. On Node they go on the ServerResponse itself, which merges them under
 * whatever the route writes (the route's value wins); through `app.request` (tests) they are
 * set on the response after the route, the same way.
 */
import crypto from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { requestHeader } from './request-header';

/** Adds a header to the response unless the route sets it itself. */
async function withDefaultHeader(
  c: Context,
  next: () => Promise<void>,
  name: string,
  value: string,
) {
  const outgoing = (c.env as { outgoing?: ServerResponse } | undefined)?.outgoing;
  if (outgoing && typeof outgoing.setHeader === 'function' && !outgoing.headersSent) {
    outgoing.setHeader(name, value);
    return next();
  }
  await next();
  if (!c.res.headers.has(name)) c.res.headers.set(name, value);
}

const REQUEST_ID = 'X-Request-Id';
/** Word characters, `-` and `=`, at most 255 of them: the ids Hono's `requestId` accepts. */
const GIVEN_ID = /^[\w\-=]{1,255}$/;

/**
 * Hono's `requestId` with the same rule: each request gets an id (the caller's X-Request-Id when
 * it is a short token, else a random UUID) in `requestId` and on its response.
 */
export function requestId(): MiddlewareHandler<AppEnv> {
  return (c, next) => {
    const given = requestHeader(c, 'x-request-id');
    const id = given && GIVEN_ID.test(given) ? given : crypto.randomUUID();
    c.set('requestId', id);
    return withDefaultHeader(c, next, REQUEST_ID, id);
  };
}

/**
 * API answers are personal or change at any moment: none is stored by a browser or proxy unless
 * its route says otherwise (the public directory's answers, for one, have a shared cache life).
 */
export function noStoreByDefault(): MiddlewareHandler {
  return (c, next) => withDefaultHeader(c, next, 'Cache-Control', 'no-store');
}
