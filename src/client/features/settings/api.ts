import type { AppSettings } from '@shared/settings';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MutationReactions } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { api } from '../../lib/api';

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
