import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoints } from '../../../shared/api';
import type { ResponseOf } from '../../../shared/api/contract';
import { clinics, doctors, visits } from '../../db/schema';
import { actingAs, makeDoctor, makeVisit, scores } from '../../test/fixtures';
import { type ApiArgs, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { moderate, submitFeedback } from '../feedback/service';
import { readDirectoryVersion } from './repo';

/**
 * The directory answers are cached under the database's directory version; these tests warm the
 * cache through HTTP, change the data the way the product does, and expect the next answer to
 * show the change at once.
 */
let t: TestApp;
let admin: TestUser;
let patient: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ role: 'admin' });
  patient = await t.createUser();
  // One approved review is enough for a score here, so a single review shows everywhere.
  const res = await t.api('PUT /api/admin/settings', {
    cookie: admin.cookie,
    body: { min_reviews_for_score: 1 },
  });
  expect(res.status).toBe(200);
});
afterAll(() => t.close());

const get = async <K extends keyof Endpoints>(
  key: K,
  ...args: ApiArgs<K>
): Promise<ResponseOf<Endpoints[K]>> => {
  const res = await t.api(key, ...args);
  expect(res.status).toBe(200);
  return res.json();
};
const search = (q: string) => get('GET /api/doctors', { query: { q, sort: 'rating' } });

describe('directory cache', () => {
  it('shows an approved review at once in the list, the profile, the statistics and featured', async () => {
    const doctor = await makeDoctor(t, 'BS. Bộ Nhớ Đệm');
    expect((await search('bo nho dem')).items[0]).toMatchObject({ review_count: 0 });
    expect(await get('GET /api/doctors/:id', { params: { id: doctor.id } })).toMatchObject({
      review_count: 0,
    });
    expect(await get('GET /api/doctors/:id/stats', { params: { id: doctor.id } })).toMatchObject({
      review_count: 0,
    });
    const featuredBefore = await get('GET /api/doctors/featured');
    expect(featuredBefore.items.map((d) => d.id)).not.toContain(doctor.id);

    const visit = await makeVisit(t, [doctor.id]);
    await t.database.db
      .update(visits)
      .set({ claimed_by: patient.id })
      .where(eq(visits.id, visit.id));
    const submitted = await submitFeedback(t.database.db, actingAs(patient), {
      visit_id: visit.id,
      doctor_id: doctor.id,
      ...scores(5),
      is_anonymous: false,
      consent_version: '2026-01',
    });
    // Pending feedback does not count: the cached answer stays right.
    expect((await search('bo nho dem')).items[0]).toMatchObject({ review_count: 0 });
    await moderate(t.database.db, actingAs(admin), [submitted.feedback.id], {
      status: 'approved',
    });

    expect((await search('bo nho dem')).items[0]).toMatchObject({ review_count: 1, score: 5 });
    expect(await get('GET /api/doctors/:id', { params: { id: doctor.id } })).toMatchObject({
      review_count: 1,
      score: 5,
    });
    expect(await get('GET /api/doctors/:id/stats', { params: { id: doctor.id } })).toMatchObject({
      review_count: 1,
      rating_counts: { '5': 1 },
    });
    const featured = await get('GET /api/doctors/featured');
    expect(featured.items.map((d) => d.id)).toContain(doctor.id);
  });

  it('follows a doctor leaving the directory and a clinic moving city', async () => {
    const doctor = await makeDoctor(t, 'BS. Chuyển Nhà');
    expect((await search('chuyen nha')).total).toBe(1);
    expect(await get('GET /api/doctors/:id', { params: { id: doctor.id } })).toMatchObject({
      name: 'BS. Chuyển Nhà',
    });
    const facets = await get('GET /api/doctors/facets');
    expect(facets.cities.map((c) => c.value)).not.toContain('Cần Thơ');

    await t.database.db
      .update(clinics)
      .set({ city: 'Cần Thơ' })
      .where(eq(clinics.id, doctor.clinic_id!));
    const moved = await get('GET /api/doctors/facets');
    expect(moved.cities).toContainEqual({ value: 'Cần Thơ', count: 1 });

    await t.database.db.update(doctors).set({ status: 'pending' }).where(eq(doctors.id, doctor.id));
    expect((await search('chuyen nha')).total).toBe(0);
    expect((await t.api('GET /api/doctors/:id', { params: { id: doctor.id } })).status).toBe(404);
    const after = await get('GET /api/doctors/facets');
    expect(after.cities.map((c) => c.value)).not.toContain('Cần Thơ');
  });

  it('moves the version once per committed transaction, and not for a rolled-back one', async () => {
    const db = t.database.db;
    const before = await readDirectoryVersion(db);
    await db.transaction(async (tx) => {
      await tx.execute(sql`update doctors set updated_at = now()`);
      await tx.execute(sql`update doctor_rating_stats set updated_at = now()`);
    });
    const afterCommit = await readDirectoryVersion(db);
    expect(afterCommit).toBe(before + 1n);

    await expect(
      db.transaction(async (tx) => {
        await tx.execute(sql`update doctors set updated_at = now()`);
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await readDirectoryVersion(db)).toBe(afterCommit);
  });

  it('serves with the cache turned off too', async () => {
    const uncached = await startTestApp({ DIRECTORY_CACHE_SIZE: '0' });
    try {
      const doctor = await makeDoctor(uncached, 'BS. Không Lưu Đệm');
      const first = await uncached.api('GET /api/doctors', { query: { q: 'khong luu' } });
      expect(await first.json()).toMatchObject({ total: 1, items: [{ id: doctor.id }] });
      await uncached.database.db
        .update(doctors)
        .set({ status: 'rejected' })
        .where(eq(doctors.id, doctor.id));
      const second = await uncached.api('GET /api/doctors', { query: { q: 'khong luu' } });
      expect(await second.json()).toMatchObject({ total: 0 });
    } finally {
      await uncached.close();
    }
  });
});
