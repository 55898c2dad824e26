import { ADMIN_FEEDBACK_LIMIT } from '@shared/constants';
import type { AdminFeedbackPage } from '@shared/feedback';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';

export type ModerationList = 'pending' | 'reported';
export type Decision = 'approved' | 'rejected';

export const adminFeedbackKey = ['admin', 'feedback'] as const;

/** A moderation list, newest first, in cursor pages; spec: the admin feedback query retries twice. */
export function useFeedbackList(status: ModerationList, q: string, limit = ADMIN_FEEDBACK_LIMIT) {
  return useInfiniteQuery({
    queryKey: [...adminFeedbackKey, status, { q, limit }],
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ status, limit: String(limit) });
      if (q) params.set('q', q);
      if (pageParam) params.set('cursor', pageParam);
      return apiFetch<AdminFeedbackPage>(`/api/admin/feedback?${params}`, { signal });
    },
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
    queryClient.invalidateQueries({ queryKey: adminFeedbackKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'dashboard'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    queryClient.invalidateQueries({ queryKey: ['doctors'] }),
  ]);
}

export function useModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: Decision }) =>
      apiFetch<unknown>(`/api/admin/feedback/${id}`, { method: 'PATCH', json: { status } }),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}

export type BulkTarget = { ids: string[] } | { filter: { status: ModerationList; q?: string } };

export function useBulkModerate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, status }: { target: BulkTarget; status: Decision }) =>
      apiFetch<{ updated: number; status: Decision }>('/api/admin/feedback/bulk', {
        method: 'POST',
        json: { ...target, status },
      }),
    onSuccess: () => invalidateAfterDecision(queryClient),
  });
}
