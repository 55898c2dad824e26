import { and, asc, count, desc, eq, gte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { BAYESIAN_PRIOR_REVIEWS } from '../../../shared/constants';
import type { DoctorListQuery } from '../../../shared/doctors';
import type { Db, DbOrTx } from '../../db/client';
import {
  clinics,
  directoryVersion,
  doctors,
  specialties,
  doctorRatingStats as stats,
} from '../../db/schema';
import { everyWord } from '../../db/search';
import { shardedVersionRead, versionReader } from '../../db/version-reader';

/** The columns a doctor summary needs, read from the doctor and its pre-computed aggregates. */
export const summaryColumns = {
  id: doctors.id,
  name: doctors.name,
  specialty_slug: specialties.slug,
  specialty_name_vi: specialties.name_vi,
  specialty_name_en: specialties.name_en,
  clinic: doctors.clinic,
  clinic_id: doctors.clinic_id,
  image_url: doctors.image_url,
  review_count: sql<number>`coalesce(${stats.review_count}, 0)`.mapWith(Number),
  rating_sum: sql<number>`coalesce(${stats.rating_sum}, 0)`.mapWith(Number),
  medical_sum: sql<number>`coalesce(${stats.medical_sum}, 0)`.mapWith(Number),
  customer_sum: sql<number>`coalesce(${stats.customer_sum}, 0)`.mapWith(Number),
  compliance_sum: sql<number>`coalesce(${stats.compliance_sum}, 0)`.mapWith(Number),
};

export const verified = eq(doctors.status, 'verified');

export type DoctorListFilter = Pick<
  DoctorListQuery,
  'q' | 'specialty' | 'city' | 'clinic_id' | 'min_rating'
> & {
  /** Approved reviews a doctor needs to have a score (the `min_reviews_for_score` setting). */
  minReviews: number;
};

/**
 * Every filter is on an indexed column: the trigram index of the accent-free search text (which
 * holds the specialty's names and synonyms in both languages), the specialty, clinic and the aggregates' score and count. Each word of `q` must appear
 * somewhere. A doctor without enough reviews has no score, so a minimum rating excludes them.
 */
export function listConditions(f: DoctorListFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    verified,
    everyWord(f.q, (pattern) => sql`${doctors.search_text} like ${pattern}`),
  ];
  if (f.specialty) {
    conditions.push(
      sql`${doctors.specialty_id} = (select ${specialties.id} from ${specialties} where ${specialties.slug} = ${f.specialty})`,
    );
  }
  if (f.clinic_id) conditions.push(eq(doctors.clinic_id, f.clinic_id));
  if (f.city) {
    conditions.push(
      sql`${doctors.clinic_id} in (select ${clinics.id} from ${clinics} where ${clinics.city} = ${f.city})`,
    );
  }
  if (f.min_rating) {
    conditions.push(gte(stats.score, String(f.min_rating)));
    conditions.push(gte(stats.review_count, f.minReviews));
  }
  return and(...conditions);
}

/** The score when the doctor has enough reviews for one, else null (unrated). */
const scoredAverage = (minReviews: number) =>
  sql`case when ${stats.review_count} >= ${minReviews} then ${stats.score} end`;

/** Orders of the list; in the rating order, doctors without a score come last. */
const order = (sort: DoctorListQuery['sort'], minReviews: number): SQL[] => {
  switch (sort) {
    case 'name':
      return [asc(doctors.sort_name), asc(doctors.id)];
    case 'rating':
      return [
        sql`${scoredAverage(minReviews)} desc nulls last`,
        sql`coalesce(${stats.review_count}, 0) desc`,
        asc(doctors.sort_name),
        asc(doctors.id),
      ];
    case 'reviews':
      return [
        sql`coalesce(${stats.review_count}, 0) desc`,
        sql`coalesce(${scoredAverage(minReviews)}, 0) desc`,
        asc(doctors.sort_name),
        asc(doctors.id),
      ];
  }
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
    .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(listConditions(f))
    .orderBy(...order(sort, f.minReviews))
    .limit(limit)
    .offset(offset);
}

export type DoctorSummaryRow = Awaited<ReturnType<typeof listDoctors>>[number];

/** The sum of a doctor's reviews' combined scores (each review weighted 40/40/20). */
const weightedSum = (medical: SQLWrapper, customer: SQLWrapper, compliance: SQLWrapper) =>
  sql`(4 * ${medical} + 4 * ${customer} + 2 * ${compliance})::numeric / 10`;

/**
 * Top doctors by Bayesian average of the combined score: (C·m + Σ scores) / (C + n), where m is
 * the chain's mean combined score and C = BAYESIAN_PRIOR_REVIEWS. A doctor with one perfect
 * review is pulled toward the chain's mean, so many consistent 4.8s outrank a single 5. Only
 * doctors with a score (at least `minReviews` approved reviews) can be featured.
 */
export async function listFeatured(db: DbOrTx, limit: number, minReviews: number) {
  const chainMean = sql`(select coalesce(sum(${weightedSum(sql`s.medical_sum`, sql`s.customer_sum`, sql`s.compliance_sum`)}) / nullif(sum(s.review_count), 0), 0)
    from ${stats} s join ${doctors} d on d.id = s.doctor_id where d.status = 'verified')`;
  const score = sql`(${BAYESIAN_PRIOR_REVIEWS} * ${chainMean} + ${weightedSum(stats.medical_sum, stats.customer_sum, stats.compliance_sum)}) / (${BAYESIAN_PRIOR_REVIEWS} + ${stats.review_count})`;
  return db
    .select(summaryColumns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
    .innerJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(and(verified, gte(stats.review_count, Math.max(1, minReviews))))
    .orderBy(desc(score), desc(stats.review_count), asc(doctors.sort_name))
    .limit(limit);
}

export async function findVerifiedDoctor(db: DbOrTx, id: string) {
  const [row] = await db
    .select({
      ...summaryColumns,
      education: doctors.education,
      education_en: doctors.education_en,
      experience_years: doctors.experience_years,
      bio: doctors.bio,
      bio_en: doctors.bio_en,
      updated_at: doctors.updated_at,
      clinic_address: clinics.address,
      clinic_city: clinics.city,
      clinic_name: clinics.name,
      clinic_phone: clinics.phone,
      clinic_hours: clinics.operating_hours,
      star_1: sql<number>`coalesce(${stats.star_1}, 0)`.mapWith(Number),
      star_2: sql<number>`coalesce(${stats.star_2}, 0)`.mapWith(Number),
      star_3: sql<number>`coalesce(${stats.star_3}, 0)`.mapWith(Number),
      star_4: sql<number>`coalesce(${stats.star_4}, 0)`.mapWith(Number),
      star_5: sql<number>`coalesce(${stats.star_5}, 0)`.mapWith(Number),
      stats_updated_at: stats.updated_at,
    })
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .leftJoin(clinics, eq(clinics.id, doctors.clinic_id))
    .where(and(eq(doctors.id, id), verified));
  return row;
}

export type DoctorDetailRow = NonNullable<Awaited<ReturnType<typeof findVerifiedDoctor>>>;

/** Facet counts over verified doctors only (a small table: doctors, not feedback). */
export async function facetCounts(db: DbOrTx) {
  const [specialtyRows, cities, clinicRows] = await Promise.all([
    db
      .select({
        slug: specialties.slug,
        name_vi: specialties.name_vi,
        name_en: specialties.name_en,
        count: count(),
      })
      .from(doctors)
      .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
      .where(verified)
      .groupBy(specialties.id)
      .orderBy(asc(sql`app_search_text(${specialties.name_vi})`)),
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
  return { specialties: specialtyRows, cities, clinics: clinicRows };
}

/** The directory's data version (see `directoryVersion` in the schema): 16 rows summed. */
export async function readDirectoryVersion(db: DbOrTx): Promise<bigint> {
  const [row] = await db
    .select({ version: sql<string>`coalesce(sum(${directoryVersion.version}), 0)::text` })
    .from(directoryVersion);
  return BigInt(row?.version ?? 0);
}

/** Reads the directory's data version for a cache of directory answers (db/version-reader.ts). */
export const directoryVersionReader = (db: Db) =>
  versionReader(db, shardedVersionRead(db, directoryVersion, 'directory_version'));

/** Verified doctors for the sitemap, newest change first. */
export async function listVerifiedForSitemap(db: DbOrTx, limit: number) {
  return db
    .select({ id: doctors.id, updated_at: doctors.updated_at })
    .from(doctors)
    .where(verified)
    .orderBy(desc(doctors.updated_at))
    .limit(limit);
}

/** Every doctor's name as the directory lists it: names the review screening does not flag. */
export async function allDoctorNames(db: DbOrTx): Promise<string[]> {
  const rows = await db.select({ name: doctors.name }).from(doctors);
  return rows.map((r) => r.name);
}
