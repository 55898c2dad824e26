/**
 * The embedded database (PGlite: PostgreSQL compiled to WebAssembly), set up to keep the
 * server's memory small. Measured in bench/REPORT.md (memory): a restart went from a 950 MB peak
 * and 550 MB at rest to about 400 MB for both, and a first start no longer keeps initdb's memory.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import v8 from 'node:v8';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

/**
 * PostgreSQL's default buffer pool is 128 MB, held inside the WebAssembly memory, which never
 * shrinks. The embedded database serves the demo and small installations, whose data fits in far
 * less; larger installations use PostgreSQL.
 */
const SHARED_BUFFERS = '32MB';

/**
 * Opens (or, for a folder with no database yet, creates) the embedded database; no folder: in
 * memory. `dump` (tests): a new database starts as this tarball of a data folder (dumpDataDir).
 */
export async function createEmbedded(dir: string | undefined, dump?: Blob): Promise<PGlite> {
  keepWasmOnBaselineCode();
  return PGlite.create(dir, {
    loadDataDir: dump,
    extensions: { unaccent, pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${SHARED_BUFFERS}`],
  });
}

/**
 * V8 first runs WebAssembly as quickly compiled baseline code, then recompiles hot functions with
 * its optimizing compiler; for PostgreSQL's huge parser and executor functions that takes about
 * 500 MB for a moment after every start. The baseline code serves this product's queries at about
 * the same throughput (the directory answers come from the cache). Set before PGlite's module is
 * compiled; it changes nothing but WebAssembly, which only PGlite uses here.
 */
function keepWasmOnBaselineCode() {
  v8.setFlagsFromString('--no-wasm-tier-up');
  v8.setFlagsFromString('--no-wasm-dynamic-tiering');
}

const run = promisify(execFile);

/**
 * Creates a new database folder in a short-lived child process: initdb runs its own WebAssembly
 * module, whose ~400 MB the server process would otherwise keep for as long as it runs.
 */
export async function initEmbeddedOutOfProcess(dir: string): Promise<void> {
  if (fs.existsSync(path.join(dir, 'PG_VERSION'))) return;
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script =
    'const { PGlite } = require(process.argv[1]);' +
    'PGlite.create(process.argv[2]).then((db) => db.close());';
  await run(process.execPath, ['-e', script, pglite, dir]);
}
