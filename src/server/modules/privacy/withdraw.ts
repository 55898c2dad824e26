/**
 * Withdrawing consent for a published review removes it at once: it leaves public view and the
 * doctor's score in the same transaction, its comment is erased, and its history records a
 * `withdrawn` event. Only the author can do it; a review awaiting moderation is simply deleted
 * instead (DELETE /api/me/feedback/:id).
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedback } from '../../db/schema';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { lockFeedback } from '../feedback/repo';
import { applyDelta } from '../ratings/repo';
import { withdrawFeedback } from '../visits/repo';

export async function withdrawReview(db: Db, ctx: UserContext, id: string) {
  const { userId } = ctx.viewer;
  await db.transaction(async (tx) => {
    const [row] = await lockFeedback(tx, [id]);
    if (!row || row.user_id !== userId) throw notFound('Feedback');
    if (row.status !== 'approved' && row.status !== 'reported')
      throw new AppError('invalid_transition', 'Only a published review can be withdrawn');
    if (row.status === 'approved') await applyDelta(tx, row.doctor_id, row, -1);
    await withdrawFeedback(tx, [row], userId, 'consent_withdrawn');
    // The text is erased and the last decision cleared: nothing is left to appeal or to show.
    await tx
      .update(feedback)
      .set({
        comment: null,
        decided_by: null,
        decided_at: null,
        decision_reason: null,
        decision_note: null,
      })
      .where(and(eq(feedback.id, id), eq(feedback.user_id, userId)));
  });
}
