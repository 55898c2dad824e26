import type { Specialty, SpecialtyInput } from '@shared/specialties';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

const keys = {
  all: ['specialties'] as const,
  admin: ['admin', 'specialties'] as const,
};

/** The taxonomy with both names, for pickers (public, small). */
export function useSpecialties() {
  return useQuery({
    queryKey: keys.all,
    queryFn: ({ signal }) => api('GET /api/specialties', { signal }),
    select: (data) => data.items,
  });
}

export function useAdminSpecialties() {
  return useQuery({
    queryKey: keys.admin,
    queryFn: ({ signal }) => api('GET /api/admin/specialties', { signal }),
    select: (data) => data.items,
  });
}

/** Specialty names appear in every doctor list, card and profile. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.all }),
      queryClient.invalidateQueries({ queryKey: ['admin'] }),
      queryClient.invalidateQueries({ queryKey: ['doctors'] }),
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
