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

/** The raw node:http baseline, run before and after every scenario (bench/baseline-server.mjs). */
export const RAW: Scenario = { name: 'raw', path: '/api/health' };
/** A bare Hono app on @hono/node-server, in the baseline process: the framework's own cost. */
export const BARE_HONO: Scenario = { name: 'bare-hono', path: '/api/health' };
/** The product's own health check: the cheapest answer it gives, every middleware included. */
export const HEALTH: Scenario = { name: 'health', path: '/api/health' };

/** The directory answers the directory cache keeps (targets: ≥ 0.40 of raw when cached). */
export const CACHED_DIRECTORY = [
  'doctors-list',
  'doctors-search-nguyen',
  'doctors-filter-late-page',
  'doctor-profile',
  'doctor-stats',
  'doctors-featured',
  'doctors-facets',
];
/** A doctor's reviews page (targets at 1M feedback: ≥ 0.20 of raw, p99 < 50 ms). */
export const REVIEWS = 'doctor-reviews-page-3';
/** Whose cost grows with the matching doctors (target with the cache off: ≥ 0.10 of raw). */
export const UNCACHED_DIRECTORY = [
  'doctors-list',
  'doctors-search-nguyen',
  'doctors-filter-late-page',
];
export const DASHBOARD_MONTH = 'admin-dashboard-month';
export const DASHBOARD_YEAR = 'admin-dashboard-year';

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
    { name: 'doctors-list', path: '/api/doctors' },
    { name: 'doctors-search-nguyen', path: '/api/doctors?q=nguyen' },
    { name: 'doctors-filter-late-page', path: `/api/doctors?${p.filterQuery}` },
    { name: 'doctor-profile', path: d },
    { name: REVIEWS, path: `${d}/reviews?page=3` },
    { name: 'doctor-stats', path: `${d}/stats` },
    { name: 'doctors-featured', path: '/api/doctors/featured' },
    { name: 'doctors-facets', path: '/api/doctors/facets' },
  ];
}

export const DASHBOARD_SCENARIOS: Scenario[] = [
  { name: DASHBOARD_MONTH, path: '/api/admin/dashboard?range=month', admin: true },
  { name: DASHBOARD_YEAR, path: '/api/admin/dashboard?range=year', admin: true },
];
