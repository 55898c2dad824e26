import { and, desc, eq, getTableColumns, type SQL, sql } from 'drizzle-orm';
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import type { ProfileEditChanges } from '../../../shared/portal';
import type { DbOrTx } from '../../db/client';
import {
  doctorProfileEdits,
  doctorRatingStats,
  doctors,
  feedback,
  feedbackReplies,
} from '../../db/schema';
import { doctorSpecialty } from '../../db/specialty';

/** Months are counted in the chain's time zone. */
export const PORTAL_TIME_ZONE = CLINIC_TIME_ZONE;
// A literal, not a parameter: GROUP BY must see the very same expression as the SELECT.
const zone = sql.raw(`'${PORTAL_TIME_ZONE}'`);

export async function findDoctor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ ...getTableColumns(doctors), specialty: doctorSpecialty() })
    .from(doctors)
    .where(eq(doctors.id, id));
  return row ?? null;
}

export async function findStats(db: DbOrTx, doctorId: string) {
  const [row] = await db
    .select()
    .from(doctorRatingStats)
    .where(eq(doctorRatingStats.doctor_id, doctorId));
  return row ?? null;
}

/** Published reviews per month, from the first day of the month 11 months ago. */
export async function monthlyFigures(db: DbOrTx, doctorId: string) {
  const month = sql<string>`to_char(${feedback.created_at} at time zone ${zone}, 'YYYY-MM')`;
  return db
    .select({
      month,
      n: sql<number>`count(*)::int`,
      rating: sql<number>`sum(${feedback.rating})::int`,
      medical: sql<number>`sum(${feedback.medical_expertise})::int`,
      customer: sql<number>`sum(${feedback.customer_experience})::int`,
      compliance: sql<number>`sum(${feedback.compliance})::int`,
    })
    .from(feedback)
    .where(
      and(
        eq(feedback.doctor_id, doctorId),
        eq(feedback.status, 'approved'),
        sql`${feedback.created_at} >= (date_trunc('month', now() at time zone ${zone}) - interval '11 months') at time zone ${zone}`,
      ),
    )
    .groupBy(month);
}

/** The filter of the portal's review list: a rating, and whether a reply (pending or published) exists. */
export function reviewFilter(f: { rating?: number; replied?: 'yes' | 'no' }): SQL | undefined {
  const parts: SQL[] = [];
  if (f.rating) parts.push(eq(feedback.rating, f.rating));
  if (f.replied) {
    const exists = sql`exists (select 1 from ${feedbackReplies} r where r.feedback_id = ${feedback.id} and r.side <> 'author' and r.status in ('pending', 'published'))`;
    parts.push(f.replied === 'yes' ? exists : sql`not ${exists}`);
  }
  return parts.length ? and(...parts) : undefined;
}

export async function countReviews(db: DbOrTx, doctorId: string, filter: SQL | undefined) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(feedback)
    .where(and(eq(feedback.doctor_id, doctorId), eq(feedback.status, 'approved'), filter));
  return row?.n ?? 0;
}

export async function pendingEditOf(db: DbOrTx, doctorId: string) {
  const [row] = await db
    .select()
    .from(doctorProfileEdits)
    .where(
      and(eq(doctorProfileEdits.doctor_id, doctorId), eq(doctorProfileEdits.status, 'pending')),
    );
  return row ?? null;
}

export async function insertEdit(
  tx: DbOrTx,
  v: { doctor_id: string; proposed_by: string; changes: ProfileEditChanges },
) {
  const rows = await tx.insert(doctorProfileEdits).values(v).onConflictDoNothing().returning();
  return rows[0] ?? null;
}

export async function listPendingEdits(db: DbOrTx) {
  return db
    .select({ edit: doctorProfileEdits, doctor: doctors })
    .from(doctorProfileEdits)
    .innerJoin(doctors, eq(doctors.id, doctorProfileEdits.doctor_id))
    .where(eq(doctorProfileEdits.status, 'pending'))
    .orderBy(desc(doctorProfileEdits.created_at))
    .limit(200);
}

export async function lockEdit(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ edit: doctorProfileEdits, doctor: doctors })
    .from(doctorProfileEdits)
    .innerJoin(doctors, eq(doctors.id, doctorProfileEdits.doctor_id))
    .where(eq(doctorProfileEdits.id, id))
    .for('update');
  return row ?? null;
}

export async function decideEdit(
  tx: DbOrTx,
  id: string,
  v: { status: 'approved' | 'rejected'; reason: string | null; decided_by: string },
) {
  await tx
    .update(doctorProfileEdits)
    .set({ ...v, decided_at: sql`now()` })
    .where(eq(doctorProfileEdits.id, id));
}

/** Withdraws the pending edit of a record proposed by one account; returns its id, if any. */
export async function withdrawPendingEdits(tx: DbOrTx, doctorId: string, proposerId: string) {
  return tx
    .update(doctorProfileEdits)
    .set({ status: 'withdrawn', decided_at: sql`now()` })
    .where(
      and(
        eq(doctorProfileEdits.doctor_id, doctorId),
        eq(doctorProfileEdits.proposed_by, proposerId),
        eq(doctorProfileEdits.status, 'pending'),
      ),
    )
    .returning({ id: doctorProfileEdits.id });
}
