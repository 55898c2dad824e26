import type { Announcement } from '@shared/admin';
import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import type { Paged } from '@shared/doctors';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const announcementsKey = ['announcements'] as const;

/** One page of announcements, newest first (spec: 5 per page). */
export function useAnnouncements(page: number, pageSize = ANNOUNCEMENTS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...announcementsKey, { page, pageSize }],
    queryFn: ({ signal }) =>
      apiFetch<Paged<Announcement>>(`/api/announcements?page=${page}&page_size=${pageSize}`, {
        signal,
      }),
    // Keeps the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
