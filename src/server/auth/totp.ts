/**
 * A TOTP code is accepted once: it is matched to its time step (the current one or a neighbour,
 * as the two-factor plugin accepts) and the step is claimed atomically, so a step at or before the
 * last accepted one is refused and the same code cannot pass twice, even in two requests at once.
 * Used by the two-factor hooks (two-factor-rules.ts) and by closing an account.
 */
import { createOTP } from '@better-auth/utils/otp';
import { symmetricDecrypt } from 'better-auth/crypto';
import type { DbOrTx } from '../db/client';
import { claimTotpStep, totpSecretOf } from './repo';

const PERIOD_S = 30;

/** claimed: accepted now; used: its step was already used; wrong: no step matches; none: no secret. */
export type TotpClaim = 'claimed' | 'used' | 'wrong' | 'none';

export async function claimTotpCode(
  db: DbOrTx,
  key: Parameters<typeof symmetricDecrypt>[0]['key'],
  userId: string,
  code: string,
): Promise<TotpClaim> {
  const encrypted = await totpSecretOf(db, userId);
  if (!encrypted) return 'none';
  const otp = createOTP(await symmetricDecrypt({ key, data: encrypted }), { period: PERIOD_S });
  const now = Math.floor(Date.now() / (PERIOD_S * 1000));
  let step: number | null = null;
  for (const candidate of [now - 1, now, now + 1])
    if ((await otp.hotp(candidate)) === code) step = candidate;
  if (step === null) return 'wrong';
  return (await claimTotpStep(db, userId, step)) ? 'claimed' : 'used';
}
