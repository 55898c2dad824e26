import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, feedbackEvents, mailOutbox } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches } from '../../test/fixtures';
import { startTestApp } from '../../test/harness';
import { publishedReview } from '../../test/privacy-fixtures';
import { archiveExpiredReviews, deleteExpiredMessages } from './retention';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const monthsAgo = (n: number) => {
  const d = new Date();
  d.setUTCMonth(d.getUTCMonth() - n);
  return d;
};

describe('review retention', () => {
  it('archives published reviews older than the setting, out of view and score, once', async () => {
    const old = await publishedReview(t, admin, { rating: 1 });
    const recent = await publishedReview(t, admin, { doctorId: old.doctorId, rating: 5 });
    await t.database.db
      .update(feedback)
      .set({ created_at: monthsAgo(25) })
      .where(eq(feedback.id, old.feedbackId));
    // Off by default: nothing happens.
    expect(await archiveExpiredReviews(t.database.db)).toBe(0);

    const set = await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { review_retention_months: 24 },
    });
    expect(set.status).toBe(200);
    expect(
      (
        await t.api('PUT /api/admin/settings', {
          cookie: admin.cookie,
          body: { review_retention_months: -1 },
        })
      ).status,
    ).toBe(400);

    // Two instances on one database run the job at the same moment, then again.
    const second = await startTestApp({}, t.databaseUrl ? t : undefined);
    try {
      const dbs = t.databaseUrl
        ? [t.database.db, second.database.db]
        : [t.database.db, t.database.db];
      const first = await Promise.all(dbs.map((db) => archiveExpiredReviews(db)));
      expect(first.filter((n) => n === 1)).toHaveLength(1);
      expect(first.every((n) => n === 1 || n === 0 || n === null)).toBe(true);
      // Again: nothing left; an instance finding the lock taken skips its turn (null).
      const again = await Promise.all(dbs.map((db) => archiveExpiredReviews(db)));
      expect(again.every((n) => n === 0 || n === null)).toBe(true);
      expect(await archiveExpiredReviews(second.database.db)).toBe(0);
    } finally {
      if (second !== t) await second.close();
    }

    const rows = await t.database.db
      .select({ id: feedback.id, status: feedback.status })
      .from(feedback)
      .where(inArray(feedback.id, [old.feedbackId, recent.feedbackId]));
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({
      [old.feedbackId]: 'archived',
      [recent.feedbackId]: 'approved',
    });
    const events = await t.database.db
      .select()
      .from(feedbackEvents)
      .where(eq(feedbackEvents.feedback_id, old.feedbackId));
    expect(events.filter((e) => e.kind === 'archived')).toHaveLength(1);
    const reviews = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: old.doctorId } })
    ).json();
    expect(reviews.items.map((r: { id: string }) => r.id)).toEqual([recent.feedbackId]);
    expect(await aggregateMismatches(t)).toEqual([]);
  });
});

describe('message retention', () => {
  it('deletes sign-in codes after a day, whatever their channel, and keeps e-mail', async () => {
    const db = t.database.db;
    const yesterday = new Date(Date.now() - 25 * 3_600_000);
    const [oldCode, freshCode, oldMail] = await db
      .insert(mailOutbox)
      .values([
        {
          to_address: '+84900000011',
          subject: '',
          text_body: 'code 123456',
          channel: 'sms',
          created_at: yesterday,
        },
        { to_address: '+84900000012', subject: '', text_body: 'code 654321', channel: 'sms' },
        {
          to_address: 'b@example.com',
          subject: 'Notice',
          text_body: 'notice',
          created_at: yesterday,
        },
      ])
      .returning({ id: mailOutbox.id });
    expect(await deleteExpiredMessages(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldCode!.id, freshCode!.id, oldMail!.id]));
    expect(left.map((r) => r.id).sort()).toEqual([freshCode!.id, oldMail!.id].sort());
  });

  it('deletes invitation messages after 90 days, and keeps the other mail', async () => {
    const db = t.database.db;
    const day = 86_400_000;
    const old = new Date(Date.now() - 91 * day);
    const recent = new Date(Date.now() - 10 * day);
    const [oldInvite, recentInvite, oldReset] = await db
      .insert(mailOutbox)
      .values([
        {
          to_address: '+84900000001',
          subject: '',
          text_body: 'old',
          purpose: 'invitation',
          channel: 'sms',
          created_at: old,
        },
        {
          to_address: '+84900000002',
          subject: '',
          text_body: 'recent',
          purpose: 'reminder',
          channel: 'sms',
          created_at: recent,
        },
        { to_address: 'a@example.com', subject: 'Reset', text_body: 'reset', created_at: old },
      ])
      .returning({ id: mailOutbox.id });
    expect(await deleteExpiredMessages(db)).toBeGreaterThanOrEqual(1);
    const left = await db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(inArray(mailOutbox.id, [oldInvite!.id, recentInvite!.id, oldReset!.id]));
    expect(left.map((r) => r.id).sort()).toEqual([recentInvite!.id, oldReset!.id].sort());
  });
});
