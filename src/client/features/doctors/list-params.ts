import {
  DEFAULT_DOCTOR_PAGE_SIZE,
  DOCTOR_PAGE_SIZES,
  DOCTOR_SORTS,
  type DoctorPageSize,
  type DoctorSort,
  MIN_RATING_STEP,
  RATING_MAX,
} from '@shared/constants';

/**
 * The doctor list's state, read from the URL. The URL uses the API's own parameter names, so a
 * shared link and the request it makes are the same words; defaults are left out of both.
 */
export interface DoctorListParams {
  q: string;
  specialty: string | null;
  /** At most one of city and clinic_id is set: the location filter picks one or the other. */
  city: string | null;
  clinic_id: string | null;
  min_rating: number;
  sort: DoctorSort;
  page: number;
  page_size: DoctorPageSize;
}

export const DEFAULT_LIST_PARAMS: DoctorListParams = {
  q: '',
  specialty: null,
  city: null,
  clinic_id: null,
  min_rating: 0,
  sort: 'name',
  page: 1,
  page_size: DEFAULT_DOCTOR_PAGE_SIZE,
};

/** Same bounds as the server's schema, so a hand-edited URL never turns into a 400. */
const Q_MAX = 100;
const PAGE_MAX = 10_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function text(value: string | null, max = Q_MAX): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed ? trimmed.slice(0, max) : null;
}

function isPageSize(value: number): value is DoctorPageSize {
  return (DOCTOR_PAGE_SIZES as readonly number[]).includes(value);
}

function isSort(value: string | null): value is DoctorSort {
  return (DOCTOR_SORTS as readonly (string | null)[]).includes(value);
}

/** Invalid or out-of-range values fall back to their defaults instead of failing the page. */
export function parseListParams(search: URLSearchParams): DoctorListParams {
  const pageSize = Number(search.get('page_size'));
  const page = Number(search.get('page'));
  const rating = Number(search.get('min_rating'));
  const clinicId = text(search.get('clinic_id'));
  const sort = search.get('sort');
  return {
    q: text(search.get('q')) ?? '',
    specialty: text(search.get('specialty')),
    clinic_id: clinicId && UUID.test(clinicId) ? clinicId : null,
    // A clinic is more precise than a city, so it wins when a link carries both.
    city: clinicId && UUID.test(clinicId) ? null : text(search.get('city')),
    min_rating:
      Number.isFinite(rating) && rating > 0
        ? Math.min(RATING_MAX, Math.round(rating / MIN_RATING_STEP) * MIN_RATING_STEP)
        : 0,
    sort: isSort(sort) ? sort : DEFAULT_LIST_PARAMS.sort,
    page: Number.isInteger(page) && page >= 1 ? Math.min(page, PAGE_MAX) : 1,
    page_size: isPageSize(pageSize) ? pageSize : DEFAULT_DOCTOR_PAGE_SIZE,
  };
}

/** Only the values that differ from the defaults, in a stable order (also the API's query). */
export function serializeListParams(params: DoctorListParams): URLSearchParams {
  const out = new URLSearchParams();
  if (params.q) out.set('q', params.q);
  if (params.specialty) out.set('specialty', params.specialty);
  if (params.clinic_id) out.set('clinic_id', params.clinic_id);
  else if (params.city) out.set('city', params.city);
  if (params.min_rating > 0) out.set('min_rating', String(params.min_rating));
  if (params.sort !== DEFAULT_LIST_PARAMS.sort) out.set('sort', params.sort);
  if (params.page > 1) out.set('page', String(params.page));
  if (params.page_size !== DEFAULT_DOCTOR_PAGE_SIZE) out.set('page_size', String(params.page_size));
  return out;
}

/** The same parameters as the API query (the same names and omissions, so the same URL). */
export function listQuery(params: DoctorListParams) {
  return {
    q: params.q || undefined,
    specialty: params.specialty || undefined,
    clinic_id: params.clinic_id || undefined,
    city: params.clinic_id ? undefined : params.city || undefined,
    min_rating: params.min_rating > 0 ? params.min_rating : undefined,
    sort: params.sort !== DEFAULT_LIST_PARAMS.sort ? params.sort : undefined,
    page: params.page > 1 ? params.page : undefined,
    page_size: params.page_size !== DEFAULT_DOCTOR_PAGE_SIZE ? params.page_size : undefined,
  };
}

/**
 * Applies a change. Anything but a page change (search, filters, rating, sort, page size) goes
 * back to page 1, because the old page number means nothing in the new result set.
 */
export function updateListParams(
  current: DoctorListParams,
  change: Partial<DoctorListParams>,
): DoctorListParams {
  const next = { ...current, ...change };
  const onlyPage = Object.keys(change).every((key) => key === 'page');
  if (!onlyPage) next.page = 1;
  return next;
}

export function hasActiveFilters(params: DoctorListParams): boolean {
  return Boolean(
    params.q || params.specialty || params.city || params.clinic_id || params.min_rating > 0,
  );
}

/** The location Select's value: Select items may not be empty, hence the 'all' sentinel. */
export const ALL = 'all';

export function locationValue(params: Pick<DoctorListParams, 'city' | 'clinic_id'>): string {
  if (params.clinic_id) return `clinic:${params.clinic_id}`;
  if (params.city) return `city:${params.city}`;
  return ALL;
}

export function parseLocationValue(value: string): Pick<DoctorListParams, 'city' | 'clinic_id'> {
  if (value.startsWith('clinic:')) return { city: null, clinic_id: value.slice('clinic:'.length) };
  if (value.startsWith('city:')) return { city: value.slice('city:'.length), clinic_id: null };
  return { city: null, clinic_id: null };
}
