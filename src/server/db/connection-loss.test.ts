/**
 * What a lost database connection does to a request (found by tests/resilience): never a crash,
 * never a 500, but 503 service_unavailable, including on routes that need a signed-in user.
 */
import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contract } from '../../shared/api';
import { authCall, createAuth } from '../auth/auth';
import { registerAuthRoutes } from '../auth/routes';
import { createViewerResolver } from '../auth/viewer';
import type { AppEnv } from '../http/context';
import { handleError, isDatabaseUnavailable } from '../http/errors-handler';
import { ApiRouter } from '../http/router';
import { createLogger } from '../lib/logger';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';
import { type Database, openDatabase } from './client';

const log = createLogger('silent');

describe('a signed-in request while the database cannot be reached', () => {
  let t: TestApp;
  let user: TestUser;
  let unreachable: Database;
  beforeAll(async () => {
    t = await startTestApp();
    user = await t.createUser();
    // Nothing listens on port 1: every connection is refused at once.
    unreachable = await openDatabase({ url: 'postgres://postgres@127.0.0.1:1/none', log });
  });
  afterAll(async () => {
    await unreachable.close();
    await t.close();
  });

  it('answers 503, not 500, for user routes and for the auth routes', async () => {
    // Same secret as the test app, so the user's signed session cookie reaches the database.
    const auth = createAuth({
      config: t.config,
      db: unreachable.db,
      secret: t.config.AUTH_SECRET!,
    });
    const app = new Hono<AppEnv>();
    // app.ts sets the caller's address once per request; the auth routes read it.
    app.use(async (c, next) => {
      c.set('clientIp', '127.0.0.1');
      await next();
    });
    const router = new ApiRouter(app, '/api', {
      resolveViewer: createViewerResolver(auth, unreachable.db),
    });
    router.handle(contract.accounts.preferences, ({ c }) => c.json({ ok: true }));
    registerAuthRoutes(router, auth, unreachable.db);
    app.onError(handleError);

    for (const path of ['/api/me/preferences', '/api/auth/get-session']) {
      const res = await app.request(`http://localhost:3000${path}`, {
        headers: { cookie: user.cookie },
      });
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after'), path).toBe('2');
      expect((await res.json()).error.code, path).toBe('service_unavailable');
    }
  });

  it('passes other auth failures through unchanged', async () => {
    const auth = createAuth({ config: t.config, db: t.database.db, secret: t.config.AUTH_SECRET! });
    const session = await authCall(
      () => auth.api.getSession({ headers: new Headers({ cookie: user.cookie }) }),
      () => false,
    );
    expect(session?.user.email).toBe(user.email);
    await expect(
      authCall(
        () => Promise.reject(new Error('boom')),
        () => false,
      ),
    ).rejects.toThrow('boom');
  });
});

const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('a pooled connection the database closes in a transaction', () => {
  let database: Database;
  let admin: pg.Client;
  beforeAll(async () => {
    database = await openDatabase({ url, log });
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(async () => {
    await admin.end();
    await database.close();
  });

  it('does not crash the process, and the failure reads as "database unavailable"', async () => {
    const failure = await database.db
      .transaction(async (tx) => {
        const [row] = (
          (await tx.execute(sql`select pg_backend_pid() as pid`)) as unknown as {
            rows: { pid: number }[];
          }
        ).rows;
        // The database ends this connection while the transaction waits between statements
        // (a restart does this to every connection): an 'error' event nobody handled used to
        // end the whole process here.
        await admin.query('select pg_terminate_backend($1)', [row!.pid]);
        await new Promise((resolve) => setTimeout(resolve, 300));
        await tx.execute(sql`select 1`);
      })
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    // The ROLLBACK on the dead connection fails too, and its error is the one thrown.
    expect(failure).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(failure)).toBe(true);
    // The pool dropped the dead connection and serves the next query on a new one.
    await database.ping();
  });
});
