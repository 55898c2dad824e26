import type { DoctorFacets, DoctorListQuery, DoctorSummary, Paged } from '../../../shared/doctors';
import type { Db } from '../../db/client';
import { VersionedCache } from '../../lib/versioned-cache';
import { readDirectoryVersion } from './repo';
import { doctorFacets, featuredDoctors, searchDoctors } from './service';

/**
 * The directory answers every visitor shares (featured, facets, list pages), cached in memory
 * under the directory's data version: one tiny read of the version per request, and the
 * expensive queries run again only after a doctor, clinic or rating aggregate has changed — on
 * any instance, since the version lives in the database. With `size` 0 every request queries.
 */
export function createDirectoryCache(db: Db, size: number) {
  if (size === 0) {
    return {
      featured: () => featuredDoctors(db),
      facets: () => doctorFacets(db),
      search: (query: DoctorListQuery) => searchDoctors(db, query),
    };
  }
  const cache = new VersionedCache<object>(size);
  const through = async <T extends object>(key: string, compute: () => Promise<T>) =>
    cache.get(key, await readDirectoryVersion(db), compute) as Promise<T>;
  return {
    featured: () => through<DoctorSummary[]>('featured', () => featuredDoctors(db)),
    facets: () => through<DoctorFacets>('facets', () => doctorFacets(db)),
    // The parsed query has a fixed key order, so equal searches give equal keys.
    search: (query: DoctorListQuery) =>
      through<Paged<DoctorSummary>>(`list ${JSON.stringify(query)}`, () =>
        searchDoctors(db, query),
      ),
  };
}
