/**
 * Response schemas of the doctor portal, doctor accounts, visit invitations, specialties and
 * privacy (`api/portal.ts`, `api/doctor-accounts.ts`, `api/invitations.ts`,
 * `api/specialties.ts`, `api/privacy.ts`), beside the types of those modules.
 */
import { z } from 'zod';
import { PROFILE_EDIT_FIELDS } from '../portal';
import { itemsOf, pagedOf, publicReply, specialtyRef, timestamp } from './common';
import { review } from './doctors';
import { replyResponse } from './replies';

// ------------------------------------------------------------------ portal

export const profileEditResponse = z
  .object({
    id: z.string(),
    doctor_id: z.string(),
    doctor_name: z.string(),
    status: z.enum(['pending', 'approved', 'rejected', 'withdrawn']),
    diff: z.array(
      z.object({
        field: z.enum(PROFILE_EDIT_FIELDS),
        current: z.string().nullable(),
        proposed: z.string().nullable(),
      }),
    ),
    reason: z.string().nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'ProfileEdit' });
export const profileEditListResponse = itemsOf(profileEditResponse);

const nullableNumber = z.number().nullable();
export const portalOverviewResponse = z
  .object({
    doctor: z.object({
      id: z.string(),
      name: z.string(),
      specialty: specialtyRef,
      clinic: z.string(),
      status: z.string(),
    }),
    review_count: z.number(),
    score: nullableNumber,
    criteria: z.object({
      medical_expertise: nullableNumber,
      customer_experience: nullableNumber,
      compliance: nullableNumber,
    }),
    /** Published reviews per overall star, index 0 = 1 star. */
    distribution: z.tuple([z.number(), z.number(), z.number(), z.number(), z.number()]),
    months: z.array(
      z.object({
        month: z.string(),
        review_count: z.number(),
        score: nullableNumber,
        rating: nullableNumber,
        medical_expertise: nullableNumber,
        customer_experience: nullableNumber,
        compliance: nullableNumber,
      }),
    ),
    pending_edit: profileEditResponse.nullable(),
  })
  .meta({ id: 'PortalOverview' });

export const portalReviewPageResponse = pagedOf(
  review.omit({ replies: true }).extend({
    reply: replyResponse.nullable(),
    author_answer: publicReply.nullable(),
  }),
);

// ------------------------------------------------------------------ doctor accounts

export const doctorAccountLinkResponse = z
  .object({
    doctor_id: z.string(),
    user: z.object({ id: z.string(), email: z.string(), name: z.string() }).nullable(),
    invitation: z.object({ email: z.string(), expires_at: timestamp }).nullable(),
  })
  .meta({ id: 'DoctorAccountLink' });
export const acceptedInvitationResponse = z.object({ doctor_id: z.string() });

// ------------------------------------------------------------------ visit invitations

export const visitInviteResponse = z.object({ url: z.string(), expires_at: timestamp });
export const myVisitResponse = z.object({ visited: z.boolean() });

// ------------------------------------------------------------------ specialties

const specialtyWithId = specialtyRef.extend({ id: z.string() });
export const specialtyListResponse = itemsOf(specialtyWithId);
export const specialtyResponse = specialtyWithId
  .extend({
    synonyms_vi: z.array(z.string()),
    synonyms_en: z.array(z.string()),
    doctor_count: z.number(),
  })
  .meta({ id: 'Specialty' });
export const adminSpecialtyListResponse = itemsOf(specialtyResponse);
