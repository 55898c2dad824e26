import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { createLogger } from '../lib/logger';
import { createLocalStorage } from '../storage/storage';
import { testAppForFile } from '../test/file-app';
import { seedDemoIfEmpty } from './demo';

const t = testAppForFile();
const log = createLogger('silent');

describe('demo data', () => {
  it('loads into an empty database once, with correct aggregates', async () => {
    const storage = createLocalStorage(path.join(t.dataDir, 'uploads'));
    expect(await seedDemoIfEmpty(t.database.db, t.auth, storage, log)).toBe(true);
    expect(await seedDemoIfEmpty(t.database.db, t.auth, storage, log)).toBe(false);

    const [counts] = await queryRows<{ doctors: number; clinics: number; verified: number }>(
      t.database.db,
      sql`select (select count(*)::int from doctors) as doctors, (select count(*)::int from clinics) as clinics,
        (select count(*)::int from doctors where status = 'verified') as verified`,
    );
    expect(counts).toEqual({ doctors: 12, clinics: 6, verified: 11 });

    // The pre-computed aggregates equal a recomputation from approved feedback.
    const mismatches = await queryRows(
      t.database.db,
      sql`select d.id from doctors d
        left join doctor_rating_stats s on s.doctor_id = d.id
        left join (select doctor_id, count(*)::int n, sum(rating)::int r from feedback where status = 'approved' group by doctor_id) f
          on f.doctor_id = d.id
        where coalesce(s.review_count, 0) <> coalesce(f.n, 0) or coalesce(s.rating_sum, 0) <> coalesce(f.r, 0)`,
    );
    expect(mismatches).toEqual([]);

    const statuses = await queryRows<{ status: string; n: number }>(
      t.database.db,
      sql`select status, count(*)::int n from feedback group by status order by status`,
    );
    expect(statuses.map((s) => s.status)).toEqual(['approved', 'pending', 'reported']);

    // Every low review has its service-recovery case, as the live flow opens one; old ones are
    // finished, recent ones still open.
    const [cases] = await queryRows<{ low: number; cases: number; open: number; finished: number }>(
      t.database.db,
      sql`select
        (select count(*)::int from feedback where rating <= 2
          or least(medical_expertise, customer_experience, compliance) <= 2) as low,
        (select count(*)::int from service_cases) as cases,
        (select count(*)::int from service_cases where status = 'open') as open,
        (select count(*)::int from service_cases where status in ('resolved', 'closed')) as finished`,
    );
    expect(cases!.cases).toBe(cases!.low);
    expect(cases!.open).toBeGreaterThan(0);
    expect(cases!.finished).toBeGreaterThan(0);

    // Portraits were rendered into storage and are referenced by the doctors.
    const [doc] = await queryRows<{ image_url: string }>(
      t.database.db,
      sql`select image_url from doctors limit 1`,
    );
    const file = path.join(t.dataDir, 'uploads', doc!.image_url.replace('/uploads/', ''));
    expect(fs.statSync(file).size).toBeGreaterThan(1000);
  });

  it('lets demo patients sign in with the documented password', async () => {
    const res = await t.api('POST /api/auth/sign-in/email', {
      body: { email: 'nhung.nguyen@example.com', password: 'benhnhan-demo-2026' },
    });
    expect(res.status).toBe(200);
  });
});
