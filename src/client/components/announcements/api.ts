import { ANNOUNCEMENTS_PAGE_SIZE } from '@shared/constants';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

export const announcementsKey = ['announcements'] as const;

/** One page of announcements, newest first, 5 per page. */
export function useAnnouncements(page: number, pageSize = ANNOUNCEMENTS_PAGE_SIZE) {
  return useQuery({
    queryKey: [...announcementsKey, { page, pageSize }],
    queryFn: ({ signal }) =>
      api('GET /api/announcements', { signal, query: { page, page_size: pageSize } }),
    // Keeps the current page on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
