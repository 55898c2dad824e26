import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECISION_REASONS, FEEDBACK_EVENT_KINDS } from '../../../shared/constants';
import { doctorListQuery, reviewListQuery } from '../../../shared/doctors';
import { feedback, feedbackEvents, users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { testAppForFile } from '../../test/file-app';
import { actingAs, aggregateMismatches, claimedVisit, makeDoctor } from '../../test/fixtures';
import type { TestUser } from '../../test/harness';
import { doctorProfile, doctorReviews, searchDoctors } from '../doctors/service';
import { appealFeedback, decideAppeal } from '../feedback/appeals';
import { hideFeedback } from '../feedback/moderation';
import { hideWords } from '../feedback/redaction';
import { deleteMyFeedback, moderate, reportFeedback, submitFeedback } from '../feedback/service';

const t = testAppForFile();
let authors: TestUser[];
let reporters: TestUser[];
let admins: TestUser[];
let doctorIds: string[];

beforeAll(async () => {
  admins = await Promise.all([t.createUser({ role: 'admin' }), t.createUser({ role: 'admin' })]);
  // The second administrator also writes reviews: nobody may moderate their own.
  authors = [...(await Promise.all([t.createUser(), t.createUser()])), admins[1]!];
  // Two established reporters (their reports count) and a new account (recorded, not counted).
  reporters = await Promise.all([t.createUser(), t.createUser(), t.createUser()]);
  for (const r of reporters.slice(0, 2)) {
    await t.database.db
      .update(users)
      .set({ emailVerified: true, createdAt: new Date(Date.now() - 7 * 86_400_000) })
      .where(eq(users.id, r.id));
  }
  const saved = await t.api('PUT /api/admin/settings', {
    cookie: admins[0]!.cookie,
    body: { report_hide_threshold: 2 },
  });
  expect(saved.status).toBe(200);
  doctorIds = (await Promise.all([makeDoctor(t), makeDoctor(t), makeDoctor(t)])).map((d) => d.id);
});

const op = fc.oneof(
  fc.record({
    kind: fc.constant('submit' as const),
    author: fc.nat(2),
    doctor: fc.nat(2),
    rating: fc.integer({ min: 1, max: 5 }),
    sub: fc.integer({ min: 1, max: 5 }),
    // Submitted that many days ago (0: now), so the dashboard's rollups see many days and anchors.
    daysAgo: fc.oneof(fc.constant(0), fc.nat(420)),
  }),
  // approve/reject also keep or remove a reported review; decisions and reports come often.
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constantFrom('approve' as const, 'reject' as const),
      pick: fc.nat(),
      bulk: fc.boolean(),
      confirmHeld: fc.boolean(),
      admin: fc.nat(1),
      reason: fc.constantFrom(...DECISION_REASONS),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      pick: fc.nat(),
      reporter: fc.nat(2),
    }),
  },
  fc.record({ kind: fc.constant('hide' as const), pick: fc.nat(), admin: fc.nat(1) }),
  // Hiding words of a comment changes its text, never the score.
  fc.record({ kind: fc.constant('hideWords' as const), pick: fc.nat(), admin: fc.nat(1) }),
  fc.record({ kind: fc.constant('appeal' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('decideAppeal' as const),
    pick: fc.nat(),
    admin: fc.nat(1),
    outcome: fc.constantFrom('upheld' as const, 'overturned' as const),
  }),
  fc.record({ kind: fc.constant('withdraw' as const), pick: fc.nat() }),
);

/** Errors the rules produce on purpose (a refused transition, a second report…) are fine. */
async function allowRefusal(run: () => Promise<unknown>): Promise<boolean> {
  try {
    await run();
    return true;
  } catch (err) {
    if (
      !(err instanceof AppError) ||
      ![
        'invalid_transition',
        'already_reported',
        'not_found',
        'already_reviewed',
        'cannot_report_own_review',
        'conflict_of_interest',
        'held_confirmation_required',
        'already_appealed',
        'appeal_needs_another_moderator',
        'invalid_spans',
      ].includes(err.code)
    )
      throw err;
    return false;
  }
}

describe('rating aggregates', () => {
  // aggregateMismatches also compares the dashboard's rollups (per doctor and day, per day, per
  // doctor since each anchor) with a recomputation from the feedback table.
  it('always equal a recomputation from approved feedback, whatever happens to feedback', async () => {
    const db = t.database.db;
    const created: { id: string; author: TestUser }[] = [];
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 10, maxLength: 40, size: 'max' }), async (ops) => {
        // Warm the directory cache: its answer after the changes must still be exact.
        await t.api('GET /api/doctors', { query: { sort: 'rating' } });
        for (const o of ops) {
          if (o.kind === 'submit') {
            const author = authors[o.author]!;
            const visit = await claimedVisit(t, author, [doctorIds[o.doctor]!]);
            const answer = await submitFeedback(t.database.db, actingAs(author), {
              visit_id: visit.id,
              doctor_id: doctorIds[o.doctor]!,
              rating: o.rating,
              medical_expertise: o.sub,
              customer_experience: o.rating,
              compliance: o.sub,
              comment: 'Bác sĩ khám kỹ, ai cần thì gọi tôi 0912 345 678.',
              is_anonymous: false,
              consent_version: '2026-01',
            });
            if (o.daysAgo > 0)
              await db
                .update(feedback)
                .set({ created_at: new Date(Date.now() - o.daysAgo * 86_400_000) })
                .where(eq(feedback.id, answer.feedback.id));
            created.push({ id: answer.feedback.id, author });
          } else if (created.length > 0) {
            // Mostly the newest reviews, so one review often goes through a whole history.
            const pick = 'pick' in o ? o.pick : 0;
            const recent = Math.min(created.length, pick % 4 === 0 ? created.length : 2);
            const target = created[created.length - 1 - (pick % recent)]!;
            if (o.kind === 'approve' || o.kind === 'reject') {
              const ids = o.bulk ? created.slice(-3).map((c) => c.id) : [target.id];
              await allowRefusal(() =>
                moderate(
                  db,
                  actingAs(admins[o.admin]!),
                  ids,
                  { status: o.kind === 'approve' ? 'approved' : 'rejected', reason: o.reason },
                  { note: 'note', bulk: o.bulk, confirmHeld: o.confirmHeld },
                ),
              );
            } else if (o.kind === 'report') {
              await allowRefusal(() =>
                reportFeedback(t.database.db, actingAs(reporters[o.reporter]!), target.id, {
                  reason: 'spam',
                }),
              );
            } else if (o.kind === 'hide') {
              await allowRefusal(() => hideFeedback(db, actingAs(admins[o.admin]!), target.id));
            } else if (o.kind === 'hideWords') {
              await allowRefusal(() =>
                hideWords(db, actingAs(admins[o.admin]!), target.id, {
                  // The comment's first words, or the marker once they are hidden.
                  spans: [{ start: 0, end: 6, kind: 'abuse', text: 'Bác sĩ' }],
                }),
              );
            } else if (o.kind === 'appeal') {
              await allowRefusal(() =>
                appealFeedback(db, actingAs(target.author), target.id, 'Xin xem lại'),
              );
            } else if (o.kind === 'decideAppeal') {
              await allowRefusal(() =>
                decideAppeal(db, actingAs(admins[o.admin]!), target.id, o.outcome),
              );
            } else {
              // A withdrawn review is gone: later operations pick among the others.
              if (await allowRefusal(() => deleteMyFeedback(db, target.author.id, target.id)))
                created.splice(created.indexOf(target), 1);
            }
          }
        }
        expect(await aggregateMismatches(t)).toEqual([]);
        const served = await (
          await t.api('GET /api/doctors', { query: { sort: 'rating' } })
        ).json();
        expect(served).toEqual(
          await searchDoctors(t.database.db, doctorListQuery.parse({ sort: 'rating' })),
        );
        // Each doctor's first review page is cached too, and must follow every change.
        for (const id of doctorIds) {
          const page = await (
            await t.api('GET /api/doctors/:id/reviews', { params: { id } })
          ).json();
          const fresh = await doctorReviews(
            db,
            await doctorProfile(db, id),
            reviewListQuery.parse({}),
          );
          expect(page).toEqual(fresh);
        }
      }),
      { numRuns: 30, seed: 20261121 },
    );
    // The sequences did reach every kind of moderation change, so the property covered them all
    // (withdrawals and archiving are the privacy module's, checked against recomputation there).
    const kinds = await db.selectDistinct({ kind: feedbackEvents.kind }).from(feedbackEvents);
    expect(kinds.map((k) => k.kind).sort()).toEqual(
      FEEDBACK_EVENT_KINDS.filter((k) => k !== 'withdrawn' && k !== 'archived').sort(),
    );
  });
});
