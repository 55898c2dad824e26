/**
 * Database side of the resilience tests: a fresh PostgreSQL database per test file (dropped
 * afterwards), the checks run directly on the data (on PostgreSQL or on a PGlite folder), and
 * control of the local PostgreSQL cluster (stop, start) for the outage test.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import pg from 'pg';
import { sleep } from './http';

const run = promisify(execFile);

/** Base URL given by CI; the tests that need PostgreSQL are skipped without it. */
export const BASE_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;
export const onPostgres = Boolean(BASE_DATABASE_URL);

export type Row = Record<string, unknown>;
/** Runs SQL and returns its rows; the same checks work on pg and on PGlite. */
export type Query = (text: string, params?: unknown[]) => Promise<Row[]>;

export interface TestDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

async function withAdmin<T>(fn: (c: pg.Client) => Promise<T>): Promise<T> {
  if (!BASE_DATABASE_URL) throw new Error('TEST_DATABASE_URL is not set');
  const client = new pg.Client({
    connectionString: BASE_DATABASE_URL,
    connectionTimeoutMillis: 10_000,
  });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function createDatabase(): Promise<TestDatabase> {
  const name = `resilience_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  await withAdmin((c) => c.query(`create database ${name}`));
  const url = new URL(BASE_DATABASE_URL!);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((c) => c.query(`drop database if exists ${name} with (force)`)).then(() => {}),
  };
}

/** Opens a connection to a database for checks; close it with the returned function. */
export async function connect(url: string): Promise<{ query: Query; close(): Promise<void> }> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 });
  await client.connect();
  return {
    query: async (text, params) => (await client.query(text, params)).rows as Row[],
    close: () => client.end().catch(() => {}),
  };
}

/** Runs one check on a database with a connection of its own. */
export async function withDatabase<T>(url: string, fn: (q: Query) => Promise<T>): Promise<T> {
  const { query, close } = await connect(url);
  try {
    return await fn(query);
  } finally {
    await close();
  }
}

/**
 * Doctors whose stored aggregates differ from a recomputation over approved feedback (every
 * counter, including each star), as src/server/test/fixtures.ts aggregateMismatches does.
 * Empty means consistent.
 */
export async function aggregateMismatches(query: Query): Promise<Row[]> {
  return query(`
    select d.id, d.name,
      coalesce(s.review_count, 0) as stored_n, coalesce(f.n, 0) as actual_n,
      coalesce(s.rating_sum, 0) as stored_sum, coalesce(f.r, 0) as actual_sum
    from doctors d
    left join doctor_rating_stats s on s.doctor_id = d.id
    left join (
      select doctor_id, count(*)::int n, sum(rating)::int r, sum(medical_expertise)::int m,
        sum(customer_experience)::int c, sum(compliance)::int k,
        count(*) filter (where rating = 1)::int s1, count(*) filter (where rating = 2)::int s2,
        count(*) filter (where rating = 3)::int s3, count(*) filter (where rating = 4)::int s4,
        count(*) filter (where rating = 5)::int s5
      from feedback where status = 'approved' group by doctor_id
    ) f on f.doctor_id = d.id
    where coalesce(s.review_count, 0) <> coalesce(f.n, 0)
      or coalesce(s.rating_sum, 0) <> coalesce(f.r, 0)
      or coalesce(s.medical_sum, 0) <> coalesce(f.m, 0)
      or coalesce(s.customer_sum, 0) <> coalesce(f.c, 0)
      or coalesce(s.compliance_sum, 0) <> coalesce(f.k, 0)
      or coalesce(s.star_1, 0) <> coalesce(f.s1, 0) or coalesce(s.star_2, 0) <> coalesce(f.s2, 0)
      or coalesce(s.star_3, 0) <> coalesce(f.s3, 0) or coalesce(s.star_4, 0) <> coalesce(f.s4, 0)
      or coalesce(s.star_5, 0) <> coalesce(f.s5, 0)`);
}

/** Feedback rows written by the given users: id → status. */
export async function feedbackOf(query: Query, userIds: string[]): Promise<Map<string, string>> {
  const rows = await query(
    'select id::text as id, status from feedback where user_id::text = any($1::text[])',
    [userIds],
  );
  return new Map(rows.map((r) => [String(r.id), String(r.status)]));
}

/** Status of each feedback id given (absent when there is no such row). */
export async function statusOf(query: Query, ids: string[]): Promise<Map<string, string>> {
  const rows = await query(
    'select id::text as id, status from feedback where id::text = any($1::text[])',
    [ids],
  );
  return new Map(rows.map((r) => [String(r.id), String(r.status)]));
}

/** Ids among `ids` that have no feedback row. */
export async function missingFeedback(query: Query, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await query('select id::text as id from feedback where id::text = any($1::text[])', [
    ids,
  ]);
  const found = new Set(rows.map((r) => String(r.id)));
  return ids.filter((id) => !found.has(id));
}

// ------------------------------------------------------------------ the local cluster

/** `<version> <name>` of the local cluster, e.g. "15 main" (PG_CLUSTER overrides). */
function cluster(): [string, string] {
  const [version, name] = (process.env.PG_CLUSTER ?? '').split(/\s+/);
  if (version && name) return [version, name];
  const versions = fs.existsSync('/etc/postgresql') ? fs.readdirSync('/etc/postgresql').sort() : [];
  return [versions[0] ?? '15', 'main'];
}

export async function pgCtl(action: 'start' | 'stop' | 'restart'): Promise<void> {
  const [version, name] = cluster();
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, name, action], {
    timeout: 60_000,
  });
}

/** True when the server at TEST_DATABASE_URL accepts connections. */
export async function postgresReady(): Promise<boolean> {
  if (!BASE_DATABASE_URL) return false;
  const url = new URL(BASE_DATABASE_URL);
  try {
    await run('pg_isready', ['-q', '-h', url.hostname, '-p', url.port || '5432'], {
      timeout: 10_000,
    });
    return true;
  } catch {
    return false;
  }
}

/** Starts the cluster if it is down and waits until it accepts connections (afterAll). */
export async function ensurePostgresRunning(timeoutMs = 60_000): Promise<void> {
  if (!BASE_DATABASE_URL) return;
  const deadline = Date.now() + timeoutMs;
  if (!(await postgresReady())) await pgCtl('start').catch(() => {});
  while (!(await postgresReady())) {
    if (Date.now() > deadline) throw new Error('PostgreSQL did not come back');
    await sleep(500);
  }
}
