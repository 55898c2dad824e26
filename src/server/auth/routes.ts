/**
 * Mounts the auth library under /api/auth with what the library leaves to us: input validated
 * with the shared schemas (common passwords refused), rate limits with counters in the database,
 * errors in the API's `{ error: { code, message } }` shape, and audit rows for security events.
 */
import type { Context } from 'hono';
import type { z } from 'zod';
import {
  changePasswordSchema,
  requestResetSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from '../../shared/auth';
import { fullName } from '../../shared/names';
import { writeAudit } from '../audit/audit';
import type { Db } from '../db/client';
import type { AppEnv } from '../http/context';
import { AppError } from '../http/errors';
import { enforce, enforceUncounted, type Limit } from '../http/rate-limit';
import { limit } from '../http/rate-limits';
import type { ApiRouter } from '../http/router';
import { enqueueMail } from '../mail/outbox';
import { renderMail } from '../mail/templates';
import { findProfile } from '../modules/accounts/repo';
import { type Auth, authCall } from './auth';
import { guardPasswordCheck } from './limits';
import { passwordProblem } from './password-policy';
import { resetTokenOwner } from './repo';

interface Rule {
  schema?: z.ZodType<Record<string, unknown>>;
  /** Field holding a new password that must pass the password rule. */
  newPassword?: string;
  /** Counted on every request. */
  limits?: (ip: string, body: Record<string, unknown>) => Limit[];
  /** Refused when used up, but counted only when the request goes through. */
  uncounted?: (body: Record<string, unknown>) => Limit[];
  /** A password or code check: failures limited per account and address (see limits.ts). */
  check?: 'sign-in' | 'signed-in';
}

const account = (body: Record<string, unknown>) => String(body.email ?? '').toLowerCase();

const RULES: Record<string, Rule> = {
  '/sign-in/email': { schema: signInSchema, check: 'sign-in' },
  '/sign-up/email': {
    schema: signUpSchema,
    newPassword: 'password',
    limits: (ip) => [limit('sign-up:ip', ip)],
  },
  '/request-password-reset': {
    schema: requestResetSchema,
    limits: (ip) => [limit('reset:ip', ip)],
    // Per account: refused when used up, counted only when an e-mail is asked for.
    uncounted: (b) => [limit('reset:account', account(b)), limit('reset:account-day', account(b))],
  },
  '/reset-password': {
    schema: resetPasswordSchema,
    newPassword: 'newPassword',
    limits: (ip) => [limit('reset-password:ip', ip)],
  },
  '/send-verification-email': {
    limits: (ip, b) => [limit('verify:ip', ip), limit('verify:account', account(b))],
  },
  '/change-password': {
    schema: changePasswordSchema,
    newPassword: 'newPassword',
    check: 'signed-in',
  },
  '/verify-password': { check: 'signed-in' },
  '/two-factor/enable': { check: 'signed-in' },
  '/two-factor/disable': { check: 'signed-in' },
  '/two-factor/verify-totp': {
    limits: (ip) => [limit('totp:ip', ip)],
  },
};

/** The auth library's error codes, as the API's stable codes the client translates. */
const CODE_MAP: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: 'invalid_credentials',
  USER_ALREADY_EXISTS: 'email_taken',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: 'email_taken',
  EMAIL_NOT_VERIFIED: 'email_not_verified',
  PASSWORD_TOO_SHORT: 'weak_password',
  PASSWORD_TOO_LONG: 'weak_password',
  INVALID_PASSWORD: 'invalid_current_password',
  INVALID_TOKEN: 'invalid_token',
  INVALID_TWO_FACTOR_CODE: 'invalid_two_factor_code',
  INVALID_CODE: 'invalid_two_factor_code',
  INVALID_ENROLMENT_LINK: 'invalid_enrolment_link',
  TWO_FACTOR_ALREADY_ENABLED: 'two_factor_already_enabled',
};

export function registerAuthRoutes(
  router: ApiRouter,
  auth: Auth,
  db: Db,
  onMailQueued?: () => void,
) {
  router.mount('/auth/*', 'public', async (c) => {
    const path = c.req.path.slice('/api/auth'.length);
    const ip = c.get('clientIp');
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-client-ip', ip);
    let text: string | undefined;
    let body: Record<string, unknown> = {};
    let settle: ((res: Response) => Promise<void>) | undefined;
    const rule = c.req.method === 'POST' ? RULES[path] : undefined;
    if (c.req.method === 'POST') {
      text = await c.req.text();
      if (rule) {
        body = parseBody(text, rule);
        const signedIn = rule.check === 'signed-in' || path === '/change-password';
        const session = signedIn
          ? await authCall(
              () => auth.api.getSession({ headers }),
              () => false,
            )
          : null;
        await checkNewPassword(db, path, rule, body, session?.user);
        if (rule.limits) await enforce(db, c, rule.limits(ip, body));
        if (rule.uncounted) await enforceUncounted(db, c, rule.uncounted(body));
        if (rule.check === 'sign-in') {
          settle = await guardPasswordCheck(db, c, 'sign-in', account(body), ip);
        } else if (rule.check === 'signed-in' && session) {
          settle = await guardPasswordCheck(db, c, 'password-check', session.user.id, ip);
        }
        if (path === '/change-password') {
          // Changing the password always ends the other sessions.
          text = JSON.stringify({ ...body, revokeOtherSessions: true });
        } else if (path === '/sign-up/email') {
          // The display name is made here from the name parts, in the person's own order.
          const { first_name, last_name, language } = body as {
            first_name: string;
            last_name: string;
            language?: string;
          };
          text = JSON.stringify({
            ...body,
            name: fullName(first_name, last_name, language ?? 'vi'),
          });
        }
      }
    }
    const res = await authCall(
      () => auth.handler(new Request(c.req.raw.url, { method: c.req.method, headers, body: text })),
      (r) => r.status >= 500,
    );
    await settle?.(res);
    await recordSecurityEvent(c, db, path, res, body, ip, onMailQueued);
    return res.ok || res.status < 400 ? res : translateError(res);
  });
}

/**
 * The password rule for a new password, with the person's e-mail and names as words an attacker
 * would try: from the form at sign-up, from the reset link's account, or from the session.
 */
async function checkNewPassword(
  db: Db,
  path: string,
  rule: Rule,
  body: Record<string, unknown>,
  sessionUser?: { email: string; name: string },
) {
  const field = rule.newPassword;
  const password = field ? body[field] : undefined;
  if (!field || typeof password !== 'string') return;
  let personal: (string | null | undefined)[] = [];
  if (path === '/sign-up/email') {
    personal = [account(body), body.first_name as string, body.last_name as string];
  } else if (sessionUser) {
    personal = [sessionUser.email, sessionUser.name];
  } else if (path === '/reset-password') {
    const owner = await resetTokenOwner(db, String(body.token));
    personal = [owner?.email, owner?.name];
  }
  const problem = passwordProblem(password, personal);
  if (!problem) return;
  const message =
    problem === 'common_password'
      ? 'This password is too common'
      : 'This password is too easy to guess';
  throw new AppError('validation_failed', message, {
    fields: [{ path: field, code: problem, message }],
  });
}

function parseBody(text: string, rule: Rule): Record<string, unknown> {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : {};
  } catch {
    throw new AppError('validation_failed', 'The request body must be JSON');
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    throw new AppError('validation_failed', 'The request body must be a JSON object');
  }
  if (rule.schema) {
    const parsed = rule.schema.safeParse(json);
    if (!parsed.success) {
      const fields = parsed.error.issues.map((i) => ({
        path: i.path.join('.'),
        code: i.code,
        message: i.message,
      }));
      throw new AppError('validation_failed', 'The request is not valid', { fields });
    }
  }
  const obj = json as Record<string, unknown>;
  return obj;
}

async function translateError(res: Response): Promise<Response> {
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await res.clone().json()) as typeof payload;
  } catch {
    // The library answers some errors (an unknown auth path) without a JSON body.
  }
  const code =
    (payload.code && CODE_MAP[payload.code]) ??
    (res.status === 401 ? 'unauthenticated' : res.status === 404 ? 'not_found' : 'auth_failed');
  const status = code === 'email_taken' ? 409 : res.status;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code, message: payload.message ?? 'Authentication failed' } }),
    { status, headers },
  );
}

async function recordSecurityEvent(
  c: Context<AppEnv>,
  db: Db,
  path: string,
  res: Response,
  body: Record<string, unknown>,
  ip: string,
  onMailQueued?: () => void,
) {
  const email = account(body);
  const userIdOf = async () => {
    try {
      return ((await res.clone().json()) as { user?: { id?: string } }).user?.id ?? null;
    } catch {
      return null;
    }
  };
  try {
    if (path === '/sign-in/email') {
      if (res.ok) {
        await writeAudit(db, {
          userId: await userIdOf(),
          action: 'security.sign_in',
          description: `Signed in as ${email}`,
          ip,
        });
      } else if (res.status === 401 || res.status === 403) {
        await writeAudit(db, {
          userId: null,
          action: 'security.sign_in_failed',
          description: `Failed sign-in for ${email}`,
          ip,
          severity: 'warning',
        });
      }
    } else if (path === '/change-password' && res.ok) {
      const userId = await userIdOf();
      await writeAudit(db, {
        userId,
        action: 'security.password_changed',
        description: 'Password changed; other sessions ended',
        ip,
      });
      const me = ((await res.clone().json()) as { user?: { email?: string } }).user?.email;
      if (me && userId) {
        const language = (await findProfile(db, userId))?.language === 'en' ? 'en' : 'vi';
        await enqueueMail(db, renderMail('passwordChanged', language, me));
        onMailQueued?.();
      }
    } else if (path === '/reset-password' && res.ok) {
      await writeAudit(db, {
        userId: null,
        action: 'security.password_reset',
        description: 'Password reset with an e-mailed link',
        ip,
      });
    }
  } catch (err) {
    c.get('log').warn(
      { err: (err as Error).message },
      'could not write the audit row of an auth event',
    );
  }
}
