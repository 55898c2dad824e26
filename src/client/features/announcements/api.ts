import type { QueryClient } from '@tanstack/react-query';
import { type MutationReactions, useAdminMutation } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { announcementsKey } from '../../components/announcements/api';
import { api } from '../../lib/api';

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
