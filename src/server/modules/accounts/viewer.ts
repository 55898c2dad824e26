import type { Context } from 'hono';
import { type Auth, authCall } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { AppEnv, Viewer } from '../../http/context';
import type { ViewerResolver } from '../../http/router';
import { findRole } from './repo';

/**
 * Resolves the caller from the session cookie, then reads the role from the database on every
 * request, so a removed role takes effect at once. The result is cached for the request only.
 */
export function createViewerResolver(auth: Auth, db: Db): ViewerResolver {
  return async (c: Context<AppEnv>): Promise<Viewer | null> => {
    const cached = c.get('viewer');
    if (cached !== undefined) return cached;
    const session = await authCall(
      () => auth.api.getSession({ headers: c.req.raw.headers }),
      () => false,
    );
    const viewer: Viewer | null = session
      ? {
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
        }
      : null;
    c.set('viewer', viewer);
    return viewer;
  };
}
