import type { REPORT_REASONS } from '@shared/constants';
import { CACHE } from '@shared/constants';
import type { SubmitFeedback, SubmittedFeedback, VerifiedVisit } from '@shared/feedback';
import type { MohSurveyInput } from '@shared/moh-survey-items';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { invalidateDoctorReviews, myFeedbackQueryKey } from '../../lib/query-keys';

export type ReportReason = (typeof REPORT_REASONS)[number];

/**
 * Under ['me', …] on purpose: signing out removes every ['me'] query, so the next account used
 * in this tab never sees the previous one's feedback.
 */

export function verifyVisit(input: { visit_code: string; phone: string }): Promise<VerifiedVisit> {
  return api('POST /api/visits/verify', { body: input });
}

export function useVerifyVisit() {
  return useMutation({ mutationFn: verifyVisit });
}

/** RFC 4122 v4 id; crypto.randomUUID only exists in secure contexts (HTTPS or localhost). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function submitFeedback(
  input: SubmitFeedback,
  idempotencyKey: string,
): Promise<SubmittedFeedback> {
  return api('POST /api/feedback', {
    body: input,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
}

export function useSubmitFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ input, key }: { input: SubmitFeedback; key: string }) =>
      submitFeedback(input, key),
    // New feedback is pending, so public pages do not change yet; the author's own list does.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}

/** The signed-in user's feedback: fresh for 1 minute, refetched on mount. */
export function useMyFeedback() {
  return useQuery({
    queryKey: myFeedbackQueryKey,
    queryFn: ({ signal }) => api('GET /api/me/feedback', { signal }),
    staleTime: CACHE.feedbackStaleMs,
    refetchOnMount: true,
    refetchOnWindowFocus: true,
  });
}

export function useDeleteMyFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/me/feedback/:id', { params: { id } }),
    // Also after a failure: a 409 means the status changed meanwhile, so show the current one.
    onSettled: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}

/** Withdraws consent to a published review: it leaves the doctor's page and score at once. */
export function useWithdrawMyReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/me/feedback/:id/withdraw', { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}

export interface ReportInput {
  reviewId: string;
  reason: ReportReason;
  note?: string;
}

export function useReportReview(doctorId: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, reason, note }: ReportInput) =>
      api('POST /api/feedback/:id/report', {
        params: { id: reviewId },
        body: note ? { reason, note } : { reason },
      }),
    // A report alone does not hide the review, but enough of them may: refresh the page's reviews.
    onSuccess: () =>
      doctorId
        ? invalidateDoctorReviews(queryClient, doctorId)
        : queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  });
}

/** The author's one appeal against the rejection of their review. */
export function useAppealFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, message }: { id: string; message: string }) =>
      api('POST /api/me/feedback/:id/appeal', { params: { id }, body: { message } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: myFeedbackQueryKey }),
  });
}

/** The author's optional answers to the ministry's outpatient survey after their review (once). */
export function useSaveMohSurvey() {
  return useMutation({
    mutationFn: ({ feedbackId, survey }: { feedbackId: string; survey: MohSurveyInput }) =>
      api('POST /api/me/feedback/:id/moh-survey', { params: { id: feedbackId }, body: survey }),
  });
}

/** The author allows, or stops allowing, quoting a sentence of their comment. */
export const setQuoteConsent = (id: string, allowed: boolean) =>
  api('PUT /api/me/feedback/:id/quote-consent', {
    params: { id },
    body: { quote_consent: allowed },
  });

/** The review's author answers the published reply under it. */
export const answerReply = (feedbackId: string, body: string) =>
  api('POST /api/me/feedback/:id/answer', { params: { id: feedbackId }, body: { body } });

/** A clinic's public record (the clinic a visit link names). */
export const fetchClinic = (id: string, signal?: AbortSignal) =>
  api('GET /api/clinics/:id', { params: { id }, signal });

/** Claims the visit a personal invitation link names. */
export const claimVisitInvite = (token: string) =>
  api('POST /api/visits/invite', { body: { invite: token } });
