/**
 * Backup round trips: the embedded database (db:backup / db:restore) and, with TEST_DATABASE_URL,
 * PostgreSQL with pg_dump / pg_restore as docs/deploy.md says. Each backs up a server seeded with
 * the demo data, restores into a fresh place, starts the server on it and finds the same doctors,
 * reviews, aggregates and images.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { queryRows } from '../db/client';
import { createLogger } from '../lib/logger';
import { type RunningServer, startServer } from '../server';
import { BackupError, backupEmbedded, restoreEmbedded } from './backup-archive';

const log = createLogger('silent');
const temps: string[] = [];
const temp = (prefix: string) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  temps.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of temps) fs.rmSync(dir, { recursive: true, force: true });
});

const start = (env: Record<string, string>) =>
  startServer(
    loadConfig({
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'true',
      ADMIN_PASSWORD: 'backup-test-admin-password',
      ...env,
    }),
    log,
  );

/** What a restore must give back: API answers, aggregates and the image files. */
async function snapshot(server: RunningServer, dataDir: string) {
  const get = async (p: string) => {
    const res = await fetch(server.url + p);
    expect(res.status, p).toBe(200);
    return res.json();
  };
  const list = await get('/api/doctors?page_size=48&sort=name');
  const ids = (list.items as { id: string }[]).slice(0, 5).map((d) => d.id);
  const doctors = [];
  for (const id of ids) {
    doctors.push({
      profile: await get(`/api/doctors/${id}`),
      stats: await get(`/api/doctors/${id}/stats`),
      reviews: await get(`/api/doctors/${id}/reviews`),
    });
  }
  const db = server.database.db;
  const aggregates = await queryRows(db, sql`select * from doctor_rating_stats order by doctor_id`);
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select (select count(*) from doctors)::int as doctors,
      (select count(*) from feedback)::int as feedback,
      (select count(*) from users)::int as users,
      (select count(*) from dashboard_daily_stats)::int as rollups`,
  );
  const uploads = fs.existsSync(path.join(dataDir, 'uploads'))
    ? fs.readdirSync(path.join(dataDir, 'uploads'), { recursive: true }).map(String).sort()
    : [];
  return { list, doctors, aggregates, counts: counts!, uploads };
}

describe('embedded database backup (db:backup / db:restore)', () => {
  it('restores into a fresh data folder with the same doctors, reviews, aggregates and images', async () => {
    const dataDir = temp('dr-backup-src-');
    const server = await start({ DATA_DIR: dataDir });
    const before = await snapshot(server, dataDir);
    await server.close();
    expect(before.counts.doctors).toBeGreaterThan(0);
    expect(before.counts.feedback).toBeGreaterThan(0);
    expect(before.aggregates.length).toBeGreaterThan(0);
    expect(before.uploads.length).toBeGreaterThan(0);
    const secret = fs.readFileSync(path.join(dataDir, 'auth-secret'), 'utf8');

    const file = path.join(temp('dr-backup-file-'), 'backup.tar.gz');
    const manifest = await backupEmbedded({ dataDir, file });
    expect(manifest).toMatchObject({ database: 'pglite', uploads: true, auth_secret: true });
    expect(fs.statSync(file).size).toBeGreaterThan(0);

    const fresh = temp('dr-backup-dst-');
    await restoreEmbedded({ dataDir: fresh, file });
    expect(fs.readFileSync(path.join(fresh, 'auth-secret'), 'utf8')).toBe(secret);
    const restored = await start({ DATA_DIR: fresh });
    try {
      const after = await snapshot(restored, fresh);
      expect(after).toEqual(before);
      // An image the API names is served from the restored uploads.
      const image = (before.doctors[0]!.profile as { image_url?: string | null }).image_url;
      if (image) expect((await fetch(restored.url + image)).status).toBe(200);
    } finally {
      await restored.close();
    }

    // A second restore into the now non-empty folder needs --force and keeps the old data aside.
    await expect(restoreEmbedded({ dataDir: fresh, file })).rejects.toBeInstanceOf(BackupError);
    const { movedAside } = await restoreEmbedded({ dataDir: fresh, file, force: true });
    expect(movedAside && fs.existsSync(path.join(movedAside, 'db', 'PG_VERSION'))).toBe(true);
    expect(fs.existsSync(path.join(fresh, 'db', 'PG_VERSION'))).toBe(true);
  }, 300_000);

  it('refuses a file that is not a backup, and a database that looks open', async () => {
    const junk = path.join(temp('dr-backup-junk-'), 'junk.tar.gz');
    execFileSync('tar', ['-czf', junk, '-C', os.tmpdir(), '--files-from', '/dev/null']);
    await expect(restoreEmbedded({ dataDir: temp('dr-backup-x-'), file: junk })).rejects.toThrow(
      /Not a backup/,
    );
    const open = temp('dr-backup-open-');
    fs.mkdirSync(path.join(open, 'db'));
    fs.writeFileSync(path.join(open, 'db', 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(open, 'db', 'postmaster.pid'), '-42\n');
    await expect(
      backupEmbedded({ dataDir: open, file: path.join(open, 'b.tar.gz') }),
    ).rejects.toThrow(/stop the server first/);
  });
});

const base = process.env.TEST_DATABASE_URL;

describe.skipIf(!base)('PostgreSQL backup (pg_dump / pg_restore, as docs/deploy.md)', () => {
  const created: string[] = [];
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: base });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  const freshDatabase = async () => {
    const name = `backup_${process.pid}_${Date.now()}_${created.length}`;
    await admin(`create database ${name}`);
    created.push(name);
    const url = new URL(base!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  afterAll(async () => {
    for (const name of created) await admin(`drop database if exists ${name} with (force)`);
  });

  it('restores a pg_dump into a new database with the same doctors, reviews and aggregates', async () => {
    const sourceUrl = await freshDatabase();
    const dataDir = temp('dr-pgbackup-src-');
    const env = { AUTH_SECRET: 'backup-test-auth-secret-0123456789-abcdef' };
    const server = await start({ ...env, DATA_DIR: dataDir, DATABASE_URL: sourceUrl });
    const before = await snapshot(server, dataDir);
    await server.close();
    expect(before.counts.feedback).toBeGreaterThan(0);

    const dump = path.join(temp('dr-pgbackup-file-'), 'db.dump');
    execFileSync('pg_dump', ['--format=custom', '--no-owner', `--file=${dump}`, sourceUrl]);
    const targetUrl = await freshDatabase();
    execFileSync('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${targetUrl}`, dump]);
    // The uploads folder goes with it (the deploy guide's rsync; a bucket is synced instead).
    const fresh = temp('dr-pgbackup-dst-');
    fs.cpSync(path.join(dataDir, 'uploads'), path.join(fresh, 'uploads'), { recursive: true });

    const restored = await start({ ...env, DATA_DIR: fresh, DATABASE_URL: targetUrl });
    try {
      expect(await snapshot(restored, fresh)).toEqual(before);
    } finally {
      await restored.close();
    }
  }, 300_000);
});
