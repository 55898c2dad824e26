/** Small PostgreSQL helpers for the bench's own databases (never any other database). */
import pg from 'pg';

export const BENCH_DB_PREFIX = 'bench';

/** The database name of a postgres:// URL, refusing anything that is not a bench database. */
export function benchDatabaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.replace(/^\//, ''));
  if (!name.startsWith(BENCH_DB_PREFIX)) {
    throw new Error(`refusing to touch "${name}": bench databases must be named bench*`);
  }
  return name;
}

/** The same server, another database. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${encodeURIComponent(name)}`;
  return u.toString();
}

async function onMaintenance<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: withDatabase(url, 'postgres') });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function ensureDatabase(url: string): Promise<boolean> {
  const name = benchDatabaseName(url);
  return onMaintenance(url, async (c) => {
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await c.query(`create database ${pg.escapeIdentifier(name)}`);
    return true;
  });
}

export async function dropDatabase(url: string): Promise<void> {
  const name = benchDatabaseName(url);
  await onMaintenance(url, (c) =>
    c.query(`drop database if exists ${pg.escapeIdentifier(name)} with (force)`),
  );
}

/** Creates the database if needed and empties it: the app schema and the migrations journal. */
export async function resetDatabase(url: string): Promise<void> {
  await ensureDatabase(url);
  await withClient(url, async (c) => {
    await c.query('drop schema if exists drizzle cascade');
    await c.query('drop schema if exists public cascade');
    await c.query('create schema public');
  });
}

export async function withClient<T>(url: string, run: (c: pg.Client) => Promise<T>): Promise<T> {
  benchDatabaseName(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

export async function postgresVersion(url: string): Promise<string> {
  return onMaintenance(url, async (c) => {
    const { rows } = await c.query<{ v: string }>('select version() as v');
    return rows[0]?.v ?? 'unknown';
  });
}
