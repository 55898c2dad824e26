import { beforeAll, describe, expect, it } from 'vitest';
import type { TransparencyReport } from '../../../shared/transparency';
import { feedback, feedbackAppeals, feedbackEvents, feedbackReports } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, scores, seedDemo } from '../../test/fixtures';
import { startTestApp } from '../../test/harness';
import { computeFigures } from './service';

/*
 * The public transparency figures over the last 12 months, from feedback, its events, reports
 * and appeals. The moderation rows are inserted as the moderation code writes them.
 */
const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function review(status: string, createdAt: Date, decision_reason?: string) {
  const doctor = await makeDoctor(t);
  const [row] = await t.database.db
    .insert(feedback)
    .values({ doctor_id: doctor.id, status, ...scores(4), created_at: createdAt, decision_reason })
    .returning({ id: feedback.id });
  return row!.id;
}

type Event = typeof feedbackEvents.$inferInsert;
const events = (rows: Event[]) => t.database.db.insert(feedbackEvents).values(rows);

beforeAll(async () => {
  const moderator = admin.id;
  const reporters = [await t.createUser(), await t.createUser(), await t.createUser()];
  const at = (base: Date, hours: number) => new Date(base.getTime() + hours * HOUR);

  const c1 = ago(30 * HOUR);
  const f1 = await review('approved', c1);
  const c2 = ago(40 * HOUR);
  const f2 = await review('rejected', c2, 'spam');
  const c3 = ago(50 * HOUR);
  const f3 = await review('approved', c3);
  const c4 = ago(2 * HOUR);
  const f4 = await review('rejected', c4);
  const c5 = ago(60 * HOUR);
  const f5 = await review('approved', c5);
  const old = ago(400 * 24 * HOUR);
  const f6 = await review('rejected', old, 'offensive');

  await events([
    { feedback_id: f1, kind: 'submitted', to_status: 'pending', created_at: c1 },
    {
      feedback_id: f1,
      kind: 'decided',
      from_status: 'pending',
      to_status: 'approved',
      actor_id: moderator,
      created_at: at(c1, 2),
    },
    {
      feedback_id: f2,
      kind: 'decided',
      from_status: 'pending',
      to_status: 'rejected',
      reason: 'spam',
      actor_id: moderator,
      created_at: at(c2, 4),
    },
    {
      feedback_id: f2,
      kind: 'appealed',
      from_status: 'rejected',
      to_status: 'rejected',
      created_at: at(c2, 5),
    },
    {
      feedback_id: f2,
      kind: 'appeal_upheld',
      from_status: 'rejected',
      to_status: 'rejected',
      created_at: at(c2, 7),
    },
    {
      feedback_id: f3,
      kind: 'decided',
      from_status: 'pending',
      to_status: 'rejected',
      reason: 'other',
      actor_id: moderator,
      created_at: at(c3, 6),
    },
    {
      feedback_id: f3,
      kind: 'appeal_overturned',
      from_status: 'rejected',
      to_status: 'approved',
      created_at: at(c3, 9),
    },
    {
      feedback_id: f4,
      kind: 'withdrawn',
      from_status: 'pending',
      to_status: 'rejected',
      created_at: at(c4, 1),
    },
    {
      feedback_id: f5,
      kind: 'decided',
      from_status: 'pending',
      to_status: 'approved',
      actor_id: moderator,
      created_at: at(c5, 8),
    },
    {
      feedback_id: f5,
      kind: 'hidden_by_reports',
      from_status: 'approved',
      to_status: 'reported',
      created_at: at(c5, 20),
    },
    {
      feedback_id: f5,
      kind: 'kept',
      from_status: 'reported',
      to_status: 'approved',
      actor_id: moderator,
      created_at: at(c5, 30),
    },
    {
      feedback_id: f6,
      kind: 'decided',
      from_status: 'pending',
      to_status: 'rejected',
      reason: 'offensive',
      created_at: at(old, 1),
    },
  ]);
  await t.database.db.insert(feedbackReports).values(
    reporters.map((r, i) => ({
      feedback_id: f5,
      user_id: r.id,
      reason: 'spam',
      counted: i < 2,
      created_at: at(c5, 10 + i),
    })),
  );
  await t.database.db.insert(feedbackAppeals).values([
    { feedback_id: f2, message: 'Tôi đã khám thật', status: 'upheld', created_at: at(c2, 5) },
    { feedback_id: f3, message: 'Xin xem lại', status: 'overturned', created_at: at(c3, 7) },
    { feedback_id: f6, message: 'Cũ', status: 'upheld', created_at: at(old, 2) },
  ]);
});

const report = async () => {
  const res = await t.api('GET /api/transparency');
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('public, max-age=60');
  return (await res.json()) as TransparencyReport;
};

describe('GET /api/transparency', () => {
  it('answers anyone with the last 12 months of figures and the rules in force', async () => {
    const body = await report();
    // Where each review of the year stands now: 3 public (one after an overturned appeal, one
    // kept after reports), 1 rejected (its appeal upheld), 1 withdrawn.
    expect(body.reviews).toEqual({
      received: 5,
      published: 3,
      pending: 0,
      hidden: 0,
      rejected: 1,
      rejected_by_reason: {
        off_topic: 0,
        offensive: 0,
        personal_data: 0,
        not_real_visit: 0,
        spam: 1,
        other: 0,
        unspecified: 0,
      },
      withdrawn: 1,
      archived: 0,
      // First decisions after 2, 4, 6 and 8 hours; the withdrawn review was never decided.
      median_hours_to_decision: 5,
    });
    expect(body.reports).toEqual({ received: 3, counted: 2, hidden_after_reports: 1, restored: 1 });
    expect(body.appeals).toEqual({ received: 2, pending: 0, upheld: 1, overturned: 1 });
    expect(body.rules).toEqual({
      min_reviews_for_score: 3,
      report_hide_threshold: 3,
      weights: { medical_expertise: 0.4, customer_experience: 0.4, compliance: 0.2 },
    });
    const days = (Date.parse(body.period.to) - Date.parse(body.period.from)) / (24 * HOUR);
    expect(days).toBeGreaterThanOrEqual(365);
    expect(days).toBeLessThanOrEqual(366);
  });

  it('computes the figures at most once a minute, but shows a settings change at once', async () => {
    await review('pending', new Date());
    expect((await computeFigures(t.database.db)).reviews.received).toBe(6);
    // The figures are kept for a minute...
    expect((await report()).reviews.received).toBe(5);
    // ...while the rules are read each time.
    const res = await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { min_reviews_for_score: 7, report_hide_threshold: 4 },
    });
    expect(res.status).toBe(200);
    expect((await report()).rules).toMatchObject({
      min_reviews_for_score: 7,
      report_hide_threshold: 4,
    });
  });

  it('reports no median when nothing was decided', async () => {
    const empty = await startTestApp();
    try {
      const res = await empty.api('GET /api/transparency');
      const body = (await res.json()) as TransparencyReport;
      expect(body.reviews).toMatchObject({
        received: 0,
        published: 0,
        median_hours_to_decision: null,
      });
    } finally {
      await empty.close();
    }
  });
});

describe('the figures beside what the site shows', () => {
  it('count as public exactly the reviews the doctor pages show, on the demo data', async () => {
    const demo = await startTestApp();
    try {
      await seedDemo(demo);
      const report = (await (await demo.api('GET /api/transparency')).json()) as TransparencyReport;
      // Every review the site shows, doctor by doctor and page by page, with its date.
      // Reviews show their day (UTC): one on the period's first day may fall either side.
      const fromDay = report.period.from.slice(0, 10);
      let shown = 0;
      let after = 0;
      let onFirstDay = 0;
      const doctors = await (
        await demo.api('GET /api/doctors', { query: { page_size: '48' } })
      ).json();
      expect(doctors.total).toBeLessThanOrEqual(48);
      for (const doctor of doctors.items as { id: string; review_count: number }[]) {
        for (let page = 1; ; page++) {
          const reviews = await (
            await demo.api('GET /api/doctors/:id/reviews', {
              params: { id: doctor.id },
              query: { page, page_size: '50' },
            })
          ).json();
          shown += reviews.items.length;
          for (const { date } of reviews.items as { date: string }[]) {
            if (date > fromDay) after++;
            else if (date === fromDay) onFirstDay++;
          }
          if (page * 50 >= reviews.total) break;
        }
        expect(shown).toBeGreaterThan(0);
      }
      expect(shown).toBeGreaterThan(100);
      expect(report.public_reviews).toBe(shown);
      expect(report.reviews.published).toBeGreaterThanOrEqual(after);
      expect(report.reviews.published).toBeLessThanOrEqual(after + onFirstDay);
      // The demo's reviews go back further than a year: the page says so.
      expect(after + onFirstDay).toBeLessThan(shown);
      const r = report.reviews;
      expect(r.published + r.pending + r.hidden + r.rejected + r.withdrawn + r.archived).toBe(
        r.received,
      );
      // The demo's published reviews were decided a few hours after they arrived, as live ones are.
      expect(r.median_hours_to_decision).toBeGreaterThan(0);
      expect(r.median_hours_to_decision).toBeLessThan(24);
    } finally {
      await demo.close();
    }
  });
});
