import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { clinics, doctors, feedback } from '../../db/schema';
import { specialtyId } from '../../test/fixtures';
import { startTestApp, type TestApp } from '../../test/harness';
import { recomputeAll } from '../ratings/repo';

let t: TestApp;
const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { isOpen: true, open: '08:00', close: '17:00' },
  ]),
) as never;

/** Inserts a doctor with the given approved overall ratings (sub-scores equal the rating). */
async function doctorWith(name: string, ratings: number[], status = 'verified') {
  const db = t.database.db;
  const [clinic] = await db
    .insert(clinics)
    .values({
      name: `Clinic of ${name}`,
      address: '1 Lê Lợi',
      city: 'TP. Hồ Chí Minh',
      operating_hours: HOURS,
    })
    .returning();
  const [doc] = await db
    .insert(doctors)
    .values({
      name,
      specialty_id: specialtyId('cardiology'),
      clinic: clinic!.name,
      clinic_id: clinic!.id,
      status,
    })
    .returning();
  for (const r of ratings) {
    await db.insert(feedback).values({
      doctor_id: doc!.id,
      rating: r,
      medical_expertise: r,
      customer_experience: r,
      compliance: r,
      status: 'approved',
    });
  }
  // Pending and rejected feedback never counts.
  await db.insert(feedback).values({
    doctor_id: doc!.id,
    rating: 1,
    medical_expertise: 1,
    customer_experience: 1,
    compliance: 1,
    status: 'pending',
  });
  return doc!;
}

beforeAll(async () => {
  t = await startTestApp();
  await doctorWith('BS. Một Năm Sao', [5]);
  await doctorWith(
    'BS. Nhiều Đánh Giá',
    Array.from({ length: 50 }, (_, i) => (i % 5 === 0 ? 4 : 5)),
  );
  await doctorWith(
    'BS. Trung Bình',
    Array.from({ length: 32 }, (_, i) => [4, 4, 3, 4][i % 4]!),
  );
  await doctorWith('BS. Chưa Xác Minh', [5, 5, 5, 5, 5, 5], 'pending');
  await doctorWith('BS. Chưa Có Đánh Giá', []);
  await recomputeAll(t.database.db);
});
afterAll(() => t.close());

describe('GET /api/doctors/featured', () => {
  it('ranks by Bayesian average and leaves out a doctor with one 5-star review', async () => {
    const res = await t.api('GET /api/doctors/featured');
    expect(res.status).toBe(200);
    const { items } = await res.json();
    // One review is below the minimum sample (3 by default): no score, so not featured.
    expect(items.map((d: { name: string }) => d.name)).toEqual([
      'BS. Nhiều Đánh Giá',
      'BS. Trung Bình',
    ]);
    expect(items[0]).toMatchObject({ score: 4.8, review_count: 50, medical_expertise: 4.8 });
  });
});

describe('GET /api/doctors', () => {
  it('lists verified doctors only with approved-only aggregates', async () => {
    const res = await t.api('GET /api/doctors');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({ total: 4, page: 1, page_size: 12 });
    const names = body.items.map((d: { name: string }) => d.name);
    expect(names).not.toContain('BS. Chưa Xác Minh');
    const average = body.items.find((d: { name: string }) => d.name === 'BS. Trung Bình');
    expect(average).toMatchObject({ score: 3.8, review_count: 32, compliance: 3.8 });
    const none = body.items.find((d: { name: string }) => d.name === 'BS. Chưa Có Đánh Giá');
    expect(none).toMatchObject({ has_score: false, score: null, review_count: 0 });
  });

  it('pages', async () => {
    const body = await (
      await t.api('GET /api/doctors', { query: { page: '2', page_size: '12' } })
    ).json();
    expect(body).toMatchObject({ total: 4, page: 2, items: [] });
  });

  it.each(['page_size=10', 'page=0', 'page=abc', 'unknown=1'])('refuses %s with 400', async (q) => {
    const res = await t.request('GET', `/api/doctors?${q}`);
    expect(res.status).toBe(400);
    expect((await res.json()).error.code).toBe('validation_failed');
  });
});

describe('schema rules', () => {
  it('refuses a rating outside 1 to 5', async () => {
    const [doc] = await t.database.db.select().from(doctors).limit(1);
    await expect(
      t.database.db.insert(feedback).values({
        doctor_id: doc!.id,
        rating: 6,
        medical_expertise: 1,
        customer_experience: 1,
        compliance: 1,
      }),
    ).rejects.toThrow();
  });

  it('searches without accents through the generated search column', async () => {
    const rows = await queryRows(
      t.database.db,
      sql`select name from doctors where search_text like '%' || app_search_text(${'nhieu danh gia'}) || '%'`,
    );
    expect(rows).toEqual([{ name: 'BS. Nhiều Đánh Giá' }]);
  });
});
