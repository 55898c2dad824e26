/** Response schemas of the public directory (`api/doctors.ts`), beside the types in `doctors.ts`. */
import { z } from 'zod';
import { DECISION_REASONS } from '../constants';
import {
  language,
  pagedOf,
  publicReply,
  reviewContentFields,
  specialtyRef,
  timestamp,
  weekHours,
} from './common';

export const doctorSummary = z
  .object({
    id: z.string(),
    name: z.string(),
    specialty: specialtyRef,
    clinic: z.string(),
    clinic_id: z.string().nullable(),
    image_url: z.string().nullable(),
    has_score: z.boolean(),
    score: z.number().nullable(),
    review_count: z.number(),
    medical_expertise: z.number().nullable(),
    customer_experience: z.number().nullable(),
    compliance: z.number().nullable(),
  })
  .meta({ id: 'DoctorSummary' });

export const featuredDoctorsResponse = z.object({ items: z.array(doctorSummary) });
export const doctorPageResponse = pagedOf(doctorSummary);

export const doctorFacetsResponse = z
  .object({
    specialties: z.array(specialtyRef.extend({ count: z.number() })),
    cities: z.array(z.object({ value: z.string(), count: z.number() })),
    clinics: z.array(
      z.object({ id: z.string(), name: z.string(), city: z.string(), count: z.number() }),
    ),
  })
  .meta({ id: 'DoctorFacets' });

export const doctorProfileResponse = doctorSummary
  .extend({
    education: z.string().nullable(),
    education_en: z.string().nullable(),
    experience_years: z.number().nullable(),
    bio: z.string().nullable(),
    bio_en: z.string().nullable(),
    clinic_info: z
      .object({
        id: z.string(),
        name: z.string(),
        address: z.string(),
        city: z.string(),
        phone: z.string().nullable(),
        operating_hours: weekHours,
      })
      .nullable(),
    updated_at: timestamp,
  })
  .meta({ id: 'DoctorProfile' });

const starCounts = z.record(z.enum(['1', '2', '3', '4', '5']), z.number());

/** With a score (enough approved reviews), or only the count and the minimum. */
export const doctorStatsResponse = z
  .discriminatedUnion('has_score', [
    z.object({
      has_score: z.literal(true),
      review_count: z.number(),
      min_reviews_for_score: z.number(),
      rating_counts: starCounts,
      score: z.number(),
      avg_medical: z.number(),
      avg_customer: z.number(),
      avg_compliance: z.number(),
      percent: z.object({ medical: z.number(), customer: z.number(), compliance: z.number() }),
    }),
    z.object({
      has_score: z.literal(false),
      review_count: z.number(),
      min_reviews_for_score: z.number(),
    }),
  ])
  .meta({ id: 'DoctorStats' });

export const review = z
  .object({
    ...reviewContentFields,
    id: z.string(),
    date: z.string(),
    patient_name: z.string().nullable(),
    verified_visit: z.boolean(),
    comment_lang: language.nullable(),
    replies: z.array(publicReply),
  })
  .meta({ id: 'Review' });
export const reviewPageResponse = pagedOf(review);

export const transparencyResponse = z
  .object({
    period: z.object({ from: z.string(), to: z.string() }),
    generated_at: timestamp,
    rules: z.object({
      min_reviews_for_score: z.number(),
      report_hide_threshold: z.number(),
      weights: z.object({
        medical_expertise: z.number(),
        customer_experience: z.number(),
        compliance: z.number(),
      }),
    }),
    public_reviews: z.number(),
    reviews: z.object({
      received: z.number(),
      published: z.number(),
      pending: z.number(),
      hidden: z.number(),
      rejected: z.number(),
      rejected_by_reason: z.record(z.enum([...DECISION_REASONS, 'unspecified']), z.number()),
      withdrawn: z.number(),
      archived: z.number(),
      median_hours_to_decision: z.number().nullable(),
    }),
    reports: z.object({
      received: z.number(),
      counted: z.number(),
      hidden_after_reports: z.number(),
      restored: z.number(),
    }),
    appeals: z.object({
      received: z.number(),
      pending: z.number(),
      upheld: z.number(),
      overturned: z.number(),
    }),
    cases: z.object({
      opened: z.number(),
      due: z.number(),
      resolved_in_time: z.number(),
      reviews_with_change: z.number(),
    }),
  })
  .meta({ id: 'TransparencyReport' });
