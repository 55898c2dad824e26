import { ADMIN_FEEDBACK_LIMIT, type DecisionReason } from '@shared/constants';
import type { ReplyStatus } from '@shared/replies';
import type { HiddenSpan } from '@shared/screening';
import { type QueryClient, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  type MutationReactions,
  refreshQueries,
  useAdminMutation,
} from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { decisionBody, type QueueDecision } from '../../components/admin/queue-decision';
import { api } from '../../lib/api';
import { doctorQueryKeys } from '../../lib/query-keys';

export type ModerationList = 'pending' | 'reported';
export type Decision = 'approved' | 'rejected';

/** Why a review is rejected or removed: required for those, with a note for 'other'. */
export interface DecisionWhy {
  reason: DecisionReason;
  note?: string;
}

/** A moderation list, newest first, in cursor pages; a failed load is retried twice. */
export function useFeedbackList(status: ModerationList, q: string, limit = ADMIN_FEEDBACK_LIMIT) {
  return useInfiniteQuery({
    queryKey: adminKeys.feedback.list(status, { q, limit }),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/feedback', { signal, query: { status, limit, q, cursor: pageParam } }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    retry: 2,
  });
}

/**
 * A decision changes both moderation lists, the dashboard's counts, the audit log and — for
 * approvals — the public ratings, so all of them are refreshed.
 */
const refreshAfterDecision = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [
    adminKeys.feedback.all(),
    adminKeys.dashboard.all(),
    adminKeys.audit.all(),
    doctorQueryKeys.all,
  ]);

export function useModerate() {
  return useAdminMutation(
    ({ id, status, why }: { id: string; status: Decision; why?: DecisionWhy }) =>
      api('PATCH /api/admin/feedback/:id', { params: { id }, body: { status, ...why } }),
    refreshAfterDecision,
  );
}

/** Hides a published review until it is decided (it stops counting meanwhile). */
export function useHideFeedback() {
  return useAdminMutation(
    (id: string) => api('POST /api/admin/feedback/:id/hide', { params: { id } }),
    refreshAfterDecision,
  );
}

export type AppealOutcome = 'upheld' | 'overturned';

export function useDecideAppeal() {
  return useAdminMutation(
    ({ id, outcome }: { id: string; outcome: AppealOutcome }) =>
      api('POST /api/admin/feedback/:id/appeal', { params: { id }, body: { outcome } }),
    refreshAfterDecision,
  );
}

export type BulkTarget = { ids: string[] } | { filter: { status: ModerationList; q?: string } };

export function useBulkModerate() {
  return useAdminMutation(
    ({
      target,
      status,
      why,
      confirmHeld,
    }: {
      target: BulkTarget;
      status: Decision;
      why?: DecisionWhy;
      confirmHeld?: boolean;
    }) =>
      api('POST /api/admin/feedback/bulk', {
        body: { ...target, status, ...why, ...(confirmHeld ? { confirm_held: true } : {}) },
      }),
    refreshAfterDecision,
  );
}

/** Hides parts of a comment instead of rejecting it (the ratings do not change). */
export function useHideWords() {
  return useAdminMutation(
    ({
      id,
      comment,
      spans,
      note,
    }: {
      id: string;
      comment: string;
      spans: HiddenSpan[];
      note?: string;
    }) =>
      api('POST /api/admin/feedback/:id/hide-words', {
        params: { id },
        body: {
          // Each span with the words it covers: the server refuses them if the comment changed.
          spans: spans.map(({ start, end, kind }) => ({
            start,
            end,
            kind,
            text: comment.normalize('NFC').slice(start, end),
          })),
          note,
        },
      }),
    refreshAfterDecision,
  );
}

/* Public replies of doctors and clinics waiting for moderation. */

/** The reply queue of one status. */
export function useReplyQueue(status: ReplyStatus) {
  return useQuery({
    queryKey: adminKeys.replies.list(status),
    queryFn: ({ signal }) => api('GET /api/admin/replies', { query: { status }, signal }),
  });
}

const refreshReplies = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminKeys.replies.all() });
const decideReply = (d: QueueDecision<'published'>) =>
  api('PATCH /api/admin/replies/:id', { params: { id: d.id }, body: decisionBody(d) });

/** Publishes or rejects (with a reason) a queued reply. */
export function useDecideReply(
  reactions: MutationReactions<Awaited<ReturnType<typeof decideReply>>>,
) {
  return useAdminMutation(decideReply, refreshReplies, reactions);
}

/** Staff reply for the clinic under a published review (it is moderated like any reply). */
export function useSendClinicReply(reactions: MutationReactions) {
  return useAdminMutation(
    ({ feedbackId, body }: { feedbackId: string; body: string }) =>
      api('POST /api/admin/feedback/:id/reply', { params: { id: feedbackId }, body: { body } }),
    refreshReplies,
    reactions,
  );
}

/** Opens a case by hand for a review (from the moderation screens). */
export function useOpenCase(reactions: MutationReactions<{ id: string }>) {
  return useAdminMutation(
    (feedbackId: string) => api('POST /api/admin/cases', { body: { feedback_id: feedbackId } }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.cases.all() }),
    reactions,
  );
}
