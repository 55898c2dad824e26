import type { AdminDoctor, Clinic } from '@shared/admin';
import type { Paged } from '@shared/doctors';
import type { ImportPreview } from '@shared/visits';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../../lib/api';

export const VISITS_PAGE_SIZE = 20;
const visitsKey = ['admin', 'visits'] as const;
const apiKeysKey = ['admin', 'api-keys'] as const;

export interface AdminVisit {
  id: string;
  visit_code: string;
  phone: string;
  visit_date: string;
  expires_at: string;
  source: string;
  claimed: boolean;
  clinic: string | null;
  doctors: string[];
  created_at: string;
}

export interface NewVisit {
  phone: string;
  visit_date: string;
  doctor_ids: string[];
  clinic_id?: string;
  visit_code?: string;
  valid_days?: number;
}

export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export function useVisits(q: string, page: number) {
  return useQuery({
    queryKey: [...visitsKey, { q, page }],
    queryFn: ({ signal }) => {
      const params = new URLSearchParams({
        page: String(page),
        page_size: String(VISITS_PAGE_SIZE),
      });
      if (q) params.set('q', q);
      return apiFetch<Paged<AdminVisit>>(`/api/admin/visits?${params}`, { signal });
    },
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
    mutationFn: (visit: NewVisit) =>
      apiFetch<{ id: string; visit_code: string }>('/api/admin/visits', {
        method: 'POST',
        json: visit,
      }),
    onSuccess: invalidate,
  });
}

export function useImportVisits() {
  const invalidate = useInvalidateVisits();
  return useMutation({
    mutationFn: ({ csv, dryRun }: { csv: string; dryRun: boolean }) =>
      apiFetch<ImportPreview>('/api/admin/visits/import', {
        method: 'POST',
        json: { csv, dry_run: dryRun },
      }),
    onSuccess: (result) => (result.written > 0 ? invalidate() : undefined),
  });
}

/** Doctors to pick from (the admin list, every status: a pending doctor may still see patients). */
export function useDoctorOptions() {
  return useQuery({
    queryKey: ['admin', 'doctors', 'options'],
    queryFn: ({ signal }) =>
      apiFetch<Paged<AdminDoctor>>('/api/admin/doctors?page_size=100', { signal }),
    select: (data) => data.items,
  });
}

export function useClinicOptions() {
  return useQuery({
    queryKey: ['admin', 'clinics', 'options'],
    queryFn: ({ signal }) => apiFetch<{ items: Clinic[] }>('/api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}

export function useApiKeys() {
  return useQuery({
    queryKey: apiKeysKey,
    queryFn: ({ signal }) => apiFetch<{ items: ApiKey[] }>('/api/admin/api-keys', { signal }),
    select: (data) => data.items,
  });
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: string) =>
      apiFetch<ApiKey & { key: string }>('/api/admin/api-keys', { method: 'POST', json: { name } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch<void>(`/api/admin/api-keys/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysKey }),
  });
}
