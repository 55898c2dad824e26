import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REVIEWS_PAGE_SIZE } from '../../../shared/constants';
import type { Paged, Review } from '../../../shared/doctors';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import { feedbackReplies, visits } from '../../db/schema';
import { makeDoctor, makeVisit, publishedReview, scores } from '../../test/fixtures';
import { type ApiCall, startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { CACHED_REVIEW_PAGES, createDirectoryCache } from './directory-cache';
import { readDirectoryVersion } from './repo';

/**
 * The first pages of a doctor's reviews are cached under the directory version; these tests warm
 * a page through HTTP, change what it shows, and expect the next answer to show it at once.
 */
let t: TestApp;
let admin: TestUser;
let author: TestUser;
beforeAll(async () => {
  t = await startTestApp();
  admin = await t.createUser({ role: 'admin' });
  author = await t.createUser({ firstName: 'Lan', lastName: 'Trần' });
});
afterAll(() => t.close());

const reviewsOf = async (
  doctorId: string,
  query?: ApiCall<'GET /api/doctors/:id/reviews'>['query'],
) => {
  const res = await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId }, query });
  expect(res.status).toBe(200);
  return (await res.json()) as Paged<Review>;
};

describe('cached review pages', () => {
  it("show a reviewer's new name, a published reply and a review hidden by staff at once", async () => {
    const doctor = await makeDoctor(t, 'BS. Trang Đánh Giá');
    const reviewId = await publishedReview(t, admin, author, doctor.id, { comment: 'Rất tận tâm' });
    expect((await reviewsOf(doctor.id)).items).toMatchObject([
      { id: reviewId, patient_name: 'Lan T.', replies: [] },
    ]);

    const renamed = await t.api('PATCH /api/me/profile', {
      cookie: author.cookie,
      body: { first_name: 'Mai', last_name: 'Trần' },
    });
    expect(renamed.status).toBe(200);
    expect((await reviewsOf(doctor.id)).items[0]?.patient_name).toBe('Mai T.');

    await t.database.db.insert(feedbackReplies).values({
      feedback_id: reviewId,
      doctor_id: doctor.id,
      side: 'doctor',
      body: 'Cảm ơn chị',
      status: 'published',
      published_at: new Date(),
    });
    expect((await reviewsOf(doctor.id)).items[0]?.replies).toMatchObject([
      { side: 'doctor', body: 'Cảm ơn chị' },
    ]);

    const hidden = await t.api('POST /api/admin/feedback/:id/hide', {
      params: { id: reviewId },
      cookie: admin.cookie,
    });
    expect(hidden.status).toBe(200);
    const after = await reviewsOf(doctor.id);
    expect(after.items).toEqual([]);
    expect(after.total).toBe(0);
  });

  it('leaves the version alone for reviews nobody sees yet, and answers deep pages uncached', async () => {
    const doctor = await makeDoctor(t, 'BS. Trang Sâu');
    for (let i = 0; i < CACHED_REVIEW_PAGES + 1; i++) {
      await publishedReview(t, admin, await t.createUser(), doctor.id, { rating: 4 });
    }
    const deep = await reviewsOf(doctor.id, { page: CACHED_REVIEW_PAGES + 1, page_size: 1 });
    expect(deep).toMatchObject({ total: CACHED_REVIEW_PAGES + 1, page: CACHED_REVIEW_PAGES + 1 });
    expect(deep.items).toHaveLength(1);

    // A new submission waits for moderation: nobody sees it, so the cached answers stay.
    const before = await readDirectoryVersion(t.database.db);
    const patient = await t.createUser();
    const visit = await makeVisit(t, [doctor.id]);
    await t.database.db
      .update(visits)
      .set({ claimed_by: patient.id })
      .where(eq(visits.id, visit.id));
    const submitted = await t.api('POST /api/feedback', {
      cookie: patient.cookie,
      body: {
        visit_id: visit.id,
        doctor_id: doctor.id,
        consent_version: REVIEW_CONSENT_VERSION,
        ...scores(3),
      },
    });
    expect(submitted.status).toBe(201);
    expect(await readDirectoryVersion(t.database.db)).toBe(before);
  });

  it("keeps only the app's page size in the cache, so other sizes cannot crowd it", async () => {
    const doctor = await makeDoctor(t, 'BS. Cỡ Trang');
    await publishedReview(t, admin, await t.createUser(), doctor.id);
    const directory = createDirectoryCache(t.database.db, 10);
    const counts = () => directory.cacheCounts().hits + directory.cacheCounts().misses;
    await directory.answers.reviews(doctor.id, { page: 1, page_size: REVIEWS_PAGE_SIZE });
    const afterDefault = counts();
    for (const size of [1, 2, 3]) {
      await directory.answers.reviews(doctor.id, { page: 1, page_size: size });
    }
    // Only the profile lookup of each uncached page goes through the cache (one hit each).
    expect(directory.cacheCounts().hits).toBe(3);
    expect(counts()).toBe(afterDefault + 3);
  });
});
