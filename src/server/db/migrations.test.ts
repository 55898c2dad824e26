/**
 * Every test file starts from a copy of one database migrated per run (test/global-setup.ts runs
 * database.migrate() on an empty database, so a failing migration fails the whole run). This
 * checks that the copy holds every migration of drizzle/, in order, and that migrating it again
 * changes nothing (what each restart in production does).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectPath } from '../lib/paths';
import { testAppForFile } from '../test/file-app';
import { queryRows } from './client';

const t = testAppForFile();

const journal = JSON.parse(
  fs.readFileSync(projectPath('drizzle', 'meta', '_journal.json'), 'utf8'),
) as { entries: { when: number }[] };

async function applied(): Promise<number[]> {
  const rows = await queryRows<{ created_at: string }>(
    t.database.db,
    sql`select created_at from drizzle.__drizzle_migrations order by id`,
  );
  return rows.map((r) => Number(r.created_at));
}

describe('migrations', () => {
  it('the database holds every migration of drizzle/, in order', async () => {
    expect(await applied()).toEqual(journal.entries.map((e) => e.when));
  });

  it('migrating an up-to-date database applies nothing', async () => {
    await t.database.migrate();
    expect(await applied()).toEqual(journal.entries.map((e) => e.when));
  });
});
