import { z } from 'zod';
import {
  COMMENT_MAX_CHARS,
  FEEDBACK_STATUSES,
  RATING_MAX,
  RATING_MIN,
  REPORT_REASONS,
} from './constants';

// Defined in zod-free modules, so client screens that need only these load no zod.
export { REPORT_REASONS } from './constants';
export { containsContactDetails } from './contact-details';

/** Visit codes: 8+ characters from an alphabet without look-alikes (no 0/O, 1/I/L). */
export const VISIT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const VISIT_CODE_LENGTH = 8;

export const verifyVisitSchema = z.strictObject({
  visit_code: z
    .string()
    .trim()
    .min(1)
    .max(32)
    .transform((s) => s.toUpperCase().replace(/[\s-]/g, '')),
  phone: z.string().trim().min(1).max(20),
});

/** Answer of `POST /api/visits/verify`: the visit and the doctors seen, with what is left to rate. */
export interface VerifiedVisit {
  visit_id: string;
  visit_date: string;
  clinic: { id: string; name: string } | null;
  expires_at: string;
  doctors: {
    id: string;
    name: string;
    specialty: string;
    image_url: string | null;
    already_reviewed: boolean;
  }[];
}

const score = z.number().int().min(RATING_MIN).max(RATING_MAX);

export const submitFeedbackSchema = z.strictObject({
  visit_id: z.uuid(),
  doctor_id: z.uuid(),
  rating: score,
  medical_expertise: score,
  customer_experience: score,
  compliance: score,
  comment: z.string().max(COMMENT_MAX_CHARS).nullable().optional(),
  is_anonymous: z.boolean().default(false),
});
export type SubmitFeedback = z.infer<typeof submitFeedbackSchema>;

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** The author's own feedback, on the profile page. */
export interface MyFeedback {
  id: string;
  doctor: { id: string; name: string; specialty: string };
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
  comment: string | null;
  is_anonymous: boolean;
  status: FeedbackStatus;
  created_at: string;
}

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(500).optional(),
});

export const MODERATION_DECISIONS = ['approved', 'rejected'] as const;
export const moderateSchema = z.strictObject({
  status: z.enum(MODERATION_DECISIONS),
  reason: z.string().trim().max(500).optional(),
});
/**
 * Bulk decision on the selected ids, or — with no selection — on every item matching the list's
 * current filter (`filter`), as the spec's 'approve all' / 'reject all' buttons do.
 */
export const bulkModerateSchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(500).optional(),
    filter: z
      .strictObject({
        status: z.enum(['pending', 'reported']),
        q: z.string().trim().max(100).optional(),
      })
      .optional(),
    status: z.enum(MODERATION_DECISIONS),
    reason: z.string().trim().max(500).optional(),
  })
  .refine((b) => (b.ids ? !b.filter : Boolean(b.filter)), {
    message: 'Send either ids or filter',
    path: ['ids'],
  });

export const adminFeedbackQuery = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).default('pending'),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: z.string().max(200).optional(),
});

/** One row of the moderation lists. */
export interface AdminFeedback {
  id: string;
  doctor: { id: string; name: string; specialty: string; clinic: string };
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
  comment: string | null;
  is_anonymous: boolean;
  /** Admins see who wrote it, even when anonymous to the public. */
  user_id: string | null;
  author_name: string | null;
  status: FeedbackStatus;
  flagged: boolean;
  verified_visit: boolean;
  created_at: string;
  reports: { reason: string; note: string | null; created_at: string }[];
}

export interface AdminFeedbackPage {
  items: AdminFeedback[];
  total: number;
  next_cursor: string | null;
}
