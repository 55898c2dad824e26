/**
 * The dashboard's figures over a time range for the doctors a filter selects, read from the
 * rollups of migration 0019 (kept by triggers on feedback in the transaction of every write), so
 * the cost does not grow with the range:
 * - whole days come from the rollups: per doctor, the doctor_since_stats row of the first anchor
 *   day in the range plus the daily rows before it (at most 13 days); per day, the chain's
 *   dashboard_daily_stats (or, with a filter, the filtered doctors' daily rows);
 * - the first day's part from `from`, and anything submitted after `to`, come from feedback
 *   through its created_at indexes: at most half a day's submissions.
 * Days are counted in Vietnam's time zone, as the rollups are. The recent feedback is the newest
 * rows of the range, read backwards through the created_at index.
 */

import { type SQL, sql } from 'drizzle-orm';
import type { Dashboard } from '../../../shared/admin';
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import {
  DASHBOARD_RECENT_FEEDBACK,
  DASHBOARD_TOP_DOCTORS,
  type FeedbackStatus,
} from '../../../shared/constants';
import { type Db, type DbOrTx, queryRows, type Tx } from '../../db/client';
import { dashboardVersion } from '../../db/schema';
import { everyWord } from '../../db/search';
import { doctorSpecialty } from '../../db/specialty';
import { shardedVersionRead, versionReader } from '../../db/version-reader';
import { MAX_MAIL_ATTEMPTS } from '../../mail/outbox';

export const TZ = CLINIC_TIME_ZONE;

export interface DashboardFilter {
  from: Date;
  to: Date;
  bucket: 'day' | 'week';
  clinicId?: string;
  q?: string;
  /** Top doctors rank only from this many approved reviews in the range (the setting). */
  minReviewsForScore: number;
}

/** The doctors a filter selects (as `d`), or undefined when it selects them all. */
function doctorFilter(f: DashboardFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.clinicId) parts.push(sql`d.clinic_id = ${f.clinicId}`);
  const words = everyWord(f.q, (pattern) => sql`d.search_text like ${pattern}`);
  if (words) parts.push(words);
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/**
 * The range's first day (partial: from `from`), the instants it and the second day begin, and
 * the first anchor day of doctor_since_stats after the first day (null when the range reaches
 * further back than the anchors kept).
 */
interface Bounds {
  first_day: string;
  first_day_start: Date;
  second_day_start: Date;
  anchor: string | null;
}

async function rangeBounds(db: DbOrTx, f: DashboardFilter): Promise<Bounds> {
  const [row] = await queryRows<Bounds>(
    db,
    sql`select d0::text as first_day, d0::timestamp at time zone ${TZ} as first_day_start,
        (d0 + 1)::timestamp at time zone ${TZ} as second_day_start,
        case when app_dashboard_anchor(d0 + 14) >= app_dashboard_horizon()
          then app_dashboard_anchor(d0 + 14)::text end as anchor
      from (select (${f.from}::timestamptz at time zone ${TZ})::date as d0) x`,
  );
  return {
    ...row!,
    first_day_start: new Date(row!.first_day_start),
    second_day_start: new Date(row!.second_day_start),
  };
}

/**
 * The range is everything submitted from `from` on, less what was submitted after `to` (read
 * from feedback: nothing, unless a write raced the request). Everything from `from` on is the
 * rollups from the second day on plus the first day's part from `from`, which is read from
 * feedback either directly or, when `from` is early in its day, as the first day's rollup less
 * the submissions before `from`: whichever reads fewer rows.
 */
interface Plan {
  bounds: Bounds;
  /** The rollups start with the first day (whose part before `from` is taken away). */
  fromFirstDay: boolean;
  /** The part of the first day read from feedback, and the sign it counts with. */
  raw: { from: Date; before: Date; sign: 1 | -1 };
}

function plan(f: DashboardFilter, b: Bounds): Plan {
  const before = f.from.getTime() - b.first_day_start.getTime();
  const after = b.second_day_start.getTime() - f.from.getTime();
  return before < after
    ? { bounds: b, fromFirstDay: true, raw: { from: b.first_day_start, before: f.from, sign: -1 } }
    : {
        bounds: b,
        fromFirstDay: false,
        raw: { from: f.from, before: b.second_day_start, sign: 1 },
      };
}

const FIGURES = sql`approved, rating_sum, medical_sum, customer_sum, compliance_sum, pending, reported`;

/** One feedback row's figures (sign 1) or their opposite (sign -1), as the rollups count them. */
const rawFigures = (sign: 1 | -1) => sql`
  ${sign} * (f.status = 'approved')::int as approved,
  ${sign} * case when f.status = 'approved' then f.rating else 0 end as rating_sum,
  ${sign} * case when f.status = 'approved' then f.medical_expertise else 0 end as medical_sum,
  ${sign} * case when f.status = 'approved' then f.customer_experience else 0 end as customer_sum,
  ${sign} * case when f.status = 'approved' then f.compliance else 0 end as compliance_sum,
  ${sign} * (f.status = 'pending')::int as pending,
  ${sign} * (f.status = 'reported')::int as reported`;

const COUNTED = sql`f.status in ('approved', 'pending', 'reported')`;

/** The days the rollups give (from the first or the second day of the range on). */
const wholeDays = (p: Plan, column: SQL) =>
  p.fromFirstDay
    ? sql`${column} >= ${p.bounds.first_day}::date`
    : sql`${column} > ${p.bounds.first_day}::date`;

/**
 * Per doctor, the figures of the range: the anchor's "since" row and the daily rows before the
 * anchor give the whole days, feedback the first day's part and what came after `to`.
 */
function perDoctorInRange(f: DashboardFilter, p: Plan): SQL {
  const { anchor } = p.bounds;
  const daily = anchor
    ? sql`${wholeDays(p, sql`day`)} and day < ${anchor}::date`
    : wholeDays(p, sql`day`);
  return sql`
    ${anchor ? sql`select doctor_id, ${FIGURES} from doctor_since_stats where since = ${anchor}::date union all` : sql``}
    select doctor_id, ${FIGURES} from doctor_daily_stats where ${daily}
    union all
    select f.doctor_id, ${rawFigures(p.raw.sign)} from feedback f
      where ${COUNTED} and f.created_at >= ${p.raw.from} and f.created_at < ${p.raw.before}
    union all
    select f.doctor_id, ${rawFigures(-1)} from feedback f
      where ${COUNTED} and f.created_at > ${f.to}`;
}

/** What a day's point needs: the published reviews and their criteria sums (for the score). */
const DAY_FIGURES = sql`s.approved, s.medical_sum, s.customer_sum, s.compliance_sum`;

/**
 * The combined score of summed criteria ratings over a count, rounded once to 1 decimal as the
 * shared `combinedScore` and `doctor_rating_stats.score` compute it; null over nothing.
 */
const score = (m: SQL, c: SQL, p: SQL, n: SQL) =>
  sql`round((4 * ${m} + 4 * ${c} + 2 * ${p})::numeric / nullif(10 * ${n}, 0), 1)::float`;

/**
 * Per day, the published reviews of the range: whole days from the chain's rollup (or the
 * filtered doctors' daily rows), the first day's part and what came after `to` from feedback.
 */
function perDayInRange(f: DashboardFilter, p: Plan, doctors: SQL | undefined): SQL {
  const whole = doctors
    ? sql`select s.day, ${DAY_FIGURES} from doctor_daily_stats s
        join doctors d on d.id = s.doctor_id where ${wholeDays(p, sql`s.day`)} and ${doctors}`
    : sql`select s.day, ${DAY_FIGURES} from dashboard_daily_stats s
        where ${wholeDays(p, sql`s.day`)}`;
  const raw = (sign: 1 | -1, range: SQL) => sql`
    select (f.created_at at time zone ${TZ})::date as day, ${sign} as approved,
      ${sign} * f.medical_expertise as medical_sum, ${sign} * f.customer_experience as customer_sum,
      ${sign} * f.compliance as compliance_sum
    from feedback f ${doctors ? sql`join doctors d on d.id = f.doctor_id` : sql``}
    where f.status = 'approved' and ${range}${doctors ? sql` and ${doctors}` : sql``}`;
  return sql`${whole}
    union all ${raw(p.raw.sign, sql`f.created_at >= ${p.raw.from} and f.created_at < ${p.raw.before}`)}
    union all ${raw(-1, sql`f.created_at > ${f.to}`)}`;
}

/** A mean of the figures' sums, as avg() over the reviews gives it (numeric division). */
const mean = (sum: SQL, count: SQL) => sql`(${sum}::numeric / nullif(${count}, 0))::float`;

/**
 * The figures, read in one read-only snapshot (they agree with each other). The queries are
 * small (about a thousand pages at 1M feedback): parallel workers would cost more to start than
 * they save, and on a busy server far more, so they are not used here.
 */
export function dashboardFigures(db: Db, f: DashboardFilter) {
  return db.transaction(
    async (tx) => {
      await tx.execute(sql`set local max_parallel_workers_per_gather = 0`);
      return figuresIn(tx, f);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

async function figuresIn(db: Tx, f: DashboardFilter) {
  const doctors = doctorFilter(f);
  const p = plan(f, await rangeBounds(db, f));
  const bucket = f.bucket;
  const totalsAndTop = await queryRows<{
    doctors: number;
    reviews: number;
    medical_sum: number;
    customer_sum: number;
    compliance_sum: number;
    medical: number | null;
    customer: number | null;
    compliance: number | null;
    pending: number;
    reported: number;
    /** As the dashboard lists them, each with the score the public pages show. */
    top: Dashboard['top_doctors'];
  }>(
    db,
    sql`with per_doctor as (
          select doctor_id, sum(approved) as approved, sum(rating_sum) as rating_sum,
            sum(medical_sum) as medical_sum, sum(customer_sum) as customer_sum,
            sum(compliance_sum) as compliance_sum, sum(pending) as pending,
            sum(reported) as reported
          from (${perDoctorInRange(f, p)}) s
          group by doctor_id
        ), chosen as (
          select p.* from per_doctor p
          ${doctors ? sql`join doctors d on d.id = p.doctor_id where ${doctors}` : sql``}
        ), ranked as (
          -- The best scores and counts, ties included: only these need the doctors' names. A
          -- doctor ranks only from the minimum sample the public pages need to show a score.
          select c.*, ${score(sql`c.medical_sum`, sql`c.customer_sum`, sql`c.compliance_sum`, sql`c.approved`)} as score
          from chosen c where c.approved >= greatest(${f.minReviewsForScore}, 1)
        ), placed as (
          select r.*, rank() over (order by r.score desc, r.approved desc) as place from ranked r
        )
      select
        (select count(*)::int from doctors d where d.status = 'verified'${doctors ? sql` and ${doctors}` : sql``}) as doctors,
        coalesce(sum(approved), 0)::int as reviews,
        coalesce(sum(medical_sum), 0)::int as medical_sum,
        coalesce(sum(customer_sum), 0)::int as customer_sum,
        coalesce(sum(compliance_sum), 0)::int as compliance_sum,
        ${mean(sql`sum(medical_sum)`, sql`sum(approved)`)} as medical,
        ${mean(sql`sum(customer_sum)`, sql`sum(approved)`)} as customer,
        ${mean(sql`sum(compliance_sum)`, sql`sum(approved)`)} as compliance,
        coalesce(sum(pending), 0)::int as pending,
        coalesce(sum(reported), 0)::int as reported,
        (select coalesce(json_agg(t), '[]'::json) from (
          select d.id, d.name, ${doctorSpecialty(sql`d.specialty_id`)} as specialty, d.clinic,
            c.score, c.approved::int as review_count
          from placed c join doctors d on d.id = c.doctor_id
          where c.place <= ${DASHBOARD_TOP_DOCTORS}
          order by c.score desc, c.approved desc, d.sort_name
          limit ${DASHBOARD_TOP_DOCTORS}) t) as top
      from chosen`,
  );
  const recent = await queryRows<{
    id: string;
    doctor_name: string;
    rating: number;
    comment: string | null;
    status: FeedbackStatus;
    created_at: Date;
  }>(
    db,
    sql`select f.id, d.name as doctor_name, f.rating, f.comment, f.status, f.created_at
      from feedback f join doctors d on d.id = f.doctor_id
      where f.created_at >= ${f.from} and f.created_at <= ${f.to}${doctors ? sql` and ${doctors}` : sql``}
      order by f.created_at desc, f.id desc
      limit ${DASHBOARD_RECENT_FEEDBACK}`,
  );
  const series = await queryRows<{
    bucket: string;
    reviews: number;
    score: number | null;
  }>(
    db,
    sql`select to_char(date_trunc(${bucket}, s.day::timestamp), 'YYYY-MM-DD') as bucket,
        sum(s.approved)::int as reviews,
        ${score(sql`sum(s.medical_sum)`, sql`sum(s.customer_sum)`, sql`sum(s.compliance_sum)`, sql`sum(s.approved)`)} as score
      from (${perDayInRange(f, p, doctors)}) s
      group by 1 having sum(s.approved) > 0 order by 1`,
  );
  const { top, ...totals } = totalsAndTop[0]!;
  return { totals: [totals], top, recent, series };
}

/** Months of messages the dashboard shows: this one and the two before (messages are kept 90 days). */
export const MESSAGE_MONTHS = 3;

/**
 * Invitations and reminders per month (Vietnam's calendar) and channel: sent, delivered (a
 * gateway's receipt) and failed (given up after the last attempt). They cost money per message.
 */
export function messagesPerMonth(db: DbOrTx, clinicId: string | undefined) {
  const clinic = clinicId
    ? sql`and o.visit_id in (select id from visits where clinic_id = ${clinicId})`
    : sql``;
  return queryRows<Dashboard['messages'][number]>(
    db,
    sql`select to_char(o.created_at at time zone ${TZ}, 'YYYY-MM') as month, o.channel,
        (count(*) filter (where o.sent_at is not null))::int as sent,
        (count(*) filter (where o.delivered_at is not null))::int as delivered,
        (count(*) filter (where o.sent_at is null and o.attempts >= ${MAX_MAIL_ATTEMPTS}))::int as failed
      from mail_outbox o
      where o.purpose is not null
        and o.created_at >= (date_trunc('month', now() at time zone ${TZ}) - ${`${MESSAGE_MONTHS - 1} months`}::interval) at time zone ${TZ}
        ${clinic}
      group by 1, 2
      order by 1 desc, 2`,
  );
}

/** Reads the dashboard's data version (migration 0021), which moves with any change it shows. */
export const dashboardVersionReader = (db: Db) =>
  versionReader(db, shardedVersionRead(db, dashboardVersion, 'dashboard_version'));
