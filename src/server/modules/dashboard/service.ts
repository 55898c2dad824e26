/**
 * The admin dashboard. Every figure follows the filters (time range, clinic, doctor search); each
 * day (or week) of the range gets a point of the series, counted in Vietnam's time zone.
 */
import type { Dashboard, dashboardQuery } from '../../../shared/admin';
import { combinedScore, round1 } from '../../../shared/rating';
import type { Db } from '../../db/client';
import { dashboardFigures, messagesPerMonth, TZ } from './repo';

type Query = ReturnType<typeof dashboardQuery.parse>;
const RANGE_DAYS = { week: 7, month: 30, quarter: 90, year: 365 } as const;

/** `minReviewsForScore`: the setting, so top doctors rank as the public pages score them. */
export async function buildDashboard(
  db: Db,
  q: Query,
  minReviewsForScore: number,
): Promise<Dashboard> {
  const to = new Date();
  const from = new Date(to.getTime() - RANGE_DAYS[q.range] * 86_400_000);
  const bucket = q.range === 'week' || q.range === 'month' ? 'day' : 'week';

  const [{ totals, top, recent, series }, messages] = await Promise.all([
    dashboardFigures(db, {
      from,
      to,
      bucket,
      clinicId: q.clinic_id,
      q: q.q,
      minReviewsForScore,
    }),
    messagesPerMonth(db, q.clinic_id),
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
      score: combinedScore(t, t.reviews),
      pending: t.pending,
      reported: t.reported,
    },
    categories: { medical, customer, compliance },
    top_doctors: top,
    recent_feedback: recent.map((r) => ({
      ...r,
      created_at: new Date(r.created_at).toISOString(),
    })),
    series: fillBuckets(series, from, to, bucket),
    messages,
  };
}

/** Every day (or week) of the range gets a point, with zero reviews where there were none. */
function fillBuckets(
  rows: { bucket: string; reviews: number; score: number | null }[],
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
      score: row?.score ?? 0,
    });
    cursor.setDate(cursor.getDate() + (unit === 'day' ? 1 : 7));
  }
  return out;
}
