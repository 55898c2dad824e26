/** SQL of the words moderators hide from comments (feedback_redactions) and of the comment. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { HiddenSpan } from '../../../shared/screening';
import type { DbOrTx } from '../../db/client';
import { feedback, feedbackRedactions } from '../../db/schema';

export async function commentOf(tx: DbOrTx, id: string): Promise<string | null> {
  const [row] = await tx
    .select({ comment: feedback.comment })
    .from(feedback)
    .where(eq(feedback.id, id));
  return row?.comment ?? null;
}

export async function insertRedaction(
  tx: DbOrTx,
  values: {
    feedback_id: string;
    original_comment: string;
    spans: HiddenSpan[];
    actor_id: string;
    note: string | null;
  },
) {
  await tx.insert(feedbackRedactions).values(values);
}

/** The redactions still in force on a review, oldest first. */
export async function activeRedactions(tx: DbOrTx, feedbackId: string) {
  return tx
    .select({
      id: feedbackRedactions.id,
      original_comment: feedbackRedactions.original_comment,
      spans: feedbackRedactions.spans,
      note: feedbackRedactions.note,
      actor_id: feedbackRedactions.actor_id,
      created_at: feedbackRedactions.created_at,
    })
    .from(feedbackRedactions)
    .where(
      and(eq(feedbackRedactions.feedback_id, feedbackId), isNull(feedbackRedactions.reverted_at)),
    )
    .orderBy(asc(feedbackRedactions.created_at));
}

export async function revertRedactions(tx: DbOrTx, feedbackId: string, by: string, at: Date) {
  await tx
    .update(feedbackRedactions)
    .set({ reverted_at: at, reverted_by: by })
    .where(
      and(eq(feedbackRedactions.feedback_id, feedbackId), isNull(feedbackRedactions.reverted_at)),
    );
}

/** The comment as it is published now, with what its screening and topics find in it. */
export async function setComment(
  tx: DbOrTx,
  id: string,
  values: Pick<
    typeof feedback.$inferInsert,
    'comment' | 'screening' | 'screening_risk' | 'screening_version' | 'flagged'
  > &
    Partial<Pick<typeof feedback.$inferInsert, 'topics' | 'topic_words' | 'topics_version'>>,
) {
  await tx
    .update(feedback)
    .set({ ...values, updated_at: new Date() })
    .where(eq(feedback.id, id));
}
