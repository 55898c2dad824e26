/**
 * One factory for the database: PGlite (embedded, WASM Postgres) by default, a `pg` pool when a
 * DATABASE_URL is given. Both expose the same Drizzle API and the same migrations.
 */
import fs from 'node:fs';
import path from 'node:path';
import { type SQL, sql } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Logger } from '../lib/logger';
import { projectPath } from '../lib/paths';
import { createEmbedded, initEmbeddedOutOfProcess } from './embedded';
import * as schema from './schema';
import { versionConnection } from './version-connection';
import { readVersionsOver } from './version-reader';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
/** A transaction handle; services accept `Db | Tx` so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/**
 * An object one database handle shares with every transaction opened on it (drizzle's dialect
 * instance), so a cache of what a database holds can be kept per database even when it is
 * reached through a transaction. Several databases live in one process in the tests.
 */
export function databaseKey(db: DbOrTx): object {
  return (db as unknown as { dialect: object }).dialect;
}

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  migrate(): Promise<void>;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /**
   * Calls onSignal for every NOTIFY on the channel (and once after a lost connection comes back,
   * so nothing sent meanwhile is missed). Returns a function that stops listening.
   */
  listen(channel: string, onSignal: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  url?: string;
  /** Folder of the embedded database; omitted means in memory (tests). */
  pgliteDir?: string;
  /** Tests: the embedded database starts as this dump of a migrated one (test/global-setup.ts). */
  pgliteDump?: Blob;
  log: Logger;
  poolSize?: number;
}

const MIGRATIONS_LOCK_ID = 734_221_907;
/** The application_name of the connection that reads data versions (seen in pg_stat_activity). */
export const VERSION_READS = 'doctor-ratings version reads';

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options) : openPglite(options);
}

async function openPglite({ pgliteDir, pgliteDump, log }: DatabaseOptions): Promise<Database> {
  if (pgliteDir) {
    fs.mkdirSync(path.dirname(pgliteDir), { recursive: true });
    await initEmbeddedOutOfProcess(pgliteDir);
  }
  const client = await createEmbedded(pgliteDir, pgliteDump);
  const db = drizzlePglite({ client, schema }) as unknown as Db;
  log.debug({ dir: pgliteDir ?? 'memory' }, 'embedded database opened');
  return {
    kind: 'pglite',
    db,
    migrate: () => migratePglite(db as never, { migrationsFolder: projectPath('drizzle') }),
    ping: async () => {
      await client.query('select 1');
    },
    listen: async (channel, onSignal) => client.listen(channel, () => onSignal()),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, { log, poolSize }: DatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must never crash the process.
  pool.on('error', (err) => log.warn({ err: err.message }, 'database pool client error'));
  // Nor a checked-out one: the pool listens for errors only on idle clients, so a client held
  // by a transaction between two statements when the database goes away would emit an 'error'
  // nobody handles, and Node ends the process. Its next query fails instead (→ 503), and the
  // pool discards it on release.
  pool.on('connect', (client) => {
    client.on('error', (err) => log.warn({ err: err.message }, 'database connection lost'));
  });
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  const versions = versionConnection(
    { connectionString: url, connectionTimeoutMillis: 5_000, application_name: VERSION_READS },
    log,
  );
  readVersionsOver(db, versions);
  return {
    kind: 'postgres',
    db,
    migrate: async () => {
      // Several instances may start at once: one migrates, the others wait for it.
      const conn = await pool.connect();
      try {
        await conn.query('select pg_advisory_lock($1)', [MIGRATIONS_LOCK_ID]);
        await migrateNodePg(drizzleNodePg({ client: conn, schema }), {
          migrationsFolder: projectPath('drizzle'),
        });
      } finally {
        await conn.query('select pg_advisory_unlock($1)', [MIGRATIONS_LOCK_ID]).catch(() => {});
        conn.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    listen: (channel, onSignal) => listenPostgres(url, channel, onSignal, log),
    close: async () => {
      await versions.end();
      await pool.end();
    },
  };
}

/** Runs raw SQL and returns its rows; both drivers answer with `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const LISTEN_RETRY_MS = [1000, 2000, 5000, 10_000];

/**
 * LISTEN needs one connection of its own, outside the pool. When it drops (database restart),
 * it reconnects with back-off and signals once, so the caller catches up on what it missed.
 */
async function listenPostgres(url: string, channel: string, onSignal: () => void, log: Logger) {
  let stopped = false;
  let client: pg.Client | undefined;
  let attempt = 0;
  const connect = async (): Promise<void> => {
    if (stopped) return;
    const c = new pg.Client({ connectionString: url });
    c.on('notification', (msg) => {
      if (msg.channel === channel) onSignal();
    });
    c.on('error', (err) => log.warn({ err: err.message }, 'listen connection error'));
    c.on('end', () => {
      if (stopped) return;
      const delay = LISTEN_RETRY_MS[Math.min(attempt++, LISTEN_RETRY_MS.length - 1)];
      setTimeout(() => void connect().catch(() => {}), delay).unref();
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = c;
      if (attempt > 0) onSignal();
      attempt = 0;
    } catch (err) {
      log.warn({ err: (err as Error).message }, 'could not listen yet; retrying');
      await c.end().catch(() => {});
    }
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => {});
  };
}
