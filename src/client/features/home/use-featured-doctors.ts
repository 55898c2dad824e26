import { CACHE } from '@shared/constants';
import type { DoctorSummary } from '@shared/doctors';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api';

export const FEATURED_DOCTORS_QUERY_KEY = ['doctors', 'featured'] as const;

interface FeaturedDoctorsResponse {
  items: DoctorSummary[];
}

/** The top-rated doctors (the server ranks them and returns FEATURED_DOCTORS of them). */
export function useFeaturedDoctors() {
  return useQuery({
    queryKey: FEATURED_DOCTORS_QUERY_KEY,
    queryFn: ({ signal }) => apiFetch<FeaturedDoctorsResponse>('/api/doctors/featured', { signal }),
    select: (data) => data.items,
    staleTime: CACHE.doctorsStaleMs,
  });
}
