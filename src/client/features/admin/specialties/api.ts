import type { Specialty, SpecialtyInput } from '@shared/specialties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { doctorQueryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../common/query-keys';

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
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: publicSpecialtiesKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.all() }),
      queryClient.invalidateQueries({ queryKey: doctorQueryKeys.all }),
    ]);
}

export function useSaveSpecialty() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({
      id,
      values,
    }: {
      id: string | null;
      values: SpecialtyInput;
    }): Promise<Specialty> => {
      const { slug, ...rest } = values;
      return id
        ? api('PUT /api/admin/specialties/:id', { params: { id }, body: rest })
        : api('POST /api/admin/specialties', { body: values });
    },
    onSuccess: refresh,
  });
}

export function useMergeSpecialty() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, into }: { id: string; into: string }) =>
      api('POST /api/admin/specialties/:id/merge', { params: { id }, body: { into } }),
    onSuccess: refresh,
  });
}
