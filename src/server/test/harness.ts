/**
 * Starts the real Hono app on a fresh database for one test file: in-memory PGlite by default,
 * or a brand-new PostgreSQL database when TEST_DATABASE_URL is set (dropped afterwards). Both
 * start as a copy of the run's migrated template (global-setup.ts) when there is one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { Endpoints } from '../../shared/api';
import type { InputOf } from '../../shared/api/contract';
import { urlOf } from '../../shared/api/url';
import type { Role } from '../../shared/constants';
import { createApp } from '../app';
import { type Auth, createAuth } from '../auth/auth';
import { type Config, loadConfig } from '../config';
import { type Database, openDatabase } from '../db/client';
import { createLogger } from '../lib/logger';
import { insertAccount } from '../modules/accounts/service';
import { NotificationHub } from '../realtime/hub';
import { createStorage } from '../storage/create';
import { rememberedPasswords } from './remembered-passwords';
import { checkResponse } from './response-check';
import { pgliteTemplateDump, postgresTemplateClause } from './template';

export const TEST_ORIGIN = 'http://localhost:3000';

/** How a test sends a request: who it is, from where, with what extra headers. */
export interface RequestOptions {
  cookie?: string;
  headers?: Record<string, string>;
  ip?: string;
}

/** A typed call of a contract endpoint: its params, query and body, and the request options. */
export type ApiCall<K extends keyof Endpoints> = InputOf<Endpoints[K]> &
  RequestOptions & {
    /** A multipart body (uploads) instead of the endpoint's JSON body. */
    formData?: FormData;
  };
/** The arguments of `api` after the key: the call, optional when the endpoint needs no input. */
export type ApiArgs<K extends keyof Endpoints> =
  Record<string, never> extends InputOf<Endpoints[K]> ? [call?: ApiCall<K>] : [call: ApiCall<K>];

export interface TestUser {
  id: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TestApp {
  config: Config;
  database: Database;
  auth: Auth;
  dataDir: string;
  routes: ReturnType<typeof createApp>['router']['declared'];
  honoRoutes: ReturnType<typeof createApp>['app']['routes'];
  hub: NotificationHub;
  databaseUrl: string | undefined;
  /**
   * A request as a string: for what the contract cannot type (invalid input, unknown routes,
   * malformed bodies). A 2xx JSON answer of a contract endpoint is checked against its response
   * schema (see response-check.ts).
   */
  request(
    method: string,
    url: string,
    options?: RequestOptions & { body?: unknown },
  ): Promise<Response>;
  /**
   * A call of a contract endpoint by its key, typed from the contract:
   * `t.api('GET /api/doctors/:id', { params: { id }, cookie })`. Checked like `request`.
   */
  api<K extends keyof Endpoints>(key: K, ...args: ApiArgs<K>): Promise<Response>;
  createUser(options?: {
    role?: Role | null;
    email?: string;
    firstName?: string;
    lastName?: string;
  }): Promise<TestUser>;
  close(): Promise<void>;
}

let counter = 0;
let ipCounter = 0;

/**
 * `shareDatabaseOf`: a second instance on the same PostgreSQL database as another test app
 * (multi-instance tests); it neither creates nor drops the database.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  shareDatabaseOf?: TestApp,
): Promise<TestApp> {
  const log = createLogger(process.env.TEST_LOG_LEVEL ?? 'silent');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-test-'));
  fs.mkdirSync(path.join(dataDir, 'uploads'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    LOG_LEVEL: 'silent',
    // Each test request comes from its own address (X-Forwarded-For) unless a test names one,
    // so per-IP rate limits only bite in the tests about them.
    TRUST_PROXY: 'true',
    ...env,
  });
  // The uploads folder, or the bucket when the test sets S3_BUCKET (checked like at start).
  const storage = await createStorage(config);
  await storage.check();
  const { url, drop } = shareDatabaseOf
    ? { url: shareDatabaseOf.databaseUrl, drop: async () => {} }
    : await freshDatabaseUrl();
  const pgliteDump = url ? undefined : await pgliteTemplateDump();
  const database = await openDatabase({ url, pgliteDump, log, poolSize: 5 });
  // A copy of the run's migrated template has nothing left to apply, but migrate() still checks,
  // as every start does in production (and applies a migration added since the run began).
  await database.migrate();
  const auth = createAuth({
    config,
    db: database.db,
    secret: config.AUTH_SECRET!,
    passwordHashing: rememberedPasswords,
  });
  const hub = new NotificationHub(database, log);
  await hub.start();
  const { app, router } = createApp({
    hub,
    heartbeatMs: Number(env.HEARTBEAT_MS ?? 30_000),
    config,
    database,
    auth,
    storage,
    log,
    clientDir: path.join(dataDir, 'client'),
  });

  const send: TestApp['request'] = (method, url, options = {}) => {
    const headers: Record<string, string> = {
      origin: TEST_ORIGIN,
      'x-forwarded-for':
        options.ip ??
        `10.${(++ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`,
      ...options.headers,
    };
    if (options.cookie) headers.cookie = options.cookie;
    // A header given as '' is not sent, e.g. `origin: ''` for a client that is not a browser.
    for (const [name, v] of Object.entries(headers)) if (v === '') delete headers[name];
    let body: string | FormData | undefined;
    if (options.body instanceof FormData) {
      body = options.body;
    } else if (options.body !== undefined) {
      headers['content-type'] ??= 'application/json';
      body = typeof options.body === 'string' ? options.body : JSON.stringify(options.body);
    }
    return Promise.resolve(
      app.request(new URL(url, TEST_ORIGIN).toString(), { method, headers, body }),
    );
  };

  const request: TestApp['request'] = async (method, url, options) => {
    const res = await send(method, url, options);
    await checkResponse(method, url, res);
    return res;
  };

  const api: TestApp['api'] = (key, ...[call]) => {
    const [method, template] = (key as string).split(' ') as [string, string];
    const { params, query, body, formData, ...options } = (call ?? {}) as {
      params?: Record<string, string>;
      query?: Record<string, unknown>;
      body?: unknown;
      formData?: FormData;
    } & RequestOptions;
    return request(method, urlOf(template, { params, query }), {
      ...options,
      body: formData ?? body,
    });
  };

  const createUser: TestApp['createUser'] = async (options = {}) => {
    counter += 1;
    const email = options.email ?? `user${counter}-${Date.now()}@example.com`;
    const password = 'correct horse battery staple';
    const passwordHash = await (await auth.$context).password.hash(password);
    const id = await database.db.transaction((tx) =>
      insertAccount(tx, {
        email,
        passwordHash,
        firstName: options.firstName ?? 'Test',
        lastName: options.lastName ?? `User${counter}`,
        role: options.role ?? null,
      }),
    );
    const res = await request('POST', '/api/auth/sign-in/email', { body: { email, password } });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    return { id, email, password, cookie: cookieOf(res) };
  };

  return {
    config,
    database,
    auth,
    dataDir,
    routes: router.declared,
    honoRoutes: app.routes,
    request,
    api,
    createUser,
    hub,
    databaseUrl: url,
    close: async () => {
      await hub.stop();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabaseUrl(): Promise<{ url?: string; drop: () => Promise<void> }> {
  const base = process.env.TEST_DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `test_${process.pid}_${Date.now()}_${++counter}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}${postgresTemplateClause()}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** The `name=value` pairs of a response's Set-Cookie headers, as a Cookie request header. */
export function cookieOf(res: Response): string {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .filter((c) => !/=$/.test(c ?? ''))
    .join('; ');
}

/** Rows of the mail outbox, newest last. */
export async function outbox(t: TestApp) {
  const { mailOutbox } = await import('../db/schema');
  return t.database.db.select().from(mailOutbox).orderBy(mailOutbox.created_at);
}

export async function auditRows(t: TestApp, action: string) {
  const { auditLogs } = await import('../db/schema');
  const { eq } = await import('drizzle-orm');
  return t.database.db.select().from(auditLogs).where(eq(auditLogs.action, action));
}
