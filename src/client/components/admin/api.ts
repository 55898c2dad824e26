import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { adminKeys } from './query-keys';

/* Queries several admin features share: the pickers' lists. */

export function useClinicOptions() {
  return useQuery({
    queryKey: adminKeys.clinics.options(),
    queryFn: ({ signal }) => api('GET /api/admin/clinics', { signal }),
    select: (data) => data.items,
  });
}
