import type { WeekHours } from '../../../shared/clinic-hours';
import { FEATURED_DOCTORS } from '../../../shared/constants';
import type {
  DoctorFacets,
  DoctorListQuery,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
  Review,
  ReviewSort,
} from '../../../shared/doctors';
import { shortName } from '../../../shared/names';
import { combinedScore, mean1, toPercent } from '../../../shared/rating';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { getSettings } from '../settings/service';
import {
  allDoctorNames,
  countDoctors,
  type DoctorDetailRow,
  type DoctorSummaryRow,
  facetCounts,
  findVerifiedDoctor,
  listDoctors,
  listFeatured,
  readDirectoryVersion,
} from './repo';
import {
  countReviewsWithStar,
  listPublishedReviews,
  type PublishedReviewRow,
  publishedRepliesOf,
} from './reviews-repo';

// A doctor's published reviews, as the doctor portal lists them (with its own filter).
export { listPublishedReviews };

/**
 * The approved reviews a doctor needs before any score is shown. Read inside each directory
 * computation: a settings change moves the directory version, so cached answers follow it.
 */
const minReviewsForScore = async (db: DbOrTx) => (await getSettings(db)).min_reviews_for_score;

export function toSummary(row: DoctorSummaryRow, minReviews: number): DoctorSummary {
  const n = row.review_count;
  const hasScore = n >= minReviews && n > 0;
  const mean = (sum: number) => (hasScore ? mean1(sum, n) : null);
  return {
    id: row.id,
    name: row.name,
    specialty: {
      slug: row.specialty_slug,
      name_vi: row.specialty_name_vi,
      name_en: row.specialty_name_en,
    },
    clinic: row.clinic,
    clinic_id: row.clinic_id,
    image_url: row.image_url,
    has_score: hasScore,
    score: hasScore ? combinedScore(row, n) : null,
    review_count: n,
    medical_expertise: mean(row.medical_sum),
    customer_experience: mean(row.customer_sum),
    compliance: mean(row.compliance_sum),
  };
}

export async function featuredDoctors(db: DbOrTx): Promise<DoctorSummary[]> {
  const minReviews = await minReviewsForScore(db);
  return (await listFeatured(db, FEATURED_DOCTORS, minReviews)).map((r) =>
    toSummary(r, minReviews),
  );
}

export async function searchDoctors(
  db: DbOrTx,
  query: DoctorListQuery,
): Promise<Paged<DoctorSummary>> {
  const { page, page_size: pageSize, sort, ...rest } = query;
  const minReviews = await minReviewsForScore(db);
  const filter = { ...rest, minReviews };
  const [total, rows] = await Promise.all([
    countDoctors(db, filter),
    listDoctors(db, filter, sort, pageSize, (page - 1) * pageSize),
  ]);
  return { items: rows.map((r) => toSummary(r, minReviews)), total, page, page_size: pageSize };
}

export async function doctorFacets(db: DbOrTx): Promise<DoctorFacets> {
  return facetCounts(db);
}

async function detail(db: DbOrTx, id: string): Promise<DoctorDetailRow> {
  const row = await findVerifiedDoctor(db, id);
  if (!row) throw notFound('Doctor');
  return row;
}

export async function doctorProfile(db: DbOrTx, id: string): Promise<DoctorProfile> {
  const [row, minReviews] = await Promise.all([detail(db, id), minReviewsForScore(db)]);
  return {
    ...toSummary(row, minReviews),
    education: row.education,
    education_en: row.education_en,
    experience_years: row.experience_years,
    bio: row.bio,
    bio_en: row.bio_en,
    clinic_info:
      row.clinic_id && row.clinic_name
        ? {
            id: row.clinic_id,
            name: row.clinic_name,
            address: row.clinic_address ?? '',
            city: row.clinic_city ?? '',
            phone: row.clinic_phone,
            operating_hours: row.clinic_hours as WeekHours,
          }
        : null,
    updated_at: row.updated_at.toISOString(),
  };
}

export function statsOf(row: DoctorDetailRow, minReviews: number): DoctorStats {
  const n = row.review_count;
  if (n < minReviews || n === 0)
    return { has_score: false, review_count: n, min_reviews_for_score: minReviews };
  const medical = mean1(row.medical_sum, n);
  const customer = mean1(row.customer_sum, n);
  const compliance = mean1(row.compliance_sum, n);
  return {
    has_score: true,
    review_count: n,
    min_reviews_for_score: minReviews,
    rating_counts: {
      '1': row.star_1,
      '2': row.star_2,
      '3': row.star_3,
      '4': row.star_4,
      '5': row.star_5,
    },
    score: combinedScore(row, n),
    avg_medical: medical,
    avg_customer: customer,
    avg_compliance: compliance,
    percent: {
      medical: toPercent(medical),
      customer: toPercent(customer),
      compliance: toPercent(compliance),
    },
  };
}

export async function doctorStats(db: DbOrTx, id: string): Promise<DoctorStats> {
  const [row, minReviews] = await Promise.all([detail(db, id), minReviewsForScore(db)]);
  return statsOf(row, minReviews);
}

/** A published review as patients see it: the author only by name, never by account. */
export function toReview(r: PublishedReviewRow): Omit<Review, 'replies'> {
  // The public only ever sees the short form of a name, never the full one.
  const name =
    r.is_anonymous || r.first_name === null
      ? null
      : shortName(r.first_name, r.last_name ?? '', r.language ?? 'vi');
  return {
    id: r.id,
    date: r.created_at.toISOString().slice(0, 10),
    rating: r.rating,
    medical_expertise: r.medical_expertise,
    customer_experience: r.customer_experience,
    compliance: r.compliance,
    comment: r.comment?.trim() ? r.comment : null,
    comment_lang: textLanguage(r.comment),
    is_anonymous: name === null,
    patient_name: name,
    verified_visit: r.verified_visit,
  };
}

/** Which page of a doctor's reviews: the parsed query of the reviews endpoint. */
export interface ReviewPage {
  page: number;
  page_size: number;
  sort?: ReviewSort;
  star?: number;
}

/**
 * A page of the doctor's published reviews. `doctor` is its verified profile (the caller has
 * checked it exists); its review count, from the aggregates, is the total.
 */
export async function doctorReviews(
  db: DbOrTx,
  doctor: Pick<DoctorProfile, 'id' | 'review_count'>,
  { page, page_size: pageSize, sort = 'newest', star }: ReviewPage,
): Promise<Paged<Review>> {
  const [rows, starCount] = await Promise.all([
    listPublishedReviews(db, doctor.id, pageSize, (page - 1) * pageSize, { sort, star }),
    // One star's total comes from the same aggregates as the review count.
    star === undefined ? undefined : countReviewsWithStar(db, doctor.id, star),
  ]);
  const replies = await publishedRepliesOf(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r) => ({ ...toReview(r), replies: replies.get(r.id) ?? [] }));
  return { items, total: starCount ?? doctor.review_count, page, page_size: pageSize };
}

/** The names of the chain's doctors (public on the site). */
export const doctorNames = (db: DbOrTx) => allDoctorNames(db);

/** The directory's data version: it moves with every change to doctors and clinics. */
export const directoryVersion = (db: DbOrTx) => readDirectoryVersion(db);
