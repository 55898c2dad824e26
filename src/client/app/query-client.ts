import { CACHE } from '@shared/constants';
import { type DefaultOptions, QueryClient } from '@tanstack/react-query';

/** Defaults: data stays fresh 5 minutes, one retry, no refetch when the tab regains focus. */
export const QUERY_DEFAULTS = {
  queries: {
    staleTime: CACHE.defaultStaleMs,
    retry: 1,
    refetchOnWindowFocus: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(overrides: DefaultOptions = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      ...overrides,
      queries: { ...QUERY_DEFAULTS.queries, ...overrides.queries },
    },
  });
}
