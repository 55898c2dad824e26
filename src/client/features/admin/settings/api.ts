import type { AuditPrefix } from '@shared/admin';
import type { AppSettings } from '@shared/settings';
import {
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { announcementsKey } from '../../../components/announcements/announcements-api';
import { api } from '../../../lib/api';
import { type MutationReactions, useAdminMutation } from '../common/admin-mutation';
import { adminKeys } from '../common/query-keys';

export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  severity: string;
  actionPrefix: string;
  /** yyyy-mm-dd, or '' for no bound. */
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { severity: '', actionPrefix: '', from: '', to: '' };

/** The audit log, newest first, 50 entries per cursor page. */
export function useAuditLog(filters: AuditFilters) {
  return useInfiniteQuery({
    queryKey: adminKeys.audit.list(filters),
    queryFn: ({ pageParam, signal }) =>
      api('GET /api/admin/audit-logs', {
        signal,
        query: {
          limit: AUDIT_PAGE_SIZE,
          severity: (filters.severity || undefined) as 'error' | 'warning' | 'info' | undefined,
          action_prefix: (filters.actionPrefix || undefined) as AuditPrefix | undefined,
          from: filters.from,
          to: filters.to,
          cursor: pageParam,
        },
      }),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
  });
}

/** The review-integrity thresholds shared by every instance (/admin/settings/general). */
export function usePlatformSettings() {
  return useQuery({
    queryKey: adminKeys.settings.all(),
    queryFn: ({ signal }) => api('GET /api/admin/settings', { signal }),
  });
}

/** Saves changed thresholds; the answer becomes the cached settings, and the change is audited. */
export function useSavePlatformSettings(reactions: MutationReactions) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: Partial<AppSettings>) => api('PUT /api/admin/settings', { body: update }),
    onSuccess: async (saved) => {
      queryClient.setQueryData(adminKeys.settings.all(), saved);
      reactions.onSuccess?.(saved);
      await queryClient.invalidateQueries({ queryKey: adminKeys.audit.all() });
    },
    onError: reactions.onError,
    onSettled: reactions.onSettled,
  });
}

export interface NewAnnouncement {
  title: string;
  content: string;
  title_en: string | null;
  content_en: string | null;
}

/** Announcements are read from the public list (components/announcements); changes are audited. */
const refreshAnnouncements = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: announcementsKey }),
    queryClient.invalidateQueries({ queryKey: adminKeys.audit.all() }),
  ]);

/** Publishes an announcement; the server also notifies every user who wants them. */
export function usePublishAnnouncement(reactions: MutationReactions) {
  return useAdminMutation(
    (body: NewAnnouncement) => api('POST /api/admin/announcements', { body }),
    refreshAnnouncements,
    reactions,
  );
}

export function useDeleteAnnouncement(reactions: MutationReactions) {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/announcements/:id', { params: { id } }),
    refreshAnnouncements,
    reactions,
  );
}
