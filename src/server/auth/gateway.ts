/**
 * Hands a request of a declared auth endpoint to the auth library and its answer back. The
 * library reads the validated body, never the raw one, so it sees only the declared fields; its
 * answer keeps its status, cookies and headers (its body loses the session token, which only
 * the HttpOnly cookie may carry), and its errors become the API's `{ error: { code, message } }`
 * with the stable codes the client translates.
 */
import type { Context } from 'hono';
import type { ErrorCode } from '../../shared/errors';
import type { AppEnv } from '../http/context';
import { type Auth, authCall } from './auth';

/** The auth library's error codes, as the API's stable codes. */
const CODE_MAP: Record<string, ErrorCode> = {
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
  INVALID_BACKUP_CODE: 'invalid_two_factor_code',
  INVALID_ENROLMENT_LINK: 'invalid_enrolment_link',
  TWO_FACTOR_ALREADY_ENABLED: 'two_factor_already_enabled',
  INVALID_OTP: 'invalid_phone_code',
  // No code waiting, an expired one, or its tries used up: the person asks for a new one.
  OTP_NOT_FOUND: 'phone_code_expired',
  OTP_EXPIRED: 'phone_code_expired',
  TOO_MANY_ATTEMPTS: 'phone_code_expired',
};

/** For a library error with no code of ours, by its status; anything else is `auth_failed`. */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  401: 'unauthenticated',
  404: 'not_found',
  429: 'rate_limited',
};

export interface AuthGateway {
  /** The library's own answer, for rules that read it (failed checks, audit) before `answer`. */
  call(c: Context<AppEnv>, body?: unknown): Promise<Response>;
  /** The library's answer as the API answers: unchanged when it succeeded, renamed otherwise. */
  answer(res: Response): Promise<Response>;
  /** `call`, then `answer`. */
  pass(c: Context<AppEnv>, body?: unknown): Promise<Response>;
}

export function createAuthGateway(auth: Auth): AuthGateway {
  const call = (c: Context<AppEnv>, body?: unknown) => {
    const headers = new Headers(c.req.raw.headers);
    // The library's hooks write the caller's address into audit rows.
    headers.set('x-client-ip', c.get('clientIp'));
    headers.delete('content-length');
    headers.delete('transfer-encoding');
    if (body === undefined) headers.delete('content-type');
    else headers.set('content-type', 'application/json');
    const request = new Request(c.req.raw.url, {
      method: c.req.method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return authCall(
      () => auth.handler(request),
      (res) => res.status >= 500,
    );
  };
  const answer = async (res: Response) => (res.status < 400 ? withoutTokens(res) : apiError(res));
  return { call, answer, pass: async (c, body) => answer(await call(c, body)) };
}

/** Removes every `token` field from a value (a session object nests one). */
function dropTokens(value: unknown, depth = 0): unknown {
  if (depth > 8 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => dropTokens(v, depth + 1));
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== 'token')
      .map(([key, v]) => [key, dropTokens(v, depth + 1)]),
  );
}

/**
 * The library's JSON answers carry the session token (sign-in, sign-up, get-session): a script
 * on the page could read it there despite the HttpOnly cookie, so it is taken out. The cookie,
 * the status and the other headers stay.
 */
async function withoutTokens(res: Response): Promise<Response> {
  if (!res.headers.get('content-type')?.includes('application/json')) return res;
  const text = await res.text();
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return new Response(text, res);
  }
  const headers = new Headers(res.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(dropTokens(body)), { status: res.status, headers });
}

async function apiError(res: Response): Promise<Response> {
  let payload: { code?: string; message?: string } = {};
  try {
    payload = (await res.clone().json()) as typeof payload;
  } catch {
    // Some library errors come without a JSON body.
  }
  const code =
    (payload.code && CODE_MAP[payload.code]) ?? CODE_BY_STATUS[res.status] ?? 'auth_failed';
  // A taken address is a conflict, and a spent sign-in code a bad request, whatever status the
  // library gives them.
  const status = code === 'email_taken' ? 409 : code === 'phone_code_expired' ? 400 : res.status;
  const headers = new Headers(res.headers);
  headers.set('content-type', 'application/json');
  headers.delete('content-length');
  return new Response(
    JSON.stringify({ error: { code, message: payload.message ?? 'Authentication failed' } }),
    { status, headers },
  );
}
