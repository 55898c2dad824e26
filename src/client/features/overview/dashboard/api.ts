import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adminKeys } from '../../../components/admin/query-keys';
import { api } from '../../../lib/api';
import { type DashboardFilters, dashboardQuery } from './filters';

/** Admins come back to the dashboard to see what changed, so it is fresh for one minute only. */
const DASHBOARD_STALE_MS = 60_000;

export function useDashboard(filters: DashboardFilters) {
  return useQuery({
    queryKey: adminKeys.dashboard.view(filters),
    queryFn: ({ signal }) =>
      api('GET /api/admin/dashboard', { signal, query: dashboardQuery(filters) }),
    staleTime: DASHBOARD_STALE_MS,
    // Changing a filter keeps the previous figures on screen (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });
}
