import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackEvents, feedbackReplies, mohSurveyResponses } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches, makeDoctor, publishedReview as reviewBy } from '../../test/fixtures';
import { auditRows, type TestUser } from '../../test/harness';
import { publishedAnswer, publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const withdraw = (u: TestUser, id: string) =>
  t.api('POST /api/me/feedback/:id/withdraw', { params: { id }, cookie: u.cookie });

describe('withdrawing consent for a published review', () => {
  it('removes it at once, out of the score, with a withdrawn event; only the author can', async () => {
    const { user, doctorId, feedbackId } = await publishedReview(t, admin, {
      rating: 5,
      comment: 'Sẽ rút lại',
    });
    await publishedReview(t, admin, { doctorId, rating: 2 });
    const stranger = await t.createUser();
    expect((await withdraw(stranger, feedbackId)).status).toBe(404);

    const res = await withdraw(user, feedbackId);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'withdrawn' });
    const reviews = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } })
    ).json();
    expect(reviews.items.map((r: { id: string }) => r.id)).not.toContain(feedbackId);
    expect(
      (await (await t.api('GET /api/doctors/:id/stats', { params: { id: doctorId } })).json())
        .review_count,
    ).toBe(1);
    expect(await aggregateMismatches(t)).toEqual([]);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, feedbackId));
    expect(row).toMatchObject({ comment: null, decided_by: null });
    const events = await t.database.db
      .select()
      .from(feedbackEvents)
      .where(eq(feedbackEvents.feedback_id, feedbackId));
    expect(events.at(-1)).toMatchObject({
      kind: 'withdrawn',
      from_status: 'approved',
      actor_id: user.id,
    });
    const audited = (await auditRows(t, 'feedback.consent_withdrawn')).find(
      (r) => (r.metadata as { feedback_id?: string }).feedback_id === feedbackId,
    );
    expect(audited).toMatchObject({ user_id: user.id, metadata: { doctor_id: doctorId } });
    // Nothing left to appeal, and a second withdrawal is refused.
    const mine = await (await t.api('GET /api/me/feedback', { cookie: user.cookie })).json();
    expect(mine.items[0]).toMatchObject({ id: feedbackId, can_appeal: false });
    expect((await withdraw(user, feedbackId)).status).toBe(409);
  });

  it('refuses a review still awaiting moderation (that one is deleted instead)', async () => {
    const { user, feedbackId } = await publishedReview(t, admin, { pending: true });
    const res = await withdraw(user, feedbackId);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('invalid_transition');
  });

  it("takes the author's published answers under it along", async () => {
    const { user, doctorId, feedbackId } = await publishedReview(t, admin);
    const answerId = await publishedAnswer(t, admin, user, feedbackId, 'Tôi vẫn chưa hài lòng.');
    const answersShown = async () =>
      JSON.stringify(
        await (await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } })).json(),
      );
    expect(await answersShown()).toContain('Tôi vẫn chưa hài lòng.');

    expect((await withdraw(user, feedbackId)).status).toBe(200);
    expect(await answersShown()).not.toContain('Tôi vẫn chưa hài lòng.');
    expect(
      await t.database.db.select().from(feedbackReplies).where(eq(feedbackReplies.id, answerId)),
    ).toHaveLength(0);
    const queue = await (
      await t.api('GET /api/admin/replies', {
        query: { status: 'published' },
        cookie: admin.cookie,
      })
    ).json();
    expect(queue.items.map((r: { id: string }) => r.id)).not.toContain(answerId);
    const [audit] = (await auditRows(t, 'feedback.consent_withdrawn')).filter(
      (r) => (r.metadata as { feedback_id: string }).feedback_id === feedbackId,
    );
    expect(audit?.metadata).toMatchObject({ answers_removed: 1 });
  });

  it('drops its survey answers and its consent to be quoted, and its topics with the comment', async () => {
    const user = await t.createUser();
    const doctor = await makeDoctor(t);
    const feedbackId = await reviewBy(t, admin, user, doctor.id, {
      comment: 'Tôi phải chờ lâu gần một tiếng. Bác sĩ giải thích cặn kẽ.',
      quoteConsent: true,
      recommend: 9,
    });
    const survey = await t.api('POST /api/me/feedback/:id/moh-survey', {
      params: { id: feedbackId },
      cookie: user.cookie,
      body: { answers: { A1: 4, B7: 2 }, expectation_percent: 70, return_intent: 4 },
    });
    expect(survey.status).toBe(201);
    const db = t.database.db;
    const review = async () =>
      (await db.select().from(feedback).where(eq(feedback.id, feedbackId)))[0];
    const surveys = () =>
      db.select().from(mohSurveyResponses).where(eq(mohSurveyResponses.feedback_id, feedbackId));
    expect(await review()).toMatchObject({
      quote_consent: true,
      topics: expect.arrayContaining(['waiting_time']),
    });
    expect(await surveys()).toHaveLength(1);

    expect((await withdraw(user, feedbackId)).status).toBe(200);
    expect(await surveys()).toEqual([]);
    expect(await review()).toMatchObject({
      comment: null,
      quote_consent: false,
      topics: [],
      topic_words: null,
    });
    const [audit] = (await auditRows(t, 'feedback.consent_withdrawn')).filter(
      (r) => (r.metadata as { feedback_id: string }).feedback_id === feedbackId,
    );
    expect(audit?.metadata).toMatchObject({ survey_removed: true });
    // A withdrawn review takes no new answers either.
    const again = await t.api('POST /api/me/feedback/:id/moh-survey', {
      params: { id: feedbackId },
      cookie: user.cookie,
      body: { answers: { A1: 5 } },
    });
    expect(again.status).toBe(409);
  });
});
