import { and, desc, eq, ilike, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  clinics,
  doctors,
  feedback,
  mailOutbox,
  mailUnsubscribes,
  visitDoctors,
  visits,
} from '../../db/schema';
import { containing } from '../../db/search';
import { doctorSpecialty } from '../../db/specialty';

/** A visit with what claiming it needs: its dates, who claimed it, and its clinic. */
async function findClaimableVisit(db: DbOrTx, which: SQL | undefined) {
  const [row] = await db
    .select({
      id: visits.id,
      visit_date: visits.visit_date,
      expires_at: visits.expires_at,
      claimed_by: visits.claimed_by,
      clinic_id: visits.clinic_id,
      clinic_name: clinics.name,
    })
    .from(visits)
    .leftJoin(clinics, eq(clinics.id, visits.clinic_id))
    .where(which);
  return row;
}
export type ClaimableVisit = NonNullable<Awaited<ReturnType<typeof findClaimableVisit>>>;

/** The visit a code and phone number name, as a patient types them. */
export const findVisit = (db: DbOrTx, code: string, phone: string) =>
  findClaimableVisit(db, and(eq(visits.visit_code, code), eq(visits.phone, phone)));

/** The visit a personal invitation link names. */
export const findInvitedVisit = (db: DbOrTx, id: string) =>
  findClaimableVisit(db, eq(visits.id, id));

export async function findVisitById(db: DbOrTx, id: string) {
  const [row] = await db.select().from(visits).where(eq(visits.id, id));
  return row;
}

/** True when the user claimed a visit with this doctor or at the doctor's clinic. */
export async function hasVisitedDoctor(db: DbOrTx, userId: string, doctorId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(visits)
    .where(
      and(
        eq(visits.claimed_by, userId),
        or(
          sql`exists (select 1 from ${visitDoctors} vd where vd.visit_id = ${visits.id} and vd.doctor_id = ${doctorId})`,
          sql`${visits.clinic_id} = (select ${doctors.clinic_id} from ${doctors} where ${doctors.id} = ${doctorId})`,
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** Claims an unclaimed visit for a user; returns false when someone else has it. */
export async function claimVisit(db: DbOrTx, visitId: string, userId: string): Promise<boolean> {
  const rows = await db
    .update(visits)
    .set({ claimed_by: userId })
    .where(
      and(
        eq(visits.id, visitId),
        or(sql`${visits.claimed_by} is null`, eq(visits.claimed_by, userId)),
      ),
    )
    .returning({ id: visits.id });
  return rows.length > 0;
}

export async function visitDoctorList(db: DbOrTx, visitId: string, userId: string) {
  return db
    .select({
      id: doctors.id,
      name: doctors.name,
      specialty: doctorSpecialty(),
      image_url: doctors.image_url,
      already_reviewed: sql<boolean>`exists (select 1 from ${feedback} f where f.visit_id = ${visitId} and f.doctor_id = ${doctors.id} and f.user_id = ${userId})`,
    })
    .from(visitDoctors)
    .innerJoin(doctors, eq(doctors.id, visitDoctors.doctor_id))
    .where(eq(visitDoctors.visit_id, visitId))
    .orderBy(doctors.sort_name);
}

export async function isDoctorInVisit(
  db: DbOrTx,
  visitId: string,
  doctorId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ n: sql<number>`1` })
    .from(visitDoctors)
    .where(and(eq(visitDoctors.visit_id, visitId), eq(visitDoctors.doctor_id, doctorId)));
  return Boolean(row);
}

export interface NewVisit {
  visit_code: string;
  phone: string;
  clinic_id: string | null;
  visit_date: string;
  expires_at: Date;
  source: string;
  email: string | null;
  language: string;
  /** Set when the visit's invitation e-mail is queued with it (see invitations/emails). */
  invited_at: Date | null;
  doctor_ids: string[];
}

/**
 * Inserts visits with their doctors, in input order; a duplicate code fails the whole batch
 * (unique index). Each of the two statements takes the whole list as ONE JSON parameter, so
 * 10,000 visits cost two statements, not 80,000 bind parameters.
 */
export async function insertVisits(tx: DbOrTx, list: NewVisit[]) {
  if (list.length === 0) return [];
  const rows = await queryRows<{ id: string; visit_code: string }>(
    tx,
    sql`insert into ${visits} (visit_code, phone, clinic_id, visit_date, expires_at, source, email, language, invited_at)
      select r.visit_code, r.phone, r.clinic_id, r.visit_date, r.expires_at, r.source, r.email, r.language, r.invited_at
      from jsonb_to_recordset(${JSON.stringify(list.map(({ doctor_ids: _d, ...v }) => v))}::jsonb)
        as r(visit_code text, phone text, clinic_id uuid, visit_date date, expires_at timestamptz,
             source text, email text, language text, invited_at timestamptz)
      returning id, visit_code`,
  );
  const idOf = new Map(rows.map((r) => [r.visit_code, r.id]));
  await tx.execute(
    sql`insert into ${visitDoctors} (visit_id, doctor_id)
      select v.id, d.doctor_id::uuid
      from jsonb_to_recordset(${JSON.stringify(list.map((v) => ({ visit_code: v.visit_code, doctor_ids: v.doctor_ids })))}::jsonb)
        as r(visit_code text, doctor_ids jsonb)
      join ${visits} v on v.visit_code = r.visit_code
      cross join lateral jsonb_array_elements_text(r.doctor_ids) as d(doctor_id)`,
  );
  return list.map((v) => ({ id: idOf.get(v.visit_code)!, visit_code: v.visit_code }));
}

export async function existingCodes(db: DbOrTx, codes: string[]): Promise<Set<string>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .select({ code: visits.visit_code })
    .from(visits)
    .where(inArray(visits.visit_code, codes));
  return new Set(rows.map((r) => r.code));
}

export async function existingDoctorIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: doctors.id }).from(doctors).where(inArray(doctors.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function existingClinicIds(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * What an admin's search matches: the visit code (any case), and, when the search is a phone
 * number or part of one in any usual form ("0707 654 321", "0707654321", "+84707654321"), the
 * stored number (always +84…). A code's digits never match phone numbers.
 */
function visitSearch(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const compact = text.replace(/[\s.()-]/g, '');
  const phone = /^\+?\d{4,15}$/.test(compact)
    ? compact.startsWith('+')
      ? compact
      : compact.startsWith('0')
        ? `+84${compact.slice(1)}`
        : compact
    : null;
  return or(
    ilike(visits.visit_code, containing(text)),
    phone ? like(visits.phone, containing(phone)) : undefined,
  );
}

/** A visit's latest invitation message, as listVisits reads it. */
export interface LatestMessage {
  channel: 'email' | 'sms';
  purpose: 'invitation' | 'reminder';
  sent: boolean;
  delivered: boolean;
  error: boolean;
  attempts: number;
}

export async function listVisits(db: DbOrTx, q: string | undefined, limit: number, offset: number) {
  const where = visitSearch(q);
  // The visit whose code is exactly the search comes first (PostgreSQL refuses a constant
  // in ORDER BY, so without a search there is no such term at all).
  const newestFirst = [desc(visits.created_at), desc(visits.id)];
  const order = q?.trim()
    ? [sql`upper(${visits.visit_code}) = upper(${q.trim()}) desc`, ...newestFirst]
    : newestFirst;
  const [items, [total]] = await Promise.all([
    db
      .select({
        id: visits.id,
        visit_code: visits.visit_code,
        phone: visits.phone,
        visit_date: visits.visit_date,
        expires_at: visits.expires_at,
        source: visits.source,
        claimed: sql<boolean>`${visits.claimed_by} is not null`,
        clinic: clinics.name,
        doctors: sql<
          string[]
        >`coalesce((select array_agg(d.name order by d.sort_name) from ${visitDoctors} vd join ${doctors} d on d.id = vd.doctor_id where vd.visit_id = ${visits.id}), '{}')`,
        created_at: visits.created_at,
        invited: sql<boolean>`${visits.invited_at} is not null`,
        // The latest message of the visit (its reminder once sent), from the outbox.
        message: sql<LatestMessage | null>`(select json_build_object(
            'channel', o.channel, 'purpose', o.purpose, 'sent', o.sent_at is not null,
            'delivered', o.delivered_at is not null, 'error', o.last_error is not null,
            'attempts', o.attempts)
          from ${mailOutbox} o where o.visit_id = ${visits.id}
          order by o.created_at desc limit 1)`,
        opted_out: sql<boolean>`exists (select 1 from ${mailUnsubscribes} u
          where u.email_hash = encode(sha256(convert_to(lower(coalesce(${visits.email}, ${visits.phone})), 'UTF8')), 'hex'))`,
      })
      .from(visits)
      .leftJoin(clinics, eq(clinics.id, visits.clinic_id))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(visits).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

/** The visit, locked until the transaction ends, so a release and a claim cannot interleave. */
export async function lockVisit(tx: DbOrTx, id: string) {
  const [row] = await tx
    .select({ id: visits.id, visit_code: visits.visit_code, claimed_by: visits.claimed_by })
    .from(visits)
    .where(eq(visits.id, id))
    .for('update');
  return row;
}

export async function clearClaim(tx: DbOrTx, visitId: string) {
  await tx.update(visits).set({ claimed_by: null }).where(eq(visits.id, visitId));
}

/** A closing account's visit claims end: the visits are free again (the clinic's rows stay). */
export async function releaseClaimsOf(tx: DbOrTx, userId: string) {
  await tx.update(visits).set({ claimed_by: null }).where(eq(visits.claimed_by, userId));
}
