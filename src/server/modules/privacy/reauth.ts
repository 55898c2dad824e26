/**
 * Re-authentication before closing an account: the password, checked with the auth library's
 * own hasher, and when two-factor is on a current TOTP code, accepted once (the same time-step
 * claim as sign-in's second step, so a code seen over someone's shoulder cannot be replayed).
 */
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import { accounts, twoFactors, users } from '../../db/schema';
import { AppError } from '../../http/errors';

const PERIOD_S = 30;

export async function reauthenticate(
  db: Db,
  auth: Auth,
  userId: string,
  password: string,
  code: string | undefined,
) {
  const [row] = await db
    .select({ hash: accounts.password, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  const context = await auth.$context;
  const ok = row?.hash ? await context.password.verify({ hash: row.hash, password }) : false;
  if (!ok) throw new AppError('invalid_current_password', 'The password is incorrect');
  if (!row?.twoFactorEnabled) return;
  if (!code || !(await claimTotp(db, context.secretConfig, userId, code)))
    throw new AppError('invalid_two_factor_code', 'A current authenticator code is required');
}

async function claimTotp(
  db: Db,
  key: Parameters<typeof symmetricDecrypt>[0]['key'],
  userId: string,
  code: string,
) {
  const [tf] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  if (!tf) return false;
  const otp = createOTP(await symmetricDecrypt({ key, data: tf.secret }), { period: PERIOD_S });
  const now = Math.floor(Date.now() / (PERIOD_S * 1000));
  let step: number | null = null;
  for (const candidate of [now - 1, now, now + 1])
    if ((await otp.hotp(candidate)) === code) step = candidate;
  if (step === null) return false;
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}
