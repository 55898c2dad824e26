import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/admin';
import { queryRows } from '../../db/client';
import { createLogger } from '../../lib/logger';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createLocalStorage } from '../../storage/storage';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoIfEmpty(
    t.database.db,
    t.auth,
    createLocalStorage(path.join(t.dataDir, 'uploads')),
    createLogger('silent'),
  );
  admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const dash = async (query: string) => {
  const res = await t.request('GET', `/api/admin/dashboard?${query}`, { cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
};

describe('dashboard', () => {
  it('counts what the database holds for the range', async () => {
    const year = await dash('range=year');
    const [expected] = await queryRows<{ reviews: number; pending: number }>(
      t.database.db,
      sql`select count(*) filter (where status = 'approved')::int as reviews, count(*) filter (where status = 'pending')::int as pending
        from feedback where created_at >= now() - interval '365 days'`,
    );
    expect(year.totals.reviews).toBe(expected!.reviews);
    expect(year.totals.pending).toBe(expected!.pending);
    expect(year.totals.doctors).toBe(11);
    expect(year.top_doctors).toHaveLength(3);
    expect(year.recent_feedback).toHaveLength(3);
    expect(year.series.reduce((n, p) => n + p.reviews, 0)).toBe(year.totals.reviews);
    expect(year.categories.weighted).toBeGreaterThan(0);
  });

  it('follows the time range, the clinic and the doctor search', async () => {
    const year = await dash('range=year');
    const week = await dash('range=week');
    expect(week.totals.reviews).toBeLessThan(year.totals.reviews);
    expect(week.series).toHaveLength(8);
    const clinics = await (
      await t.request('GET', '/api/admin/clinics', { cookie: admin.cookie })
    ).json();
    const hanoi = clinics.items.find((c: { city: string }) => c.city === 'Hà Nội');
    const oneClinic = await dash(`range=year&clinic_id=${hanoi.id}`);
    expect(oneClinic.totals.doctors).toBeLessThan(year.totals.doctors);
    expect(oneClinic.totals.reviews).toBeLessThan(year.totals.reviews);
    expect(oneClinic.top_doctors.every((d) => d.clinic === hanoi.name)).toBe(true);
    const search = await dash('range=year&q=nguyen%20van%20duc');
    expect(search.totals.doctors).toBe(1);
    expect(search.top_doctors.map((d) => d.name)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
  });

  it('refuses unknown ranges', async () => {
    expect(
      (await t.request('GET', '/api/admin/dashboard?range=decade', { cookie: admin.cookie }))
        .status,
    ).toBe(400);
  });
});

describe('dashboard under concurrent requests', () => {
  it('answers every one of a burst, each with the figures of its own filters', async () => {
    const queries = ['range=week', 'range=year', 'range=week', 'range=month', 'range=year'];
    const sequential: Dashboard[] = [];
    for (const q of queries) sequential.push(await dash(q));
    const burst = await Promise.all(queries.map((q) => dash(q)));
    const figures = (d: Dashboard) => ({ range: d.range, totals: d.totals, top: d.top_doctors });
    expect(burst.map(figures)).toEqual(sequential.map(figures));
  });
});
