import { FEATURED_DOCTORS } from '../../../shared/constants';
import type { DoctorSummary, Paged } from '../../../shared/doctors';
import { mean1 } from '../../../shared/rating';
import type { DbOrTx } from '../../db/client';
import { countVerified, type DoctorSummaryRow, listFeatured, listVerified } from './repo';

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

export async function pagedDoctors(
  db: DbOrTx,
  page: number,
  pageSize: number,
): Promise<Paged<DoctorSummary>> {
  const [total, rows] = await Promise.all([
    countVerified(db),
    listVerified(db, pageSize, (page - 1) * pageSize),
  ]);
  return { items: rows.map(toSummary), total, page, page_size: pageSize };
}
