/**
 * The admin dashboard. Every figure follows the filters (time range, clinic, doctor search):
 * feedback is read through the (status, created_at) index for the range, joined to the
 * filtered doctors; days are counted in Vietnam's time zone.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Dashboard, dashboardQuery } from '../../../shared/admin';
import {
  DASHBOARD_RECENT_FEEDBACK,
  DASHBOARD_TOP_DOCTORS,
  type FeedbackStatus,
} from '../../../shared/constants';
import { round1, weightedScore } from '../../../shared/rating';
import { type Db, queryRows } from '../../db/client';

type Query = ReturnType<typeof dashboardQuery.parse>;
const RANGE_DAYS = { week: 7, month: 30, quarter: 90, year: 365 } as const;
const TZ = 'Asia/Ho_Chi_Minh';

function doctorFilter(q: Query): SQL {
  const parts: SQL[] = [sql`true`];
  if (q.clinic_id) parts.push(sql`d.clinic_id = ${q.clinic_id}`);
  for (const word of (q.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    parts.push(
      sql`d.search_text like '%' || app_search_text(${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}) || '%'`,
    );
  }
  return sql.join(parts, sql` and `);
}

export async function buildDashboard(db: Db, q: Query): Promise<Dashboard> {
  const to = new Date();
  const from = new Date(to.getTime() - RANGE_DAYS[q.range] * 86_400_000);
  const doctors = doctorFilter(q);
  const inRange = sql`f.created_at >= ${from} and f.created_at <= ${to}`;
  const bucket = q.range === 'week' || q.range === 'month' ? 'day' : 'week';

  const [totals, top, recent, series] = await Promise.all([
    queryRows<{
      doctors: number;
      reviews: number;
      rating: number | null;
      medical: number | null;
      customer: number | null;
      compliance: number | null;
      pending: number;
      reported: number;
    }>(
      db,
      sql`select
        (select count(*)::int from doctors d where d.status = 'verified' and ${doctors}) as doctors,
        count(*) filter (where f.status = 'approved')::int as reviews,
        avg(f.rating) filter (where f.status = 'approved')::float as rating,
        avg(f.medical_expertise) filter (where f.status = 'approved')::float as medical,
        avg(f.customer_experience) filter (where f.status = 'approved')::float as customer,
        avg(f.compliance) filter (where f.status = 'approved')::float as compliance,
        count(*) filter (where f.status = 'pending')::int as pending,
        count(*) filter (where f.status = 'reported')::int as reported
      from feedback f join doctors d on d.id = f.doctor_id
      where ${inRange} and ${doctors}`,
    ),
    queryRows<{
      id: string;
      name: string;
      specialty: string;
      clinic: string;
      rating: number;
      review_count: number;
    }>(
      db,
      sql`select d.id, d.name, d.specialty, d.clinic, avg(f.rating)::float as rating, count(*)::int as review_count
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by d.id, d.name, d.specialty, d.clinic
      order by avg(f.rating) desc, count(*) desc, d.sort_name
      limit ${DASHBOARD_TOP_DOCTORS}`,
    ),
    queryRows<{
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
      where ${inRange} and ${doctors}
      order by f.created_at desc, f.id desc
      limit ${DASHBOARD_RECENT_FEEDBACK}`,
    ),
    queryRows<{ bucket: string; reviews: number; average_rating: number | null }>(
      db,
      sql`select to_char(date_trunc(${bucket}, f.created_at at time zone ${TZ}), 'YYYY-MM-DD') as bucket,
        count(*)::int as reviews, avg(f.rating)::float as average_rating
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by 1 order by 1`,
    ),
  ]);
  const t = totals[0]!;
  const medical = round1(t.medical ?? 0);
  const customer = round1(t.customer ?? 0);
  const compliance = round1(t.compliance ?? 0);
  return {
    range: q.range,
    from: from.toISOString(),
    to: to.toISOString(),
    totals: {
      doctors: t.doctors,
      reviews: t.reviews,
      average_rating: round1(t.rating ?? 0),
      pending: t.pending,
      reported: t.reported,
    },
    categories: {
      medical,
      customer,
      compliance,
      weighted: t.reviews > 0 ? weightedScore(medical, customer, compliance) : 0,
    },
    top_doctors: top.map((d) => ({ ...d, rating: round1(d.rating) })),
    recent_feedback: recent.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
    })),
    series: fillBuckets(series, from, to, bucket),
  };
}

/** Every day (or week) of the range gets a point, with zero reviews where there were none. */
function fillBuckets(
  rows: { bucket: string; reviews: number; average_rating: number | null }[],
  from: Date,
  to: Date,
  unit: 'day' | 'week',
) {
  const byKey = new Map(rows.map((r) => [r.bucket, r]));
  const out: Dashboard['series'] = [];
  const local = (d: Date) => new Date(d.toLocaleString('en-US', { timeZone: TZ }));
  const cursor = local(from);
  cursor.setHours(0, 0, 0, 0);
  if (unit === 'week') cursor.setDate(cursor.getDate() - ((cursor.getDay() + 6) % 7));
  const end = local(to);
  while (cursor <= end) {
    const key = `${cursor.getFullYear()}-${String(cursor.getMonth() + 1).padStart(2, '0')}-${String(cursor.getDate()).padStart(2, '0')}`;
    const row = byKey.get(key);
    out.push({
      bucket: key,
      reviews: row?.reviews ?? 0,
      average_rating: round1(row?.average_rating ?? 0),
    });
    cursor.setDate(cursor.getDate() + (unit === 'day' ? 1 : 7));
  }
  return out;
}
