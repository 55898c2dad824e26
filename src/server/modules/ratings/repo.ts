/**
 * Maintains doctor_rating_stats, the pre-computed aggregates of approved feedback. Every change
 * of a feedback row's status calls applyDelta inside the same transaction (the feedback
 * lifecycle, modules/feedback/lifecycle.ts, is its only caller); recomputeAll rebuilds them from
 * the feedback table after bulk loads (demo seed, benchmarks).
 */
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { doctorRatingStats as stats } from '../../db/schema';

export interface RatingScores {
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
}

/** A new doctor's aggregates, all zero (kept if they exist). */
export async function ensureStats(tx: DbOrTx, doctorId: string) {
  await tx.insert(stats).values({ doctor_id: doctorId }).onConflictDoNothing();
}

/** Adds (sign 1) or removes (sign -1) one approved review's scores from its doctor's aggregates. */
export async function applyDelta(tx: DbOrTx, doctorId: string, s: RatingScores, sign: 1 | -1) {
  const star = `star_${s.rating}` as 'star_1';
  await tx.insert(stats).values({ doctor_id: doctorId }).onConflictDoNothing();
  await tx
    .update(stats)
    .set({
      review_count: sql`${stats.review_count} + ${sign}`,
      rating_sum: sql`${stats.rating_sum} + ${sign * s.rating}`,
      medical_sum: sql`${stats.medical_sum} + ${sign * s.medical_expertise}`,
      customer_sum: sql`${stats.customer_sum} + ${sign * s.customer_experience}`,
      compliance_sum: sql`${stats.compliance_sum} + ${sign * s.compliance}`,
      [star]: sql`${stats[star]} + ${sign}`,
      updated_at: new Date(),
    })
    .where(eq(stats.doctor_id, doctorId));
}

/** Rebuilds every doctor's aggregates from the feedback table (seeding, repair, tests). */
export async function recomputeAll(tx: DbOrTx) {
  await tx.execute(sql`
  insert into doctor_rating_stats (doctor_id, review_count, rating_sum, medical_sum, customer_sum,
    compliance_sum, star_1, star_2, star_3, star_4, star_5, updated_at)
  select d.id,
    count(f.id)::int,
    coalesce(sum(f.rating), 0)::int,
    coalesce(sum(f.medical_expertise), 0)::int,
    coalesce(sum(f.customer_experience), 0)::int,
    coalesce(sum(f.compliance), 0)::int,
    count(*) filter (where f.rating = 1)::int,
    count(*) filter (where f.rating = 2)::int,
    count(*) filter (where f.rating = 3)::int,
    count(*) filter (where f.rating = 4)::int,
    count(*) filter (where f.rating = 5)::int,
    now()
  from doctors d
  left join feedback f on f.doctor_id = d.id and f.status = 'approved'
  group by d.id
  on conflict (doctor_id) do update set
    review_count = excluded.review_count, rating_sum = excluded.rating_sum,
    medical_sum = excluded.medical_sum, customer_sum = excluded.customer_sum,
    compliance_sum = excluded.compliance_sum, star_1 = excluded.star_1, star_2 = excluded.star_2,
    star_3 = excluded.star_3, star_4 = excluded.star_4, star_5 = excluded.star_5,
    updated_at = excluded.updated_at`);
}

/**
 * Rebuilds the dashboard's rollups (doctor_daily_stats, dashboard_daily_stats,
 * doctor_since_stats) from the feedback table, set-based. Triggers on feedback keep them in the
 * transaction of every write (migration 0019); this is for loads that bypass triggers (the
 * benchmark's generator) and repair.
 */
export async function recomputeDashboardRollups(tx: DbOrTx) {
  await tx.execute(sql`select app_dashboard_rebuild()`);
}
