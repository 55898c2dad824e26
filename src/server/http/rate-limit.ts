/**
 * Fixed-window rate limits with counters in the database, so a limit holds across instances.
 * One upsert per check: the window restarts when it has expired.
 */
import { sql } from 'drizzle-orm';
import type { Context, MiddlewareHandler } from 'hono';
import type { ErrorDetails } from '../../shared/errors';
import { type Db, type DbOrTx, queryRows } from '../db/client';
import type { AppEnv } from './context';
import { AppError } from './errors';

export interface Limit {
  /** Counter name, e.g. `sign-in:ip:1.2.3.4`. */
  key: string;
  max: number;
  windowMs: number;
}

export async function hit(
  db: DbOrTx,
  { key, max, windowMs }: Limit,
): Promise<{ allowed: boolean; retryAfterS: number }> {
  const [row] = await queryRows<{ count: number; retry_ms: number }>(
    db,
    sql`insert into rate_limits (key, count, reset_at)
      values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now()
          then now() + ${windowMs} * interval '1 millisecond' else rate_limits.reset_at end
      returning count, (extract(epoch from (reset_at - now())) * 1000)::int as retry_ms`,
  );
  const count = row?.count ?? 1;
  return {
    allowed: count <= max,
    retryAfterS: Math.max(1, Math.ceil((row?.retry_ms ?? windowMs) / 1000)),
  };
}

/** The count so far in a limit's current window, without counting this request. */
export async function peek(db: Db, { key, max }: Limit) {
  const [row] = await queryRows<{ count: number; retry_ms: number }>(
    db,
    sql`select count, (extract(epoch from (reset_at - now())) * 1000)::int as retry_ms
      from rate_limits where key = ${key} and reset_at > now()`,
  );
  const count = row?.count ?? 0;
  return {
    count,
    exceeded: count >= max,
    retryAfterS: Math.max(1, Math.ceil((row?.retry_ms ?? 0) / 1000)),
  };
}

/** Forgets a counter (e.g. the failures of an account from an address, after a success there). */
export async function clear(db: Db, key: string) {
  await queryRows(db, sql`delete from rate_limits where key = ${key} returning key`);
}

/** Why a refusal happened, when the client words it apart (see shared/errors). */
type RefusalReason = NonNullable<ErrorDetails['rate_limited']['reason']>;

/** Requests this process has refused with 429, for metrics. */
export const rateLimitRefusals = { count: 0 };

/** Answers 429 with Retry-After (and why, when the client words it apart). */
export function refuse(c: Context, retryAfterS: number, reason?: RefusalReason): never {
  rateLimitRefusals.count += 1;
  c.header('Retry-After', String(retryAfterS));
  throw new AppError('rate_limited', 'Too many attempts, please try again later', {
    retry_after: retryAfterS,
    ...(reason ? { reason } : {}),
  });
}

/**
 * Refuses when a limit is already used up, without counting the refused request; otherwise
 * counts it in every limit. A request that is turned away does not use up tomorrow's allowance.
 */
export async function enforceUncounted(
  db: Db,
  c: Context,
  limits: Limit[],
  reason?: RefusalReason,
) {
  let retryAfterS = 0;
  for (const limit of limits) {
    const state = await peek(db, limit);
    if (state.exceeded) retryAfterS = Math.max(retryAfterS, state.retryAfterS);
  }
  if (retryAfterS > 0) refuse(c, retryAfterS, reason);
  for (const limit of limits) await hit(db, limit);
}

/** Checks every limit (all are counted), and answers 429 with Retry-After when one is exceeded. */
export async function enforce(db: Db, c: Context, limits: Limit[]) {
  let retryAfterS = 0;
  for (const limit of limits) {
    const result = await hit(db, limit);
    if (!result.allowed) retryAfterS = Math.max(retryAfterS, result.retryAfterS);
  }
  if (retryAfterS > 0) refuse(c, retryAfterS);
}

export function rateLimit(
  db: Db,
  limits: (c: Context<AppEnv>) => Limit[] | Promise<Limit[]>,
): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await enforce(db, c, await limits(c));
    await next();
  };
}
