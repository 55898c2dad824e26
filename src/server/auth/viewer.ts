import type { Context } from 'hono';
import type { Db } from '../db/client';
import type { AppEnv, Viewer } from '../http/context';
import type { ViewerResolver } from '../http/router';
import { findRole } from '../modules/accounts/service';
import { type Auth, authCall } from './auth';
import { createSessionReader } from './session-reader';

/**
 * Resolves the caller from the session cookie and reads the role from the database on every
 * request, so a removed role or a revoked session takes effect at once. A live session is read
 * in one query (`createSessionReader`); one the auth library must expire or refresh is resolved
 * by the library. The result is cached for the request only.
 */
export function createViewerResolver(auth: Auth, db: Db): ViewerResolver {
  const readSession = createSessionReader(auth, db);
  return async (c: Context<AppEnv>): Promise<Viewer | null> => {
    const cached = c.get('viewer');
    if (cached !== undefined) return cached;
    const read = await readSession(c);
    const viewer = read === 'ask-library' ? await viewerFromLibrary(auth, db, c) : read;
    c.set('viewer', viewer);
    return viewer;
  };
}

/**
 * The viewer as the auth library resolves the session, expiring or refreshing it first. The
 * cookie it sets then (a refreshed session's new week, an expired one's removal) goes out with
 * this response, so the browser's cookie lives as long as the session.
 */
async function viewerFromLibrary(auth: Auth, db: Db, c: Context<AppEnv>): Promise<Viewer | null> {
  const { headers, response: session } = await authCall(
    () => auth.api.getSession({ headers: c.req.raw.headers, returnHeaders: true }),
    () => false,
  );
  for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
  if (!session) return null;
  return {
    userId: session.user.id,
    email: session.user.email,
    name: session.user.name,
    emailVerified: session.user.emailVerified,
    sessionId: session.session.id,
    twoFactorEnabled: Boolean(
      (session.user as { twoFactorEnabled?: boolean | null }).twoFactorEnabled,
    ),
    sessionTwoFactorVerified: Boolean(
      (session.session as { twoFactorVerified?: boolean | null }).twoFactorVerified,
    ),
    role: await findRole(db, session.user.id),
  };
}
