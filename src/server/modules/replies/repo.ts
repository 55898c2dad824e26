import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { doctors, feedback, feedbackReplies, profiles } from '../../db/schema';

export type ReplyRow = typeof feedbackReplies.$inferSelect;

/** The review a reply answers, locked, with its author's shown name (none when anonymous). */
export async function lockReview(tx: DbOrTx, feedbackId: string) {
  const [row] = await tx
    .select({
      id: feedback.id,
      doctor_id: feedback.doctor_id,
      user_id: feedback.user_id,
      status: feedback.status,
      is_anonymous: feedback.is_anonymous,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.user_id))
    .where(eq(feedback.id, feedbackId))
    .for('update', { of: feedback });
  return row ?? null;
}

export async function insertReply(
  tx: DbOrTx,
  v: {
    feedback_id: string;
    doctor_id: string;
    author_id: string;
    side: string;
    body: string;
    warnings: string[];
  },
) {
  const rows = await tx.insert(feedbackReplies).values(v).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function lockReply(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select()
    .from(feedbackReplies)
    .where(eq(feedbackReplies.id, id))
    .for('update');
  return row ?? null;
}

export async function updateReply(tx: DbOrTx, id: string, v: Partial<ReplyRow>) {
  const [row] = await tx
    .update(feedbackReplies)
    .set({ ...v, updated_at: sql`now()` })
    .where(eq(feedbackReplies.id, id))
    .returning();
  return row!;
}

/** Withdraws the pending replies one author wrote as one doctor; returns their ids. */
export async function withdrawPendingDoctorReplies(tx: DbOrTx, authorId: string, doctorId: string) {
  return tx
    .update(feedbackReplies)
    .set({ status: 'withdrawn', updated_at: sql`now()` })
    .where(
      and(
        eq(feedbackReplies.author_id, authorId),
        eq(feedbackReplies.doctor_id, doctorId),
        eq(feedbackReplies.side, 'doctor'),
        eq(feedbackReplies.status, 'pending'),
      ),
    )
    .returning({ id: feedbackReplies.id });
}

/** The answers one person wrote under their own reviews (side 'author'). */
export async function authorAnswersOf(tx: DbOrTx, authorId: string, feedbackIds?: string[]) {
  return tx
    .select({ id: feedbackReplies.id, body: feedbackReplies.body })
    .from(feedbackReplies)
    .where(
      and(
        eq(feedbackReplies.author_id, authorId),
        eq(feedbackReplies.side, 'author'),
        feedbackIds ? inArray(feedbackReplies.feedback_id, feedbackIds) : undefined,
      ),
    )
    .for('update');
}

export async function deleteReplies(tx: DbOrTx, ids: string[]) {
  if (ids.length > 0) await tx.delete(feedbackReplies).where(inArray(feedbackReplies.id, ids));
}

/** The published provider reply under a review, if any. */
export async function publishedProviderReply(db: DbOrTx, feedbackId: string) {
  const [row] = await db
    .select()
    .from(feedbackReplies)
    .where(
      and(
        eq(feedbackReplies.feedback_id, feedbackId),
        ne(feedbackReplies.side, 'author'),
        eq(feedbackReplies.status, 'published'),
      ),
    );
  return row ?? null;
}

/** For the portal: the newest provider reply in any state but withdrawn, and the author's answer. */
export async function repliesOfReviews(db: DbOrTx, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select()
    .from(feedbackReplies)
    .where(
      and(
        inArray(feedbackReplies.feedback_id, feedbackIds),
        ne(feedbackReplies.status, 'withdrawn'),
      ),
    )
    .orderBy(asc(feedbackReplies.created_at));
}

export async function listQueue(db: DbOrTx, status: string) {
  return db
    .select({
      reply: feedbackReplies,
      doctor_name: doctors.name,
      review_comment: feedback.comment,
      review_rating: feedback.rating,
    })
    .from(feedbackReplies)
    .innerJoin(feedback, eq(feedback.id, feedbackReplies.feedback_id))
    .innerJoin(doctors, eq(doctors.id, feedbackReplies.doctor_id))
    .where(eq(feedbackReplies.status, status))
    .orderBy(
      status === 'pending' ? asc(feedbackReplies.created_at) : desc(feedbackReplies.updated_at),
    )
    .limit(200);
}
