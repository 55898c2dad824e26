import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback, profiles } from '../../db/schema';

/**
 * Published (approved) reviews of one doctor, newest first, through the
 * (doctor_id, status, created_at) index. The author's id never leaves this function's callers'
 * process: only the names of non-anonymous authors are read.
 */
export async function listPublishedReviews(
  db: DbOrTx,
  doctorId: string,
  limit: number,
  offset: number,
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
      user_id: feedback.user_id,
      verified_visit: sql<boolean>`${feedback.visit_id} is not null`,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
    })
    .from(feedback)
    .leftJoin(profiles, and(eq(profiles.id, feedback.user_id), eq(feedback.is_anonymous, false)))
    .where(and(eq(feedback.doctor_id, doctorId), eq(feedback.status, 'approved')))
    .orderBy(desc(feedback.created_at), desc(feedback.id))
    .limit(limit)
    .offset(offset);
}
