/**
 * On PostgreSQL the data versions are read over a connection of their own: the reads still see
 * every committed change, a lost connection fails one read and the next one reconnects, and
 * closing the database closes it too.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { startTestApp, type TestApp } from '../test/harness';
import { type Database, openDatabase, VERSION_READS } from './client';
import { directoryVersion } from './schema';
import { versionConnection } from './version-connection';
import { shardedVersionRead } from './version-reader';

describe.skipIf(!process.env.TEST_DATABASE_URL)('version reads on PostgreSQL', () => {
  let t: TestApp;
  let database: Database;
  let admin: pg.Client;
  /** The backends of version-read connections on the test app's database. */
  const versionBackends = async () =>
    (
      await admin.query<{ pid: number }>(
        'select pid from pg_stat_activity where application_name = $1 and datname = current_database()',
        [VERSION_READS],
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    t = await startTestApp();
    database = await openDatabase({ url: t.databaseUrl, log: createLogger('silent') });
    admin = new pg.Client({ connectionString: t.databaseUrl });
    await admin.connect();
  });
  afterAll(async () => {
    await database.close().catch(() => {});
    await admin.end();
    await t.close();
  });

  it('go over their own connection, see each change and come back after losing it', async () => {
    const others = await versionBackends();
    const read = shardedVersionRead(database.db, directoryVersion, 'test_directory_version');
    const before = await read();
    const mine = (await versionBackends()).filter((pid) => !others.includes(pid));
    expect(mine).toHaveLength(1);

    // What the triggers of a committed directory change do.
    await database.db.execute(
      sql`update directory_version set version = version + 1 where shard = 0`,
    );
    const after = await read();
    expect(after).toBe(before + 1n);

    // A restart ends every connection: the read under way fails, the next one reconnects.
    await admin.query('select pg_terminate_backend($1)', [mine[0]]);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await read().catch(() => read())).toBe(after);
    const now = (await versionBackends()).filter((pid) => !others.includes(pid));
    expect(now).toHaveLength(1);
    expect(now[0]).not.toBe(mine[0]);
  });

  it('is closed with the database', async () => {
    const before = (await versionBackends()).length;
    await database.close();
    expect((await versionBackends()).length).toBe(before - 1);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('a version read that does not answer', () => {
  it('fails after the time-out, and the next read gets a new connection', async () => {
    const connection = versionConnection(
      { connectionString: process.env.TEST_DATABASE_URL },
      createLogger('silent'),
      300,
    );
    try {
      const pid = await connection.readText('test_backend_pid', 'select pg_backend_pid()::text');
      const started = performance.now();
      await expect(connection.readText('test_sleep', 'select pg_sleep(3)::text')).rejects.toThrow(
        /timeout/i,
      );
      expect(performance.now() - started).toBeLessThan(2_000);
      const next = await connection.readText('test_backend_pid', 'select pg_backend_pid()::text');
      expect(next).not.toBeNull();
      expect(next).not.toBe(pid);
    } finally {
      await connection.end();
    }
  });
});
