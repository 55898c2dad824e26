/**
 * SQL of the privacy rights: re-authentication before closing an account (its TOTP check is the
 * auth's, auth/totp.ts), closing it (every call runs inside the closing transaction), withdrawing
 * a review and the retention job. The data export reads through export-repo.ts.
 */
import { and, eq, inArray, isNotNull, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  accounts,
  auditLogs,
  feedback,
  feedbackReports,
  mailOutbox,
  mohSurveyResponses,
  profiles,
  users,
  visits,
} from '../../db/schema';
import { containing } from '../../db/search';

const scores = {
  id: feedback.id,
  doctor_id: feedback.doctor_id,
  rating: feedback.rating,
  medical_expertise: feedback.medical_expertise,
  customer_experience: feedback.customer_experience,
  compliance: feedback.compliance,
};

// ---- re-authentication ----

/** The password hash of the account's credential and whether two-factor is on. */
export async function credentialOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ hash: accounts.password, twoFactorEnabled: users.twoFactorEnabled })
    .from(users)
    .innerJoin(accounts, and(eq(accounts.userId, users.id), eq(accounts.providerId, 'credential')))
    .where(eq(users.id, userId));
  return row;
}

/** The number a phone account signs in with (E.164), if it is one. */
export async function phoneNumberOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phone ?? null;
}

// ---- closing an account ----

/** The person's reviews, locked, so the aggregates change once per review. */
export async function lockReviewsOf(tx: DbOrTx, userId: string) {
  return tx
    .select({ ...scores, status: feedback.status, comment: feedback.comment })
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

/** A kept review's comment rewritten (the person's identity taken out of it). */
export async function rewriteComment(tx: DbOrTx, id: string, comment: string) {
  await tx.update(feedback).set({ comment }).where(eq(feedback.id, id));
}

/** The phone numbers of the visits the person claimed: numbers they gave as their own. */
export async function claimedPhonesOf(tx: DbOrTx, userId: string) {
  const rows = await tx
    .selectDistinct({ phone: visits.phone })
    .from(visits)
    .where(eq(visits.claimed_by, userId));
  return rows.map((r) => r.phone);
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
    .select({
      avatar_url: profiles.avatar_url,
      language: profiles.language,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

/**
 * Older audit entries name the account's e-mail in their description or their metadata (an
 * invitation, a role change): it is replaced by the pseudonym in both.
 */
export async function pseudonymiseAudit(tx: DbOrTx, email: string, pseudonym: string) {
  const metadataText = sql`${auditLogs.metadata}::text`;
  await tx
    .update(auditLogs)
    .set({
      description: sql`replace(${auditLogs.description}, ${email}, ${pseudonym})`,
      metadata: sql`replace(${metadataText}, ${email}, ${pseudonym})::jsonb`,
    })
    .where(
      and(
        or(like(auditLogs.description, containing(email)), like(metadataText, containing(email))),
        ne(auditLogs.action, 'privacy.account_closed'),
      ),
    );
}

// ---- withdrawing a review ----

/**
 * A withdrawn review's text is erased (its topics and matched words go with it, by trigger), its
 * last decision cleared and its consent to be quoted taken back.
 */
export async function eraseWithdrawnReview(tx: DbOrTx, id: string, userId: string) {
  await tx
    .update(feedback)
    .set({
      comment: null,
      quote_consent: false,
      decided_by: null,
      decided_at: null,
      decision_reason: null,
      decision_note: null,
    })
    .where(and(eq(feedback.id, id), eq(feedback.user_id, userId)));
}

/** Deletes a review's outpatient survey answers; whether it had any. */
export async function deleteSurveyOf(tx: DbOrTx, id: string) {
  const rows = await tx
    .delete(mohSurveyResponses)
    .where(eq(mohSurveyResponses.feedback_id, id))
    .returning({ id: mohSurveyResponses.feedback_id });
  return rows.length > 0;
}

// ---- retention ----

/**
 * Takes the transaction-scoped advisory lock `key` if no one holds it (never waits); it is
 * released at commit or rollback, so a pooled connection can never keep it.
 */
export async function tryTransactionLock(tx: DbOrTx, key: number) {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return lock?.locked === true;
}

/** Up to `max` published reviews written before `cutoff`, locked, oldest id first. */
export async function lockPublishedBefore(tx: DbOrTx, cutoff: Date, max: number) {
  return tx
    .select(scores)
    .from(feedback)
    .where(and(eq(feedback.status, 'approved'), lt(feedback.created_at, cutoff)))
    .orderBy(feedback.id)
    .limit(max)
    .for('update');
}

export async function markArchived(tx: DbOrTx, id: string) {
  await tx
    .update(feedback)
    .set({ status: 'archived', updated_at: new Date() })
    .where(eq(feedback.id, id));
}

/** Deletes the invitation and reminder messages queued before `cutoff` (sent or not). */
export async function deleteInvitationMessagesBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(mailOutbox)
    .where(and(isNotNull(mailOutbox.purpose), lt(mailOutbox.created_at, cutoff)))
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Deletes the text messages that are not invitations (sign-in codes) queued before `cutoff`. */
export async function deleteSignInCodesBefore(db: DbOrTx, cutoff: Date) {
  const rows = await db
    .delete(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.purpose),
        ne(mailOutbox.channel, 'email'),
        lt(mailOutbox.created_at, cutoff),
      ),
    )
    .returning({ id: mailOutbox.id });
  return rows.length;
}
