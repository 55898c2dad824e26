/**
 * How a cache of answers computed from versioned data (`directory_version`, `dashboard_version`
 * in the schema) learns the data version for a request, without serving any request an answer
 * older than the data it could see.
 *
 * PostgreSQL (several instances may write): every request needs a read that starts after it
 * arrived; concurrent requests share one (`coalescedVersionReader`), and the reads go over a
 * connection of their own (db/version-connection.ts).
 *
 * Embedded PGlite: the database lives in this process and only this process's client can change
 * it, one statement at a time. `watchedVersionReader` counts every statement and transaction the
 * client starts or finishes (except the version read itself); while the count has not moved since
 * a version read started, nothing can have been committed since, so that read's answer is the
 * one a new read would give and a cache hit needs no query at all. Each PGlite query costs
 * milliseconds of the only thread, far more than the rest of a cached answer.
 */
import { getTableName, sql } from 'drizzle-orm';
import pg from 'pg';
import type { Db } from './client';
import type { dashboardVersion, directoryVersion } from './schema';
import type { VersionConnection } from './version-connection';

const { escapeIdentifier } = pg;

export type VersionReader = () => Promise<bigint>;

/**
 * A request joins a read only if that read starts after the request arrived: the next one when a
 * read is already under way. Under load the read runs about once per batch of concurrent requests.
 */
export function coalescedVersionReader(read: VersionReader): VersionReader {
  let running: Promise<bigint> | null = null;
  let queued: Promise<bigint> | null = null;
  const start = () => {
    const current = read().finally(() => {
      if (running === current) running = null;
    });
    running = current;
    return current;
  };
  return () => {
    if (!running) return start();
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = null;
        return start();
      });
    return queued;
  };
}

/** PGlite's public entry points: every statement of the product reaches the database through one. */
const ENTRY_POINTS = ['query', 'exec', 'sql', 'transaction'];
/** What a version read adds to the count: its one `query` call starting, then ending. */
const READ_STEPS = 2;

/** Moves whenever a statement or transaction starts or ends on the embedded client. */
interface StatementCounter {
  count: number;
}

const COUNTER = Symbol('statement counter');

type Watchable = Record<PropertyKey, unknown> & { [COUNTER]?: StatementCounter };

/** True for PGlite's client (pg's Pool speaks no wire protocol of its own). */
function isEmbeddedClient(client: unknown): client is Watchable {
  return (
    typeof client === 'object' &&
    client !== null &&
    typeof (client as Watchable).execProtocol === 'function' &&
    typeof (client as Watchable).transaction === 'function'
  );
}

/** Wraps the client's entry points once; the counter is shared by every cache on the client. */
function counterOf(client: Watchable): StatementCounter {
  const existing = client[COUNTER];
  if (existing) return existing;
  const counter: StatementCounter = { count: 0 };
  const step = () => {
    counter.count += 1;
  };
  for (const name of ENTRY_POINTS) {
    const original = client[name];
    if (typeof original !== 'function') continue;
    client[name] = function counted(this: unknown, ...args: unknown[]) {
      step();
      try {
        const result = original.apply(this, args);
        // Registered before the caller's own callbacks: the count has moved before anyone
        // learns that the statement (a COMMIT, say) is done.
        if (result instanceof Promise) result.then(step, step);
        else step();
        return result;
      } catch (err) {
        step();
        throw err;
      }
    };
  }
  client[COUNTER] = counter;
  return counter;
}

/**
 * The reader of a version (`read`) for the embedded database; undefined for PostgreSQL. A read is reused while
 * the count shows nothing but the read itself since it started (one step while it runs, two once
 * done); anything else, or a read that took other steps than expected, means a new read, so a
 * change in how reads reach the client can only cost speed, never freshness.
 */
export function watchedVersionReader(db: Db, read: VersionReader): VersionReader | undefined {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!isEmbeddedClient(client)) return undefined;
  const counter = counterOf(client);
  let last: { start: number; end: number | null; version: Promise<bigint> } | null = null;
  return () => {
    if (last) {
      const reusable =
        last.end === null
          ? counter.count === last.start + 1
          : last.end === last.start + READ_STEPS && counter.count === last.end;
      if (reusable) return last.version;
    }
    const reading: NonNullable<typeof last> = {
      start: counter.count,
      end: null,
      version: read(),
    };
    last = reading;
    reading.version.then(
      () => {
        reading.end = counter.count;
      },
      () => {
        if (last === reading) last = null;
      },
    );
    return reading.version;
  };
}

/** PostgreSQL databases whose version reads go over a connection of their own. */
const dedicated = new WeakMap<Db, VersionConnection>();

/** From now on this database's version reads go over `connection` (see version-connection.ts). */
export function readVersionsOver(db: Db, connection: VersionConnection) {
  dedicated.set(db, connection);
}

/**
 * A read of a sharded version table's version (the sum of its shards), prepared once: on
 * PostgreSQL a named statement, parsed and planned once per connection, and no query building
 * per read.
 */
export function shardedVersionRead(
  db: Db,
  table: typeof directoryVersion | typeof dashboardVersion,
  name: string,
): VersionReader {
  const connection = dedicated.get(db);
  if (connection) {
    const text = `select coalesce(sum(${escapeIdentifier(table.version.name)}), 0)::text from ${escapeIdentifier(getTableName(table))}`;
    return async () => BigInt((await connection.readText(name, text)) ?? 0);
  }
  const query = db
    .select({ version: sql<string>`coalesce(sum(${table.version}), 0)::text` })
    .from(table)
    .prepare(name);
  return async () => BigInt((await query.execute())[0]?.version ?? 0);
}

/** The reader a cache on this database uses for the version `read` reads (one query). */
export function versionReader(db: Db, read: VersionReader): VersionReader {
  return watchedVersionReader(db, read) ?? coalescedVersionReader(read);
}
