/**
 * The checks every API request's input goes through before its route, as one middleware:
 * - state-changing requests from other origins are refused: form-like bodies by Hono's csrf,
 *   every other body (JSON) by the same rule on Origin and Sec-Fetch-Site;
 * - bodies are limited in size (uploads carry their own, larger limit in their routes);
 * - control characters are refused in queries and JSON bodies (upload bodies are image bytes).
 * A GET or HEAD that announces no body, most requests, can only fail the query check: it goes
 * to that check alone instead of through one step of the middleware chain per check.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { every } from 'hono/combine';
import { csrf } from 'hono/csrf';
import type { AppEnv } from './context';
import { refuseControlChars } from './control-chars';
import { AppError } from './errors';
import { requestHeader } from './request-header';
import { sameOriginWrites } from './same-origin';

/** Upload routes carry their own, larger body limit. */
const UPLOAD_PATH = /^\/api\/(me\/avatar|admin\/(doctors|clinics)\/[^/]+\/image)$/;

const JSON_BODY_LIMIT = 256 * 1024;
/** A visits CSV import carries up to 2,000,000 characters (10,000 visits with e-mails). */
const IMPORT_PATH = '/api/admin/visits/import';
const IMPORT_BODY_LIMIT = 3 * 1024 * 1024;
/**
 * The unsubscribe link of invitation e-mails: mail providers POST the RFC 8058 one-click from
 * their servers, with a form body and no Origin, so the cross-site checks do not apply to it; it
 * needs no session, only its signed token, and can only unsubscribe that token's address.
 */
const UNSUBSCRIBE_PATH = '/api/mail/unsubscribe';

/**
 * A GET or HEAD that announces no body has none to limit. Asking the request for its body stream
 * would make @hono/node-server build a full Request object on every such request.
 */
const withoutBody = (c: Context) =>
  (c.req.method === 'GET' || c.req.method === 'HEAD') &&
  requestHeader(c, 'content-length') === undefined &&
  requestHeader(c, 'transfer-encoding') === undefined;

export function apiInputChecks(publicUrl: string): MiddlewareHandler<AppEnv> {
  const formCheck = csrf({
    origin: (origin, c) => origin === new URL(c.req.url).origin || origin === publicUrl,
  });
  const originCheck = sameOriginWrites(publicUrl);
  const tooLarge = () => {
    throw new AppError('payload_too_large', 'The request body is too large');
  };
  const jsonLimit = bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: tooLarge });
  const importLimit = bodyLimit({ maxSize: IMPORT_BODY_LIMIT, onError: tooLarge });
  const controlChars = refuseControlChars();

  const sameSite = every(formCheck, originCheck);
  const crossSite: MiddlewareHandler<AppEnv> = (c, next) =>
    c.req.path === UNSUBSCRIBE_PATH ? next() : sameSite(c, next);
  const sizeLimit: MiddlewareHandler<AppEnv> = (c, next) =>
    UPLOAD_PATH.test(c.req.path)
      ? next()
      : c.req.path === IMPORT_PATH
        ? importLimit(c, next)
        : jsonLimit(c, next);
  const characters: MiddlewareHandler<AppEnv> = (c, next) =>
    UPLOAD_PATH.test(c.req.path) ? next() : controlChars(c, next);
  const withBody = every(crossSite, sizeLimit, characters);

  return (c, next) => (withoutBody(c) ? characters(c, next) : withBody(c, next));
}
