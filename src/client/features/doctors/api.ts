import { CACHE, REVIEWS_PAGE_SIZE } from '@shared/constants';
import type {
  DoctorFacets,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
  Review,
} from '@shared/doctors';
import { type QueryClient, type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { apiFetch, isApiError } from '../../lib/api';
import { type DoctorListParams, serializeListParams } from './list-params';

/**
 * Query keys of the public doctor directory. They nest, so invalidating a prefix refreshes
 * everything under it: `doctorQueryKeys.detail(id)` also covers that doctor's reviews and stats.
 * The home page's featured list lives at ['doctors', 'featured'] (features/home).
 */
export const doctorQueryKeys = {
  all: ['doctors'] as const,
  lists: () => ['doctors', 'list'] as const,
  list: (params: DoctorListParams) => ['doctors', 'list', params] as const,
  facets: () => ['doctors', 'facets'] as const,
  detail: (id: string) => ['doctors', 'detail', id] as const,
  reviews: (id: string) => ['doctors', 'detail', id, 'reviews'] as const,
  stats: (id: string) => ['doctors', 'detail', id, 'stats'] as const,
};

/**
 * Public directory answers are cached by the browser for minutes (Cache-Control max-age plus an
 * ETag). Right after a change this tab knows about, refetches must ask the server (a cheap 304
 * when nothing changed); otherwise react-query would only get the old copy back from that cache.
 */
const REVALIDATE_WINDOW_MS = 30_000;
let revalidateUntil = 0;

function httpCacheMode(): RequestCache {
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
    queryClient.invalidateQueries({ queryKey: ['doctors', 'featured'] }),
  ]);
}

/** The directory changes rarely (spec: 5 minutes fresh, no refetch on mount or focus). */
const DIRECTORY_CACHE = {
  staleTime: CACHE.doctorsStaleMs,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

/** Reviews arrive all the time (spec: 1 minute fresh, refetch on mount and focus, one retry). */
const FEEDBACK_CACHE = {
  staleTime: CACHE.feedbackStaleMs,
  refetchOnMount: true,
  refetchOnWindowFocus: true,
  retry: 1,
} as const;

function withoutPage(key: QueryKey): string {
  const params = key[2] as DoctorListParams | undefined;
  return params ? JSON.stringify({ ...params, page: 0 }) : '';
}

export function useDoctorList(params: DoctorListParams) {
  const queryKey = doctorQueryKeys.list(params);
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => {
      const query = serializeListParams(params).toString();
      return apiFetch<Paged<DoctorSummary>>(`/api/doctors${query ? `?${query}` : ''}`, {
        signal,
        cache: httpCacheMode(),
      });
    },
    ...DIRECTORY_CACHE,
    // Turning pages keeps the current cards on screen (dimmed) instead of flashing skeletons;
    // a new search or filter is a different result set, so it shows the loading state.
    placeholderData: (previous, previousQuery) =>
      previousQuery && withoutPage(previousQuery.queryKey) === withoutPage(queryKey)
        ? previous
        : undefined,
  });
}

export function useDoctorFacets() {
  return useQuery({
    queryKey: doctorQueryKeys.facets(),
    queryFn: ({ signal }) => apiFetch<DoctorFacets>('/api/doctors/facets', { signal }),
    ...DIRECTORY_CACHE,
  });
}

function doctorPath(id: string): string {
  return `/api/doctors/${encodeURIComponent(id)}`;
}

export function useDoctor(id: string) {
  return useQuery({
    queryKey: doctorQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      apiFetch<DoctorProfile>(doctorPath(id), { signal, cache: httpCacheMode() }),
    staleTime: CACHE.doctorDetailStaleMs,
    // A 404 will not change on retry; other failures get the default single retry.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
}

/** Published reviews, newest first, one page at a time ('load more'). */
export function useDoctorReviews(id: string) {
  return useInfiniteQuery({
    queryKey: doctorQueryKeys.reviews(id),
    queryFn: ({ signal, pageParam }) =>
      apiFetch<Paged<Review>>(
        `${doctorPath(id)}/reviews?page=${pageParam}&page_size=${REVIEWS_PAGE_SIZE}`,
        { signal, cache: httpCacheMode() },
      ),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    ...FEEDBACK_CACHE,
  });
}

/** Derived from the same approved reviews, so it follows the feedback cache timings. */
export function useDoctorStats(id: string) {
  return useQuery({
    queryKey: doctorQueryKeys.stats(id),
    queryFn: ({ signal }) =>
      apiFetch<DoctorStats>(`${doctorPath(id)}/stats`, { signal, cache: httpCacheMode() }),
    ...FEEDBACK_CACHE,
  });
}
