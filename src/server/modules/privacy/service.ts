/**
 * The person's own privacy actions besides the data export (export.ts) and closing the account
 * (deletion.ts): re-authenticating before closing it, and withdrawing consent for a review.
 */

import type { Auth } from '../../auth/auth';
import { claimTotpCode } from '../../auth/totp';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { lockFeedback, withdrawConsent } from '../feedback/service';
import { deleteSurveysOf } from '../moh-survey/service';
import { deleteAuthorAnswers } from '../replies/service';
import * as repo from './repo';

/**
 * Re-authentication before closing an account: the password, checked with the auth library's
 * own hasher, and when two-factor is on a current TOTP code, accepted once (the same time-step
 * claim as sign-in's second step, so a code seen over someone's shoulder cannot be replayed).
 */
export async function reauthenticate(
  db: Db,
  auth: Auth,
  userId: string,
  password: string | undefined,
  code: string | undefined,
) {
  const row = await repo.credentialOf(db, userId);
  if (!row) return confirmByPhoneCode(db, auth, userId, code);
  const context = await auth.$context;
  const ok = password ? await context.password.verify({ hash: row.hash ?? '', password }) : false;
  if (!ok) throw new AppError('invalid_current_password', 'The password is incorrect');
  if (!row.twoFactorEnabled) return;
  if (!code || (await claimTotpCode(db, context.secretConfig, userId, code)) !== 'claimed')
    throw new AppError('invalid_two_factor_code', 'A current authenticator code is required');
}

/**
 * A phone account has no password: it confirms with the code just sent to its phone, checked
 * (and its tries counted) by the auth library as at sign-in, without opening a session.
 */
async function confirmByPhoneCode(db: Db, auth: Auth, userId: string, code: string | undefined) {
  const phone = await repo.phoneNumberOf(db, userId);
  if (!phone) throw new AppError('invalid_current_password', 'The password is incorrect');
  if (!code) throw new AppError('invalid_phone_code', 'The code sent to the phone is required');
  try {
    await auth.api.verifyPhoneNumber({
      body: { phoneNumber: phone, code, disableSession: true },
    });
  } catch {
    throw new AppError('invalid_phone_code', 'The code is not correct or has expired');
  }
}

/**
 * Withdrawing consent for a published review removes it at once: it leaves public view and the
 * doctor's score in the same transaction, its comment (with its topics), its consent to be quoted,
 * its outpatient survey answers and the author's answers under it are erased, and its history
 * records a `withdrawn` event. Only the author can do it; a review awaiting moderation is simply
 * deleted instead (DELETE /api/me/feedback/:id).
 */
export async function withdrawReview(db: Db, ctx: UserContext, id: string) {
  const { userId } = ctx.viewer;
  await db.transaction(async (tx) => {
    const [row] = await lockFeedback(tx, [id]);
    if (!row || row.user_id !== userId) throw notFound('Feedback');
    // Status, score, history, erased text and audit row: the feedback lifecycle's.
    await withdrawConsent(tx, ctx, row, async () => ({
      // The author's answers under it were published on the same consent: they go too.
      answers_removed: await deleteAuthorAnswers(tx, userId, id),
      // The survey was given with the review: withdrawn, it no longer speaks for the patient.
      survey_removed: (await deleteSurveysOf(tx, [id])) > 0,
    }));
  });
}
