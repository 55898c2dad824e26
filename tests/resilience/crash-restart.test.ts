import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { afterAll, describe, expect, it } from 'vitest';
import {
  aggregateMismatches,
  createDatabase,
  feedbackOf,
  missingFeedback,
  onPostgres,
  type Query,
  type TestDatabase,
  withDatabase,
} from './support/db';
import { stopwatch, waitUntil } from './support/http';
import { LoadLog, runLoad, settle, setupWorld, tally, type World, WRITES } from './support/load';
import { disposeServer, type ServerProcess, startServer, tempDir } from './support/server';

const USERS = 8;
const CLIENTS = 8;

interface Crash {
  world: World;
  log: LoadLog;
  /** Requests without an answer when the process died. */
  inflightAtKill: number;
  restarted: ServerProcess;
}

/**
 * Writes from 8 clients (feedback with Idempotency-Keys, moderation), then SIGKILL while some
 * are in flight, then a new process on the same data and port. Checks what the restarted
 * server's API says: ready, and every acknowledged feedback and decision is there.
 */
async function crashDuringWrites(
  first: ServerProcess,
  restart: () => Promise<ServerProcess>,
  time: ReturnType<typeof stopwatch>,
): Promise<Crash> {
  const world = await setupWorld(first.url, USERS);
  time.lap('users and visits');
  const log = new LoadLog();
  let killed = false;
  const load = runLoad(world, log, {
    clients: CLIENTS,
    durationMs: 60_000,
    mix: WRITES,
    stop: () => killed,
  });
  // Some writes acknowledged, then the kill while several requests are in flight.
  await waitUntil('acknowledged writes', async () => log.acked.size >= 15, 30_000, 20);
  await waitUntil('writes in flight', async () => log.inflight >= 3, 10_000, 1);
  const inflightAtKill = log.inflight;
  await first.kill('SIGKILL');
  killed = true;
  await load;
  time.lap('killed');
  expect(first.child.signalCode).toBe('SIGKILL');

  const restarted = await restart();
  time.lap('restarted');
  expect(restarted.url).toBe(first.url);
  const ready = await world.admin.get('/api/ready');
  expect(ready.status).toBe(200);

  // Through the API of the new process: each patient's own list holds what was acknowledged,
  // and acknowledged moderation decisions hold.
  const seen = new Map<string, string>();
  for (const u of world.users) {
    const mine = await u.session.get<{ items: { id: string; status: string }[] }>(
      '/api/me/feedback',
    );
    expect(mine.status).toBe(200);
    for (const f of mine.body.items) seen.set(f.id, f.status);
  }
  for (const id of log.acked.keys()) expect(seen.has(id), `acknowledged ${id}`).toBe(true);
  for (const [id, decision] of log.decisions) {
    if (seen.has(id)) expect(seen.get(id), id).toBe(decision);
  }

  // The unanswered submissions are sent again with their keys, as a client would: each ends
  // with one row (the first attempt's if it had committed, a new one otherwise).
  await settle(log);
  time.lap('checked and settled');
  expect(log.uncertain.size).toBe(0);
  expect(log.refused).toEqual([]);
  console.info(
    `crash: ${inflightAtKill} in flight at SIGKILL; ${log.summary()}; unanswered ${JSON.stringify(tally(log.unanswered))}; ${time}`,
  );
  return { world, log, inflightAtKill, restarted };
}

/** The data itself: exactly the acknowledged rows, and aggregates equal to a recomputation. */
async function checkData(query: Query, { world, log }: Crash) {
  const acked = [...log.acked.keys()];
  expect(await missingFeedback(query, acked)).toEqual([]);
  const stored = await feedbackOf(
    query,
    world.users.map((u) => u.id),
  );
  expect([...stored.keys()].sort()).toEqual(acked.sort());
  for (const [id, decision] of log.decisions) {
    if (stored.has(id)) expect(stored.get(id), id).toBe(decision);
  }
  expect(await aggregateMismatches(query), 'aggregates differ from a recomputation').toEqual([]);
}

describe('server killed with SIGKILL during writes, embedded database (PGlite)', () => {
  const dataDir = tempDir('dr-resilience-pglite-');
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  afterAll(async () => {
    await first?.kill('SIGKILL');
    await disposeServer(second, false);
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('restarts on the same folder, ready, consistent, nothing acknowledged missing', async () => {
    const time = stopwatch();
    first = await startServer({ dataDir });
    time.lap('started');
    const crash = await crashDuringWrites(
      first,
      async () => {
        second = await startServer({ dataDir, port: first!.port });
        return second;
      },
      time,
    );
    expect(crash.inflightAtKill).toBeGreaterThan(0);

    // Stop the new process, then read the folder directly.
    await second!.kill('SIGTERM');
    expect(second!.child.exitCode).toBe(0);
    const db = await PGlite.create(path.join(dataDir, 'db'), { extensions: { unaccent, pg_trgm } });
    time.lap('stopped');
    try {
      await checkData(
        async (text, params) => (await db.query<Record<string, unknown>>(text, params)).rows,
        crash,
      );
    } finally {
      await db.close();
    }
    time.lap('read the folder');
    console.info(`pglite crash: ${time}`);
  });
});

describe.skipIf(!onPostgres)('server killed with SIGKILL during writes, PostgreSQL', () => {
  let database: TestDatabase;
  let first: ServerProcess | undefined;
  let second: ServerProcess | undefined;

  afterAll(async () => {
    await first?.kill('SIGKILL');
    await disposeServer(second);
    await database?.drop();
  });

  it('restarts on the same database, ready, consistent, nothing acknowledged missing', async () => {
    database = await createDatabase();
    const time = stopwatch();
    first = await startServer({ databaseUrl: database.url });
    time.lap('started');
    const crash = await crashDuringWrites(
      first,
      async () => {
        second = await startServer({
          databaseUrl: database.url,
          dataDir: first!.dataDir,
          port: first!.port,
        });
        return second;
      },
      time,
    );
    expect(crash.inflightAtKill).toBeGreaterThan(0);
    await withDatabase(database.url, (q) => checkData(q, crash));
  });
});
