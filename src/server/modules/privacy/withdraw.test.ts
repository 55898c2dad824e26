import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackEvents, feedbackReplies } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches } from '../../test/fixtures';
import { auditRows, type TestUser } from '../../test/harness';
import { publishedAnswer, publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const withdraw = (u: TestUser, id: string) =>
  t.request('POST', `/api/me/feedback/${id}/withdraw`, { cookie: u.cookie });

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
    const reviews = await (await t.request('GET', `/api/doctors/${doctorId}/reviews`)).json();
    expect(reviews.items.map((r: { id: string }) => r.id)).not.toContain(feedbackId);
    expect(
      (await (await t.request('GET', `/api/doctors/${doctorId}/stats`)).json()).review_count,
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
    const mine = await (await t.request('GET', '/api/me/feedback', { cookie: user.cookie })).json();
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
      JSON.stringify(await (await t.request('GET', `/api/doctors/${doctorId}/reviews`)).json());
    expect(await answersShown()).toContain('Tôi vẫn chưa hài lòng.');

    expect((await withdraw(user, feedbackId)).status).toBe(200);
    expect(await answersShown()).not.toContain('Tôi vẫn chưa hài lòng.');
    expect(
      await t.database.db.select().from(feedbackReplies).where(eq(feedbackReplies.id, answerId)),
    ).toHaveLength(0);
    const queue = await (
      await t.request('GET', '/api/admin/replies?status=published', { cookie: admin.cookie })
    ).json();
    expect(queue.items.map((r: { id: string }) => r.id)).not.toContain(answerId);
    const [audit] = (await auditRows(t, 'feedback.consent_withdrawn')).filter(
      (r) => (r.metadata as { feedback_id: string }).feedback_id === feedbackId,
    );
    expect(audit?.metadata).toMatchObject({ answers_removed: 1 });
  });
});
