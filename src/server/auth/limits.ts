/**
 * Limits on the auth routes, with counters in the database (`rate_limits`), so they hold across
 * instances. A password check (sign-in, and a signed-in user confirming their password or a
 * code) counts only failures: per (account, address) and per address, which refuse; and per
 * account, which only slows down (a growing delay), so a stranger failing from elsewhere never
 * stops the owner signing in with the right password.
 */
import type { Context } from 'hono';
import type { Db } from '../db/client';
import { clear, hit, type Limit, peek, refuse } from '../http/rate-limit';
import { limit, PASSWORD_FAILURE_DELAY } from '../http/rate-limits';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The library error codes that mean a wrong password or code. */
const FAILED_CHECK_CODES = new Set([
  'INVALID_EMAIL_OR_PASSWORD',
  'INVALID_PASSWORD',
  'INVALID_CODE',
  'INVALID_OTP',
]);

export async function isFailedCheck(res: Response) {
  if (res.status !== 400 && res.status !== 401) return false;
  try {
    return FAILED_CHECK_CODES.has(((await res.clone().json()) as { code?: string }).code ?? '');
  } catch {
    return false;
  }
}

/**
 * Guards one password (or code) check: refuses when the address, or this account from this
 * address, failed too often; waits when the account failed often from anywhere. Returns what to
 * do with the outcome.
 */
export async function guardPasswordCheck(
  db: Db,
  c: Context,
  scope: 'sign-in' | 'password-check' | 'phone-sign-in',
  account: string,
  ip: string,
) {
  const refusing: Limit[] = [
    limit(`${scope}:fail:ip`, ip),
    limit(`${scope}:fail:account-ip`, `${account}:${ip}`),
  ];
  const slowing = limit(`${scope}:fail:account`, account);
  let retryAfterS = 0;
  for (const limit of refusing) {
    const state = await peek(db, limit);
    if (state.exceeded) retryAfterS = Math.max(retryAfterS, state.retryAfterS);
  }
  if (retryAfterS > 0) refuse(c, retryAfterS);
  const failures = (await peek(db, slowing)).count;
  const { freeFailures, stepMs, maxMs } = PASSWORD_FAILURE_DELAY;
  if (failures > freeFailures) await sleep(Math.min(stepMs * (failures - freeFailures), maxMs));
  return async (res: Response) => {
    if (await isFailedCheck(res)) {
      for (const limit of [...refusing, slowing]) await hit(db, limit);
    } else if (res.ok) {
      // A success from this address forgets its failures there; a stranger's elsewhere remain.
      await clear(db, refusing[1]!.key);
    }
  };
}
