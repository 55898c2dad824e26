import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoints } from '../../../shared/api';
import type { ResponseOf } from '../../../shared/api/contract';
import { feedback } from '../../db/schema';
import { makeDoctor, scores } from '../../test/fixtures';
import {
  type ApiArgs,
  type ApiCall,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../../test/harness';
import { recomputeAll } from '../ratings/repo';

/*
 * A doctor with fewer approved reviews than `min_reviews_for_score` (default 3) has no score
 * anywhere: not in lists, featured, profile, statistics or the page's JSON-LD; a minimum-rating
 * filter excludes them and the rating order lists them last. The setting applies at once, even
 * to cached directory answers.
 */
let t: TestApp;
let admin: TestUser;
let few: { id: string; name: string };
let enough: { id: string; name: string };
let none: { id: string; name: string };

async function approved(doctorId: string, ratings: number[]) {
  await t.database.db
    .insert(feedback)
    .values(ratings.map((r) => ({ doctor_id: doctorId, status: 'approved', ...scores(r) })));
  await recomputeAll(t.database.db);
}

const get = async <K extends keyof Endpoints>(
  key: K,
  ...args: ApiArgs<K>
): Promise<ResponseOf<Endpoints[K]>> => {
  const res = await t.api(key, ...args);
  expect(res.status, `${key} ${JSON.stringify(args[0])}`).toBe(200);
  return res.json();
};
const list = (query: ApiCall<'GET /api/doctors'>['query']) =>
  get('GET /api/doctors', { query: { q: 'Mẫu Nhỏ', ...query } });

beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ role: 'admin' });
  few = await makeDoctor(t, 'BS. Mẫu Nhỏ Hai');
  enough = await makeDoctor(t, 'BS. Mẫu Nhỏ Ba');
  none = await makeDoctor(t, 'BS. Mẫu Nhỏ Không');
  await approved(few.id, [5, 5]);
  await approved(enough.id, [4, 4, 4]);
  fs.mkdirSync(path.join(t.dataDir, 'client'), { recursive: true });
  fs.writeFileSync(
    path.join(t.dataDir, 'client', 'index.html'),
    '<html><head><title>App</title></head><body></body></html>',
  );
});
afterAll(() => t.close());

const jsonLd = async (id: string) => {
  const html = await (await t.request('GET', `/doctors/${id}`)).text();
  return JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
};

describe('no score from too few reviews', () => {
  it('gives a doctor below the minimum no score in lists, profile and statistics', async () => {
    const page = await list({ sort: 'name' });
    const byId = new Map(page.items.map((d) => [d.id, d]));
    expect(byId.get(few.id)).toMatchObject({
      has_score: false,
      score: null,
      review_count: 2,
      medical_expertise: null,
      customer_experience: null,
      compliance: null,
    });
    expect(byId.get(enough.id)).toMatchObject({ has_score: true, score: 4, review_count: 3 });
    expect(byId.get(none.id)).toMatchObject({ has_score: false, score: null, review_count: 0 });

    const profile = await get('GET /api/doctors/:id', { params: { id: few.id } });
    expect(profile).toMatchObject({ has_score: false, score: null, review_count: 2 });
    const stats = await get('GET /api/doctors/:id/stats', { params: { id: few.id } });
    expect(stats).toEqual({ has_score: false, review_count: 2, min_reviews_for_score: 3 });
    // The reviews themselves are still public.
    const reviews = await get('GET /api/doctors/:id/reviews', { params: { id: few.id } });
    expect(reviews.items).toHaveLength(2);
  });

  it('treats them as unrated: excluded by a minimum rating, last in the rating order', async () => {
    const filtered = await list({ min_rating: 4.5 });
    expect(filtered.items.map((d) => d.id)).toEqual([]);
    const four = await list({ min_rating: 4 });
    expect(four.items.map((d) => d.id)).toEqual([enough.id]);
    expect(four.total).toBe(1);
    const byRating = await list({ sort: 'rating' });
    // Unrated doctors follow, most reviews first.
    expect(byRating.items.map((d) => d.id)).toEqual([enough.id, few.id, none.id]);
  });

  it('features only doctors with a score and emits AggregateRating only for them', async () => {
    const featured = await get('GET /api/doctors/featured');
    expect(featured.items.map((d) => d.id)).toEqual([enough.id]);
    expect((await jsonLd(few.id)).aggregateRating).toBeUndefined();
    expect((await jsonLd(enough.id)).aggregateRating).toMatchObject({
      ratingValue: 4,
      reviewCount: 3,
    });
  });

  it('applies a changed minimum at once, cached answers included', async () => {
    const res = await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { min_reviews_for_score: 2 },
    });
    expect(res.status).toBe(200);
    const page = await list({ sort: 'rating' });
    expect(page.items.map((d) => [d.id, d.score])).toEqual([
      [few.id, 5],
      [enough.id, 4],
      [none.id, null],
    ]);
    const featured = await get('GET /api/doctors/featured');
    expect(featured.items.map((d) => d.id).sort()).toEqual([few.id, enough.id].sort());
    const stats = await get('GET /api/doctors/:id/stats', { params: { id: few.id } });
    expect(stats).toMatchObject({ has_score: true, score: 5, min_reviews_for_score: 2 });
    expect((await jsonLd(few.id)).aggregateRating).toMatchObject({ ratingValue: 5 });
    expect((await get('GET /api/doctors/:id', { params: { id: few.id } })).score).toBe(5);
  });
});
