import { z } from 'zod';
import { decisionSchema } from './decision';
import type { Review } from './doctors';
import type { SpecialtyRef } from './localized';
import type { PublicReply, Reply } from './replies';

/** The doctor's own texts, in both languages, and their years of experience. */
export const PROFILE_EDIT_TEXT_FIELDS = ['bio', 'bio_en', 'education', 'education_en'] as const;
export const PROFILE_EDIT_FIELDS = [...PROFILE_EDIT_TEXT_FIELDS, 'experience_years'] as const;
export type ProfileEditField = (typeof PROFILE_EDIT_FIELDS)[number];
/** What a proposal changes: texts, and the years as a whole number (null clears a field). */
export type ProfileEditChanges = Partial<
  Record<(typeof PROFILE_EDIT_TEXT_FIELDS)[number], string | null> & {
    experience_years: number | null;
  }
>;

const editText = z.string().trim().max(2000).nullable();
/** Proposed values of the doctor's own texts; a field left out stays as it is. */
export const profileEditSchema = z
  .strictObject({
    bio: editText.optional(),
    bio_en: editText.optional(),
    education: editText.optional(),
    education_en: editText.optional(),
    /** Whole years, as on the admin doctor form. */
    experience_years: z.number().int().min(0).max(80).nullable().optional(),
  })
  .refine((v) => Object.keys(v).length > 0, { message: 'Change at least one field' });
export type ProfileEditInput = z.infer<typeof profileEditSchema>;

export const profileEditDecisionSchema = decisionSchema('approved');

export interface ProfileEdit {
  id: string;
  doctor_id: string;
  doctor_name: string;
  /** withdrawn: the account that proposed it was unlinked from the record before a decision. */
  status: 'pending' | 'approved' | 'rejected' | 'withdrawn';
  /** Each changed field: the value in force when read, and the proposed one (years as text). */
  diff: { field: ProfileEditField; current: string | null; proposed: string | null }[];
  reason: string | null;
  created_at: string;
}

export const linkDoctorSchema = z.strictObject({ email: z.email().max(255) });
export const inviteDoctorSchema = z.strictObject({
  email: z.email().max(255),
  language: z.enum(['vi', 'en']).default('vi'),
});
export const acceptInvitationSchema = z.strictObject({ token: z.string().min(20).max(200) });

export interface DoctorAccountLink {
  doctor_id: string;
  user: { id: string; email: string; name: string } | null;
  /** The open invitation, if one was sent and not accepted yet. */
  invitation: { email: string; expires_at: string } | null;
}

export const portalReviewsQuery = z.strictObject({
  rating: z.coerce.number().int().min(1).max(5).optional(),
  replied: z.enum(['yes', 'no']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
});

/** The questions a month's figures answer, each shown on its own in the portal's trend. */
export const PORTAL_TREND_SERIES = [
  'score',
  'rating',
  'medical_expertise',
  'customer_experience',
  'compliance',
  'review_count',
] as const;
export type PortalTrendSeries = (typeof PORTAL_TREND_SERIES)[number];

export interface PortalMonth {
  /** 'YYYY-MM' */
  month: string;
  review_count: number;
  /** The month's combined score (40/40/20), as the public pages compute a doctor's. */
  score: number | null;
  /** The mean of the overall stars patients gave that month. */
  rating: number | null;
  medical_expertise: number | null;
  customer_experience: number | null;
  compliance: number | null;
}

export interface PortalOverview {
  doctor: { id: string; name: string; specialty: SpecialtyRef; clinic: string; status: string };
  review_count: number;
  /** The combined score, as the public pages show it (null without reviews). */
  score: number | null;
  criteria: {
    medical_expertise: number | null;
    customer_experience: number | null;
    compliance: number | null;
  };
  /** Count of published reviews per overall star, index 0 = 1 star. */
  distribution: [number, number, number, number, number];
  /** The last 12 calendar months, oldest first, months without reviews included. */
  months: PortalMonth[];
  pending_edit: ProfileEdit | null;
}

/**
 * A published review of the doctor as the doctor sees it: as patients see it (never who wrote an
 * anonymous one), with the doctor's or clinic's reply in any state and the author's answer.
 */
export interface PortalReview extends Omit<Review, 'replies'> {
  reply: Reply | null;
  author_answer: PublicReply | null;
}
