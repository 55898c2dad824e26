import { CACHE, type Language } from '@shared/constants';
import type { ReviewSort } from '@shared/doctors';
import { FIRST_REVIEWS_QUERY } from '@shared/pages';
import { type QueryKey, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { isApiError } from '../../lib/api-errors';
import { doctorQueryKeys, httpCacheMode } from '../../lib/query-keys';
import { type DoctorListParams, listQuery } from './list-params';

/** The directory changes rarely: 5 minutes fresh, no refetch on mount or focus. */
const DIRECTORY_CACHE = {
  staleTime: CACHE.doctorsStaleMs,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
} as const;

/** Reviews arrive all the time: 1 minute fresh, refetched on mount and focus, one retry. */
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
    queryFn: ({ signal }) =>
      api('GET /api/doctors', { signal, cache: httpCacheMode(), query: listQuery(params) }),
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
    queryFn: ({ signal }) => api('GET /api/doctors/facets', { signal }),
    ...DIRECTORY_CACHE,
  });
}

export function useDoctor(id: string) {
  return useQuery({
    queryKey: doctorQueryKeys.detail(id),
    queryFn: ({ signal }) =>
      api('GET /api/doctors/:id', { params: { id }, signal, cache: httpCacheMode() }),
    staleTime: CACHE.doctorDetailStaleMs,
    // A 404 will not change on retry; other failures get the default single retry.
    retry: (failureCount, error) =>
      !(isApiError(error) && error.status === 404) && failureCount < 1,
  });
}

/** How the reviews list is ordered and which star it shows (all when star is undefined). */
export interface ReviewView {
  sort: ReviewSort;
  star?: number;
}

/** Published reviews in the chosen order and star, one page at a time ('load more'). */
export function useDoctorReviews(id: string, view: ReviewView = { sort: 'newest' }) {
  return useInfiniteQuery({
    // Under the reviews key, so invalidating a doctor's reviews refreshes every order and star.
    queryKey: [...doctorQueryKeys.reviews(id), view.sort, view.star ?? 0] as const,
    queryFn: ({ signal, pageParam }) =>
      api('GET /api/doctors/:id/reviews', {
        params: { id },
        // The first page of the default view is FIRST_REVIEWS_QUERY, as the page's preload has it.
        query: { ...FIRST_REVIEWS_QUERY, page: pageParam, sort: view.sort, star: view.star },
        signal,
        cache: httpCacheMode(),
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.page * last.page_size < last.total ? last.page + 1 : undefined,
    ...FEEDBACK_CACHE,
  });
}

/** "You said, we did": the changes made after reviews of the doctor or their clinic. */
export function useDoctorChanges(id: string) {
  return useQuery({
    queryKey: doctorQueryKeys.changes(id),
    queryFn: ({ signal }) => api('GET /api/doctors/:id/changes', { params: { id }, signal }),
  });
}

/** "What patients say", in the reader's language where a quote in it exists. */
export function useDoctorQuotes(id: string, language: Language) {
  return useQuery({
    queryKey: doctorQueryKeys.quotes(id, language),
    queryFn: ({ signal }) =>
      api('GET /api/doctors/:id/quotes', { params: { id }, query: { lang: language }, signal }),
    ...FEEDBACK_CACHE,
  });
}

/** Derived from the same approved reviews, so it follows the feedback cache timings. */
export function useDoctorStats(id: string) {
  return useQuery({
    queryKey: doctorQueryKeys.stats(id),
    queryFn: ({ signal }) =>
      api('GET /api/doctors/:id/stats', { params: { id }, signal, cache: httpCacheMode() }),
    ...FEEDBACK_CACHE,
  });
}

/** Whether the signed-in patient has a verified visit with this doctor. */
export const fetchMyVisit = (doctorId: string, signal?: AbortSignal) =>
  api('GET /api/doctors/:id/my-visit', { params: { id: doctorId }, signal });
