import type {
  DoctorFacets,
  DoctorListQuery,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
} from '../../../shared/doctors';
import type { Db } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { readDirectoryVersion } from './repo';
import {
  doctorFacets,
  doctorProfile,
  doctorStats,
  featuredDoctors,
  searchDoctors,
} from './service';

/**
 * The directory answers that depend only on doctors, clinics and rating aggregates (featured,
 * facets, list pages, a doctor's profile and statistics), cached in memory under the
 * directory's data version: one tiny read of the version per request, and the queries run again
 * only after one of those tables has changed — on any instance, since the version lives in the
 * database. Reviews are not cached: they also depend on feedback rows and reviewers' profiles.
 * With `size` 0 every request queries.
 */
export function createDirectoryCache(db: Db, size: number) {
  const cache = size > 0 ? new VersionedCache<object>(size) : null;
  const through = async <T extends object>(key: string, compute: () => Promise<T>) =>
    cache ? (cache.get(key, await readDirectoryVersion(db), compute) as Promise<T>) : compute();
  return {
    featured: () => through<DoctorSummary[]>('featured', () => featuredDoctors(db)),
    facets: () => through<DoctorFacets>('facets', () => doctorFacets(db)),
    // The parsed query has a fixed key order, so equal searches give equal keys.
    search: (query: DoctorListQuery) =>
      through<Paged<DoctorSummary>>(`list ${JSON.stringify(query)}`, () =>
        searchDoctors(db, query),
      ),
    // An unknown id throws (404) and a failure is never kept.
    profile: (id: string) => through<DoctorProfile>(`profile ${id}`, () => doctorProfile(db, id)),
    stats: (id: string) => through<DoctorStats>(`stats ${id}`, () => doctorStats(db, id)),
  };
}

export type DirectoryCache = ReturnType<typeof createDirectoryCache>;
