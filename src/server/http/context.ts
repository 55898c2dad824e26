import type { Role } from '../../shared/constants';
import type { Logger } from '../lib/logger';

/** Who is calling, resolved from the session cookie and the database on every request. */
export interface Viewer {
  userId: string;
  email: string;
  name: string;
  emailVerified: boolean;
  sessionId: string;
  role: Role | null;
}

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** undefined: not resolved yet; null: a guest. */
    viewer: Viewer | null | undefined;
  };
}
