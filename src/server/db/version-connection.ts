/**
 * On PostgreSQL a cached answer needs a version read that started after its request arrived, so
 * under load the reads run back to back, one after another (db/version-reader.ts). Through the
 * pool and Drizzle each read also pays a pool checkout and release and the result mapping, which
 * together cost this process more than sending the statement and reading its one row. The reads
 * therefore go over one connection of their own, as named prepared statements with array rows.
 *
 * The connection opens on the first read and again on the read after it is lost (a database
 * restart) or after a read failed; a read on a connection that breaks or stops answering fails
 * like any query does (the request answers 503), and the pool is not involved, so a burst of
 * reads never takes a connection from a route.
 */
import pg from 'pg';
import type { Logger } from '../lib/logger';

export interface VersionConnection {
  /** The single value of a one-row, one-column statement, prepared once per connection. */
  readText(name: string, text: string): Promise<string | null>;
  end(): Promise<void>;
}

/**
 * A read waits this long at most: every cached answer of the instance waits on the read under
 * way, so a connection that stopped answering without closing (a network that drops packets)
 * must fail them fast (503) instead of holding them until TCP gives up.
 */
const READ_TIMEOUT_MS = 5_000;

export function versionConnection(
  config: pg.ClientConfig,
  log: Logger,
  readTimeoutMs = READ_TIMEOUT_MS,
): VersionConnection {
  let client: Promise<pg.Client> | null = null;
  let ended = false;

  const open = (): Promise<pg.Client> => {
    const c = new pg.Client({ keepAlive: true, ...config, query_timeout: readTimeoutMs });
    const forget = () => {
      if (client === opening) client = null;
    };
    c.on('error', (err) => {
      log.warn({ err: err.message }, 'version connection lost');
      forget();
    });
    c.on('end', forget);
    const opening = c.connect().then(
      () => c,
      async (err: unknown) => {
        forget();
        await c.end().catch(() => {});
        throw err;
      },
    );
    return opening;
  };

  return {
    async readText(name, text) {
      if (ended) throw new Error('The version connection is closed');
      client ??= open();
      const opening = client;
      const c = await opening;
      try {
        const result = await c.query<unknown[]>({ name, text, rowMode: 'array' });
        const value = result.rows[0]?.[0];
        return value === null || value === undefined ? null : String(value);
      } catch (err) {
        // A read that failed or timed out leaves the connection in a state nobody knows (an
        // answer may still come): the next read gets a new one.
        if (client === opening) client = null;
        await c.end().catch(() => {});
        throw err;
      }
    },
    async end() {
      ended = true;
      const current = client;
      client = null;
      if (current) await (await current.catch(() => null))?.end().catch(() => {});
    },
  };
}
