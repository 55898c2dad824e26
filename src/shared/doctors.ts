import { z } from 'zod';
import type { WeekHours } from './clinic-hours';
import {
  DEFAULT_DOCTOR_PAGE_SIZE,
  DOCTOR_PAGE_SIZES,
  DOCTOR_SORTS,
  type Language,
  REVIEW_SORTS,
  REVIEWS_PAGE_SIZE,
  type ReviewSort,
} from './constants';
import type { ReviewContent } from './feedback';
import { pageFields, pageNumber } from './input';
import type { SpecialtyRef } from './localized';
import type { PublicReply } from './replies';
import { withoutFillerWords } from './search-words';

// Defined with the constants, so client screens that need only these load no zod.
export { DOCTOR_SORTS, type DoctorSort, REVIEWS_PAGE_SIZE } from './constants';

/**
 * One doctor as the public lists show it; ratings come from approved feedback only. A doctor with
 * fewer approved reviews than the `min_reviews_for_score` setting has no score: `has_score` is
 * false and every mean is null, so no screen can show a score drawn from too few reviews.
 */
export interface DoctorSummary {
  id: string;
  name: string;
  /** Both names: answers are the same for every language (and cached once). */
  specialty: SpecialtyRef;
  clinic: string;
  clinic_id: string | null;
  image_url: string | null;
  has_score: boolean;
  /**
   * The combined score of approved reviews (40% medical expertise, 40% customer experience,
   * 20% compliance; see `combinedScore`), 1 decimal; null without a score. The one score every
   * screen shows, sorts and filters on.
   */
  score: number | null;
  review_count: number;
  medical_expertise: number | null;
  customer_experience: number | null;
  compliance: number | null;
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
  /** Words to find; "bác sĩ", "doctor", "dr" and the like are left out (see search-words). */
  q: z.string().trim().max(100).transform(withoutFillerWords).optional(),
  /** A specialty's slug. */
  specialty: z.string().trim().min(1).max(80).optional(),
  city: z.string().trim().min(1).max(100).optional(),
  clinic_id: uuid.optional(),
  min_rating: z.coerce
    .number()
    .min(0)
    .max(5)
    .refine((n) => Number.isInteger(n * 2), { message: 'min_rating moves in steps of 0.5' })
    .optional(),
  page: pageNumber,
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
  specialties: (SpecialtyRef & { count: number })[];
  cities: { value: string; count: number }[];
  clinics: { id: string; name: string; city: string; count: number }[];
}

/** `GET /api/doctors/:id`. Display defaults are the client's to show when a field is null. */
export interface DoctorProfile extends DoctorSummary {
  education: string | null;
  education_en: string | null;
  /** Whole years of practice, worded by the client in its language. */
  experience_years: number | null;
  bio: string | null;
  bio_en: string | null;
  clinic_info: {
    id: string;
    name: string;
    address: string;
    city: string;
    phone: string | null;
    operating_hours: WeekHours;
  } | null;
  updated_at: string;
}

/** The statistics of a doctor with enough approved reviews for a score. */
export interface DoctorScoreStats {
  has_score: true;
  review_count: number;
  min_reviews_for_score: number;
  /** Approved reviews per overall star the patients gave, keys "1" to "5". */
  rating_counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  /** The combined score, as in the doctor's summary. */
  score: number;
  avg_medical: number;
  avg_customer: number;
  avg_compliance: number;
  /** Sub-score means as percentages of five stars. */
  percent: { medical: number; customer: number; compliance: number };
}

/**
 * `GET /api/doctors/:id/stats`. Below `min_reviews_for_score` approved reviews only the count
 * and the minimum are given: no distribution, means or score.
 */
export type DoctorStats =
  | DoctorScoreStats
  | { has_score: false; review_count: number; min_reviews_for_score: number };

// Zod-free, in constants, so the doctor page can list the orders without loading zod.
export { REVIEW_SORTS, type ReviewSort };

export const reviewListQuery = z.strictObject({
  ...pageFields(50, REVIEWS_PAGE_SIZE),
  sort: z.enum(REVIEW_SORTS).default('newest'),
  /** Only reviews with this overall star rating. */
  star: z.coerce.number().int().min(1).max(5).optional(),
});

/**
 * One published review. The client words the patient: 'Anonymous' when is_anonymous, else
 * patient_name — always the short public form ("Nhung N."), never the full name. A review
 * without comment (null) shows its ratings alone.
 */
export interface Review extends ReviewContent {
  id: string;
  /** yyyy-MM-dd */
  date: string;
  patient_name: string | null;
  verified_visit: boolean;
  /** The language the comment is written in, when it can be told (pages mark it `lang`). */
  comment_lang: Language | null;
  /** Published replies: the doctor's or the clinic's, then the author's answer to it. */
  replies: PublicReply[];
}
