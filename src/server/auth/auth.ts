/**
 * Accounts and sessions through better-auth (a maintained library, not hand-written crypto):
 * email + password with scrypt hashing, e-mail verification, password reset, TOTP two-factor,
 * database sessions in HttpOnly SameSite=Lax cookies with sliding expiry, telemetry off.
 */

import { AsyncLocalStorage } from 'node:async_hooks';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { createAuthMiddleware } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins';
import { signInPath } from '../../shared/site-path';
import { writeAudit } from '../audit/audit';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { accounts, sessions, twoFactors, users, verifications } from '../db/schema';
import { currentTx, trackTransactions } from '../db/tx-context';
import { isDatabaseUnavailable } from '../http/errors-handler';
import { hit } from '../http/rate-limit';
import { limit, RESET_LINK_LIFETIME_MS } from '../http/rate-limits';
import { enqueueMail } from '../mail/outbox';
import { type MailKind, type MailLanguage, renderMail } from '../mail/templates';
import { phoneSignInPlugin } from './phone-sign-in';
import * as repo from './repo';
import { SECOND_FACTOR_PATHS, twoFactorRules } from './two-factor-rules';

export const SESSION_MAX_AGE_S = 60 * 60 * 24 * 7;
export const SESSION_UPDATE_AGE_S = 60 * 60 * 24;

export interface AuthOptions {
  config: Config;
  db: Db;
  secret: string;
  /** Called after mail was queued, so the worker sends it without waiting for its next tick. */
  onMailQueued?: () => void;
  /**
   * How passwords are hashed and checked; unset (production), the library's own scrypt. The test
   * harness passes the same functions with their results remembered (test/remembered-passwords).
   */
  passwordHashing?: PasswordHashing;
}

export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

interface SignUpBody {
  first_name?: string;
  last_name?: string;
  language?: MailLanguage;
  privacy_notice_version?: string;
}

/** Where a call made through `authCall` keeps the database error the auth library hit. */
const authCalls = new AsyncLocalStorage<{ databaseError?: unknown }>();

/**
 * Runs a call into the auth library. The library logs an error it did not expect and answers a
 * bare 500 (or throws one) without its cause; when that cause is an unreachable database, this
 * throws the database error instead, so the error handler answers 503 as on every other route.
 */
export async function authCall<T>(call: () => Promise<T>, failed: (result: T) => boolean) {
  const slot: { databaseError?: unknown } = {};
  let result: T;
  try {
    result = await authCalls.run(slot, call);
  } catch (err) {
    throw slot.databaseError ?? err;
  }
  if (slot.databaseError && failed(result)) throw slot.databaseError;
  return result;
}

/** The library's log lines, as it prints them, except the database errors `authCall` reports. */
function logAuth(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
  const slot = authCalls.getStore();
  const databaseError = level === 'error' ? args.find(isDatabaseUnavailable) : undefined;
  if (slot && databaseError) {
    slot.databaseError ??= databaseError;
    return;
  }
  const print = level === 'error' ? console.error : level === 'warn' ? console.warn : console.log;
  print(`${new Date().toISOString()} ${level.toUpperCase()} [Better Auth]: ${message}`, ...args);
}

export function createAuth({ config, db, secret, onMailQueued, passwordHashing }: AuthOptions) {
  const secure = config.PUBLIC_URL.startsWith('https://');
  const tracked = trackTransactions(db);

  const languageOf = async (userId: string): Promise<MailLanguage> => {
    const language = await repo.profileLanguage(currentTx(tracked), userId);
    return language === 'en' ? 'en' : 'vi';
  };
  const queue = async (
    kind: MailKind,
    userId: string,
    email: string,
    url: string,
    vars: Record<string, string> = {},
  ) => {
    await enqueueMail(
      currentTx(tracked),
      renderMail(kind, await languageOf(userId), email, { url, ...vars }),
    );
    onMailQueued?.();
  };
  const twoFactorHooks = twoFactorRules({
    db: tracked,
    publicUrl: config.PUBLIC_URL,
    adminRequires2fa: config.ADMIN_REQUIRE_2FA,
    mail: async (tx, kind, userId, email, vars) => {
      await enqueueMail(tx, renderMail(kind, await languageOf(userId), email, vars));
      onMailQueued?.();
    },
  });

  return betterAuth({
    appName: 'Doctor Ratings',
    baseURL: config.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [config.PUBLIC_URL],
    database: drizzleAdapter(tracked, {
      provider: 'pg',
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      ...(passwordHashing && { password: passwordHashing }),
      requireEmailVerification: config.AUTH_REQUIRE_EMAIL_VERIFICATION,
      // Sign-up never opens a session, so an address already registered gets the very same
      // answer as a new one (the library's generic answer), and its owner gets an e-mail.
      autoSignIn: false,
      // At most one such e-mail a day per address: sign-ups with it, from anywhere, must not
      // flood its owner's mailbox (the answer stays the same either way).
      // Its link signs in and returns to the page the sign-up was made from (an invitation),
      // as the new-account e-mail's link does.
      onExistingUserSignUp: async ({ user }, request) => {
        const notice = await hit(
          currentTx(tracked),
          limit('sign-up-existing:address', user.email.toLowerCase()),
        );
        if (!notice.allowed) return;
        const body = (await request?.json().catch(() => null)) as { callbackURL?: string } | null;
        await queue(
          'signUpExisting',
          user.id,
          user.email,
          `${config.PUBLIC_URL}${signInPath(body?.callbackURL)}`,
          { resetUrl: `${config.PUBLIC_URL}/forgot-password` },
        );
      },
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_MS / 1000,
      sendResetPassword: async ({ user, url, token }) => {
        // Only the newest link works: asking again invalidates the older unused ones.
        await repo.deleteOtherResetTokens(currentTx(tracked), user.id, token);
        await queue('reset', user.id, user.email, url);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      sendVerificationEmail: async ({ user, url }) => queue('verify', user.id, user.email, url),
    },
    session: {
      expiresIn: SESSION_MAX_AGE_S,
      // Sliding expiry: a session used after a day is extended by another week.
      updateAge: SESSION_UPDATE_AGE_S,
      additionalFields: {
        // Set by the server only: whether this session passed a TOTP or backup code.
        twoFactorVerified: { type: 'boolean', defaultValue: false, input: false, required: false },
      },
    },
    // Names and pictures change through our own profile and upload routes, under their rules.
    disabledPaths: ['/update-user'],
    hooks: {
      before: createAuthMiddleware(async (ctx) => twoFactorHooks.before(ctx)),
      after: createAuthMiddleware(async (ctx) => twoFactorHooks.after(ctx)),
    },
    // Our own limits, with counters in the database, guard the auth routes (see auth/routes.ts).
    rateLimit: { enabled: false },
    databaseHooks: {
      session: {
        create: {
          // A session opened by a TOTP or backup code (sign-in's second step, enrolment) has
          // passed two-factor; every other new session has not.
          before: async (session, ctx) => ({
            data: { ...session, twoFactorVerified: SECOND_FACTOR_PATHS.has(ctx?.path ?? '') },
          }),
        },
      },
      account: {
        create: {
          // Runs inside the sign-up transaction, right after the user row: the profile, default
          // preferences, role record and audit row commit (or roll back) with the account.
          before: async (account, ctx) => {
            if (account.providerId !== 'credential') return;
            const tx = currentTx(tracked);
            const body = (ctx?.body ?? {}) as SignUpBody;
            const user = await repo.userNameAndEmail(tx, account.userId);
            await repo.insertSignUpRecords(tx, {
              id: account.userId,
              first_name: body.first_name?.trim() || user?.name || '',
              last_name: body.last_name?.trim() ?? '',
              language: body.language ?? 'vi',
              // The sign-up rule admits only the current version; stored with when it was given.
              privacy_notice_version: body.privacy_notice_version ?? null,
              privacy_accepted_at: body.privacy_notice_version ? new Date() : null,
            });
            await writeAudit(tx, {
              userId: account.userId,
              action: 'user.signed_up',
              description: `Account created for ${user?.email ?? 'unknown'}`,
              ip: ctx?.request?.headers.get('x-client-ip') ?? null,
            });
          },
        },
      },
    },
    plugins: [
      twoFactor({ issuer: 'Doctor Ratings' }),
      phoneSignInPlugin({
        db: () => currentTx(tracked),
        publicUrl: config.PUBLIC_URL,
        onMessageQueued: onMailQueued,
      }),
    ],
    advanced: {
      database: { generateId: 'uuid' },
      useSecureCookies: secure,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure },
    },
    telemetry: { enabled: false },
    logger: { log: logAuth },
  });
}

export type Auth = ReturnType<typeof createAuth>;
