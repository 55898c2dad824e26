/** Response schemas of reviews and their moderation (`api/feedback.ts`), beside `feedback.ts`. */
import { z } from 'zod';
import {
  APPEAL_STATUSES,
  DECISION_REASONS,
  FEEDBACK_STATUSES,
  REPORT_REASONS,
  SPIKE_REASONS,
} from '../constants';
import { APPEAL_OUTCOMES, MODERATION_DECISIONS } from '../feedback';
import { SCREENING_KINDS } from '../screening';
import { language, publicReply, reviewContentFields, specialtyRef, timestamp } from './common';

const feedbackStatus = z.enum(FEEDBACK_STATUSES);
const screeningKind = z.enum(SCREENING_KINDS);

export const submittedFeedbackResponse = z
  .object({
    id: z.string(),
    status: z.literal('pending'),
    created_at: timestamp,
  })
  .meta({ id: 'SubmittedFeedback' });

const myFeedback = z
  .object({
    ...reviewContentFields,
    id: z.string(),
    comment_lang: language.nullable(),
    doctor: z.object({ id: z.string(), name: z.string(), specialty: specialtyRef }),
    status: feedbackStatus,
    created_at: timestamp,
    decision_reason: z.enum(DECISION_REASONS).nullable(),
    decision_note: z.string().nullable(),
    appeal: z.object({ status: z.enum(APPEAL_STATUSES), created_at: timestamp }).nullable(),
    can_appeal: z.boolean(),
    hidden: z
      .object({ kinds: z.array(screeningKind), note: z.string().nullable(), created_at: timestamp })
      .nullable(),
    replies: z.array(publicReply),
    can_answer: z.boolean(),
    quote_consent: z.boolean(),
    has_comment: z.boolean(),
    withdrawn: z.boolean(),
  })
  .meta({ id: 'MyFeedback' });
export const myFeedbackListResponse = z.object({
  items: z.array(myFeedback),
  truncated: z.boolean(),
});

export const quoteConsentResponse = z.object({ quote_consent: z.boolean() });
export const reportResponse = z.object({ status: z.literal('reported'), hidden: z.boolean() });
export const appealResponse = z.object({ status: z.literal('appealed') });

const adminFeedback = z
  .object({
    ...reviewContentFields,
    id: z.string(),
    comment_lang: language.nullable(),
    doctor: z.object({
      id: z.string(),
      name: z.string(),
      specialty: specialtyRef,
      clinic: z.string(),
    }),
    user_id: z.string().nullable(),
    author_name: z.string().nullable(),
    status: feedbackStatus,
    flagged: z.boolean(),
    verified_visit: z.boolean(),
    created_at: timestamp,
    // The type says string: reasons are written from REPORT_REASONS, but older rows may differ.
    reports: z.array(
      z.object({
        reason: z.string(),
        note: z.string().nullable(),
        created_at: timestamp,
        counted: z.boolean(),
      }),
    ),
    author_is_staff: z.boolean(),
    case_id: z.string().nullable(),
    held_for_spike: z.boolean(),
    held_reason: z.enum(SPIKE_REASONS).nullable(),
    conflict_of_interest: z.boolean(),
    screening: z.array(z.object({ kind: screeningKind, start: z.number(), end: z.number() })),
    screening_risk: z.number(),
    hidden: z
      .object({
        words: z.array(z.object({ kind: screeningKind, text: z.string() })),
        note: z.string().nullable(),
        created_at: timestamp,
      })
      .nullable(),
    decision_reason: z.enum(DECISION_REASONS).nullable(),
    decision_note: z.string().nullable(),
    appeal: z
      .object({ message: z.string(), created_at: timestamp, needs_other_moderator: z.boolean() })
      .nullable(),
  })
  .meta({ id: 'AdminFeedback' });
export const adminFeedbackPageResponse = z.object({
  items: z.array(adminFeedback),
  total: z.number(),
  next_cursor: z.string().nullable(),
});

export const moderationResultResponse = z
  .object({
    updated: z.number(),
    status: z.enum(MODERATION_DECISIONS),
    skipped: z.number(),
    more_remaining: z.boolean().optional(),
  })
  .meta({ id: 'ModerationResult' });
export const hideResponse = z.object({ status: z.literal('reported') });
export const hideWordsResponse = z.object({ hidden: z.number() });
export const appealDecisionResponse = z.object({
  outcome: z.enum(APPEAL_OUTCOMES),
  status: feedbackStatus,
});

/** `REPORT_REASONS`, re-exported for schemas of other modules that name a report's reason. */
export const reportReason = z.enum(REPORT_REASONS);
