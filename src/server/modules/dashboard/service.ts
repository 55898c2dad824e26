/**
 * The admin dashboard. Every figure follows the filters (time range, clinic, doctor search); each
 * day (or week) of the range gets a point of the series, counted in Vietnam's time zone.
 */
import pLimit from 'p-limit';
import type { Dashboard, dashboardQuery } from '../../../shared/admin';
import { combinedScore, round1 } from '../../../shared/rating';
import type { Db } from '../../db/client';
import { type SerializedAnswer, serializeAnswer } from '../../http/answer';
import { VersionedCache } from '../../lib/versioned-cache';
import { getSettings } from '../settings/service';
import { dashboardFigures, dashboardVersionReader, messagesPerMonth, TZ } from './repo';

type Query = ReturnType<typeof dashboardQuery.parse>;
const RANGE_DAYS = { week: 7, month: 30, quarter: 90, year: 365 } as const;

/** Filters kept at once (every range, the clinics, recent searches). */
const CACHED_DASHBOARDS = 100;
/**
 * How long a dashboard is served while its data stays unchanged: its range ends "now", so with
 * no change at all the window still slides; by this much at most.
 */
export const DASHBOARD_MAX_AGE_MS = 15_000;

/**
 * The dashboard answer of a query, serialized and compressed, shared by every admin asking for
 * the same filters. One instance per app: it holds the cache and the computing lane.
 */
export function createDashboardAnswers(db: Db) {
  // A dashboard runs three queries over the rollups (a range costs the same whatever its length;
  // a doctor search over a long range still reads the matching doctors' days), taking pooled
  // connections. One is computed at a time per instance, so a burst of refreshes waits here
  // instead of taking the pool from the public pages.
  const lane = pLimit(1);
  // Answers are kept, serialized and compressed, under the dashboard's data version (migration
  // 0021), which moves with any committed change of what it shows: a request is never answered
  // with figures older than the data it could see, and admins asking for the same filters share
  // one computation.
  const cache = new VersionedCache<SerializedAnswer>(CACHED_DASHBOARDS, DASHBOARD_MAX_AGE_MS);
  const version = dashboardVersionReader(db);
  const compute = async (query: Query, minReviews: number) =>
    serializeAnswer(await lane(() => buildDashboard(db, query, minReviews)), {
      precompress: true,
    });

  return async (query: Query): Promise<SerializedAnswer> => {
    // The minimum sample is a setting: part of the key, so a change shows at once.
    const minReviews = (await getSettings(db)).min_reviews_for_score;
    const key = JSON.stringify({ query, minReviews });
    return cache.get(key, await version(), () => compute(query, minReviews));
  };
}

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
