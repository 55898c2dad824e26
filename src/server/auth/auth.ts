/**
 * Accounts and sessions through better-auth (a maintained library, not hand-written crypto):
 * email + password, database sessions in HttpOnly cookies, telemetry off.
 */
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export function createAuth(config: Config, db: Db, secret: string) {
  const secure = config.PUBLIC_URL.startsWith('https://');
  return betterAuth({
    appName: 'Doctor Ratings',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, twoFactor: twoFactors },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      requireEmailVerification: false,
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      // Sliding expiry: a session used after a day is extended by another week.
      updateAge: SESSION_UPDATE_AGE_S,
    },
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;
