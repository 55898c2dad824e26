import { and, asc, desc, eq, inArray, isNull, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ACTIVE_CASE_STATUSES, type CaseFilter } from '../../../shared/cases';
import type { DbOrTx } from '../../db/client';
import {
  clinics,
  doctors,
  feedback,
  profiles,
  serviceCaseEntries,
  serviceCases,
  users,
} from '../../db/schema';

const owners = alias(users, 'case_owner');
const entryAuthors = alias(users, 'entry_author');

const active = inArray(serviceCases.status, [...ACTIVE_CASE_STATUSES]);

/** The review a case would be about, with what decides its clinic and whether to contact. */
export async function findReview(db: DbOrTx, feedbackId: string) {
  const [row] = await db
    .select({
      id: feedback.id,
      user_id: feedback.user_id,
      doctor_id: feedback.doctor_id,
      doctor_name: doctors.name,
      clinic_id: doctors.clinic_id,
      rating: feedback.rating,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(eq(feedback.id, feedbackId));
  return row;
}

/** One case per review: null when the review already has one. */
export async function insertCase(tx: DbOrTx, values: typeof serviceCases.$inferInsert) {
  const [row] = await tx
    .insert(serviceCases)
    .values(values)
    .onConflictDoNothing({ target: serviceCases.feedback_id })
    .returning({ id: serviceCases.id });
  return row?.id ?? null;
}

/** How many active cases each of these people owns. */
export async function activeCaseCounts(db: DbOrTx, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ owner: serviceCases.owner_id, n: sql<number>`count(*)::int` })
    .from(serviceCases)
    .where(and(active, inArray(serviceCases.owner_id, userIds)))
    .groupBy(serviceCases.owner_id);
  return new Map(rows.map((r) => [r.owner as string, r.n]));
}

const summaryColumns = {
  id: serviceCases.id,
  status: serviceCases.status,
  origin: serviceCases.origin,
  due_at: serviceCases.due_at,
  owner_id: serviceCases.owner_id,
  owner_name: owners.name,
  clinic_id: serviceCases.clinic_id,
  clinic_name: clinics.name,
  doctor_id: doctors.id,
  doctor_name: doctors.name,
  feedback_id: feedback.id,
  rating: feedback.rating,
  medical_expertise: feedback.medical_expertise,
  customer_experience: feedback.customer_experience,
  compliance: feedback.compliance,
  comment: feedback.comment,
  review_status: feedback.status,
  review_created_at: feedback.created_at,
  contact_consent: feedback.contact_consent,
  author_id: feedback.user_id,
  first_contact_at: serviceCases.first_contact_at,
  ended_at: serviceCases.ended_at,
  close_reason: serviceCases.close_reason,
  created_at: serviceCases.created_at,
};

function selectCases(db: DbOrTx) {
  return db
    .select(summaryColumns)
    .from(serviceCases)
    .innerJoin(feedback, eq(feedback.id, serviceCases.feedback_id))
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(clinics, eq(clinics.id, serviceCases.clinic_id))
    .leftJoin(owners, eq(owners.id, serviceCases.owner_id));
}
export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

function filterCondition(filter: CaseFilter, viewerId: string, now: Date): SQL | undefined {
  switch (filter) {
    case 'active':
      return active;
    case 'overdue':
      return and(active, lt(serviceCases.due_at, now));
    case 'mine':
      return and(active, eq(serviceCases.owner_id, viewerId));
    case 'resolved':
    case 'closed':
      return eq(serviceCases.status, filter);
    case 'all':
      return undefined;
  }
}

/** A clinic scope as a condition: null is every clinic. */
export const scopeCondition = (scope: readonly string[] | null): SQL | undefined =>
  scope === null
    ? undefined
    : scope.length === 0
      ? sql`false`
      : inArray(serviceCases.clinic_id, [...scope]);

export async function listCases(
  db: DbOrTx,
  o: {
    scope: readonly string[] | null;
    filter: CaseFilter;
    clinicId?: string;
    viewerId: string;
    now: Date;
    limit: number;
  },
) {
  const finished = o.filter === 'resolved' || o.filter === 'closed' || o.filter === 'all';
  return selectCases(db)
    .where(
      and(
        scopeCondition(o.scope),
        filterCondition(o.filter, o.viewerId, o.now),
        o.clinicId ? eq(serviceCases.clinic_id, o.clinicId) : undefined,
      ),
    )
    .orderBy(
      ...(finished
        ? [desc(serviceCases.created_at)]
        : [asc(serviceCases.due_at), asc(serviceCases.created_at)]),
    )
    .limit(o.limit);
}

export async function findCase(db: DbOrTx, id: string) {
  const [row] = await selectCases(db).where(eq(serviceCases.id, id));
  return row;
}

/** The author's name as staff may see it: none for an anonymous review. */
export async function patientName(db: DbOrTx, feedbackId: string) {
  const [row] = await db
    .select({
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      is_anonymous: feedback.is_anonymous,
    })
    .from(feedback)
    .leftJoin(profiles, eq(profiles.id, feedback.user_id))
    .where(eq(feedback.id, feedbackId));
  return row;
}

export async function lockCase(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({
      id: serviceCases.id,
      status: serviceCases.status,
      clinic_id: serviceCases.clinic_id,
      owner_id: serviceCases.owner_id,
      feedback_id: serviceCases.feedback_id,
      first_contact_at: serviceCases.first_contact_at,
    })
    .from(serviceCases)
    .where(eq(serviceCases.id, id))
    .for('update');
  return row;
}
export type LockedCase = NonNullable<Awaited<ReturnType<typeof lockCase>>>;

export async function updateCase(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof serviceCases.$inferInsert>,
) {
  await tx
    .update(serviceCases)
    .set({ ...values, updated_at: new Date() })
    .where(eq(serviceCases.id, id));
}

export async function insertEntry(tx: DbOrTx, values: typeof serviceCaseEntries.$inferInsert) {
  await tx.insert(serviceCaseEntries).values(values);
}

export async function entriesOf(db: DbOrTx, caseId: string) {
  return db
    .select({
      id: serviceCaseEntries.id,
      kind: serviceCaseEntries.kind,
      body: serviceCaseEntries.body,
      author: entryAuthors.name,
      from_status: serviceCaseEntries.from_status,
      to_status: serviceCaseEntries.to_status,
      created_at: serviceCaseEntries.created_at,
    })
    .from(serviceCaseEntries)
    .leftJoin(entryAuthors, eq(entryAuthors.id, serviceCaseEntries.author_id))
    .where(eq(serviceCaseEntries.case_id, caseId))
    .orderBy(asc(serviceCaseEntries.created_at), asc(serviceCaseEntries.id));
}

/**
 * Active cases past their due time whose overdue notice has not gone out, locked so two
 * instances never notify the same case twice.
 */
export async function lockDueUnnoticed(tx: DbOrTx, now: Date, limit: number) {
  return tx
    .select({
      id: serviceCases.id,
      clinic_id: serviceCases.clinic_id,
      owner_id: serviceCases.owner_id,
      due_at: serviceCases.due_at,
      feedback_id: serviceCases.feedback_id,
      doctor_name: sql<string>`(select d.name from doctors d join feedback f on f.doctor_id = d.id
        where f.id = ${serviceCases.feedback_id})`,
    })
    .from(serviceCases)
    .where(and(active, lt(serviceCases.due_at, now), isNull(serviceCases.overdue_notified_at)))
    .orderBy(asc(serviceCases.due_at))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** The cases about the patient's reviews in which the clinic has written to them. */
export async function threadsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      id: serviceCases.id,
      status: serviceCases.status,
      doctor_name: doctors.name,
      clinic_name: clinics.name,
      review_created_at: feedback.created_at,
    })
    .from(serviceCases)
    .innerJoin(feedback, eq(feedback.id, serviceCases.feedback_id))
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(clinics, eq(clinics.id, serviceCases.clinic_id))
    .where(
      and(
        eq(feedback.user_id, userId),
        sql`exists (select 1 from ${serviceCaseEntries} e
          where e.case_id = ${serviceCases.id} and e.kind = 'to_patient')`,
      ),
    )
    .orderBy(desc(serviceCases.created_at));
}

/** The messages between the clinic and the patient in these cases, oldest first. */
export async function messagesOf(db: DbOrTx, caseIds: string[]) {
  if (caseIds.length === 0) return [];
  return db
    .select({
      id: serviceCaseEntries.id,
      case_id: serviceCaseEntries.case_id,
      kind: serviceCaseEntries.kind,
      body: serviceCaseEntries.body,
      created_at: serviceCaseEntries.created_at,
    })
    .from(serviceCaseEntries)
    .where(
      and(
        inArray(serviceCaseEntries.case_id, caseIds),
        inArray(serviceCaseEntries.kind, ['to_patient', 'from_patient']),
      ),
    )
    .orderBy(asc(serviceCaseEntries.created_at), asc(serviceCaseEntries.id));
}
