import { CACHE } from '@shared/constants';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { doctorQueryKeys } from '../../lib/query-keys';

/** The top-rated doctors (the server ranks them and returns FEATURED_DOCTORS of them). */
export function useFeaturedDoctors() {
  return useQuery({
    queryKey: doctorQueryKeys.featured(),
    queryFn: ({ signal }) => api('GET /api/doctors/featured', { signal }),
    select: (data) => data.items,
    staleTime: CACHE.doctorsStaleMs,
  });
}
