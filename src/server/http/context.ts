import type { Context } from 'hono';
import type { Role } from '../../shared/constants';
import type { Logger } from '../lib/logger';

/** Who is calling, resolved from the session cookie and the database on every request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
  twoFactorEnabled: boolean;
  role: Role | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** undefined: not resolved yet; null: a guest. */
    viewer: Viewer | null | undefined;
    /** The clinic system calling an api_key route. */
    apiKey: { id: string; name: string } | undefined;
  };
}

/** The viewer of a route whose guard already required a signed-in user. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('requireViewer used on a route without a user guard');
  return viewer;
}
