/** SQL of closing an account; every call runs inside the closing transaction. */
import { and, eq, inArray, like, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { auditLogs, feedback, feedbackReports, profiles, visits } from '../../db/schema';

/** The person's reviews, locked, so the aggregates change once per review. */
export async function lockReviewsOf(tx: DbOrTx, userId: string) {
  return tx
    .select({
      id: feedback.id,
      doctor_id: feedback.doctor_id,
      status: feedback.status,
      rating: feedback.rating,
      medical_expertise: feedback.medical_expertise,
      customer_experience: feedback.customer_experience,
      compliance: feedback.compliance,
    })
    .from(feedback)
    .where(eq(feedback.user_id, userId))
    .orderBy(feedback.id)
    .for('update');
}

/** Deletes reviews with their history, appeals and the reports about them (cascades). */
export async function deleteReviews(tx: DbOrTx, ids: string[]) {
  if (ids.length > 0) await tx.delete(feedback).where(inArray(feedback.id, ids));
}

/** Kept published reviews lose every link to the person: anonymous, no submission address. */
export async function anonymiseReviews(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await tx
    .update(feedback)
    .set({ is_anonymous: true, submitted_ip: null, updated_at: new Date() })
    .where(inArray(feedback.id, ids));
}

export async function deleteReportsBy(tx: DbOrTx, userId: string) {
  await tx.delete(feedbackReports).where(eq(feedbackReports.user_id, userId));
}

/** The person's visit claims end: the visits are free again (the clinic's rows stay). */
export async function releaseClaimsOf(tx: DbOrTx, userId: string) {
  await tx.update(visits).set({ claimed_by: null }).where(eq(visits.claimed_by, userId));
}

export async function profileOf(tx: DbOrTx, userId: string) {
  const [row] = await tx
    .select({ avatar_url: profiles.avatar_url, language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/** Older audit descriptions name the account's e-mail: it is replaced by the pseudonym. */
export async function pseudonymiseAudit(tx: DbOrTx, email: string, pseudonym: string) {
  const pattern = `%${email.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  await tx
    .update(auditLogs)
    .set({ description: sql`replace(${auditLogs.description}, ${email}, ${pseudonym})` })
    .where(
      and(like(auditLogs.description, pattern), ne(auditLogs.action, 'privacy.account_closed')),
    );
}
