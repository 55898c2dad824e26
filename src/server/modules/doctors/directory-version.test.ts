import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coalescedVersionReader, watchedVersionReader } from '../../db/version-reader';
import { makeDoctor } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { readDirectoryVersion } from './repo';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('coalescedVersionReader', () => {
  it('lets a request join only a read that starts after it arrived', async () => {
    let reads = 0;
    const pending: ((v: bigint) => void)[] = [];
    const read = coalescedVersionReader(() => {
      reads += 1;
      return new Promise<bigint>((resolve) => pending.push(resolve));
    });
    const first = read();
    // Both arrive while the first read runs: they share the next one, not the running one.
    const second = read();
    const third = read();
    expect(reads).toBe(1);
    pending[0]!(1n);
    expect(await first).toBe(1n);
    await new Promise((r) => setImmediate(r));
    expect(reads).toBe(2);
    pending[1]!(2n);
    expect(await second).toBe(2n);
    expect(await third).toBe(2n);
  });

  it('forgets a failed read', async () => {
    let calls = 0;
    const read = coalescedVersionReader(async () => {
      calls += 1;
      if (calls === 1) throw new Error('database down');
      return 7n;
    });
    await expect(read()).rejects.toThrow('database down');
    expect(await read()).toBe(7n);
  });
});

// The statement counter exists for the embedded database only (PostgreSQL has other writers).
describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('watchedVersionReader (PGlite)', () => {
  /** Counts the queries the client runs from here on. */
  const countQueries = () => {
    const client = (
      t.database.db as unknown as { $client: { query: (...a: unknown[]) => unknown } }
    ).$client;
    const counted = client.query;
    const seen = { n: 0 };
    client.query = function (this: unknown, ...args: unknown[]) {
      seen.n += 1;
      return counted.apply(this, args);
    };
    return {
      seen,
      restore: () => {
        client.query = counted;
      },
    };
  };

  it('reads the version once while the database runs no other statement', async () => {
    const version = watchedVersionReader(t.database.db, () => readDirectoryVersion(t.database.db))!;
    expect(version).toBeDefined();
    const first = await version();
    const queries = countQueries();
    try {
      for (let i = 0; i < 5; i++) expect(await version()).toBe(first);
      expect(queries.seen.n).toBe(0);
    } finally {
      queries.restore();
    }
  });

  it('reads again after any other statement, and sees a directory change', async () => {
    const version = watchedVersionReader(t.database.db, () => readDirectoryVersion(t.database.db))!;
    const before = await version();
    await t.database.ping();
    const queries = countQueries();
    try {
      expect(await version()).toBe(before);
      expect(queries.seen.n).toBe(1);
    } finally {
      queries.restore();
    }
    await makeDoctor(t, 'BS. Phiên Bản');
    expect(await version()).toBeGreaterThan(before);
  });

  it('serves cached directory answers with no query at all', async () => {
    expect((await t.api('GET /api/doctors/facets')).status).toBe(200);
    expect((await t.api('GET /api/doctors/facets')).status).toBe(200);
    const queries = countQueries();
    try {
      for (let i = 0; i < 3; i++) expect((await t.api('GET /api/doctors/facets')).status).toBe(200);
      expect(queries.seen.n).toBe(0);
    } finally {
      queries.restore();
    }
  });
});
