import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aggregateMismatches,
  createDatabase,
  ensurePostgresRunning,
  feedbackOf,
  missingFeedback,
  onPostgres,
  pgCtl,
  type TestDatabase,
  withDatabase,
} from './support/db';
import { type ApiResponse, errorCode, openEventStream, Session, sleep } from './support/http';
import { LoadLog, runLoad, settle, setupWorld, tally, type World } from './support/load';
import { DEMO_PASSWORD, disposeServer, type ServerProcess, startServer } from './support/server';

if (!onPostgres) console.warn('resilience tests need PostgreSQL: set TEST_DATABASE_URL (CI does)');

const USERS = 40;
const CLIENTS = 16;
/** A request without an answer after this long counts as a hang. */
const TIMEOUT_MS = 8_000;
const OUTAGE_MS = 3_000;
/** The server must be ready again this soon after PostgreSQL accepts connections again. */
const RECOVERY_MS = 10_000;

/**
 * PostgreSQL stops in the middle of a mixed load and starts again 3 s later. The server process
 * stays up, answers every request within seconds (503 service_unavailable while the database is
 * away), is not ready and then ready again on its own, and no acknowledged write is lost.
 */
describe.skipIf(!onPostgres)('PostgreSQL restarted under load', () => {
  let database: TestDatabase;
  let server: ServerProcess;
  let world: World;
  let log: LoadLog;

  beforeAll(async () => {
    database = await createDatabase();
    server = await startServer({ databaseUrl: database.url });
    world = await setupWorld(server.url, USERS);
  });

  afterAll(async () => {
    // Whatever happened, the cluster the other suites use is running again.
    await ensurePostgresRunning();
    if (server && !server.alive()) console.error(`server exited:\n${server.output()}`);
    await disposeServer(server);
    await database?.drop();
  });

  it('stays up, answers 503 while the database is away, recovers by itself, loses nothing', async () => {
    const pid = server.pid;
    const probe = new Session(server.url, '10.251.0.1');
    const ready = () => probe.get('/api/ready', { timeoutMs: TIMEOUT_MS });
    expect((await ready()).status).toBe(200);

    log = new LoadLog();
    // The load runs until 6 s after the service is ready again (60 s at most).
    let endAt = Number.POSITIVE_INFINITY;
    const load = runLoad(world, log, {
      clients: CLIENTS,
      durationMs: 60_000,
      timeoutMs: TIMEOUT_MS,
      stop: () => log.now() > endAt,
    });
    await sleep(5_000);

    // The outage: stop (fast: open connections are cut), 3 s away, start again.
    const down = log.now();
    await pgCtl('stop');
    const whileDown: ApiResponse[] = [await ready()];
    const outageEnds = performance.now() + OUTAGE_MS;
    while (performance.now() < outageEnds) {
      await sleep(500);
      whileDown.push(await ready());
    }
    await pgCtl('start');
    const up = log.now();
    const started = performance.now();
    let recoveredMs = -1;
    while (performance.now() - started < RECOVERY_MS + 5_000) {
      if ((await ready()).status === 200) {
        recoveredMs = Math.round(performance.now() - started);
        break;
      }
      await sleep(200);
    }
    const recoveredAt = log.now();
    endAt = recoveredAt + 6_000;
    await load;
    await settle(log);
    console.info(
      `postgres restart: down at ${down} ms, up at ${up} ms, ready again ${recoveredMs} ms later; ${log.summary()}`,
    );

    // The same process, still running: it never exited, and its pid is alive.
    expect(server.alive(), server.output()).toBe(true);
    expect(() => process.kill(pid, 0)).not.toThrow();
    // Not ready while the database was away, ready again soon after it came back.
    expect(whileDown.length).toBeGreaterThan(3);
    for (const res of whileDown) {
      expect(res.status).toBe(503);
      expect(errorCode(res.body)).toBe('service_unavailable');
    }
    expect(recoveredMs).toBeGreaterThanOrEqual(0);
    expect(recoveredMs).toBeLessThan(RECOVERY_MS);

    // Every request had an answer in time, and the only 5xx is 503 service_unavailable.
    expect(tally(log.unanswered), 'requests without an answer (crash or hang)').toEqual({});
    const wrong5xx = log.fiveXX.filter((o) => o.status !== 503 || o.code !== 'service_unavailable');
    expect(tally(wrong5xx), JSON.stringify(server.loggedErrors())).toEqual({});
    // The outage was felt by the load (it hit the database while it was away) ...
    expect(log.fiveXX.length).toBeGreaterThan(0);
    // ... and, once ready again, the service was back to normal: no 503 for what came after.
    const after = log.outcomes.filter((o) => o.at > recoveredAt + 1_000);
    expect(after.length).toBeGreaterThan(50);
    expect(after.filter((o) => o.status === 503)).toEqual([]);

    // Nothing acknowledged is lost, nothing doubled; aggregates still add up.
    expect(log.uncertain.size, 'every submission answered in the end').toBe(0);
    expect(log.refused).toEqual([]);
    expect(log.acked.size).toBeGreaterThan(20);
    await withDatabase(database.url, async (q) => {
      const acked = [...log.acked.keys()];
      expect(await missingFeedback(q, acked), 'acknowledged feedback missing').toEqual([]);
      const stored = await feedbackOf(
        q,
        world.users.map((u) => u.id),
      );
      expect([...stored.keys()].sort()).toEqual(acked.sort());
      expect(await aggregateMismatches(q), 'aggregates differ from a recomputation').toEqual([]);
    });

    // Live notifications work again: the LISTEN connection came back on its own.
    const reader = new Session(server.url, '10.251.0.2');
    await reader.signIn('minh.tran@example.com', DEMO_PASSWORD);
    const stream = await openEventStream(reader, '/api/notifications/stream');
    try {
      expect(stream.status).toBe(200);
      await stream.waitFor((e) => e.event === 'ping', 5_000);
      const posted = await world.admin.post('/api/admin/announcements', {
        title: 'Sau khi khởi động lại',
        content: 'Cơ sở dữ liệu đã trở lại.',
      });
      expect(posted.status).toBe(201);
      const event = await stream.waitFor(
        (e) => e.event === 'notification' && e.data.includes('Sau khi khởi động lại'),
        10_000,
      );
      expect(event.id).toBeTruthy();
    } finally {
      stream.close();
    }
  });
});
