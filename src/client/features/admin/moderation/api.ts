import { ADMIN_FEEDBACK_LIMIT, type DecisionReason } from '@shared/constants';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../common/query-keys';

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
function invalidateAfterDecision(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.feedback.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard.all() }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit.all() }),
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.all }),
  ]);
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status, why }: { id: string; status: Decision; why?: DecisionWhy }) =>
      api('PATCH /api/admin/feedback/:id', { params: { id }, body: { status, ...why } }),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}

/** Hides a published review until it is decided (it stops counting meanwhile). */
export function useHideFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('POST /api/admin/feedback/:id/hide', { params: { id } }),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}

export type AppealOutcome = 'upheld' | 'overturned';

export function useDecideAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, outcome }: { id: string; outcome: AppealOutcome }) =>
      api('POST /api/admin/feedback/:id/appeal', { params: { id }, body: { outcome } }),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}

export type BulkTarget = { ids: string[] } | { filter: { status: ModerationList; q?: string } };

export function useBulkModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
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
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}
