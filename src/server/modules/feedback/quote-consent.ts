/**
 * The author's consent to have one sentence of their comment quoted, without their name, on the
 * doctor's page ("What patients say"). Given or taken back at any time, on their own review only,
 * while it has a comment and was not withdrawn; the quotes read it on every request, so a change
 * shows at once.
 */
import type { QuoteConsent } from '../../../shared/feedback';
import { auditAs } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import * as repo from './repo';

export async function setQuoteConsent(
  db: Db,
  ctx: UserContext,
  id: string,
  allowed: boolean,
): Promise<QuoteConsent> {
  return db.transaction(async (tx) => {
    // Someone else's review answers as an unknown one: its existence is not revealed.
    const review = await repo.lockOwnReview(tx, id, ctx.viewer.userId);
    if (!review) throw notFound('Feedback');
    if (review.withdrawn)
      throw new AppError('invalid_transition', 'A withdrawn review cannot be quoted');
    if (!review.comment?.trim())
      throw new AppError('invalid_transition', 'This review has no comment to quote');
    if (review.quote_consent !== allowed) await repo.setQuoteConsent(tx, id, allowed);
    // Every answer is recorded, a repeated one too: it is the author's stated choice at that time.
    await auditAs(tx, ctx, {
      action: allowed ? 'feedback.quote_consent_given' : 'feedback.quote_consent_withdrawn',
      description: `Consent to quote feedback ${id} ${allowed ? 'given' : 'withdrawn'}`,
      metadata: { feedback_id: id, quote_consent: allowed, previous: review.quote_consent },
    });
    return { quote_consent: allowed };
  });
}
