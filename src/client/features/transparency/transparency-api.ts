import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';

/** The public figures; the server recomputes them at most once a minute. */
export function useTransparencyReport() {
  return useQuery({
    queryKey: ['transparency'],
    queryFn: ({ signal }) => api('GET /api/transparency', { signal }),
    staleTime: 60_000,
  });
}
