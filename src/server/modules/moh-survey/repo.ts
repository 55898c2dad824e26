import { inArray, sql } from 'drizzle-orm';
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import { type DbOrTx, queryRows } from '../../db/client';
import { mohSurveyResponses } from '../../db/schema';

const TZ = CLINIC_TIME_ZONE;

/** Review `f` was withdrawn (by its author, or with its visit): it no longer speaks for a patient. */
const WITHDRAWN = sql`exists (select 1 from feedback_events e where e.feedback_id = f.id and e.kind = 'withdrawn')`;

/** The author's review (undefined for anyone else's), and whether it was withdrawn. */
export async function reviewOfAuthor(db: DbOrTx, feedbackId: string, userId: string) {
  const [row] = await queryRows<{ id: string; withdrawn: boolean }>(
    db,
    sql`select f.id, ${WITHDRAWN} as withdrawn
      from feedback f where f.id = ${feedbackId} and f.user_id = ${userId}`,
  );
  return row;
}

/** Inserts the answers unless the review already has some; false when it had. */
export async function insertResponse(db: DbOrTx, values: typeof mohSurveyResponses.$inferInsert) {
  const rows = await db
    .insert(mohSurveyResponses)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: mohSurveyResponses.feedback_id });
  return rows.length > 0;
}

/** Deletes the answers given with these reviews; how many of the reviews had some. */
export async function deleteResponsesOf(tx: DbOrTx, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return 0;
  const rows = await tx
    .delete(mohSurveyResponses)
    .where(inArray(mohSurveyResponses.feedback_id, feedbackIds))
    .returning({ id: mohSurveyResponses.feedback_id });
  return rows.length;
}

export interface MonthResponseRow {
  answers: Record<string, number>;
  expectation_percent: number | null;
  return_intent: number | null;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
}

/**
 * A clinic's survey forms of one month (by the review's date, Vietnam time), with the review's
 * own scores for the items they answer. Left out: withdrawn reviews, and reviews rejected as not
 * a real visit or as spam (nobody's experience). A deleted review's answers went with it.
 */
export async function monthResponses(db: DbOrTx, clinicId: string, month: string) {
  const start = `${month}-01`;
  return queryRows<MonthResponseRow>(
    db,
    sql`select r.answers, r.expectation_percent, r.return_intent, f.medical_expertise,
        f.customer_experience, f.compliance
      from moh_survey_responses r
      join feedback f on f.id = r.feedback_id
      join doctors d on d.id = f.doctor_id
      where d.clinic_id = ${clinicId}
        and not ${WITHDRAWN}
        and not (f.status = 'rejected' and f.decision_reason in ('not_real_visit', 'spam'))
        and f.created_at >= (${start}::date)::timestamp at time zone ${TZ}
        and f.created_at < ((${start}::date) + interval '1 month')::timestamp at time zone ${TZ}`,
  );
}

export async function clinicName(db: DbOrTx, clinicId: string) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select name from clinics where id = ${clinicId}`,
  );
  return row?.name;
}
