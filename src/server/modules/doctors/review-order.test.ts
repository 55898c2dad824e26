import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorStats, DoctorSummary, Paged, Review } from '../../../shared/doctors';
import { createLogger } from '../../lib/logger';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createLocalStorage } from '../../storage/storage';
import { type ApiCall, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
let doctor: DoctorSummary;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoIfEmpty(
    t.database.db,
    t.auth,
    createLocalStorage(path.join(t.dataDir, 'uploads')),
    createLogger('silent'),
  );
  const res = await t.api('GET /api/doctors', { query: { sort: 'reviews' } });
  doctor = ((await res.json()) as Paged<DoctorSummary>).items[0]!;
});
afterAll(() => t.close());

const reviews = async (query: ApiCall<'GET /api/doctors/:id/reviews'>['query']) => {
  const res = await t.api('GET /api/doctors/:id/reviews', {
    params: { id: doctor.id },
    query: { page_size: 50, ...query },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Paged<Review>;
};

describe('GET /api/doctors/:id/reviews sort and star filter', () => {
  it('orders by stars, highest or lowest, newest first within a star', async () => {
    const newest = await reviews({ sort: 'newest' });
    const highest = await reviews({ sort: 'highest' });
    const lowest = await reviews({ sort: 'lowest' });
    const key = (r: Review) => `${r.rating}|${r.date}`;
    expect(highest.items.map(key)).toEqual(newest.items.map(key).sort().reverse());
    const stars = lowest.items.map((r) => r.rating);
    expect(stars).toEqual([...stars].sort((a, b) => a - b));
    expect(new Set(stars).size).toBeGreaterThan(1);
    expect(highest.total).toBe(doctor.review_count);
  });

  it('filters by one star with that star as the total', async () => {
    const stats = (await (
      await t.api('GET /api/doctors/:id/stats', { params: { id: doctor.id } })
    ).json()) as DoctorStats;
    if (!stats.has_score) throw new Error('the busiest demo doctor has a score');
    for (const star of [1, 2, 3, 4, 5] as const) {
      const page = await reviews({ star });
      expect(page.total).toBe(stats.rating_counts[star]);
      expect(page.items).toHaveLength(Math.min(50, stats.rating_counts[star]));
      for (const r of page.items) expect(r.rating).toBe(star);
    }
  });

  it('refuses an unknown sort or star with validation_failed', async () => {
    for (const q of ['sort=best', 'star=0', 'star=6', 'star=x']) {
      const res = await t.request('GET', `/api/doctors/${doctor.id}/reviews?${q}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
  });

  it('reads one star through the (doctor_id, status, rating, created_at) index', async () => {
    await t.database.db.execute(sql`analyze feedback`);
    const plan = await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return tx.execute(
        sql`explain select id from feedback where doctor_id = ${doctor.id} and status = 'approved' and rating = 4 order by created_at desc limit 10`,
      );
    });
    expect(JSON.stringify(plan)).toContain('feedback_doctor_status_rating_idx');
  });
});
