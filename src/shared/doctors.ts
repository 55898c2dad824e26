import { z } from 'zod';
import { DEFAULT_DOCTOR_PAGE_SIZE, DOCTOR_PAGE_SIZES } from './constants';

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

export const doctorListQuery = z.strictObject({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce
    .number()
    .int()
    .refine((n) => (DOCTOR_PAGE_SIZES as readonly number[]).includes(n), {
      message: `page_size must be one of ${DOCTOR_PAGE_SIZES.join(', ')}`,
    })
    .default(DEFAULT_DOCTOR_PAGE_SIZE),
});
export type DoctorListQuery = z.infer<typeof doctorListQuery>;
