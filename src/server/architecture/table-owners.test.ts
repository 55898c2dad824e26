/**
 * A module owns its tables. Its SQL may READ any table (joins and subqueries that compose one
 * query), but INSERTS, UPDATES AND DELETES ONLY ITS OWN MODULE'S TABLES; another module's table is
 * written by calling that module's service (or, where that would make the two import each other,
 * a function app.ts passes in). table-owners.ts names the owner of every table of db/schema.ts
 * and the exceptions. This scans every source file under modules/ (tests aside; in practice the
 * repos, `repo.ts` and `*-repo.ts`) for writes of schema tables (table-writes.ts). A write of
 * another owner's table fails unless COLUMN_WRITERS allows its columns or CROSSINGS lists it with
 * the reason; a listed crossing no longer found fails too, so the list only shrinks.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER, serverPath, sourceFiles } from './sources';
import { COLUMN_WRITERS, CROSSINGS, TABLE_OWNERS } from './table-owners';
import { schemaTables, type TableWrite, tableWrites } from './table-writes';

/** The module a file (relative to src/server) belongs to: `modules/<name>`. */
const moduleOf = (file: string) => file.split('/').slice(0, 2).join('/');

/** Why a write of another owner's table is allowed, or null when it is not. */
function crossingAllowed(w: TableWrite): string | null {
  const columns = COLUMN_WRITERS.find((c) => c.module === moduleOf(w.file) && c.table === w.table);
  if (columns && w.how === 'update' && w.columns?.every((c) => columns.columns.includes(c)))
    return columns.why;
  return CROSSINGS.find((c) => c.file === w.file && c.table === w.table)?.why ?? null;
}

/** Every write under modules/ of a table its module does not own. */
function foreignWrites(files: { file: string; text: string }[]): TableWrite[] {
  const tables = schemaTables();
  return files
    .flatMap(({ file, text }) => tableWrites(file, text, tables))
    .filter((w) => TABLE_OWNERS[w.table] !== moduleOf(w.file));
}

function moduleSources() {
  return sourceFiles(path.join(SERVER, 'modules')).map((full) => ({
    file: serverPath(full),
    text: fs.readFileSync(full, 'utf8'),
  }));
}

describe('a module owns its tables', () => {
  it('names the owner of every table in db/schema.ts', () => {
    const tables = [...schemaTables().keys()].sort();
    expect(tables.length).toBeGreaterThan(40);
    expect(Object.keys(TABLE_OWNERS).sort()).toEqual(tables);
    const units = new Set(
      [...fs.readdirSync(path.join(SERVER, 'modules'))].map((m) => `modules/${m}`),
    );
    for (const owner of new Set(Object.values(TABLE_OWNERS)))
      expect(units.has(owner) || fs.existsSync(path.join(SERVER, owner)), owner).toBe(true);
  });

  it("writes only its own tables (reads may join any), another module's through its service", () => {
    const unlisted = foreignWrites(moduleSources())
      .filter((w) => crossingAllowed(w) === null)
      .map((w) => `${w.file}:${w.line} ${w.how} ${w.table} (owned by ${TABLE_OWNERS[w.table]})`);
    expect(unlisted).toEqual([]);
  });

  it('lists only crossings that still exist', () => {
    const writes = foreignWrites(moduleSources());
    const stale = CROSSINGS.filter(
      (c) => !writes.some((w) => w.file === c.file && w.table === c.table),
    ).map((c) => `${c.file} ${c.table}`);
    expect(stale).toEqual([]);
  });

  it('finds a planted write of another module’s table, and lets reads and owned columns pass', () => {
    // A guard on the test itself: a scan that found nothing would pass vacuously.
    const planted = `import { sql } from 'drizzle-orm';
import { feedback as reviews, feedbackReports, visits } from '../../db/schema';
export const a = (tx) => tx.update(reviews).set({ visit_id: null });
export const b = (tx) => tx.delete(feedbackReports).where(sql\`true\`);
export const c = (tx) => tx.execute(sql\`delete from \${reviews} where true\`);
export const d = (tx) => tx.execute(sql\`UPDATE feedback_events SET kind = \${'x'}\`);
export const e = (tx) => tx.insert(visits).values({});
export const f = (tx) => tx.select().from(reviews).innerJoin(visits, sql\`true\`);
export const g = (tx) => tx.execute(sql\`select 1 from \${reviews} for update\`);`;
    const found = foreignWrites([{ file: 'modules/visits/repo.ts', text: planted }]).map((w) =>
      `${w.line} ${w.how} ${w.table} ${w.columns?.join(',') ?? ''}`.trim(),
    );
    expect(found).toEqual([
      '3 update feedback visit_id',
      '4 delete feedbackReports',
      '5 sql feedback',
      '6 sql feedbackEvents',
    ]);
    // The same file in topics: its own columns pass, one more column does not.
    const topics = [
      "import { feedback } from '../../db/schema';",
      'export const a = (tx) => tx.update(feedback).set({ topics: [], topics_version: 3 });',
      "export const b = (tx) => tx.update(feedback).set({ topics: [], status: 'approved' });",
      'export const c = (tx) => tx.update(feedback).set(values);',
    ].join('\n');
    const denied = foreignWrites([{ file: 'modules/topics/repo.ts', text: topics }])
      .filter((w) => crossingAllowed(w) === null)
      .map((w) => w.line);
    expect(denied).toEqual([3, 4]);
    // And in the real sources: the feedback module's own writes are seen and owned.
    const tables = schemaTables();
    const real = moduleSources().flatMap(({ file, text }) => tableWrites(file, text, tables));
    expect(real.some((w) => w.file === 'modules/feedback/repo.ts' && w.how === 'delete')).toBe(
      true,
    );
    expect(
      real.some((w) => w.file === 'modules/invitations/repo.ts' && w.table === 'mailOutbox'),
    ).toBe(true);
  });
});
