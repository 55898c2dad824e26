import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { doctors } from '../../db/schema';
import { testAppForFile } from '../../test/file-app';
import { listConditions } from '../doctors/repo';

const t = testAppForFile();
beforeAll(async () => {
  // 10,000 doctors spread over the taxonomy, with texts as long as real ones, so the planner
  // weighs a real table; vacuumed and analysed as the bench (and autovacuum) leave it.
  await t.database.db.execute(sql`
    insert into doctors (name, specialty_id, clinic, status, education, experience_years, bio)
    select 'BS. Số ' || i, s.id, 'Phòng khám ' || (i % 300), 'verified',
      'Tốt nghiệp Bác sĩ Đa khoa, Đại học Y Dược; chuyên khoa nội tổng quát.',
      3 + i % 30,
      'Bác sĩ luôn lắng nghe người bệnh và giải thích rõ ràng phác đồ điều trị.'
    from generate_series(1, 10000) i
    join lateral (select id from specialties order by slug offset (i % 12) limit 1) s on true`);
  await t.database.db.execute(sql`vacuum analyze doctors`);
}, 120_000);

describe('bilingual search at 10,000 doctors', () => {
  it.each(['cardiology', 'heart', 'tim mạch', 'children'])(
    '"%s" is answered through the trigram index, not a scan of doctors',
    async (q) => {
      const query = t.database.db
        .select({ id: doctors.id })
        .from(doctors)
        .where(and(listConditions({ q, minReviews: 3 }), eq(doctors.status, 'verified')))
        .toSQL();
      const rows = await queryRows<{ 'QUERY PLAN': string }>(
        t.database.db,
        sql.raw(
          `explain ${query.sql.replace(/\$(\d+)/g, (_, n: string) => `'${String(query.params[Number(n) - 1]).replace(/'/g, "''")}'`)}`,
        ),
      );
      const plan = rows.map((r) => r['QUERY PLAN']).join('\n');
      expect(plan).toContain('doctors_search_trgm_idx');
      expect(plan).not.toMatch(/Seq Scan on doctors/);
    },
  );
});
