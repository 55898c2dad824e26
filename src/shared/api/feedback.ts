import { z } from 'zod';
import {
  type AdminFeedbackPage,
  type AppealOutcome,
  adminFeedbackQuery,
  appealDecisionSchema,
  appealSchema,
  bulkModerateSchema,
  type FeedbackStatus,
  type ModerationResult,
  type MyFeedbackList,
  moderateSchema,
  type QuoteConsent,
  quoteConsentSchema,
  reportSchema,
  type SubmittedFeedback,
  submitFeedbackSchema,
} from '../feedback';
import { hideWordsSchema } from '../screening';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

/** The optional header that makes a submission safe to retry. */
export const idempotencyKeySchema = z
  .string()
  .min(8)
  .max(200)
  .regex(/^[\w.:-]+$/);

export const feedbackEndpoints = {
  submit: defineEndpoint<SubmittedFeedback>()({
    method: 'POST',
    path: '/api/feedback',
    access: 'user',
    tag: 'Feedback',
    summary:
      'Rate a doctor seen on a verified visit (pending until moderated). An Idempotency-Key header makes retries safe.',
    body: submitFeedbackSchema,
    status: 201,
    errors: [
      'consent_required',
      'already_reviewed',
      'visit_expired',
      'not_found',
      'conflict',
      'rate_limited',
    ],
  }),
  mine: defineEndpoint<MyFeedbackList>()({
    method: 'GET',
    path: '/api/me/feedback',
    access: 'user',
    tag: 'Feedback',
    summary: "The signed-in user's own feedback, newest first.",
  }),
  deleteMine: defineEndpoint()({
    method: 'DELETE',
    path: '/api/me/feedback/:id',
    access: 'user',
    tag: 'Feedback',
    summary: 'Withdraw one of your own reviews while it is pending.',
    params: uuidParams,
    status: 204,
    errors: ['invalid_transition'],
  }),
  quoteConsent: defineEndpoint<QuoteConsent>()({
    method: 'PUT',
    path: '/api/me/feedback/:id/quote-consent',
    access: 'user',
    tag: 'Feedback',
    summary:
      "Allow, or stop allowing, one sentence of your review's comment to be quoted (without your name) on the doctor's page. Audited.",
    params: uuidParams,
    body: quoteConsentSchema,
    errors: ['invalid_transition', 'rate_limited'],
  }),
  report: defineEndpoint<{ status: 'reported'; hidden: boolean }>()({
    method: 'POST',
    path: '/api/feedback/:id/report',
    access: 'user',
    tag: 'Feedback',
    summary: 'Report a published review for moderators (it stays public unless enough people do).',
    params: uuidParams,
    body: reportSchema,
    status: 201,
    errors: ['already_reported', 'cannot_report_own_review', 'rate_limited'],
  }),
  appeal: defineEndpoint<{ status: 'appealed' }>()({
    method: 'POST',
    path: '/api/me/feedback/:id/appeal',
    access: 'user',
    tag: 'Feedback',
    summary: 'Appeal, once, the rejection or removal of your review, or the words hidden from it.',
    params: uuidParams,
    body: appealSchema,
    status: 201,
    errors: ['already_appealed', 'invalid_transition', 'rate_limited'],
  }),
  adminList: defineEndpoint<AdminFeedbackPage>()({
    method: 'GET',
    path: '/api/admin/feedback',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary: 'The moderation queue by status, newest first, by cursor.',
    query: adminFeedbackQuery,
  }),
  moderate: defineEndpoint<ModerationResult>()({
    method: 'PATCH',
    path: '/api/admin/feedback/:id',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary: 'Approve, or reject with a reason, one review.',
    params: uuidParams,
    body: moderateSchema,
    errors: ['invalid_transition', 'conflict_of_interest'],
  }),
  hide: defineEndpoint<{ status: 'reported' }>()({
    method: 'POST',
    path: '/api/admin/feedback/:id/hide',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary: 'Hide a published review until a decision (it stops counting).',
    params: uuidParams,
    errors: ['invalid_transition', 'conflict_of_interest'],
  }),
  hideWords: defineEndpoint<{ hidden: number }>()({
    method: 'POST',
    path: '/api/admin/feedback/:id/hide-words',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary:
      'Hide parts of a comment instead of rejecting it: the published text shows a marker in their place, the author is told which kinds were hidden and may appeal; ratings do not change.',
    params: uuidParams,
    body: hideWordsSchema,
    errors: ['invalid_transition', 'invalid_spans', 'conflict_of_interest'],
  }),
  decideAppeal: defineEndpoint<{ outcome: AppealOutcome; status: FeedbackStatus }>()({
    method: 'POST',
    path: '/api/admin/feedback/:id/appeal',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary:
      "Decide an author's appeal: upheld (the rejection or the hidden words stand) or overturned (published as written).",
    params: uuidParams,
    body: appealDecisionSchema,
    errors: ['invalid_transition', 'conflict_of_interest', 'appeal_needs_another_moderator'],
  }),
  bulk: defineEndpoint<ModerationResult>()({
    method: 'POST',
    path: '/api/admin/feedback/bulk',
    access: 'moderate_feedback',
    tag: 'Moderation',
    summary: 'Decide many reviews at once, by ids or by the current filter.',
    body: bulkModerateSchema,
    errors: ['invalid_transition', 'held_confirmation_required'],
  }),
};
