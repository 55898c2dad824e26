import type { SpecialtyInput } from '@shared/specialties';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { refreshQueries, useAdminMutation } from '../../../components/admin/admin-mutation';
import { adminKeys } from '../../../components/admin/query-keys';
import { api } from '../../../lib/api';
import { doctorQueryKeys } from '../../../lib/query-keys';

/** The public taxonomy (pickers and the public directory read it). */
const publicSpecialtiesKey = ['specialties'] as const;

/** The taxonomy with both names, for pickers (public, small). */
export function useSpecialties() {
  return useQuery({
    queryKey: publicSpecialtiesKey,
    queryFn: ({ signal }) => api('GET /api/specialties', { signal }),
    select: (data) => data.items,
  });
}

export function useAdminSpecialties() {
  return useQuery({
    queryKey: adminKeys.specialties.all(),
    queryFn: ({ signal }) => api('GET /api/admin/specialties', { signal }),
    select: (data) => data.items,
  });
}

/** Specialty names appear in every doctor list, card and profile. */
const refreshSpecialties = (queryClient: QueryClient) =>
  refreshQueries(queryClient, [publicSpecialtiesKey, adminKeys.all(), doctorQueryKeys.all]);

export function useSaveSpecialty() {
  return useAdminMutation(({ id, values }: { id: string | null; values: SpecialtyInput }) => {
    const { slug, ...rest } = values;
    return id
      ? api('PUT /api/admin/specialties/:id', { params: { id }, body: rest })
      : api('POST /api/admin/specialties', { body: values });
  }, refreshSpecialties);
}

export function useMergeSpecialty() {
  return useAdminMutation(
    ({ id, into }: { id: string; into: string }) =>
      api('POST /api/admin/specialties/:id/merge', { params: { id }, body: { into } }),
    refreshSpecialties,
  );
}
