import type { Dashboard } from '@shared/admin';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api';
import { adminKeys } from '../common/query-keys';
import { type DashboardFilters, dashboardUrl } from './filters';

/** Admins come back to the dashboard to see what changed, so it is fresh for one minute only. */
const DASHBOARD_STALE_MS = 60_000;

export function useDashboard(filters: DashboardFilters) {
  return useQuery({
    queryKey: adminKeys.dashboard(filters),
    queryFn: ({ signal }) => apiFetch<Dashboard>(dashboardUrl(filters), { signal }),
    staleTime: DASHBOARD_STALE_MS,
    // Changing a filter keeps the previous figures on screen (dimmed) instead of skeletons.
    placeholderData: keepPreviousData,
  });
}
