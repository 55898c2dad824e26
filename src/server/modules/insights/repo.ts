/**
 * Reads of the monthly rollups (doctor_month_insights, doctor_month_topics), kept by a trigger on
 * feedback in the transaction of every write: a report over the rolling window reads at most
 * twelve rows per doctor, whatever the number of reviews.
 */

import { type SQL, sql } from 'drizzle-orm';
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import type { SpecialtyRef } from '../../../shared/localized';
import { type DbOrTx, queryRows } from '../../db/client';
import { doctorSpecialty } from '../../db/specialty';

const TZ = CLINIC_TIME_ZONE;

/** The first day of the month `back` months before this one (Vietnam time), as YYYY-MM-DD. */
export async function monthStart(db: DbOrTx, back: number): Promise<string> {
  const [row] = await queryRows<{ start: string }>(
    db,
    sql`select (date_trunc('month', now() at time zone ${TZ})::date
      - make_interval(months => ${back}))::date::text as start`,
  );
  return row!.start;
}

/** Which doctors: all, one clinic's, some clinics', or one doctor. */
export type DoctorSelection =
  | { kind: 'all' }
  | { kind: 'clinics'; ids: readonly string[] }
  | { kind: 'doctor'; id: string };

function selects(s: DoctorSelection): SQL {
  if (s.kind === 'all') return sql`true`;
  if (s.kind === 'doctor') return sql`d.id = ${s.id}`;
  if (s.ids.length === 0) return sql`false`;
  return sql`d.clinic_id in (${sql.join(
    s.ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )})`;
}

export interface DoctorMonthRow {
  doctor_id: string;
  doctor_name: string;
  doctor_status: string;
  clinic_id: string | null;
  clinic_name: string | null;
  specialty_id: string;
  specialty: SpecialtyRef;
  month: string;
  approved: number;
  medical_sum: number;
  customer_sum: number;
  compliance_sum: number;
  promoters: number;
  passives: number;
  detractors: number;
  commented: number;
  low_commented: number;
  high_commented: number;
}

export async function doctorMonths(
  db: DbOrTx,
  since: string,
  selection: DoctorSelection,
): Promise<DoctorMonthRow[]> {
  return queryRows<DoctorMonthRow>(
    db,
    sql`select i.doctor_id, d.name as doctor_name, d.status as doctor_status, d.clinic_id,
        cl.name as clinic_name,
        d.specialty_id, ${doctorSpecialty(sql`d.specialty_id`)} as specialty,
        to_char(i.month, 'YYYY-MM') as month, i.approved, i.medical_sum, i.customer_sum,
        i.compliance_sum, i.promoters, i.passives, i.detractors, i.commented, i.low_commented,
        i.high_commented
      from doctor_month_insights i
      join doctors d on d.id = i.doctor_id
      left join clinics cl on cl.id = d.clinic_id
      where i.month >= ${since}::date and ${selects(selection)}
      order by i.month`,
  );
}

export interface TopicMonthRow {
  month: string;
  topic: string;
  mentions: number;
  low: number;
  high: number;
}

export async function topicMonths(
  db: DbOrTx,
  since: string,
  selection: DoctorSelection,
): Promise<TopicMonthRow[]> {
  return queryRows<TopicMonthRow>(
    db,
    sql`select to_char(t.month, 'YYYY-MM') as month, t.topic, sum(t.mentions)::int as mentions,
        sum(t.low)::int as low, sum(t.high)::int as high
      from doctor_month_topics t
      join doctors d on d.id = t.doctor_id
      where t.month >= ${since}::date and ${selects(selection)}
      group by 1, 2
      order by 1`,
  );
}

/** Every doctor's reviews and combined-score sums in the window, for comparisons in specialty. */
export interface DoctorWindowRow {
  doctor_id: string;
  specialty_id: string;
  reviews: number;
  medical_sum: number;
  customer_sum: number;
  compliance_sum: number;
}

export async function doctorWindowTotals(db: DbOrTx, since: string, specialtyId?: string) {
  return queryRows<DoctorWindowRow>(
    db,
    sql`select i.doctor_id, d.specialty_id, sum(i.approved)::int as reviews,
        sum(i.medical_sum)::int as medical_sum, sum(i.customer_sum)::int as customer_sum,
        sum(i.compliance_sum)::int as compliance_sum
      from doctor_month_insights i
      join doctors d on d.id = i.doctor_id
      where i.month >= ${since}::date and d.status = 'verified'
        ${specialtyId ? sql`and d.specialty_id = ${specialtyId}` : sql``}
      group by 1, 2`,
  );
}

export async function doctorBasics(db: DbOrTx, id: string) {
  const [row] = await queryRows<{
    id: string;
    clinic_id: string | null;
    specialty_id: string;
    specialty: SpecialtyRef;
  }>(
    db,
    sql`select d.id, d.clinic_id, d.specialty_id,
        ${doctorSpecialty(sql`d.specialty_id`)} as specialty
      from doctors d where d.id = ${id}`,
  );
  return row;
}

export interface TopicCommentRow {
  feedback_id: string;
  doctor_id: string;
  doctor_name: string;
  rating: number;
  comment: string;
  words: string[] | null;
  created_at: string;
}

/** Published comments since `since` that mention the topic, newest first. */
export async function topicComments(
  db: DbOrTx,
  o: {
    since: string;
    topic: string;
    selection: DoctorSelection;
    band?: 'low' | 'high';
    limit: number;
  },
) {
  const band =
    o.band === 'low' ? sql`and f.rating <= 2` : o.band === 'high' ? sql`and f.rating >= 4` : sql``;
  return queryRows<TopicCommentRow>(
    db,
    sql`select f.id as feedback_id, f.doctor_id, d.name as doctor_name, f.rating, f.comment,
        f.topic_words -> ${o.topic} as words, f.created_at
      from feedback f
      join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and f.comment is not null
        and f.topics @> array[${o.topic}]::text[]
        and f.created_at >= (${o.since}::date)::timestamp at time zone ${TZ}
        and ${selects(o.selection)} ${band}
      order by f.created_at desc
      limit ${o.limit}`,
  );
}

/** The clinics of a scope (null: every clinic), by name. */
export async function clinicsOf(db: DbOrTx, scope: readonly string[] | null) {
  return queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from clinics
      where ${
        scope === null
          ? sql`true`
          : scope.length === 0
            ? sql`false`
            : sql`id in (${sql.join(
                scope.map((id) => sql`${id}::uuid`),
                sql`, `,
              )})`
      }
      order by name`,
  );
}

/** The public doctors of a scope's clinics, by name. */
export async function doctorsOf(db: DbOrTx, scope: readonly string[] | null) {
  return queryRows<{ id: string; name: string; clinic_id: string | null }>(
    db,
    sql`select d.id, d.name, d.clinic_id from doctors d
      where d.status = 'verified' and ${selects(scope === null ? { kind: 'all' } : { kind: 'clinics', ids: scope })}
      order by d.name`,
  );
}
