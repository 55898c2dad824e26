import type { DashboardFilters } from '../dashboard/filters';
import type { DoctorListFilters } from '../doctors/list-filters';

/**
 * Query keys of the catalog admin screens. They nest under ['admin', …], so a mutation can
 * refresh a whole family (every doctor list page) by its prefix.
 */
export const adminKeys = {
  dashboard: (filters: DashboardFilters) => ['admin', 'dashboard', filters] as const,
  dashboards: () => ['admin', 'dashboard'] as const,
  doctors: () => ['admin', 'doctors'] as const,
  doctorList: (filters: DoctorListFilters) => ['admin', 'doctors', 'list', filters] as const,
  doctor: (id: string) => ['admin', 'doctors', 'detail', id] as const,
  clinics: () => ['admin', 'clinics'] as const,
  clinicList: () => ['admin', 'clinics', 'list'] as const,
  clinic: (id: string) => ['admin', 'clinics', 'detail', id] as const,
  settings: () => ['admin', 'settings'] as const,
};
