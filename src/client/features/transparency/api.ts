import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { transparencyQueryKey } from '../../lib/query-keys';

/** The public figures; the server recomputes them at most once a minute. */
export function useTransparencyReport() {
  return useQuery({
    queryKey: transparencyQueryKey,
    queryFn: ({ signal }) => api('GET /api/transparency', { signal }),
    staleTime: 60_000,
  });
}
