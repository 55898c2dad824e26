import type { NewVisitRequest } from '@shared/visits';
import { keepPreviousData, type QueryClient, useQuery } from '@tanstack/react-query';
import { refreshQueries, useAdminMutation } from '../../components/admin/admin-mutation';
import { adminKeys } from '../../components/admin/query-keys';
import { api } from '../../lib/api';

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
const refreshVisits = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [adminKeys.visits.all(), adminKeys.audit.all()]);

export function useAddVisit() {
  return useAdminMutation(
    (visit: NewVisitRequest) => api('POST /api/admin/visits', { body: visit }),
    refreshVisits,
  );
}

export function useImportVisits() {
  return useAdminMutation(
    ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      api('POST /api/admin/visits/import', { body: { csv, dry_run: dryRun } }),
    // A dry run, or an import refused line by line, changes nothing.
    (queryClient, result) => (result.written > 0 ? refreshVisits(queryClient) : Promise.resolve()),
  );
}

/** Doctors to pick from (the admin list, every status: a pending doctor may still see patients). */
export function useDoctorOptions() {
  return useQuery({
    queryKey: adminKeys.doctors.options(),
    queryFn: ({ signal }) => api('GET /api/admin/doctors', { query: { page_size: 100 }, signal }),
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
  return useAdminMutation(
    ({ id, reason }: { id: string; reason: string }) =>
      api('POST /api/admin/visits/:id/release', { params: { id }, body: { reason } }),
    refreshVisits,
  );
}

/** API keys of the clinic systems that send visits (the integration section of this screen). */
export function useApiKeys() {
  return useQuery({
    queryKey: adminKeys.apiKeys.all(),
    queryFn: ({ signal }) => api('GET /api/admin/api-keys', { signal }),
    select: (data) => data.items,
  });
}

const refreshApiKeys = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [adminKeys.apiKeys.all()]);

export function useCreateApiKey() {
  return useAdminMutation(
    (name: string) => api('POST /api/admin/api-keys', { body: { name } }),
    refreshApiKeys,
  );
}

export function useRevokeApiKey() {
  return useAdminMutation(
    (id: string) => api('DELETE /api/admin/api-keys/:id', { params: { id } }),
    refreshApiKeys,
  );
}
