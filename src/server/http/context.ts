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
  /** This session passed a TOTP or backup code (at sign-in, at enrolment, or confirmed later). */
  sessionTwoFactorVerified: boolean;
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
    /** The caller's IP (the trusted proxy's X-Forwarded-For when TRUST_PROXY), set once per request. */
    clientIp: string;
    /** The address users reach the product at (PUBLIC_URL), for links in e-mails and notifications. */
    publicUrl: string;
  };
}

/**
 * What services need to know about the request they serve: who asks, from where, the public
 * address for links, and the request's logger. Built once per request by the router.
 */
export interface RequestContext {
  viewer: Viewer | null;
  ip: string;
  publicUrl: string;
  log: Logger;
}

/** The request context of a route whose guard required a signed-in user. */
export interface UserContext extends RequestContext {
  viewer: Viewer;
}

export function requestContext(c: Context<AppEnv>): RequestContext {
  return {
    viewer: c.get('viewer') ?? null,
    ip: c.get('clientIp'),
    publicUrl: c.get('publicUrl'),
    log: c.get('log'),
  };
}

/** The viewer of a route whose guard already required a signed-in user. */
export function requireViewer(c: Context<AppEnv>): Viewer {
  const viewer = c.get('viewer');
  if (!viewer) throw new Error('requireViewer used on a route without a user guard');
  return viewer;
}
