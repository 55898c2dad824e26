import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { FeedbackStatus } from '../../../shared/feedback';
import type { HiddenSpan } from '../../../shared/screening';
import type { DbOrTx } from '../../db/client';
import { afterRanked, type KeysetPosition, keysetTime, olderThan } from '../../db/keyset';
import {
  doctors,
  feedback,
  feedbackAppeals,
  feedbackEvents,
  feedbackRedactions,
  feedbackReports,
  idempotencyKeys,
  profiles,
  serviceCases,
} from '../../db/schema';
import { everyWord } from '../../db/search';
import { doctorSpecialty } from '../../db/specialty';

export async function insertFeedback(tx: DbOrTx, values: typeof feedback.$inferInsert) {
  const rows = await tx
    .insert(feedback)
    .values(values)
    .onConflictDoNothing({ target: [feedback.visit_id, feedback.doctor_id] })
    .returning({ id: feedback.id, status: feedback.status, created_at: feedback.created_at });
  return rows[0];
}

/** Locks the rows so concurrent decisions on the same feedback apply one after the other. */
export async function lockFeedback(tx: DbOrTx, ids: string[]) {
  return tx
    .select({
      id: feedback.id,
      doctor_id: feedback.doctor_id,
      user_id: feedback.user_id,
      status: feedback.status,
      rating: feedback.rating,
      medical_expertise: feedback.medical_expertise,
      customer_experience: feedback.customer_experience,
      compliance: feedback.compliance,
      held_for_spike: feedback.held_for_spike,
      decided_by: feedback.decided_by,
      /** The reviewed doctor's clinic: moderators assigned to clinics decide only theirs. */
      clinic_id: sql<
        string | null
      >`(select d.clinic_id from doctors d where d.id = ${feedback.doctor_id})`,
      /** For the author's notices, which name the doctor. */
      doctor_name: sql<string>`(select d.name from doctors d where d.id = ${feedback.doctor_id})`,
    })
    .from(feedback)
    .where(inArray(feedback.id, ids))
    .orderBy(feedback.id)
    .for('update');
}
export type LockedFeedback = Awaited<ReturnType<typeof lockFeedback>>[number];

export async function setStatus(tx: DbOrTx, ids: string[], status: FeedbackStatus) {
  await tx
    .update(feedback)
    .set({ status, updated_at: new Date() })
    .where(inArray(feedback.id, ids));
}

// ---- what only the lifecycle (lifecycle.ts) writes besides setStatus and moderation-repo's

/**
 * Withdrawn reviews become `rejected` and lose their consent to be quoted (a withdrawn review is
 * never quoted).
 */
export async function setWithdrawn(tx: DbOrTx, ids: string[], at: Date) {
  await tx
    .update(feedback)
    .set({ status: 'rejected', quote_consent: false, updated_at: at })
    .where(inArray(feedback.id, ids));
}

/**
 * A review withdrawn by its author: its text is erased (its topics and matched words go with it,
 * by trigger), its last decision cleared and its consent to be quoted taken back.
 */
export async function eraseWithdrawnText(tx: DbOrTx, id: string, userId: string) {
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

const scoresOfRow = {
  id: feedback.id,
  doctor_id: feedback.doctor_id,
  rating: feedback.rating,
  medical_expertise: feedback.medical_expertise,
  customer_experience: feedback.customer_experience,
  compliance: feedback.compliance,
};

/** Up to `max` published reviews written before `cutoff`, locked, oldest id first. */
export async function lockPublishedBefore(tx: DbOrTx, cutoff: Date, max: number) {
  return tx
    .select(scoresOfRow)
    .from(feedback)
    .where(and(eq(feedback.status, 'approved'), lt(feedback.created_at, cutoff)))
    .orderBy(feedback.id)
    .limit(max)
    .for('update');
}

/** A person's reviews, locked, so the aggregates change once per review (closing an account). */
export async function lockReviewsOf(tx: DbOrTx, userId: string) {
  return tx
    .select({ ...scoresOfRow, status: feedback.status, comment: feedback.comment })
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

export async function insertReport(tx: DbOrTx, values: typeof feedbackReports.$inferInsert) {
  const rows = await tx
    .insert(feedbackReports)
    .values(values)
    .onConflictDoNothing({ target: [feedbackReports.feedback_id, feedbackReports.user_id] })
    .returning({ id: feedbackReports.id });
  return rows.length > 0;
}

/** A closing account's reports go with it (privacy's erasure; the reviews they hid stay). */
export async function deleteReportsBy(tx: DbOrTx, userId: string) {
  await tx.delete(feedbackReports).where(eq(feedbackReports.user_id, userId));
}

/** A user's reviews written with a visit, locked, with the status each had. */
export async function lockClaimerFeedback(tx: DbOrTx, visitId: string, userId: string) {
  return tx
    .select({ id: feedback.id, status: feedback.status })
    .from(feedback)
    .where(and(eq(feedback.visit_id, visitId), eq(feedback.user_id, userId)))
    .for('update');
}

/** Unties reviews from their visit, so the visit's rightful patient can review its doctors. */
export async function detachFromVisit(tx: DbOrTx, ids: string[]) {
  if (ids.length === 0) return;
  await tx.update(feedback).set({ visit_id: null }).where(inArray(feedback.id, ids));
}

/** What the author wrote: the four scores, the comment, and whether their name is shown. */
export const reviewContentColumns = {
  rating: feedback.rating,
  medical_expertise: feedback.medical_expertise,
  customer_experience: feedback.customer_experience,
  compliance: feedback.compliance,
  comment: feedback.comment,
  is_anonymous: feedback.is_anonymous,
};

/**
 * The reviews one person wrote, newest first, each with its doctor (for `columns` to pick from)
 * and the appeal against it, if any (an author appeals a review once; its columns are null when
 * there is none).
 */
export async function reviewsWrittenBy<Columns extends SelectedFields>(
  db: DbOrTx,
  userId: string,
  columns: Columns,
  limit?: number,
): Promise<
  SelectResult<
    Columns,
    'partial',
    { feedback: 'not-null'; doctors: 'not-null'; feedback_appeals: 'nullable' }
  >[]
> {
  // Drizzle cannot type a join over a generic selection; the result type above says what the
  // joins make of it.
  const query = db
    .select(columns as SelectedFields)
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(feedbackAppeals, eq(feedbackAppeals.feedback_id, feedback.id))
    .where(eq(feedback.user_id, userId))
    .orderBy(desc(feedback.created_at));
  return (await (limit === undefined ? query : query.limit(limit))) as never;
}

/** Everything about the reviews one person wrote, for their data export (privacy). */
export async function reviewsForExport(db: DbOrTx, userId: string) {
  return reviewsWrittenBy(db, userId, {
    id: feedback.id,
    doctor_id: doctors.id,
    doctor_name: doctors.name,
    ...reviewContentColumns,
    status: feedback.status,
    consent_version: feedback.consent_version,
    consent_at: feedback.consent_at,
    recommend_score: feedback.recommend_score,
    contact_consent: feedback.contact_consent,
    quote_consent: feedback.quote_consent,
    created_at: feedback.created_at,
    appeal_message: feedbackAppeals.message,
    appeal_status: feedbackAppeals.status,
    appeal_created_at: feedbackAppeals.created_at,
  });
}

/**
 * The review was withdrawn, by its author or with its visit (a `withdrawn` event). The outer id
 * is named with its table: a query on one table writes bare column names, and a bare `id` here
 * would be the event's own.
 */
const wasWithdrawn = sql<boolean>`exists (select 1 from ${feedbackEvents} e
  where e.feedback_id = ${feedback}.id and e.kind = 'withdrawn')`;

export async function listMine(db: DbOrTx, userId: string, limit: number) {
  return reviewsWrittenBy(
    db,
    userId,
    {
      id: feedback.id,
      doctor_id: doctors.id,
      doctor_name: doctors.name,
      doctor_specialty: doctorSpecialty(),
      ...reviewContentColumns,
      status: feedback.status,
      created_at: feedback.created_at,
      decided_by: feedback.decided_by,
      decision_reason: feedback.decision_reason,
      decision_note: feedback.decision_note,
      appeal_status: feedbackAppeals.status,
      appeal_created_at: feedbackAppeals.created_at,
      quote_consent: feedback.quote_consent,
      withdrawn: wasWithdrawn,
      hidden: sql<{ spans: HiddenSpan[]; note: string | null; created_at: string }[] | null>`(
        select json_agg(json_build_object('spans', h.spans, 'note', h.note,
          'created_at', h.created_at) order by h.created_at)
        from ${feedbackRedactions} h where h.feedback_id = ${feedback}.id and h.reverted_at is null)`,
    },
    limit,
  );
}

/** The author's own review, locked, with what changing its quoting consent depends on. */
export async function lockOwnReview(tx: DbOrTx, id: string, userId: string) {
  const [row] = await tx
    .select({
      comment: feedback.comment,
      quote_consent: feedback.quote_consent,
      withdrawn: wasWithdrawn,
    })
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.user_id, userId)))
    .for('update');
  return row;
}

export async function setQuoteConsent(tx: DbOrTx, id: string, allowed: boolean) {
  await tx
    .update(feedback)
    .set({ quote_consent: allowed, updated_at: new Date() })
    .where(eq(feedback.id, id));
}

export async function deletePendingOf(tx: DbOrTx, id: string, userId: string) {
  return tx
    .delete(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.user_id, userId), eq(feedback.status, 'pending')))
    .returning({ id: feedback.id });
}

export async function findOwnedStatus(db: DbOrTx, id: string, userId: string) {
  const [row] = await db
    .select({ status: feedback.status })
    .from(feedback)
    .where(and(eq(feedback.id, id), eq(feedback.user_id, userId)));
  return row?.status;
}

export interface AdminListFilter {
  status: FeedbackStatus;
  q?: string;
  ids?: string[];
  decidable?: boolean;
  /** The moderator's clinics; null or absent: every clinic. */
  clinicIds?: readonly string[] | null;
}

const hasPendingAppeal = sql`exists (select 1 from ${feedbackAppeals} a
  where a.feedback_id = ${feedback.id} and a.status = 'pending')`;
const hasOpenReports = sql`exists (select 1 from ${feedbackReports} r
  where r.feedback_id = ${feedback.id} and r.resolved_at is null)`;

/**
 * The queues: 'pending' also holds appealed rejections, 'reported' also holds published reviews
 * with open reports (reports do not hide a review by themselves). `decidable` narrows a queue to
 * what a bulk decision may touch (appeals are decided one by one).
 */
function statusCondition(status: FeedbackStatus, decidable = false): SQL | undefined {
  if (status === 'pending' && !decidable)
    return or(
      eq(feedback.status, 'pending'),
      // Appeals against a rejection, or against words hidden from a published review.
      and(inArray(feedback.status, ['rejected', 'approved']), hasPendingAppeal),
    );
  if (status === 'reported')
    return or(
      eq(feedback.status, 'reported'),
      and(eq(feedback.status, 'approved'), hasOpenReports),
    );
  return eq(feedback.status, status);
}

function adminConditions(f: AdminListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [statusCondition(f.status, f.decidable)];
  if (f.ids) conditions.push(inArray(feedback.id, f.ids));
  if (f.clinicIds) conditions.push(inArray(doctors.clinic_id, [...f.clinicIds]));
  conditions.push(
    everyWord(
      f.q,
      (like) =>
        or(
          sql`${doctors.search_text} like ${like}`,
          sql`app_search_text(coalesce(${feedback.comment}, '')) like ${like}`,
        ) as SQL,
    ),
  );
  return and(...conditions);
}

/**
 * The moderation queue reads the most urgent first (the screening's risk: a threat or self-harm,
 * then personal data, then abuse), newest first within each; other lists newest first.
 */
export async function listForAdmin(
  db: DbOrTx,
  f: AdminListFilter,
  limit: number,
  after?: KeysetPosition,
) {
  const byRisk = f.status === 'pending';
  const position = after
    ? byRisk
      ? afterRanked(feedback.screening_risk, feedback.created_at, feedback.id, after)
      : olderThan(feedback.created_at, feedback.id, after)
    : undefined;
  const page = position ? and(adminConditions(f), position) : adminConditions(f);
  return db
    .select({
      id: feedback.id,
      doctor_id: doctors.id,
      doctor_name: doctors.name,
      doctor_specialty: doctorSpecialty(),
      doctor_clinic: doctors.clinic,
      ...reviewContentColumns,
      user_id: feedback.user_id,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
      status: feedback.status,
      flagged: feedback.flagged,
      verified_visit: sql<boolean>`${feedback.visit_id} is not null`,
      created_at: feedback.created_at,
      cursor_at: keysetTime(feedback.created_at),
      reports: sql<
        { reason: string; note: string | null; created_at: string; counted: boolean }[]
      >`coalesce((
        select json_agg(json_build_object('reason', r.reason, 'note', r.note,
          'created_at', r.created_at, 'counted', r.counted) order by r.created_at)
        from ${feedbackReports} r where r.feedback_id = ${feedback.id} and r.resolved_at is null), '[]'::json)`,
      author_is_staff: feedback.author_is_staff,
      case_id: sql<
        string | null
      >`(select c.id from ${serviceCases} c where c.feedback_id = ${feedback.id})`,
      held_for_spike: feedback.held_for_spike,
      held_reason: sql<string | null>`(select e.reason from ${feedbackEvents} e
        where e.feedback_id = ${feedback.id} and e.kind = 'held_for_spike' limit 1)`,
      decision_reason: feedback.decision_reason,
      decision_note: feedback.decision_note,
      appeal_message: feedbackAppeals.message,
      appeal_created_at: feedbackAppeals.created_at,
      appealed_decision_by: feedbackAppeals.appealed_decision_by,
      screening: feedback.screening,
      screening_risk: feedback.screening_risk,
      hidden: sql<{
        original: string;
        spans: HiddenSpan[];
        note: string | null;
        created_at: string;
      } | null>`(select json_build_object('original', h.original_comment, 'spans', h.spans,
          'note', h.note, 'created_at', h.created_at)
        from ${feedbackRedactions} h where h.feedback_id = ${feedback.id} and h.reverted_at is null
        order by h.created_at desc limit 1)`,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(profiles, eq(profiles.id, feedback.user_id))
    .leftJoin(
      feedbackAppeals,
      and(eq(feedbackAppeals.feedback_id, feedback.id), eq(feedbackAppeals.status, 'pending')),
    )
    .where(page)
    .orderBy(
      ...(byRisk ? [desc(feedback.screening_risk)] : []),
      desc(feedback.created_at),
      desc(feedback.id),
    )
    .limit(limit);
}

export async function countForAdmin(db: DbOrTx, f: AdminListFilter): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(adminConditions(f));
  return row?.n ?? 0;
}

/** Ids matching a moderation filter, for "approve all" with no selection. */
export async function idsForAdmin(db: DbOrTx, f: AdminListFilter, max: number): Promise<string[]> {
  const rows = await db
    .select({ id: feedback.id })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(adminConditions({ ...f, decidable: true }))
    .limit(max);
  return rows.map((r) => r.id);
}

// ------------------------------------------------------------------ idempotency

/**
 * Reserves an Idempotency-Key inside the caller's transaction. A concurrent request with the
 * same key waits on the row until the first commits, then finds its stored answer.
 */
export async function reserveKey(
  tx: DbOrTx,
  userId: string,
  key: string,
  route: string,
): Promise<boolean> {
  const rows = await tx
    .insert(idempotencyKeys)
    .values({ user_id: userId, key, route, response_status: 0, response_body: {} })
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return rows.length > 0;
}

export async function storedAnswer(db: DbOrTx, userId: string, key: string) {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
  return row;
}

export async function storeAnswer(
  tx: DbOrTx,
  userId: string,
  key: string,
  status: number,
  body: unknown,
) {
  await tx
    .update(idempotencyKeys)
    .set({ response_status: status, response_body: body })
    .where(and(eq(idempotencyKeys.user_id, userId), eq(idempotencyKeys.key, key)));
}
