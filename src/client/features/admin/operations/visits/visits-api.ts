import type { NewVisitRequest } from '@shared/visits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../../lib/api';

export const VISITS_PAGE_SIZE = 20;
const visitsKey = ['admin', 'visits'] as const;

export type { AdminVisit } from '@shared/visits';

export function useVisits(q: string, page: number) {
  return useQuery({
    queryKey: [...visitsKey, { q, page }],
    queryFn: ({ signal }) =>
      api('GET /api/admin/visits', { signal, query: { q, page, page_size: VISITS_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
}

/** New visits change the list and write audit entries. */
function useInvalidateVisits() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: visitsKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
    ]);
}

export function useAddVisit() {
  const invalidate = useInvalidateVisits();
  return useMutation({
    mutationFn: (visit: NewVisitRequest) => api('POST /api/admin/visits', { body: visit }),
    onSuccess: invalidate,
  });
}

export function useImportVisits() {
  const invalidate = useInvalidateVisits();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api('POST /api/admin/visits/import', { body: { csv, dry_run: dryRun } }),
    onSuccess: (result) => (result.written > 0 ? invalidate() : undefined),
  });
}

/** Doctors to pick from (the admin list, every status: a pending doctor may still see patients). */
export function useDoctorOptions() {
  return useQuery({
    queryKey: ['admin', 'doctors', 'options'],
    queryFn: ({ signal }) => api('GET /api/admin/doctors', { query: { page_size: 100 }, signal }),
    select: (data) => data.items,
  });
}

export function useClinicOptions() {
  return useQuery({
    queryKey: ['admin', 'clinics', 'options'],
    queryFn: ({ signal }) => api('GET /api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}

/** Frees a visit another account used; the answer says how many of their reviews were withdrawn. */
export function useReleaseVisit() {
  const invalidate = useInvalidateVisits();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api('POST /api/admin/visits/:id/release', { params: { id }, body: { reason } }),
    onSuccess: invalidate,
  });
}
