import { LRUCache } from 'lru-cache';

interface Entry<V> {
  version: bigint;
  value: Promise<V>;
}

/**
 * Answers computed from versioned data (see `directory_version` in the schema). An entry is
 * served only to a caller whose version is not newer than the entry's, so an answer is never
 * older than the data the caller has just seen. The promise itself is kept: callers that miss
 * on the same key at the same time share one computation. A failed computation is forgotten.
 * The least recently used entries go first once `max` is reached; with `maxAgeMs`, an entry is
 * also computed again once it is that old (for answers that depend on the clock too).
 */
export class VersionedCache<V extends object> {
  private readonly entries: LRUCache<string, Entry<V>>;
  /** Answers served from an entry, and computed (absent or older than the caller's version). */
  hits = 0;
  misses = 0;

  constructor(max: number, maxAgeMs?: number) {
    this.entries = new LRUCache(maxAgeMs ? { max, ttl: maxAgeMs } : { max });
  }

  get(key: string, version: bigint, compute: () => Promise<V>): Promise<V> {
    const hit = this.entries.get(key);
    if (hit && hit.version >= version) {
      this.hits += 1;
      return hit.value;
    }
    this.misses += 1;
    const value = compute();
    const entry = { version, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  get size(): number {
    return this.entries.size;
  }
}
