import { z } from 'zod';
import {
  APPEAL_MESSAGE_MAX,
  type APPEAL_STATUSES,
  BULK_MODERATION_MAX,
  COMMENT_MAX_CHARS,
  DECISION_REASONS,
  type DecisionReason,
  FEEDBACK_STATUSES,
  type Language,
  RATING_MAX,
  RATING_MIN,
  REPORT_REASONS,
  type SpikeReason,
} from './constants';
import { keysetCursor } from './input';
import { RECOMMEND_MAX, RECOMMEND_MIN } from './insights';
import type { SpecialtyRef } from './localized';
import type { PublicReply } from './replies';
import type { HiddenFromMine, HiddenWords, ScreeningFinding } from './screening';

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
    specialty: SpecialtyRef;
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
  /** Shown as the short name ("Nhung N.") or as Anonymous; the full name is never offered. */
  is_anonymous: z.boolean().default(false),
  /**
   * The version of the consent-to-publish text the author ticked (REVIEW_CONSENT_VERSION). Absent
   * or another version is refused with `consent_required`, which says why in words.
   */
  consent_version: z.string().max(20).optional(),
  /** The author allows the clinic to contact them about this visit; never assumed. */
  contact_consent: z.boolean().optional(),
  /** "How likely are you to recommend this doctor to friends or family?", 0–10; optional. */
  recommend_score: z.number().int().min(RECOMMEND_MIN).max(RECOMMEND_MAX).nullable().optional(),
  /** The author allows a sentence of the comment to be quoted on the doctor's page. */
  quote_consent: z.boolean().optional(),
});
export type SubmitFeedback = z.infer<typeof submitFeedbackSchema>;

export type FeedbackStatus = (typeof FEEDBACK_STATUSES)[number];

/** What the author wrote: the four scores, the comment, and whether their name is shown. */
export interface ReviewContent {
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
  comment: string | null;
  is_anonymous: boolean;
}

/** The content of a review, copied from a row that holds more. */
export const reviewContentOf = (r: ReviewContent): ReviewContent => ({
  rating: r.rating,
  medical_expertise: r.medical_expertise,
  customer_experience: r.customer_experience,
  compliance: r.compliance,
  comment: r.comment,
  is_anonymous: r.is_anonymous,
});

/** The author's own feedback, on the profile page. */
export interface MyFeedback extends ReviewContent {
  id: string;
  /** The language the comment is written in, when it can be told (pages mark it `lang`). */
  comment_lang: Language | null;
  doctor: { id: string; name: string; specialty: SpecialtyRef };
  status: FeedbackStatus;
  created_at: string;
  /** Why it was rejected or removed, as the moderator chose it. */
  decision_reason: DecisionReason | null;
  decision_note: string | null;
  /** The author's one appeal, if sent. */
  appeal: { status: (typeof APPEAL_STATUSES)[number]; created_at: string } | null;
  /** Rejected, or published with words hidden, by a moderator, and not appealed yet. */
  can_appeal: boolean;
  /** Words a moderator hid from the published comment: which kinds, and the note. */
  hidden: HiddenFromMine | null;
  /** Published replies under it: the doctor's or the clinic's, then the author's answer. */
  replies: PublicReply[];
  /** A reply is published and the author has not answered it yet (one answer). */
  can_answer: boolean;
  /** The author allows one sentence of the comment to be quoted on the doctor's page. */
  quote_consent: boolean;
  /** It has a comment (only a comment can be quoted). */
  has_comment: boolean;
  /** Withdrawn by its author or with its visit: its quoting consent can no longer change. */
  withdrawn: boolean;
}

/** PUT /api/me/feedback/:id/quote-consent: the author changes their consent to be quoted. */
export const quoteConsentSchema = z.strictObject({ quote_consent: z.boolean() });
export type QuoteConsent = z.infer<typeof quoteConsentSchema>;

/** POST /api/me/feedback/:id/appeal: the author's one appeal against a rejection. */
export const appealSchema = z.strictObject({
  message: z.string().trim().min(1).max(APPEAL_MESSAGE_MAX),
});

export const APPEAL_OUTCOMES = ['upheld', 'overturned'] as const;
export type AppealOutcome = (typeof APPEAL_OUTCOMES)[number];
/** POST /api/admin/feedback/:id/appeal: upheld (the rejection stands) or overturned (published). */
export const appealDecisionSchema = z.strictObject({ outcome: z.enum(APPEAL_OUTCOMES) });

export const reportSchema = z.strictObject({
  reason: z.enum(REPORT_REASONS),
  note: z.string().trim().max(500).optional(),
});

export const MODERATION_DECISIONS = ['approved', 'rejected'] as const;
export const DECISION_NOTE_MAX = 500;

const decisionFields = {
  status: z.enum(MODERATION_DECISIONS),
  reason: z.enum(DECISION_REASONS).optional(),
  note: z.string().trim().max(DECISION_NOTE_MAX).optional(),
};

/** A rejection or removal names its reason; 'other' also needs a note saying what it is. */
function requireReason(
  b: { status: string; reason?: string; note?: string },
  ctx: z.RefinementCtx,
) {
  if (b.status === 'rejected' && !b.reason)
    ctx.addIssue({ code: 'custom', path: ['reason'], message: 'validation.moderation.reason' });
  if (b.status === 'rejected' && b.reason === 'other' && !b.note)
    ctx.addIssue({ code: 'custom', path: ['note'], message: 'validation.moderation.note' });
}

export const moderateSchema = z.strictObject(decisionFields).superRefine(requireReason);
/**
 * Bulk decision on the selected ids, or — with no selection — on every item matching the list's
 * current filter (`filter`), as the 'approve all' / 'reject all' buttons do.
 */
export const bulkModerateSchema = z
  .strictObject({
    ids: z.array(z.uuid()).min(1).max(BULK_MODERATION_MAX).optional(),
    filter: z
      .strictObject({
        status: z.enum(['pending', 'reported']),
        q: z.string().trim().max(100).optional(),
      })
      .optional(),
    ...decisionFields,
    /** Approving items the spike guard held needs this explicit confirmation. */
    confirm_held: z.boolean().optional(),
  })
  .refine((b) => (b.ids ? !b.filter : Boolean(b.filter)), {
    message: 'Send either ids or filter',
    path: ['ids'],
  })
  .superRefine(requireReason);

/**
 * `pending` is the moderation queue: pending feedback and rejected feedback whose author appealed.
 * `reported` is the reports queue: hidden feedback and published feedback with open reports.
 */
export const adminFeedbackQuery = z.strictObject({
  status: z.enum(FEEDBACK_STATUSES).default('pending'),
  q: z.string().trim().max(100).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  /** Opaque cursor from the previous page's `next_cursor`. */
  cursor: keysetCursor.optional(),
});

/** One row of the moderation lists. */
export interface AdminFeedback extends ReviewContent {
  id: string;
  /** The language the comment is written in, when it can be told (pages mark it `lang`). */
  comment_lang: Language | null;
  doctor: { id: string; name: string; specialty: SpecialtyRef; clinic: string };
  /** Admins see who wrote it, even when anonymous to the public. */
  user_id: string | null;
  author_name: string | null;
  status: FeedbackStatus;
  flagged: boolean;
  verified_visit: boolean;
  created_at: string;
  /** Open (not yet resolved) reports, one per reporter; `counted` ones can hide the review. */
  reports: { reason: string; note: string | null; created_at: string; counted: boolean }[];
  /** Written by someone who held the staff or admin role when submitting. */
  author_is_staff: boolean;
  /** Its service-recovery case, if one was opened. */
  case_id: string | null;
  /** Held by the spike guard, and by which rule. */
  held_for_spike: boolean;
  held_reason: SpikeReason | null;
  /** The viewing moderator may not decide it (their own review, or a doctor linked to them). */
  conflict_of_interest: boolean;
  /** What the screening found in the comment, and how urgent it is (the pending queue's order). */
  screening: ScreeningFinding[];
  screening_risk: number;
  /** Words a moderator hid from the comment (shown in its place: a marker). */
  hidden: HiddenWords | null;
  decision_reason: DecisionReason | null;
  decision_note: string | null;
  /** A pending appeal of the author: the item is back in the queue to be decided again. */
  appeal: {
    message: string;
    created_at: string;
    /** The viewer made the appealed decision and another moderator exists to decide it. */
    needs_other_moderator: boolean;
  } | null;
}

/** Answer of `POST /api/feedback` (and of its replay with the same Idempotency-Key). */
export interface SubmittedFeedback {
  id: string;
  status: 'pending';
  created_at: string;
}

/** Answer of a moderation decision, one review or many. */
export interface ModerationResult {
  updated: number;
  status: (typeof MODERATION_DECISIONS)[number];
  /** Items a bulk decision skipped because the moderator may not decide them. */
  skipped: number;
  /** "Decide all" matched more than BULK_MODERATION_MAX: the rest are still waiting. */
  more_remaining?: boolean;
}

/** Answer of `GET /api/me/feedback`: the newest MY_FEEDBACK_MAX, and whether older ones exist. */
export interface MyFeedbackList {
  items: MyFeedback[];
  truncated: boolean;
}

export interface AdminFeedbackPage {
  items: AdminFeedback[];
  total: number;
  next_cursor: string | null;
}
