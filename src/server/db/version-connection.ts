/**
 * On PostgreSQL a cached answer needs a version read that started after its request arrived, so
 * under load the reads run back to back, one after another (db/version-reader.ts). Through the
 * pool and Drizzle each read also pays a pool checkout and release and the result mapping, which
 * together cost this process more than sending the statement and reading its one row. The reads
 * therefore go over one connection of their own, as named prepared statements with array rows.
 *
 * The connection opens on the first read and again on the read after it is lost (a database
 * restart); a read on a connection that breaks fails like any query does (the request answers
 * 503), and the pool is not involved, so a burst of reads never takes a connection from a route.
 */
import pg from 'pg';
import type { Logger } from '../lib/logger';

export interface VersionConnection {
  /** The single value of a one-row, one-column statement, prepared once per connection. */
  readText(name: string, text: string): Promise<string | null>;
  end(): Promise<void>;
}

export function versionConnection(config: pg.ClientConfig, log: Logger): VersionConnection {
  let client: Promise<pg.Client> | null = null;
  let ended = false;

  const open = (): Promise<pg.Client> => {
    const c = new pg.Client(config);
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
      const c = await client;
      const result = await c.query<unknown[]>({ name, text, rowMode: 'array' });
      const value = result.rows[0]?.[0];
      return value === null || value === undefined ? null : String(value);
    },
    async end() {
      ended = true;
      const current = client;
      client = null;
      if (current) await (await current.catch(() => null))?.end().catch(() => {});
    },
  };
}
