/**
 * Backup and restore of an embedded installation (`npm run db:backup -- FILE`, `npm run
 * db:restore -- FILE`): one .tar.gz holding
 *
 *   manifest.json   what this is, when it was made
 *   db.tar          the embedded database, as PGlite's own dump (`dumpDataDir`)
 *   uploads/        the uploaded images (DATA_DIR/uploads)
 *   auth-secret     the generated auth secret, when AUTH_SECRET is not set: sessions, invitation
 *                   links and two-factor secrets depend on it
 *
 * One file, so the database and the images it names travel and are kept together (a backup whose
 * images are from another day shows broken pictures). The archive is written with the system's
 * `tar` (GNU or BSD), which streams the uploads folder however large it is.
 *
 * The embedded database belongs to one process: stop the server before either command.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

export const BACKUP_FORMAT = 'doctor-ratings-backup';
const BACKUP_VERSION = 1;

export interface Manifest {
  format: typeof BACKUP_FORMAT;
  version: number;
  created_at: string;
  database: 'pglite';
  uploads: boolean;
  auth_secret: boolean;
}

export class BackupError extends Error {}

const dbDirOf = (dataDir: string) => path.join(dataDir, 'db');
const uploadsDirOf = (dataDir: string) => path.join(dataDir, 'uploads');
const secretFileOf = (dataDir: string) => path.join(dataDir, 'auth-secret');

/** PGlite keeps this file while the database is open (and after a crash, until the next open). */
const inUse = (dataDir: string) => fs.existsSync(path.join(dbDirOf(dataDir), 'postmaster.pid'));

function openEmbedded(dir: string, loadDataDir?: Blob) {
  return PGlite.create({ dataDir: dir, loadDataDir, extensions: { unaccent, pg_trgm } });
}

function run(cmd: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    child.on('error', (err) => reject(new BackupError(`${cmd}: ${err.message}`)));
    child.on('close', (code) =>
      code === 0
        ? resolve()
        : reject(new BackupError(`${cmd} ${args.join(' ')} failed (${code}): ${stderr.trim()}`)),
    );
  });
}

const nonEmpty = (dir: string) => fs.existsSync(dir) && fs.readdirSync(dir).length > 0;

/**
 * Writes the backup of DATA_DIR to `file` (through a temporary file beside it, renamed at the
 * end, so an interrupted backup never leaves a truncated archive under the final name).
 * `force` backs up even though the database looks open (a server that was killed, not stopped).
 */
export async function backupEmbedded(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<Manifest> {
  const { dataDir, force } = options;
  const file = path.resolve(options.file);
  if (!fs.existsSync(path.join(dbDirOf(dataDir), 'PG_VERSION'))) {
    throw new BackupError(`No embedded database in ${dbDirOf(dataDir)}`);
  }
  if (inUse(dataDir) && !force) {
    throw new BackupError(
      `The embedded database in ${dbDirOf(dataDir)} looks open: stop the server first. ` +
        'If it is stopped (it was killed, so PGlite left its postmaster.pid), run again with --force.',
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-backup-'));
  try {
    const pg = await openEmbedded(dbDirOf(dataDir));
    try {
      const dump = await pg.dumpDataDir('none');
      fs.writeFileSync(path.join(staging, 'db.tar'), Buffer.from(await dump.arrayBuffer()));
    } finally {
      await pg.close();
    }
    const uploads = fs.existsSync(uploadsDirOf(dataDir));
    const authSecret = fs.existsSync(secretFileOf(dataDir));
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      created_at: new Date().toISOString(),
      database: 'pglite',
      uploads,
      auth_secret: authSecret,
    };
    fs.writeFileSync(path.join(staging, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${file}.partial`;
    fs.mkdirSync(path.dirname(file), { recursive: true });
    await run('tar', [
      '-czf',
      partial,
      '-C',
      staging,
      'manifest.json',
      'db.tar',
      ...(uploads || authSecret ? ['-C', dataDir] : []),
      ...(uploads ? ['uploads'] : []),
      ...(authSecret ? ['auth-secret'] : []),
    ]);
    fs.renameSync(partial, file);
    return manifest;
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

/**
 * Restores a backup into DATA_DIR. Refuses a DATA_DIR that already holds a database or uploads
 * unless `force`; then the existing `db/`, `uploads/` and `auth-secret` are moved aside into
 * `DATA_DIR/before-restore-<time>/`, never deleted. Returns that folder when it was made.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
  force?: boolean;
}): Promise<{ manifest: Manifest; movedAside?: string }> {
  const { dataDir, force } = options;
  const file = path.resolve(options.file);
  if (!fs.existsSync(file)) throw new BackupError(`No such backup file: ${file}`);
  const occupied = nonEmpty(dbDirOf(dataDir)) || nonEmpty(uploadsDirOf(dataDir));
  if (occupied && !force) {
    throw new BackupError(
      `${dataDir} already holds a database or uploads; restore into an empty DATA_DIR, ` +
        'or pass --force to move them aside (into DATA_DIR/before-restore-<time>/) and restore.',
    );
  }
  if (occupied && inUse(dataDir)) {
    throw new BackupError(
      `The embedded database in ${dbDirOf(dataDir)} looks open: stop the server first.`,
    );
  }
  fs.mkdirSync(dataDir, { recursive: true });
  // Inside DATA_DIR, so the uploads folder is moved into place by a rename.
  const staging = fs.mkdtempSync(path.join(dataDir, '.restore-'));
  try {
    await run('tar', ['-xzf', file, '-C', staging]);
    const manifest = readManifest(path.join(staging, 'manifest.json'));
    const dump = fs.readFileSync(path.join(staging, 'db.tar'));
    // Load into a new folder first: a failed load leaves the current data untouched.
    const loaded = path.join(staging, 'db');
    const pg = await openEmbedded(loaded, new Blob([dump]));
    try {
      await pg.query('select 1');
    } finally {
      await pg.close();
    }
    let movedAside: string | undefined;
    if (occupied) {
      movedAside = path.join(
        dataDir,
        `before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`,
      );
      fs.mkdirSync(movedAside);
      for (const name of ['db', 'uploads', 'auth-secret']) {
        const from = path.join(dataDir, name);
        if (fs.existsSync(from)) fs.renameSync(from, path.join(movedAside, name));
      }
    } else {
      fs.rmSync(dbDirOf(dataDir), { recursive: true, force: true });
      fs.rmSync(uploadsDirOf(dataDir), { recursive: true, force: true });
    }
    fs.renameSync(loaded, dbDirOf(dataDir));
    const uploads = path.join(staging, 'uploads');
    if (fs.existsSync(uploads)) fs.renameSync(uploads, uploadsDirOf(dataDir));
    else fs.mkdirSync(uploadsDirOf(dataDir), { recursive: true });
    const secret = path.join(staging, 'auth-secret');
    if (fs.existsSync(secret)) {
      fs.renameSync(secret, secretFileOf(dataDir));
      fs.chmodSync(secretFileOf(dataDir), 0o600);
    }
    return { manifest, movedAside };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(file: string): Manifest {
  let manifest: Partial<Manifest>;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Manifest>;
  } catch {
    throw new BackupError('Not a backup made by db:backup (no manifest.json)');
  }
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError('Not a backup made by db:backup (unknown format)');
  }
  if ((manifest.version ?? 0) > BACKUP_VERSION) {
    throw new BackupError(`Backup format ${manifest.version} is newer than this version reads`);
  }
  return manifest as Manifest;
}
