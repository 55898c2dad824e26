/**
 * The auth library's routes, each one an endpoint of the contract (`contract.auth`) registered
 * like any other: the router guards its access and validates its input with the shared schemas;
 * here come what the library leaves to us (rate limits with counters in the database, the
 * password rule, limits on password and code checks, audit rows); then the library answers
 * through the gateway. Its other routes are not registered, so they answer 404.
 */
import type { Context } from 'hono';
import { contract } from '../../shared/api';
import { fullName } from '../../shared/names';
import { maskedVnPhone, normalizeVnPhone } from '../../shared/phone';
import type { Db } from '../db/client';
import type { AppEnv, UserContext } from '../http/context';
import { AppError } from '../http/errors';
import { enforce, enforceUncounted } from '../http/rate-limit';
import { limit } from '../http/rate-limits';
import type { ApiRouter } from '../http/router';
import type { Auth } from './auth';
import { createAuthGateway } from './gateway';
import { guardPasswordCheck } from './limits';
import { requireAcceptablePassword } from './password-policy';
import { withPhoneRequestDetails } from './phone-sign-in';
import { phoneAccountRole, resetTokenOwner } from './repo';
import { securityEvents } from './security-events';

const endpoints = contract.auth;

/** Where an e-mailed reset link leads when the request named no page. */
const RESET_PAGE = '/reset-password';

/** What a handler of a signed-in user's endpoint reads, whatever the endpoint's body. */
interface SignedInCall {
  c: Context<AppEnv>;
  body: unknown;
  ctx: UserContext;
}

/** Limits and audit rows count an account by its address, whatever its case. */
const accountOf = (email: string) => email.toLowerCase();

/** The number of a signed invitation's visit, or null (see invitations' `invitePhone`). */
export type InvitePhoneResolver = (invite: string) => Promise<string | null>;

export function registerAuthRoutes(
  router: ApiRouter,
  auth: Auth,
  db: Db,
  options: { onMailQueued?: () => void; invitePhone?: InvitePhoneResolver } = {},
) {
  const { onMailQueued, invitePhone } = options;
  /** The E.164 number a request names, itself or through an invitation. */
  const phoneOf = async (body: { phone?: string; invite?: string }) => {
    if (body.phone) return normalizeVnPhone(body.phone)!;
    const phone = body.invite ? await invitePhone?.(body.invite) : null;
    if (!phone) throw new AppError('invitation_invalid', 'The invitation is not valid');
    return phone;
  };
  const gateway = createAuthGateway(auth);
  const events = securityEvents(db, onMailQueued);

  router.handle(endpoints.getSession, ({ c }) => gateway.pass(c));
  router.handle(endpoints.signOut, ({ c }) => gateway.pass(c));
  router.handle(endpoints.verifyEmail, ({ c }) => gateway.pass(c));
  router.handle(endpoints.resetPasswordLink, ({ c }) => gateway.pass(c));
  // Backup codes are long and random, and the library locks a sign-in's second step after
  // repeated failures, so they need no limit of ours.
  router.handle(endpoints.verifyBackupCode, ({ c, body }) => gateway.pass(c, body));

  router.handle(endpoints.signUp, async ({ c, body, ctx }) => {
    const personal = [accountOf(body.email), body.first_name, body.last_name];
    requireAcceptablePassword('password', body.password, personal);
    await enforce(db, c, [limit('sign-up:ip', ctx.ip)]);
    // The display name is made here from the name parts, in the person's own order.
    const name = fullName(body.first_name, body.last_name, body.language ?? 'vi');
    return gateway.pass(c, { ...body, name });
  });

  router.handle(endpoints.signIn, async ({ c, body, ctx }) => {
    const settle = await guardPasswordCheck(db, c, 'sign-in', accountOf(body.email), ctx.ip);
    const res = await gateway.call(c, body);
    await settle(res);
    await events.signIn(ctx, res, accountOf(body.email));
    return gateway.answer(res);
  });

  // Sign-in codes by SMS. Numbers reach the library in E.164, whatever form was typed. A staff
  // account's number gets no code (the answer is the same) and cannot sign in this way.
  router.handle(endpoints.sendPhoneCode, async ({ c, body, ctx }) => {
    await enforce(db, c, [limit('phone-code:ip', ctx.ip)]);
    const phone = await phoneOf(body);
    await enforce(db, c, [limit('phone-code:phone', phone)]);
    const sent = { sent: true as const, to: maskedVnPhone(phone) };
    const account = await phoneAccountRole(db, phone);
    if (account?.role) return sent;
    const res = await withPhoneRequestDetails({ language: body.language }, () =>
      gateway.call(c, { phoneNumber: phone }),
    );
    if (!res.ok) return gateway.answer(res);
    return sent;
  });

  router.handle(endpoints.phoneSignIn, async ({ c, body, ctx }) => {
    const phone = await phoneOf(body);
    const account = await phoneAccountRole(db, phone);
    if (account?.role) {
      throw new AppError('forbidden', 'Staff accounts sign in with e-mail and password', {
        reason: 'staff_sign_in_by_email',
      });
    }
    const settle = await guardPasswordCheck(db, c, 'phone-sign-in', phone, ctx.ip);
    const { language, privacy_notice_version } = body;
    const res = await withPhoneRequestDetails({ language, privacy_notice_version }, () =>
      gateway.call(c, { phoneNumber: phone, code: body.code }),
    );
    await settle(res);
    return gateway.answer(res);
  });

  router.handle(endpoints.verifyTotp, async ({ c, body, ctx }) => {
    await enforce(db, c, [limit('totp:ip', ctx.ip)]);
    return gateway.pass(c, body);
  });

  router.handle(endpoints.requestPasswordReset, async ({ c, body, ctx }) => {
    const account = accountOf(body.email);
    await enforce(db, c, [limit('reset:ip', ctx.ip)]);
    // Per address: no new link while the last one works; the refusal says so.
    await enforceUncounted(db, c, [limit('reset:address', account)], 'reset_link_sent');
    return gateway.pass(c, { ...body, redirectTo: body.redirectTo ?? RESET_PAGE });
  });

  router.handle(endpoints.resetPassword, async ({ c, body, ctx }) => {
    // The e-mail and name of the account the link was sent to are words an attacker would try.
    const owner = await resetTokenOwner(db, body.token);
    requireAcceptablePassword('newPassword', body.newPassword, [owner?.email, owner?.name]);
    await enforce(db, c, [limit('reset-password:ip', ctx.ip)]);
    const res = await gateway.call(c, body);
    if (res.ok) await events.passwordReset(ctx);
    return gateway.answer(res);
  });

  router.handle(endpoints.changePassword, async ({ c, body, ctx }) => {
    const { viewer } = ctx;
    requireAcceptablePassword('newPassword', body.newPassword, [viewer.email, viewer.name]);
    const settle = await guardPasswordCheck(db, c, 'password-check', viewer.userId, ctx.ip);
    // Changing the password always ends the other sessions.
    const res = await gateway.call(c, { ...body, revokeOtherSessions: true });
    await settle(res);
    if (res.ok) await events.passwordChanged(ctx);
    return gateway.answer(res);
  });

  router.handle(endpoints.sendVerificationEmail, async ({ c, body, ctx }) => {
    const account = accountOf(body.email);
    await enforce(db, c, [limit('verify:ip', ctx.ip), limit('verify:account', account)]);
    return gateway.pass(c, body);
  });

  /** A password (or code) check by the signed-in user: failures are limited like sign-in's. */
  const checked = async ({ c, body, ctx }: SignedInCall) => {
    const settle = await guardPasswordCheck(db, c, 'password-check', ctx.viewer.userId, ctx.ip);
    const res = await gateway.call(c, body);
    await settle(res);
    return gateway.answer(res);
  };
  router.handle(endpoints.verifyPassword, checked);
  router.handle(endpoints.enableTwoFactor, checked);
  router.handle(endpoints.disableTwoFactor, checked);
}
