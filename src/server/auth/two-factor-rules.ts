/**
 * What the two-factor plugin leaves to us, as better-auth hooks:
 * - a TOTP code is accepted once (the last accepted time-step is stored per user);
 * - a session remembers whether it passed a TOTP or backup code, and admin routes ask for that;
 * - turning two-factor off needs a current TOTP code, and turning it on is only possible while it
 *   is off (so a stolen password alone cannot replace the authenticator);
 * - with ADMIN_REQUIRE_2FA, an administrator's enrolment first needs a one-time link e-mailed to
 *   the account's address (proof of the mailbox, not only of the password);
 * - turning it on or off ends every other session of the user, e-mails the user and is audited.
 */
import { randomBytes } from 'node:crypto';
import { APIError, getSessionFromCtx, isAPIError } from 'better-auth/api';
import { and, eq, sql } from 'drizzle-orm';
import { writeAudit } from '../audit/audit';
import type { Db, DbOrTx } from '../db/client';
import { sessions } from '../db/schema';
import { findRole } from '../modules/accounts/service';
import { claimTotpCode } from './totp';

const ENROL_LINK_TTL_S = 30 * 60;
/** Paths whose success means the caller just passed a second factor. */
export const SECOND_FACTOR_PATHS = new Set([
  '/two-factor/verify-totp',
  '/two-factor/verify-backup-code',
  '/two-factor/disable',
]);

/** The part of better-auth's endpoint context these rules read. */
// biome-ignore lint/suspicious/noExplicitAny: better-auth's middleware context is generic.
type Ctx = any;

export interface TwoFactorRulesOptions {
  db: Db;
  publicUrl: string;
  adminRequires2fa: boolean;
  /** Queues a security e-mail to the user in the given transaction. */
  mail: (
    tx: DbOrTx,
    kind: 'twoFactorEnabled' | 'twoFactorDisabled' | 'twoFactorEnrolLink',
    userId: string,
    email: string,
    vars?: Record<string, string>,
  ) => Promise<void>;
}

const invalidCode = () =>
  APIError.from('UNAUTHORIZED', { code: 'INVALID_CODE', message: 'Invalid code' });

export function twoFactorRules({ db, publicUrl, adminRequires2fa, mail }: TwoFactorRulesOptions) {
  /** The user a verify-totp call is about: the signed-in one, or the one half-way through sign-in. */
  const userOf = async (ctx: Ctx): Promise<string | null> => {
    const session = await getSessionFromCtx(ctx);
    if (session) return session.user.id;
    const cookie = ctx.context.createAuthCookie('two_factor');
    const identifier = await ctx.getSignedCookie(cookie.name, ctx.context.secret);
    if (!identifier) return null;
    const pending = await ctx.context.internalAdapter.findVerificationValue(identifier);
    return pending?.value ?? null;
  };

  /**
   * Claims the code's time-step once (totp.ts): a code already used is refused here; a code that
   * matches no step is left to the plugin, which refuses it and counts the failure.
   */
  const claimTotpStep = async (ctx: Ctx, userId: string, code: unknown) => {
    if (typeof code !== 'string') return;
    const claim = await claimTotpCode(db, ctx.context.secretConfig, userId, code);
    if (claim === 'none') return;
    if (claim === 'used') throw invalidCode();
    return claim === 'claimed';
  };

  /** An administrator's enrolment while admins must use two-factor: the e-mailed link first. */
  const requireEnrolLink = async (ctx: Ctx, user: { id: string; email: string }) => {
    const token = ctx.body?.enrolToken;
    if (typeof token === 'string' && token) {
      const link = await ctx.context.internalAdapter.consumeVerificationValue(`2fa-enrol:${token}`);
      if (!link || link.value !== user.id || new Date(link.expiresAt) < new Date()) {
        throw APIError.from('BAD_REQUEST', {
          code: 'INVALID_ENROLMENT_LINK',
          message: 'The link is invalid or has expired',
        });
      }
      return null;
    }
    // The password is checked before anything is sent, as the plugin would check it.
    await ctx.context.password.checkPassword(user.id, ctx);
    const fresh = randomBytes(32).toString('base64url');
    await ctx.context.internalAdapter.createVerificationValue({
      identifier: `2fa-enrol:${fresh}`,
      value: user.id,
      expiresAt: new Date(Date.now() + ENROL_LINK_TTL_S * 1000),
    });
    const url = `${publicUrl}/profile?tab=security&enrol=${fresh}`;
    await mail(db, 'twoFactorEnrolLink', user.id, user.email, { url });
    return ctx.json({ enrolmentLinkSent: true });
  };

  const before = async (ctx: Ctx) => {
    if (ctx.path === '/two-factor/verify-totp') {
      const userId = await userOf(ctx);
      if (userId) await claimTotpStep(ctx, userId, ctx.body?.code);
    } else if (ctx.path === '/two-factor/disable') {
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      // Turning two-factor off is a second-factor check too: a stolen password is not enough.
      if ((await claimTotpStep(ctx, session.user.id, ctx.body?.code)) !== true) throw invalidCode();
    } else if (ctx.path === '/two-factor/enable') {
      const session = await getSessionFromCtx(ctx);
      if (!session) return;
      if (session.user.twoFactorEnabled) {
        throw APIError.from('BAD_REQUEST', {
          code: 'TWO_FACTOR_ALREADY_ENABLED',
          message: 'Two-factor authentication is already on; turn it off first',
        });
      }
      const role = await findRole(db, session.user.id);
      if (adminRequires2fa && (role === 'admin' || role === 'staff')) {
        return requireEnrolLink(ctx, session.user);
      }
    }
  };

  /** Ends every other session, e-mails the user and writes the audit row, in one transaction. */
  const switched = async (ctx: Ctx, on: boolean) => {
    const current = ctx.context.newSession;
    if (!current) return;
    const { user, session } = current;
    await db.transaction(async (tx) => {
      await tx
        .delete(sessions)
        .where(and(eq(sessions.userId, user.id), sql`${sessions.id} <> ${session.id}`));
      await mail(tx, on ? 'twoFactorEnabled' : 'twoFactorDisabled', user.id, user.email);
      await writeAudit(tx, {
        userId: user.id,
        action: on ? 'security.two_factor_enabled' : 'security.two_factor_disabled',
        description: `Two-factor authentication turned ${on ? 'on' : 'off'}; other sessions ended`,
        ip: ctx.request?.headers.get('x-client-ip') ?? null,
        severity: 'warning',
      });
    });
  };

  const after = async (ctx: Ctx) => {
    if (!SECOND_FACTOR_PATHS.has(ctx.path) || isAPIError(ctx.context.returned)) return;
    if (ctx.path === '/two-factor/disable') return switched(ctx, false);
    // The session read before the call: its user shows whether two-factor was on until now.
    const before = ctx.context.session;
    if (!before?.session) return; // A sign-in: the new session was marked when it was made.
    if (!before.user.twoFactorEnabled && ctx.context.newSession) return switched(ctx, true);
    // A signed-in session confirmed with a code now counts as having passed two-factor.
    await db
      .update(sessions)
      .set({ twoFactorVerified: true })
      .where(eq(sessions.token, before.session.token));
  };

  return { before, after };
}
