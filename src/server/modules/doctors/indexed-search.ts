import { LRUCache } from 'lru-cache';
import type { DoctorListQuery, DoctorSummary, Paged } from '../../../shared/doctors';
import type { Db } from '../../db/client';
import { searchWords } from '../../db/search';
import type { Logger } from '../../lib/logger';
import { buildDoctorIndex, type DoctorIndex } from './directory-index';
import { accentFreeWords, readIndexSnapshot } from './index-repo';

/** The least time between two starts of a rebuild: under a stream of changes, most lists then go to the database. */
const INDEX_REBUILD_INTERVAL_MS = 1000;

/** Printable ASCII, which unaccent leaves alone. */
const ASCII = /^[ -~]*$/;

/**
 * Keeps a `DoctorIndex` of the directory's current version and answers list queries from it
 * when it is at least as new as the version the request saw; otherwise the caller asks the
 * database, and a rebuild starts in the background (at most one at a time, and not within
 * `rebuildIntervalMs` of the last start), so an answer is never older than the data.
 */
export function createIndexedSearch(
  db: Db,
  log?: Logger,
  { rebuildIntervalMs = INDEX_REBUILD_INTERVAL_MS, now = () => performance.now() } = {},
) {
  let index: DoctorIndex | null = null;
  let building: Promise<void> | null = null;
  let lastStart = Number.NEGATIVE_INFINITY;
  const counts = { answered: 0, declined: 0, builds: 0 };
  /** Accent-free forms of non-ASCII words, asked of the database once (they never change). */
  const accentFree = new LRUCache<string, string>({ max: 2000 });

  const rebuild = () => {
    if (building || now() - lastStart < rebuildIntervalMs) return;
    lastStart = now();
    building = readIndexSnapshot(db)
      .then(buildDoctorIndex)
      .then((built) => {
        if (!index || built.version >= index.version) index = built;
        counts.builds += 1;
      })
      // The database answers meanwhile; the next stale request tries again.
      .catch((err: unknown) => log?.warn({ err }, 'directory index: rebuild failed'))
      .finally(() => {
        building = null;
      });
  };

  /** `app_search_text` of each word: lower case for ASCII (unaccent maps no ASCII character). */
  const normalize = async (words: string[]): Promise<string[]> => {
    const forms = new Map<string, string>();
    const unknown: string[] = [];
    for (const word of words) {
      const known = ASCII.test(word) ? word.toLowerCase() : accentFree.get(word);
      if (known === undefined) unknown.push(word);
      else forms.set(word, known);
    }
    if (unknown.length > 0) {
      const found = await accentFreeWords(db, unknown);
      unknown.forEach((word, i) => {
        const form = found[i] ?? '';
        forms.set(word, form);
        accentFree.set(word, form);
      });
    }
    return words.map((word) => forms.get(word) ?? '');
  };

  return {
    /** The page from the index, or null when the index is older than `version` (or absent). */
    async search(query: DoctorListQuery, version: bigint): Promise<Paged<DoctorSummary> | null> {
      const current = index;
      if (!current || current.version < version) {
        counts.declined += 1;
        rebuild();
        return null;
      }
      counts.answered += 1;
      return current.search(query, await normalize(searchWords(query.q)));
    },
    /** Resolves once a rebuild under way (if any) has ended. */
    settled: async () => {
      await building;
    },
    counts: () => ({ ...counts, doctors: index?.size ?? 0 }),
  };
}

export type IndexedSearch = ReturnType<typeof createIndexedSearch>;
