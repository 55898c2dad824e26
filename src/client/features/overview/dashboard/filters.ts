import { DASHBOARD_RANGES } from '@shared/admin';

export type DashboardRange = (typeof DASHBOARD_RANGES)[number];

export interface DashboardFilters {
  range: DashboardRange;
  /** null: all clinics. */
  clinicId: string | null;
  /** Doctor name search, trimmed; '' for none. */
  q: string;
}

export const DEFAULT_RANGE: DashboardRange = 'month';

function isRange(value: string | null): value is DashboardRange {
  return (DASHBOARD_RANGES as readonly (string | null)[]).includes(value);
}

/** The filters live in the address (?range=&clinic=&q=), so a reload or a shared link keeps them. */
export function filtersFromSearch(search: URLSearchParams): DashboardFilters {
  const range = search.get('range');
  return {
    range: isRange(range) ? range : DEFAULT_RANGE,
    clinicId: search.get('clinic') || null,
    q: (search.get('q') ?? '').trim(),
  };
}

export function filtersToSearch(filters: DashboardFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.range !== DEFAULT_RANGE) search.set('range', filters.range);
  if (filters.clinicId) search.set('clinic', filters.clinicId);
  if (filters.q) search.set('q', filters.q);
  return search;
}

/** Every filter goes to the server, which applies it to every figure of the dashboard. */
export function dashboardQuery(filters: DashboardFilters) {
  return { range: filters.range, clinic_id: filters.clinicId ?? undefined, q: filters.q };
}
