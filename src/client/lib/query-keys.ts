import type { QueryClient } from '@tanstack/react-query';

/*
 * Query keys of caches that more than one feature reads or refreshes, in one place, so a feature
 * refreshes another's cache through these keys instead of importing that feature.
 */

/**
 * The public doctor directory (features/doctors and the home page's featured list). The keys
 * nest, so invalidating a prefix refreshes everything under it: `detail(id)` also covers that
 * doctor's reviews and stats.
 */
export const doctorQueryKeys = {
  all: ['doctors'] as const,
  lists: () => ['doctors', 'list'] as const,
  /** `params`: the list's filters, sort and page (features/doctors/list-params). */
  list: (params: object) => ['doctors', 'list', params] as const,
  facets: () => ['doctors', 'facets'] as const,
  featured: () => ['doctors', 'featured'] as const,
  detail: (id: string) => ['doctors', 'detail', id] as const,
  reviews: (id: string) => ['doctors', 'detail', id, 'reviews'] as const,
  stats: (id: string) => ['doctors', 'detail', id, 'stats'] as const,
  changes: (id: string) => ['doctors', 'detail', id, 'changes'] as const,
  quotes: (id: string, language: string) => ['doctors', 'detail', id, 'quotes', language] as const,
};

/** The public transparency figures: drawn by the server with its page, like the directory. */
export const transparencyQueryKey = ['transparency'] as const;

/**
 * The signed-in user's own reviews (features/feedback), refreshed by the notifications bell when
 * a notice about one of them arrives (published, not published, a reply).
 */
export const myFeedbackQueryKey = ['me', 'feedback'] as const;

/** The clinics' private messages about the user's reviews: under the same prefix, refreshed alike. */
export const myCaseThreadsQueryKey = ['me', 'feedback', 'cases'] as const;

/** The changes clinics made after the user's reviews (same prefix, refreshed alike). */
export const myChangesQueryKey = ['me', 'feedback', 'changes'] as const;

/**
 * Public directory answers are cached by the browser for minutes (Cache-Control max-age plus an
 * ETag). Right after a change this tab knows about, refetches must ask the server (a cheap 304
 * when nothing changed); otherwise react-query would only get the old copy back from that cache.
 */
const REVALIDATE_WINDOW_MS = 30_000;
let revalidateUntil = 0;

/** The `cache` mode for a directory request: 'no-cache' just after a review changed. */
export function httpCacheMode(): RequestCache {
  return Date.now() < revalidateUntil ? 'no-cache' : 'default';
}

/**
 * Call after a review is published or its status changes: the doctor's profile (rating), its
 * reviews and stats, every list page and the featured doctors all depend on approved reviews.
 */
export async function invalidateDoctorReviews(
  queryClient: QueryClient,
  doctorId: string,
): Promise<void> {
  revalidateUntil = Date.now() + REVALIDATE_WINDOW_MS;
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.detail(doctorId) }),
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: doctorQueryKeys.featured() }),
  ]);
}
