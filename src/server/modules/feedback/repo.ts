import { and, desc, eq, inArray, lt, or, type SQL, sql } from 'drizzle-orm';
import type { FeedbackStatus } from '../../../shared/feedback';
import type { DbOrTx } from '../../db/client';
import { doctors, feedback, feedbackReports, idempotencyKeys, profiles } from '../../db/schema';

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

export async function insertReport(tx: DbOrTx, values: typeof feedbackReports.$inferInsert) {
  const rows = await tx
    .insert(feedbackReports)
    .values(values)
    .onConflictDoNothing({ target: [feedbackReports.feedback_id, feedbackReports.user_id] })
    .returning({ id: feedbackReports.id });
  return rows.length > 0;
}

export async function listMine(db: DbOrTx, userId: string) {
  return db
    .select({
      id: feedback.id,
      doctor_id: doctors.id,
      doctor_name: doctors.name,
      doctor_specialty: doctors.specialty,
      rating: feedback.rating,
      medical_expertise: feedback.medical_expertise,
      customer_experience: feedback.customer_experience,
      compliance: feedback.compliance,
      comment: feedback.comment,
      is_anonymous: feedback.is_anonymous,
      status: feedback.status,
      created_at: feedback.created_at,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(eq(feedback.user_id, userId))
    .orderBy(desc(feedback.created_at))
    .limit(200);
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
}

function adminConditions(f: AdminListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(feedback.status, f.status)];
  if (f.ids) conditions.push(inArray(feedback.id, f.ids));
  for (const word of (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    const like = sql`'%' || app_search_text(${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}) || '%'`;
    conditions.push(
      or(
        sql`app_search_text(${doctors.name} || ' ' || ${doctors.specialty}) like ${like}`,
        sql`app_search_text(coalesce(${feedback.comment}, '')) like ${like}`,
      ),
    );
  }
  return and(...conditions);
}

export async function listForAdmin(
  db: DbOrTx,
  f: AdminListFilter,
  limit: number,
  after?: { created_at: Date; id: string },
) {
  const page = after
    ? and(
        adminConditions(f),
        or(
          lt(feedback.created_at, after.created_at),
          and(eq(feedback.created_at, after.created_at), lt(feedback.id, after.id)),
        ),
      )
    : adminConditions(f);
  return db
    .select({
      id: feedback.id,
      doctor_id: doctors.id,
      doctor_name: doctors.name,
      doctor_specialty: doctors.specialty,
      doctor_clinic: doctors.clinic,
      rating: feedback.rating,
      medical_expertise: feedback.medical_expertise,
      customer_experience: feedback.customer_experience,
      compliance: feedback.compliance,
      comment: feedback.comment,
      is_anonymous: feedback.is_anonymous,
      user_id: feedback.user_id,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
      status: feedback.status,
      flagged: feedback.flagged,
      verified_visit: sql<boolean>`${feedback.visit_id} is not null`,
      created_at: feedback.created_at,
      reports: sql<{ reason: string; note: string | null; created_at: string }[]>`coalesce((
        select json_agg(json_build_object('reason', r.reason, 'note', r.note, 'created_at', r.created_at) order by r.created_at)
        from ${feedbackReports} r where r.feedback_id = ${feedback.id}), '[]'::json)`,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(profiles, eq(profiles.id, feedback.user_id))
    .where(page)
    .orderBy(desc(feedback.created_at), desc(feedback.id))
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
    .where(adminConditions(f))
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
