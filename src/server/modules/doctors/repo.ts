import { and, asc, count, desc, eq, gt, gte, type SQL, sql } from 'drizzle-orm';
import { BAYESIAN_PRIOR_REVIEWS } from '../../../shared/constants';
import type { DoctorListQuery } from '../../../shared/doctors';
import type { DbOrTx } from '../../db/client';
import { clinics, directoryVersion, doctors, doctorRatingStats as stats } from '../../db/schema';

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

export type DoctorListFilter = Pick<
  DoctorListQuery,
  'q' | 'specialty' | 'city' | 'clinic_id' | 'min_rating'
>;

/**
 * Every filter is on an indexed column: the trigram index of the accent-free search text, the
 * specialty, clinic and the aggregates' average. Each word of `q` must appear somewhere.
 */
function listConditions(f: DoctorListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [verified];
  for (const word of (f.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
    conditions.push(
      sql`${doctors.search_text} like '%' || app_search_text(${escapeLike(word)}) || '%'`,
    );
  }
  if (f.specialty) conditions.push(eq(doctors.specialty, f.specialty));
  if (f.clinic_id) conditions.push(eq(doctors.clinic_id, f.clinic_id));
  if (f.city) {
    conditions.push(
      sql`${doctors.clinic_id} in (select ${clinics.id} from ${clinics} where ${clinics.city} = ${f.city})`,
    );
  }
  if (f.min_rating) conditions.push(gte(stats.avg_rating, String(f.min_rating)));
  return and(...conditions);
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

const ORDER: Record<DoctorListQuery['sort'], SQL[]> = {
  name: [asc(doctors.sort_name), asc(doctors.id)],
  rating: [
    sql`coalesce(${stats.avg_rating}, 0) desc`,
    sql`coalesce(${stats.review_count}, 0) desc`,
    asc(doctors.sort_name),
    asc(doctors.id),
  ],
  reviews: [
    sql`coalesce(${stats.review_count}, 0) desc`,
    sql`coalesce(${stats.avg_rating}, 0) desc`,
    asc(doctors.sort_name),
    asc(doctors.id),
  ],
};

export async function countDoctors(db: DbOrTx, f: DoctorListFilter): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(doctors)
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(listConditions(f));
  return row?.n ?? 0;
}

export async function listDoctors(
  db: DbOrTx,
  f: DoctorListFilter,
  sort: DoctorListQuery['sort'],
  limit: number,
  offset: number,
) {
  return db
    .select(summaryColumns)
    .from(doctors)
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(listConditions(f))
    .orderBy(...ORDER[sort])
    .limit(limit)
    .offset(offset);
}

export type DoctorSummaryRow = Awaited<ReturnType<typeof listDoctors>>[number];

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
    .orderBy(desc(score), desc(stats.review_count), asc(doctors.sort_name))
    .limit(limit);
}

export async function findVerifiedDoctor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      education: doctors.education,
      experience: doctors.experience,
      bio: doctors.bio,
      updated_at: doctors.updated_at,
      clinic_address: clinics.address,
      clinic_city: clinics.city,
      clinic_name: clinics.name,
      star_1: sql<number>`coalesce(${stats.star_1}, 0)`.mapWith(Number),
      star_2: sql<number>`coalesce(${stats.star_2}, 0)`.mapWith(Number),
      star_3: sql<number>`coalesce(${stats.star_3}, 0)`.mapWith(Number),
      star_4: sql<number>`coalesce(${stats.star_4}, 0)`.mapWith(Number),
      star_5: sql<number>`coalesce(${stats.star_5}, 0)`.mapWith(Number),
      stats_updated_at: stats.updated_at,
    })
    .from(doctors)
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .leftJoin(clinics, eq(clinics.id, doctors.clinic_id))
    .where(and(eq(doctors.id, id), verified));
  return row;
}

export type DoctorDetailRow = NonNullable<Awaited<ReturnType<typeof findVerifiedDoctor>>>;

/** Facet counts over verified doctors only (a small table: doctors, not feedback). */
export async function facetCounts(db: DbOrTx) {
  const [specialties, cities, clinicRows] = await Promise.all([
    db
      .select({ value: doctors.specialty, count: count() })
      .from(doctors)
      .where(verified)
      .groupBy(doctors.specialty)
      .orderBy(asc(sql`app_search_text(${doctors.specialty})`)),
    db
      .select({ value: clinics.city, count: count() })
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinic_id))
      .where(verified)
      .groupBy(clinics.city)
      .orderBy(asc(clinics.city)),
    db
      .select({ id: clinics.id, name: clinics.name, city: clinics.city, count: count() })
      .from(doctors)
      .innerJoin(clinics, eq(clinics.id, doctors.clinic_id))
      .where(verified)
      .groupBy(clinics.id, clinics.name, clinics.city)
      .orderBy(asc(clinics.name)),
  ]);
  return { specialties, cities, clinics: clinicRows };
}

/** The directory's data version (see `directoryVersion` in the schema): 16 rows summed. */
export async function readDirectoryVersion(db: DbOrTx): Promise<bigint> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${directoryVersion.version}), 0)::text` })
    .from(directoryVersion);
  return BigInt(row?.version ?? 0);
}

/** Verified doctors for the sitemap, newest change first. */
export async function listVerifiedForSitemap(db: DbOrTx, limit: number) {
  return db
    .select({ id: doctors.id, updated_at: doctors.updated_at })
    .from(doctors)
    .where(verified)
    .orderBy(desc(doctors.updated_at))
    .limit(limit);
}
