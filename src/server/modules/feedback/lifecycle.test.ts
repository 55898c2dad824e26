/**
 * The feedback lifecycle (lifecycle.ts): every transition changes the status, writes one event,
 * moves the doctor's rating statistics and writes its audit row, together or not at all, whoever
 * calls it (moderation and appeals here, visits and privacy through feedback's service).
 */
import { and, asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { doctorRatingStats, feedback, feedbackEvents } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import {
  aggregateMismatches,
  claimedVisit,
  makeDoctor,
  publishedReview,
  submitReview,
} from '../../test/fixtures';
import { type ApiCall, auditRows, type TestUser } from '../../test/harness';
import * as lifecycle from './lifecycle';
import { lockFeedback } from './repo';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const admin2 = testUserForFile(t, { role: 'admin' });

async function statusOf(id: string) {
  const [row] = await t.database.db
    .select({ status: feedback.status })
    .from(feedback)
    .where(eq(feedback.id, id));
  return row?.status;
}

/** The review's history, oldest first. */
function historyOf(id: string) {
  return t.database.db
    .select({
      kind: feedbackEvents.kind,
      from_status: feedbackEvents.from_status,
      to_status: feedbackEvents.to_status,
      reason: feedbackEvents.reason,
      actor_id: feedbackEvents.actor_id,
    })
    .from(feedbackEvents)
    .where(eq(feedbackEvents.feedback_id, id))
    .orderBy(asc(feedbackEvents.created_at));
}

async function reviewCount(doctorId: string) {
  const [row] = await t.database.db
    .select({ n: doctorRatingStats.review_count })
    .from(doctorRatingStats)
    .where(eq(doctorRatingStats.doctor_id, doctorId));
  return row?.n ?? 0;
}

/** The audit rows of one action about one review. */
async function audited(action: string, feedbackId: string) {
  return (await auditRows(t, action)).filter(
    (r) => (r.metadata as { feedback_id?: string } | null)?.feedback_id === feedbackId,
  );
}

async function auditCount() {
  const [row] = await queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from audit_logs`,
  );
  return row!.n;
}

/** A pending review by a new patient of a new doctor; its ids and author. */
async function pendingReview(rating = 4) {
  const author = await t.createUser();
  const doctor = await makeDoctor(t);
  const visit = await claimedVisit(t, author, [doctor.id]);
  const res = await submitReview(t, author, { visitId: visit.id, doctorId: doctor.id, rating });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { id, doctorId: doctor.id, visitId: visit.id, author };
}

const decide = (
  who: TestUser,
  id: string,
  body: ApiCall<'PATCH /api/admin/feedback/:id'>['body'],
) => t.api('PATCH /api/admin/feedback/:id', { params: { id }, cookie: who.cookie, body });

describe('the feedback lifecycle', () => {
  it('moves a review through decisions and hiding: status, event, statistics and audit each time', async () => {
    const { id, doctorId } = await pendingReview(4);
    expect(await statusOf(id)).toBe('pending');
    expect(await historyOf(id)).toEqual([
      expect.objectContaining({ kind: 'submitted', to_status: 'pending' }),
    ]);
    expect(await reviewCount(doctorId)).toBe(0);

    // pending → approved
    expect((await decide(admin, id, { status: 'approved' })).status).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    expect((await historyOf(id)).at(-1)).toEqual({
      kind: 'decided',
      from_status: 'pending',
      to_status: 'approved',
      reason: null,
      actor_id: admin.id,
    });
    expect(await audited('feedback.approved', id)).toEqual([
      expect.objectContaining({
        user_id: admin.id,
        metadata: {
          feedback_id: id,
          doctor_id: doctorId,
          from: 'pending',
          to: 'approved',
          reason: null,
          note: null,
        },
      }),
    ]);
    expect(await reviewCount(doctorId)).toBe(1);

    // approved → reported (a moderator hides it)
    const hide = await t.api('POST /api/admin/feedback/:id/hide', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(hide.status).toBe(200);
    expect(await statusOf(id)).toBe('reported');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      kind: 'hidden_by_moderator',
      from_status: 'approved',
      to_status: 'reported',
      actor_id: admin.id,
    });
    expect(await audited('feedback.hidden', id)).toEqual([
      expect.objectContaining({ metadata: { feedback_id: id, doctor_id: doctorId } }),
    ]);
    expect(await reviewCount(doctorId)).toBe(0);

    // reported → approved (restored)
    expect((await decide(admin, id, { status: 'approved' })).status).toBe(200);
    expect((await historyOf(id)).at(-1)).toMatchObject({ kind: 'kept', from_status: 'reported' });
    expect(await audited('feedback.restored', id)).toHaveLength(1);
    expect(await reviewCount(doctorId)).toBe(1);

    // A decision the lifecycle does not allow changes nothing.
    const events = (await historyOf(id)).length;
    const audits = await auditCount();
    const refused = await decide(admin, id, { status: 'rejected', reason: 'offensive' });
    expect(refused.status).toBe(409);
    expect(await statusOf(id)).toBe('approved');
    expect(await historyOf(id)).toHaveLength(events);
    expect(await auditCount()).toBe(audits);
    expect(await reviewCount(doctorId)).toBe(1);

    // approved → reported → rejected (removed)
    await t.api('POST /api/admin/feedback/:id/hide', { params: { id }, cookie: admin.cookie });
    expect(
      (await decide(admin, id, { status: 'rejected', reason: 'offensive', note: 'Lời lẽ' })).status,
    ).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      kind: 'decided',
      from_status: 'reported',
      to_status: 'rejected',
      reason: 'offensive',
    });
    expect(await audited('feedback.removed', id)).toEqual([
      expect.objectContaining({
        metadata: expect.objectContaining({ reason: 'offensive', note: 'Lời lẽ' }),
      }),
    ]);
    expect(await reviewCount(doctorId)).toBe(0);
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('records an appeal and publishes the review when it is overturned', async () => {
    const { id, doctorId, author } = await pendingReview(5);
    await decide(admin, id, { status: 'rejected', reason: 'off_topic' });
    const appeal = await t.api('POST /api/me/feedback/:id/appeal', {
      params: { id },
      cookie: author.cookie,
      body: { message: 'Xin xem lại' },
    });
    expect(appeal.status).toBe(201);
    expect(await statusOf(id)).toBe('rejected');
    expect((await historyOf(id)).at(-1)).toMatchObject({
      kind: 'appealed',
      from_status: 'rejected',
      actor_id: author.id,
    });
    expect(await audited('feedback.appealed', id)).toEqual([
      expect.objectContaining({
        user_id: author.id,
        metadata: { feedback_id: id, appealed_decision_by: admin.id, against: 'rejection' },
      }),
    ]);

    // The rejecting moderator may not decide it; another one overturns it.
    const decided = await t.api('POST /api/admin/feedback/:id/appeal', {
      params: { id },
      cookie: admin2.cookie,
      body: { outcome: 'overturned' },
    });
    expect(decided.status).toBe(200);
    expect(await statusOf(id)).toBe('approved');
    expect((await historyOf(id)).at(-1)).toEqual({
      kind: 'appeal_overturned',
      from_status: 'rejected',
      to_status: 'approved',
      reason: null,
      actor_id: admin2.id,
    });
    expect(await audited('feedback.appeal_overturned', id)).toEqual([
      expect.objectContaining({
        user_id: admin2.id,
        metadata: { feedback_id: id, doctor_id: doctorId, outcome: 'overturned' },
      }),
    ]);
    expect(await reviewCount(doctorId)).toBe(1);
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it("withdraws a released visit's unpublished review for visits, the statistics untouched", async () => {
    const { id, doctorId, visitId } = await pendingReview(3);
    const res = await t.api('POST /api/admin/visits/:id/release', {
      params: { id: visitId },
      cookie: admin.cookie,
      body: { reason: 'Nhầm tài khoản' },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(id)).toBe('rejected');
    expect((await historyOf(id)).at(-1)).toEqual({
      kind: 'withdrawn',
      from_status: 'pending',
      to_status: 'rejected',
      reason: 'visit_claim_released',
      actor_id: admin.id,
    });
    expect(await reviewCount(doctorId)).toBe(0);
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('lets the author discard a pending review, and nothing else', async () => {
    const { id, author } = await pendingReview();
    const other = await pendingReview();
    const del = (who: TestUser, which: string) =>
      t.api('DELETE /api/me/feedback/:id', { params: { id: which }, cookie: who.cookie });
    expect((await del(author, other.id)).status).toBe(404);
    expect((await del(author, id)).status).toBe(204);
    expect(await statusOf(id)).toBeUndefined();
    await decide(admin, other.id, { status: 'approved' });
    expect((await del(other.author, other.id)).status).toBe(409);
    expect(await statusOf(other.id)).toBe('approved');
  });
});

describe('the lifecycle called in a transaction', () => {
  it('changes nothing when the transaction rolls back', async () => {
    const { id, doctorId } = await pendingReview();
    await decide(admin, id, { status: 'approved' });
    const events = (await historyOf(id)).length;
    const audits = await auditCount();
    await expect(
      t.database.db.transaction(async (tx) => {
        const [row] = await lockFeedback(tx, [id]);
        await lifecycle.hideByModerator(tx, { userId: admin.id, ip: '127.0.0.1' }, row!);
        throw new Error('the caller fails after the transition');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await statusOf(id)).toBe('approved');
    expect(await historyOf(id)).toHaveLength(events);
    expect(await auditCount()).toBe(audits);
    expect(await reviewCount(doctorId)).toBe(1);
  });

  it('refuses to withdraw a published review as unpublished (it counts in the score)', async () => {
    const { id } = await pendingReview();
    await decide(admin, id, { status: 'approved' });
    await expect(
      t.database.db.transaction((tx) =>
        lifecycle.withdrawUnpublished(tx, [{ id, status: 'approved' }], admin.id, 'x'),
      ),
    ).rejects.toThrow(/published/);
    expect(await statusOf(id)).toBe('approved');
  });

  it('archives published reviews written before a date, out of the statistics', async () => {
    const { id, doctorId } = await pendingReview();
    await decide(admin, id, { status: 'approved' });
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date('2001-01-01T00:00:00Z') })
      .where(eq(feedback.id, id));
    const archived = await t.database.db.transaction((tx) =>
      lifecycle.archivePublishedBefore(tx, new Date('2002-01-01T00:00:00Z'), 10),
    );
    expect(archived).toBe(1);
    expect(await statusOf(id)).toBe('archived');
    expect((await historyOf(id)).at(-1)).toEqual({
      kind: 'archived',
      from_status: 'approved',
      to_status: 'archived',
      reason: 'retention',
      actor_id: null,
    });
    expect(await reviewCount(doctorId)).toBe(0);
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it("erases a closing account's reviews, or keeps the published ones anonymously", async () => {
    const author = await t.createUser();
    const doctor = await makeDoctor(t);
    const kept = await publishedReview(t, admin, author, doctor.id, { comment: 'Tôi là An' });
    const visit = await claimedVisit(t, author, [doctor.id]);
    const pending = await submitReview(t, author, { visitId: visit.id, doctorId: doctor.id });
    const pendingId = ((await pending.json()) as { id: string }).id;
    const result = await t.database.db.transaction((tx) =>
      lifecycle.eraseReviewsOf(tx, author.id, true, (c) => c.replace('An', '[…]')),
    );
    expect(result).toEqual({ removed: 1, kept: 1 });
    expect(await statusOf(pendingId)).toBeUndefined();
    const [row] = await t.database.db
      .select({ comment: feedback.comment, anonymous: feedback.is_anonymous })
      .from(feedback)
      .where(and(eq(feedback.id, kept), eq(feedback.status, 'approved')));
    expect(row).toEqual({ comment: 'Tôi là […]', anonymous: true });
    expect(await reviewCount(doctor.id)).toBe(1);

    const removed = await t.database.db.transaction((tx) =>
      lifecycle.eraseReviewsOf(tx, author.id, false, (c) => c),
    );
    expect(removed).toEqual({ removed: 1, kept: 0 });
    expect(await statusOf(kept)).toBeUndefined();
    expect(await reviewCount(doctor.id)).toBe(0);
    expect(await aggregateMismatches(t)).toEqual([]);
  });
});
