import { FEATURED_DOCTORS } from '../../../shared/constants';
import type {
  DoctorFacets,
  DoctorListQuery,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
  Review,
} from '../../../shared/doctors';
import { fullName } from '../../../shared/names';
import { mean1, toPercent, weightedScore } from '../../../shared/rating';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import {
  countDoctors,
  type DoctorDetailRow,
  type DoctorSummaryRow,
  facetCounts,
  findVerifiedDoctor,
  listDoctors,
  listFeatured,
} from './repo';
import { listPublishedReviews } from './reviews-repo';

export function toSummary(row: DoctorSummaryRow): DoctorSummary {
  const n = row.review_count;
  return {
    id: row.id,
    name: row.name,
    specialty: row.specialty,
    clinic: row.clinic,
    clinic_id: row.clinic_id,
    image_url: row.image_url,
    rating: mean1(row.rating_sum, n),
    review_count: n,
    medical_expertise: mean1(row.medical_sum, n),
    customer_experience: mean1(row.customer_sum, n),
    compliance: mean1(row.compliance_sum, n),
  };
}

export async function featuredDoctors(db: DbOrTx): Promise<DoctorSummary[]> {
  return (await listFeatured(db, FEATURED_DOCTORS)).map(toSummary);
}

export async function searchDoctors(
  db: DbOrTx,
  query: DoctorListQuery,
): Promise<Paged<DoctorSummary>> {
  const { page, page_size: pageSize, sort, ...filter } = query;
  const [total, rows] = await Promise.all([
    countDoctors(db, filter),
    listDoctors(db, filter, sort, pageSize, (page - 1) * pageSize),
  ]);
  return { items: rows.map(toSummary), total, page, page_size: pageSize };
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
  const row = await detail(db, id);
  return {
    ...toSummary(row),
    education: row.education,
    experience: row.experience,
    bio: row.bio,
    clinic_info:
      row.clinic_id && row.clinic_name
        ? {
            id: row.clinic_id,
            name: row.clinic_name,
            address: row.clinic_address ?? '',
            city: row.clinic_city ?? '',
          }
        : null,
    updated_at: row.updated_at.toISOString(),
  };
}

export function statsOf(row: DoctorDetailRow): DoctorStats {
  const n = row.review_count;
  const medical = mean1(row.medical_sum, n);
  const customer = mean1(row.customer_sum, n);
  const compliance = mean1(row.compliance_sum, n);
  return {
    review_count: n,
    rating_counts: {
      '1': row.star_1,
      '2': row.star_2,
      '3': row.star_3,
      '4': row.star_4,
      '5': row.star_5,
    },
    avg_rating: mean1(row.rating_sum, n),
    avg_medical: medical,
    avg_customer: customer,
    avg_compliance: compliance,
    percent: {
      medical: toPercent(medical),
      customer: toPercent(customer),
      compliance: toPercent(compliance),
    },
    weighted_score: n > 0 ? weightedScore(medical, customer, compliance) : 0,
  };
}

export async function doctorStats(db: DbOrTx, id: string): Promise<DoctorStats> {
  return statsOf(await detail(db, id));
}

/**
 * A page of the doctor's published reviews. `doctor` is its verified profile (the caller has
 * checked it exists); its review count, from the aggregates, is the total.
 */
export async function doctorReviews(
  db: DbOrTx,
  doctor: Pick<DoctorProfile, 'id' | 'review_count'>,
  page: number,
  pageSize: number,
): Promise<Paged<Review>> {
  const rows = await listPublishedReviews(db, doctor.id, pageSize, (page - 1) * pageSize);
  const items = rows.map((r): Review => {
    const named = !r.is_anonymous && r.first_name !== null;
    return {
      id: r.id,
      date: r.created_at.toISOString().slice(0, 10),
      rating: r.rating,
      medical_expertise: r.medical_expertise,
      customer_experience: r.customer_experience,
      compliance: r.compliance,
      comment: r.comment?.trim() ? r.comment : null,
      is_anonymous: r.is_anonymous || r.user_id === null,
      patient_name: named
        ? fullName(r.first_name ?? '', r.last_name ?? '', r.language ?? 'vi')
        : null,
      patient_ref:
        !named && !r.is_anonymous && r.user_id ? (r.user_id.split('-')[0] ?? null) : null,
      verified_visit: r.verified_visit,
    };
  });
  return { items, total: doctor.review_count, page, page_size: pageSize };
}
