import { and, asc, count, desc, eq, gt, sql } from 'drizzle-orm';
import { BAYESIAN_PRIOR_REVIEWS } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { doctors, doctorRatingStats as stats } from '../../db/schema';

/** The columns a doctor summary needs, read from the doctor and its pre-computed aggregates. */
const summaryColumns = {
  id: doctors.id,
  name: doctors.name,
  specialty: doctors.specialty,
  clinic: doctors.clinic,
  clinic_id: doctors.clinic_id,
  image_url: doctors.image_url,
  review_count: sql<number>`coalesce(${stats.review_count}, 0)`.mapWith(Number),
  rating_sum: sql<number>`coalesce(${stats.rating_sum}, 0)`.mapWith(Number),
  medical_sum: sql<number>`coalesce(${stats.medical_sum}, 0)`.mapWith(Number),
  customer_sum: sql<number>`coalesce(${stats.customer_sum}, 0)`.mapWith(Number),
  compliance_sum: sql<number>`coalesce(${stats.compliance_sum}, 0)`.mapWith(Number),
};

const verified = eq(doctors.status, 'verified');

export type DoctorSummaryRow = Awaited<ReturnType<typeof listVerified>>[number];

export async function countVerified(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(doctors).where(verified);
  return row?.n ?? 0;
}

export async function listVerified(db: DbOrTx, limit: number, offset: number) {
  return db
    .select(summaryColumns)
    .from(doctors)
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(verified)
    .orderBy(asc(doctors.name), asc(doctors.id))
    .limit(limit)
    .offset(offset);
}

/**
 * Top doctors by Bayesian average: (C·m + Σ ratings) / (C + n), where m is the chain's mean
 * approved rating and C = BAYESIAN_PRIOR_REVIEWS. A doctor with one 5-star review is pulled
 * toward the chain's mean, so many consistent 4.8s outrank a single 5.
 */
export async function listFeatured(db: DbOrTx, limit: number) {
  const chainMean = sql`(select coalesce(sum(s.rating_sum)::numeric / nullif(sum(s.review_count), 0), 0)
    from ${stats} s join ${doctors} d on d.id = s.doctor_id where d.status = 'verified')`;
  const score = sql`(${BAYESIAN_PRIOR_REVIEWS} * ${chainMean} + ${stats.rating_sum}) / (${BAYESIAN_PRIOR_REVIEWS} + ${stats.review_count})`;
  return db
    .select(summaryColumns)
    .from(doctors)
    .innerJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(and(verified, gt(stats.review_count, 0)))
    .orderBy(desc(score), desc(stats.review_count), asc(doctors.name))
    .limit(limit);
}
