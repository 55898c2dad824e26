/**
 * State-changing API requests a browser sends from another site are refused, whatever their
 * content type: Hono's `csrf` covers the form-like types a page can send without CORS, this
 * covers JSON too (defence in depth should a CORS or SameSite assumption ever fail). A browser
 * always names the page's origin (`Origin`) and usually the relation (`Sec-Fetch-Site`); a
 * request that carries neither is not from a browser page (clinic systems with an API key,
 * scripts) and goes on to its route's own authentication.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './context';
import { AppError } from './errors';

const SAFE = /^(GET|HEAD|OPTIONS)$/;

export function sameOriginWrites(publicUrl: string): MiddlewareHandler<AppEnv> {
  const publicOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!SAFE.test(c.req.method)) {
      const site = c.req.header('sec-fetch-site');
      const origin = c.req.header('origin');
      const foreignSite = site !== undefined && site !== 'same-origin' && site !== 'none';
      const foreignOrigin =
        origin !== undefined && origin !== new URL(c.req.url).origin && origin !== publicOrigin;
      if (foreignSite || foreignOrigin) {
        throw new AppError('forbidden', 'Requests from other sites are not accepted');
      }
    }
    await next();
  };
}
