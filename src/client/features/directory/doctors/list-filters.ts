import { DOCTOR_STATUSES, type DoctorStatus } from '@shared/constants';

export const ADMIN_DOCTORS_PAGE_SIZE = 20;

export interface DoctorListFilters {
  q: string;
  /** null: every status. */
  status: DoctorStatus | null;
  page: number;
}

function isStatus(value: string | null): value is DoctorStatus {
  return (DOCTOR_STATUSES as readonly (string | null)[]).includes(value);
}

/** Search, status and page live in the address, so going back to the list keeps them. */
export function filtersFromSearch(search: URLSearchParams): DoctorListFilters {
  const status = search.get('status');
  const page = Number(search.get('page'));
  return {
    q: (search.get('q') ?? '').trim(),
    status: isStatus(status) ? status : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

export function filtersToSearch(filters: DoctorListFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.q) search.set('q', filters.q);
  if (filters.status) search.set('status', filters.status);
  if (filters.page > 1) search.set('page', String(filters.page));
  return search;
}

/** The query of `GET /api/admin/doctors` for these filters. */
export function doctorListQuery(filters: DoctorListFilters) {
  return {
    page: filters.page,
    page_size: ADMIN_DOCTORS_PAGE_SIZE,
    q: filters.q || undefined,
    status: filters.status ?? undefined,
  };
}
