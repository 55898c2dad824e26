/**
 * The HTTP scenarios. Ids and filters are picked through the public API itself, so the same
 * code works on the full dataset, the demo data on PostgreSQL and the demo data on PGlite.
 */
import type { DoctorFacets, DoctorSummary, Paged } from '../src/shared/doctors';
import { getJson } from './http';
import type { Scenario } from './load';

export interface DirectoryPicks {
  /** The most reviewed verified doctor: the heaviest profile, stats and reviews pages. */
  doctorId: string;
  doctorName: string;
  doctorReviews: number;
  specialty: string;
  /** `specialty=…&min_rating=4&page=…&page_size=12`, page 50 or the last page that exists. */
  filterQuery: string;
  filterTotal: number;
  verifiedDoctors: number;
}

export const CEILING: Scenario = { name: 'ceiling', path: '/api/health' };

export async function pickDirectory(base: string): Promise<DirectoryPicks> {
  const top = await getJson<Paged<DoctorSummary>>(base, '/api/doctors?sort=reviews&page_size=12');
  const doctor = top.items[0];
  if (!doctor) throw new Error('no verified doctor to benchmark');
  const facets = await getJson<DoctorFacets>(base, '/api/doctors/facets');
  const largest = [...facets.specialties].sort((a, b) => b.count - a.count)[0];
  const specialty = largest?.slug ?? doctor.specialty.slug;
  const filter = new URLSearchParams({ specialty, min_rating: '4', page_size: '12' });
  const first = await getJson<Paged<DoctorSummary>>(base, `/api/doctors?${filter}`);
  const lastPage = Math.max(1, Math.ceil(first.total / 12));
  filter.set('page', String(Math.min(50, lastPage)));
  return {
    doctorId: doctor.id,
    doctorName: doctor.name,
    doctorReviews: doctor.review_count,
    specialty,
    filterQuery: filter.toString(),
    filterTotal: first.total,
    verifiedDoctors: top.total,
  };
}

export function directoryScenarios(p: DirectoryPicks): Scenario[] {
  const d = `/api/doctors/${p.doctorId}`;
  return [
    { name: 'doctors-list', path: '/api/doctors', directory: true },
    { name: 'doctors-search-nguyen', path: '/api/doctors?q=nguyen', directory: true },
    { name: 'doctors-filter-late-page', path: `/api/doctors?${p.filterQuery}`, directory: true },
    { name: 'doctor-profile', path: d, directory: true },
    { name: 'doctor-reviews-page-3', path: `${d}/reviews?page=3`, directory: true },
    { name: 'doctor-stats', path: `${d}/stats`, directory: true },
    { name: 'doctors-featured', path: '/api/doctors/featured', directory: true },
    { name: 'doctors-facets', path: '/api/doctors/facets', directory: true },
  ];
}

export const DASHBOARD_SCENARIOS: Scenario[] = [
  { name: 'admin-dashboard-month', path: '/api/admin/dashboard?range=month', admin: true },
  { name: 'admin-dashboard-year', path: '/api/admin/dashboard?range=year', admin: true },
];
