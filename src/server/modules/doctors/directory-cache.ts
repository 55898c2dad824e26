import { REVIEWS_PAGE_SIZE } from '../../../shared/constants';
import type {
  DoctorFacets,
  DoctorListQuery,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
} from '../../../shared/doctors';
import type { Db } from '../../db/client';
import { type SerializedAnswer, serializeAnswer } from '../../http/answer';
import type { Logger } from '../../lib/logger';
import { VersionedCache } from '../../lib/versioned-cache';
import { createIndexedSearch } from './indexed-search';
import { directoryVersionReader } from './repo';
import {
  doctorFacets,
  doctorProfile,
  doctorReviews,
  doctorStats,
  featuredDoctors,
  type ReviewPage,
  searchDoctors,
} from './service';

/** The first review pages of each doctor kept in the cache (the app's page size, every order and star). */
export const CACHED_REVIEW_PAGES = 5;

/** A cached directory answer: the value, and its bytes once it has been served over HTTP. */
interface Entry {
  value: object;
  answer?: SerializedAnswer;
}

/**
 * The directory answers that depend only on doctors, clinics and rating aggregates (featured,
 * facets, list pages, a doctor's profile and statistics), cached in memory under the
 * directory's data version: one tiny read of the version per request (shared by concurrent
 * requests, and none at all on the embedded database while it has run no statement since the
 * last read: see db/version-reader.ts), and the queries run again only after one of those
 * tables has changed — on any instance, since the version lives in the database. The first
 * pages of a doctor's reviews are cached too: the version also moves when a published review, a
 * reply or a reviewer's name changes (migration 0020). With `size` 0 every request queries.
 *
 * Each entry keeps the value (for the server-rendered page head and the reviews route) and, once
 * served over HTTP, its serialized JSON, ETag and gzip and brotli forms (`answers`), so a hit
 * costs no serialization, hashing or compression.
 *
 * A list page that is not in the cache comes from the in-memory index of the directory
 * (indexed-search.ts) when it is as new as the data, else from the database.
 */
export function createDirectoryCache(db: Db, size: number, log?: Logger) {
  const cache = size > 0 ? new VersionedCache<Entry>(size) : null;
  const version = directoryVersionReader(db);
  const indexed = createIndexedSearch(db, log);
  /** `compute` gets the version the answer must be at least as new as (read when asked for). */
  type Compute<T> = (versionNow: () => Promise<bigint>) => Promise<T>;
  const entry = async (key: string, compute: Compute<object>): Promise<Entry> => {
    if (!cache) return { value: await compute(version) };
    const now = await version();
    return cache.get(key, now, async () => ({ value: await compute(async () => now) }));
  };
  const through = async <T extends object>(key: string, compute: Compute<T>) =>
    (await entry(key, compute)).value as T;
  /** The entry's bytes; `shape` turns the cached value into the response body. */
  const answer = async <T extends object>(
    key: string,
    compute: Compute<T>,
    shape: (value: T) => unknown = (value) => value,
  ): Promise<SerializedAnswer> => {
    const found = await entry(key, compute);
    if (found.answer) return found.answer;
    const serialized = serializeAnswer(shape(found.value as T), { precompress: cache !== null });
    if (cache) found.answer = serialized;
    return serialized;
  };

  const featured = () => featuredDoctors(db);
  // An unknown id throws (404) and a failure is never kept.
  const profile = (id: string) =>
    through<DoctorProfile>(`profile ${id}`, () => doctorProfile(db, id));
  const facets = () => doctorFacets(db);
  // The parsed query has a fixed key order, so equal searches give equal keys.
  const listKey = (query: DoctorListQuery) => `list ${JSON.stringify(query)}`;
  const list =
    (query: DoctorListQuery): Compute<Paged<DoctorSummary>> =>
    async (versionNow) =>
      (await indexed.search(query, await versionNow())) ?? searchDoctors(db, query);
  return {
    /** Hits and misses since start, for metrics (both 0 when the cache is off). */
    cacheCounts: () => ({ hits: cache?.hits ?? 0, misses: cache?.misses ?? 0 }),
    /** List pages the index answered or left to the database, its rebuilds and size. */
    indexCounts: indexed.counts,
    featured: () => through<DoctorSummary[]>('featured', featured),
    facets: () => through<DoctorFacets>('facets', facets),
    search: (query: DoctorListQuery) => through(listKey(query), list(query)),
    profile,
    stats: (id: string) => through<DoctorStats>(`stats ${id}`, () => doctorStats(db, id)),
    /** The same answers as response bodies, as the API sends them. */
    answers: {
      featured: () => answer('featured', featured, (items) => ({ items })),
      facets: () => answer('facets', facets),
      search: (query: DoctorListQuery) => answer(listKey(query), list(query)),
      profile: (id: string) => answer(`profile ${id}`, () => doctorProfile(db, id)),
      stats: (id: string) => answer(`stats ${id}`, () => doctorStats(db, id)),
      reviews: async (id: string, page: ReviewPage) => {
        const compute = async () => doctorReviews(db, await profile(id), page);
        // Deep pages and page sizes the app never asks for are read by few; keyed in the cache
        // they would let anyone crowd the popular answers out of it.
        if (page.page > CACHED_REVIEW_PAGES || page.page_size !== REVIEWS_PAGE_SIZE)
          return serializeAnswer(await compute(), { precompress: false });
        return answer(`reviews ${id} ${JSON.stringify(page)}`, compute);
      },
    },
  };
}

export type DirectoryCache = ReturnType<typeof createDirectoryCache>;
