import { z } from 'zod';

export interface InsightsFilters {
  /** null: every clinic the viewer works for. */
  clinicId: string | null;
  /** null: every doctor of those clinics. */
  doctorId: string | null;
}

export const NO_FILTERS: InsightsFilters = { clinicId: null, doctorId: null };

const uuid = z.uuid();
// A hand-edited address with a malformed id shows everything rather than a validation error.
const idOf = (value: string | null) => (uuid.safeParse(value).success ? value : null);

/** The filters live in the address (?clinic=&doctor=), so a reload or a shared link keeps them. */
export function filtersFromSearch(search: URLSearchParams): InsightsFilters {
  return { clinicId: idOf(search.get('clinic')), doctorId: idOf(search.get('doctor')) };
}

export function filtersToSearch(filters: InsightsFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (filters.clinicId) search.set('clinic', filters.clinicId);
  if (filters.doctorId) search.set('doctor', filters.doctorId);
  return search;
}

export const scopeQuery = (filters: InsightsFilters) => ({
  clinic_id: filters.clinicId ?? undefined,
  doctor_id: filters.doctorId ?? undefined,
});
