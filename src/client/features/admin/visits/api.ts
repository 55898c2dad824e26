import type { NewVisitRequest } from '@shared/visits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { adminKeys } from '../common/query-keys';

export const VISITS_PAGE_SIZE = 20;

export type { AdminVisit } from '@shared/visits';

export function useVisits(q: string, page: number) {
  return useQuery({
    queryKey: adminKeys.visits.list({ q, page }),
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
      queryClient.invalidateQueries({ queryKey: adminKeys.visits.all() }),
      queryClient.invalidateQueries({ queryKey: adminKeys.audit.all() }),
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
    queryKey: adminKeys.doctors.options(),
    queryFn: ({ signal }) => api('GET /api/admin/doctors', { query: { page_size: 100 }, signal }),
    select: (data) => data.items,
  });
}

export function useClinicOptions() {
  return useQuery({
    queryKey: adminKeys.clinics.options(),
    queryFn: ({ signal }) => api('GET /api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}

/** A visit's personal invitation link; nothing is asked while no visit is chosen. */
export function useVisitInvite(id: string | null) {
  return useQuery({
    queryKey: adminKeys.visits.invite(id ?? undefined),
    queryFn: ({ signal }) =>
      api('GET /api/admin/visits/:id/invite', { params: { id: id ?? '' }, signal }),
    enabled: id !== null,
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

/** API keys of the clinic systems that send visits (the integration section of this screen). */
export function useApiKeys() {
  return useQuery({
    queryKey: adminKeys.apiKeys.all(),
    queryFn: ({ signal }) => api('GET /api/admin/api-keys', { signal }),
    select: (data) => data.items,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) => api('POST /api/admin/api-keys', { body: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys.all() }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api('DELETE /api/admin/api-keys/:id', { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiKeys.all() }),
  });
}
