import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aggregateMismatches,
  createDatabase,
  feedbackOf,
  missingFeedback,
  onPostgres,
  statusOf,
  type TestDatabase,
  withDatabase,
} from './support/db';
import { LoadLog, runLoad, settle, setupWorld, tally, type World } from './support/load';
import { disposeServer, type ServerProcess, startServer } from './support/server';

if (!onPostgres) console.warn('resilience tests need PostgreSQL: set TEST_DATABASE_URL (CI does)');

const USERS = 40;
const CLIENTS = 16;
const DURATION_MS = 15_000;

/**
 * The built server on PostgreSQL with the demo data, under ~15 s of mixed traffic from 16
 * concurrent clients: no 5xx, every acknowledged feedback stored exactly once, and the rating
 * aggregates equal to a recomputation from the approved feedback.
 */
describe.skipIf(!onPostgres)('mixed load on PostgreSQL', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let world: World;
  let log: LoadLog;

  beforeAll(async () => {
    const t0 = Date.now();
    database = await createDatabase();
    const t1 = Date.now();
    server = await startServer({ databaseUrl: database.url });
    const t2 = Date.now();
    world = await setupWorld(server.url, USERS);
    console.info(`setup: db ${t1 - t0} ms, server ${t2 - t1} ms, world ${Date.now() - t2} ms`);
  });

  afterAll(async () => {
    await disposeServer(server);
    await database?.drop();
  });

  it('serves a mixed load without a 5xx and loses or doubles no acknowledged write', async () => {
    log = new LoadLog();
    await runLoad(world, log, { clients: CLIENTS, durationMs: DURATION_MS });
    await settle(log);
    console.info(`mixed load: ${log.summary()}`);

    expect(server.alive()).toBe(true);
    expect(tally(log.fiveXX), JSON.stringify(server.loggedErrors())).toEqual({});
    expect(tally(log.unanswered), 'every request answered in time').toEqual({});
    expect(log.uncertain.size, 'every submission answered').toBe(0);
    // Every key was fresh, so nothing should be refused as already reviewed or a key conflict.
    expect(log.refused).toEqual([]);
    // The load did real work of every kind.
    expect(log.acked.size).toBeGreaterThan(20);
    expect(log.decisions.size).toBeGreaterThan(5);
    const kinds = log.countBy((o) => o.kind);
    for (const kind of ['browse', 'search', 'verify', 'feedback', 'moderate']) {
      expect(kinds[kind], kind).toBeGreaterThan(0);
    }

    await withDatabase(database.url, async (q) => {
      const acked = [...log.acked.keys()];
      expect(await missingFeedback(q, acked), 'acknowledged feedback missing').toEqual([]);
      const stored = await feedbackOf(
        q,
        world.users.map((u) => u.id),
      );
      // Exactly once: the load's users have precisely the rows they were told about.
      expect(stored.size).toBe(log.acked.size);
      expect([...stored.keys()].sort()).toEqual(acked.sort());
      // Moderation (of the demo's feedback too) and reports that were acknowledged stuck.
      const statuses = await statusOf(q, [...log.decisions.keys(), ...log.reported]);
      for (const [id, decision] of log.decisions) {
        const status = statuses.get(id);
        if (decision === 'rejected') expect(status, id).toBe('rejected');
        else expect(['approved', 'reported', 'rejected'], id).toContain(status);
      }
      for (const id of log.reported) {
        expect(['approved', 'reported', 'rejected'], id).toContain(statuses.get(id));
      }
      expect(await aggregateMismatches(q), 'aggregates differ from a recomputation').toEqual([]);
    });
  });
});
