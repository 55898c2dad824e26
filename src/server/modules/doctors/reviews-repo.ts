import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { ReviewSort } from '../../../shared/doctors';
import type { PublicReply, ReplySide } from '../../../shared/replies';
import type { DbOrTx } from '../../db/client';
import { doctorRatingStats, feedback, feedbackReplies, profiles } from '../../db/schema';
import { textLanguage } from '../../lib/text-language';

/** Order of each review sort; ties by stars go newest first. */
const ORDERS = {
  newest: [desc(feedback.created_at), desc(feedback.id)],
  highest: [desc(feedback.rating), desc(feedback.created_at), desc(feedback.id)],
  lowest: [asc(feedback.rating), desc(feedback.created_at), desc(feedback.id)],
} as const;

/**
 * Published (approved) reviews of one doctor in the given order, optionally of one overall star,
 * through the (doctor_id, status, created_at) index for newest first and the
 * (doctor_id, status, rating, created_at) index for a star or an order by stars. The author's id
 * is not read: only the name parts of non-anonymous authors, which the service shortens.
 */
export async function listPublishedReviews(
  db: DbOrTx,
  doctorId: string,
  limit: number,
  offset: number,
  { sort = 'newest', star, filter }: { sort?: ReviewSort; star?: number; filter?: SQL } = {},
) {
  return db
    .select({
      id: feedback.id,
      created_at: feedback.created_at,
      rating: feedback.rating,
      medical_expertise: feedback.medical_expertise,
      customer_experience: feedback.customer_experience,
      compliance: feedback.compliance,
      comment: feedback.comment,
      is_anonymous: feedback.is_anonymous,
      verified_visit: sql<boolean>`${feedback.visit_id} is not null`,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
    })
    .from(feedback)
    .leftJoin(profiles, and(eq(profiles.id, feedback.user_id), eq(feedback.is_anonymous, false)))
    .where(
      and(
        eq(feedback.doctor_id, doctorId),
        eq(feedback.status, 'approved'),
        star === undefined ? undefined : eq(feedback.rating, star),
        filter,
      ),
    )
    .orderBy(...ORDERS[sort])
    .limit(limit)
    .offset(offset);
}

export type PublishedReviewRow = Awaited<ReturnType<typeof listPublishedReviews>>[number];

/** The published replies under these reviews (the doctor's or clinic's, then the author's). */
export async function publishedRepliesOf(db: DbOrTx, feedbackIds: string[]) {
  const byReview = new Map<string, PublicReply[]>();
  if (feedbackIds.length === 0) return byReview;
  const rows = await db
    .select({
      feedback_id: feedbackReplies.feedback_id,
      side: feedbackReplies.side,
      body: feedbackReplies.body,
      published_at: feedbackReplies.published_at,
    })
    .from(feedbackReplies)
    .where(
      and(
        inArray(feedbackReplies.feedback_id, feedbackIds),
        eq(feedbackReplies.status, 'published'),
      ),
    )
    .orderBy(asc(feedbackReplies.published_at));
  for (const r of rows) {
    const list = byReview.get(r.feedback_id) ?? [];
    list.push({
      side: r.side as ReplySide,
      body: r.body,
      body_lang: textLanguage(r.body),
      published_at: (r.published_at ?? new Date()).toISOString(),
    });
    byReview.set(r.feedback_id, list);
  }
  return byReview;
}

/** Approved reviews of one doctor with this overall star, from the rating aggregates. */
export async function countReviewsWithStar(db: DbOrTx, doctorId: string, star: number) {
  const column = [
    doctorRatingStats.star_1,
    doctorRatingStats.star_2,
    doctorRatingStats.star_3,
    doctorRatingStats.star_4,
    doctorRatingStats.star_5,
  ][star - 1];
  if (!column) return 0;
  const [row] = await db
    .select({ n: column })
    .from(doctorRatingStats)
    .where(eq(doctorRatingStats.doctor_id, doctorId));
  return row?.n ?? 0;
}
