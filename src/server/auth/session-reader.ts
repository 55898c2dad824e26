/**
 * The caller's session, read for a request in one query.
 *
 * Asking the auth library (`auth.api.getSession`) costs about 0.8 ms of CPU per request (its
 * endpoint context, hooks and adapter layers) and two queries, before the role's third: on a
 * signed-in request that is most of the cost. The common case is a read, so it is done here: the
 * library's session cookie is the token, a dot and the base64 HMAC-SHA256 of the token under the
 * auth secret, checked with node:crypto (synchronous, a few microseconds; WebCrypto's promise
 * jobs cost ten times that), and one query joins the session, its user and the user's role.
 *
 * Everything the library would write is left to it: a session that has expired (it deletes the
 * row) or is due for its sliding refresh gives `'ask-library'`, and the caller asks the library.
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { parse } from 'hono/utils/cookie';
import type { Role } from '../../shared/constants';
import type { Db } from '../db/client';
import type { Viewer } from '../http/context';
import { requestHeader } from '../http/request-header';
import type { Auth } from './auth';
import { findSessionWithUser } from './repo';

export type SessionRead = Viewer | null | 'ask-library';

export function createSessionReader(auth: Auth, db: Db) {
  const secret = auth.options.secret as string;
  // The library's settings, as it resolved them (cookie name with its __Secure- prefix on HTTPS).
  const settings = auth.$context.then((ctx) => ({
    cookieName: ctx.authCookies.sessionToken.name,
    expiresInMs: ctx.sessionConfig.expiresIn * 1000,
    updateAgeMs: ctx.sessionConfig.updateAge * 1000,
  }));

  return async (c: Context): Promise<SessionRead> => {
    const { cookieName, expiresInMs, updateAgeMs } = await settings;
    // Absent or badly signed: a guest, as the library answers.
    const cookies = requestHeader(c, 'cookie');
    const token = cookies ? verifiedToken(parse(cookies, cookieName)[cookieName], secret) : null;
    if (!token) return null;
    const row = await findSessionWithUser(db, token);
    if (!row) return null;
    const expiresAt = row.expiresAt.getTime();
    const now = Date.now();
    // The library refreshes a session once a day of its week has passed: expiresAt - week + day.
    if (expiresAt <= now || expiresAt - expiresInMs + updateAgeMs <= now) return 'ask-library';
    return {
      userId: row.userId,
      email: row.email,
      name: row.name,
      emailVerified: row.emailVerified,
      sessionId: row.sessionId,
      twoFactorEnabled: row.twoFactorEnabled,
      sessionTwoFactorVerified: row.sessionTwoFactorVerified,
      role: (row.role as Role | null) ?? null,
    };
  };
}

/** The token of a signed cookie value `token.signature`, if the signature is the token's HMAC. */
function verifiedToken(value: string | undefined, secret: string): string | null {
  if (!value) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  // Compared as the exact base64 text the library writes (44 characters), not decoded leniently.
  const signature = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(crypto.createHmac('sha256', secret).update(token).digest('base64'));
  return signature.length === expected.length && crypto.timingSafeEqual(signature, expected)
    ? token
    : null;
}
