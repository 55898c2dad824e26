import { z } from 'zod';
import {
  DEFAULT_DOCTOR_PAGE_SIZE,
  DOCTOR_PAGE_SIZES,
  DOCTOR_SORTS,
  REVIEWS_PAGE_SIZE,
} from './constants';

// Defined with the constants, so client screens that need only these load no zod.
export { DOCTOR_SORTS, type DoctorSort, REVIEWS_PAGE_SIZE } from './constants';

/** One doctor as the public lists show it; ratings come from approved feedback only. */
export interface DoctorSummary {
  id: string;
  name: string;
  specialty: string;
  clinic: string;
  clinic_id: string | null;
  image_url: string | null;
  /** Mean of approved overall ratings, 1 decimal; 0 when there are none. */
  rating: number;
  review_count: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
}

export interface Paged<T> {
  items: T[];
  total: number;
  page: number;
  page_size: number;
}

const uuid = z.uuid();

/** Query of `GET /api/doctors`. Unknown parameters are refused, like every other bad value. */
export const doctorListQuery = z.strictObject({
  q: z.string().trim().max(100).optional(),
  specialty: z.string().trim().min(1).max(100).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  clinic_id: uuid.optional(),
  min_rating: z.coerce
    .number()
    .min(0)
    .max(5)
    .refine((n) => Number.isInteger(n * 2), { message: 'min_rating moves in steps of 0.5' })
    .optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (DOCTOR_PAGE_SIZES as readonly number[]).includes(n), {
      message: `page_size must be one of ${DOCTOR_PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_DOCTOR_PAGE_SIZE),
  sort: z.enum(DOCTOR_SORTS).default('name'),
});
export type DoctorListQuery = z.infer<typeof doctorListQuery>;

/** `GET /api/doctors/facets`: the filter options, with how many verified doctors each has. */
export interface DoctorFacets {
  specialties: { value: string; count: number }[];
  cities: { value: string; count: number }[];
  clinics: { id: string; name: string; city: string; count: number }[];
}

/** `GET /api/doctors/:id`. Display defaults are the client's to show when a field is null. */
export interface DoctorProfile extends DoctorSummary {
  education: string | null;
  experience: string | null;
  bio: string | null;
  clinic_info: { id: string; name: string; address: string; city: string } | null;
  updated_at: string;
}

/** `GET /api/doctors/:id/stats`: the spec's statistics model. */
export interface DoctorStats {
  review_count: number;
  /** Approved reviews per overall star, keys "1" to "5". */
  rating_counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  avg_rating: number;
  avg_medical: number;
  avg_customer: number;
  avg_compliance: number;
  /** Sub-score means as percentages of five stars. */
  percent: { medical: number; customer: number; compliance: number };
  /** 0.4 × medical + 0.4 × customer + 0.2 × compliance, 1 decimal. */
  weighted_score: number;
}

export const reviewListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  page_size: z.coerce.number().int().min(1).max(50).default(REVIEWS_PAGE_SIZE),
});

/**
 * One published review. The client words the patient: 'Anonymous' when is_anonymous, else
 * patient_name, else 'Patient {patient_ref}'; and shows its stock sentence for a null comment.
 */
export interface Review {
  id: string;
  /** yyyy-MM-dd */
  date: string;
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
  comment: string | null;
  is_anonymous: boolean;
  patient_name: string | null;
  /** First segment of the author's id when the name is unknown (deleted profile). */
  patient_ref: string | null;
  verified_visit: boolean;
}
