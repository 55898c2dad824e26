import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { FeedbackStatus } from '../../../shared/feedback';
import {
  doctors,
  feedback,
  feedbackEvents,
  feedbackReports,
  notifications,
  profiles,
  userRoles,
  users,
} from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches, claimedVisit, makeDoctor, submitReview } from '../../test/fixtures';
import { type ApiCall, auditRows, outbox, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const admin2 = testUserForFile(t, { role: 'admin' });
beforeAll(async () => {
  // Two counted reports hide a review in these tests.
  const res = await t.api('PUT /api/admin/settings', {
    cookie: admin.cookie,
    body: { report_hide_threshold: 2 },
  });
  expect(res.status).toBe(200);
});

const json = async (res: Response | Promise<Response>) => (await res).json();
const stats = (doctorId: string) =>
  json(t.api('GET /api/doctors/:id/stats', { params: { id: doctorId } }));

let established = 0;
/**
 * A verified, non-staff account older than a day: its reports count. Each one is created two
 * hours apart from the previous, so the spike guard's same-hour rule never sees them together.
 */
async function establishedUser() {
  const u = await t.createUser();
  const age = 3 * 86_400_000 + ++established * 2 * 3_600_000;
  await t.database.db
    .update(users)
    .set({ emailVerified: true, createdAt: new Date(Date.now() - age) })
    .where(eq(users.id, u.id));
  return u;
}

/** Submits feedback by `author` for a doctor (a fresh one unless given), returning its id. */
async function submitted(
  author: TestUser,
  o: { doctorId?: string; rating?: number; ip?: string } = {},
) {
  const doctorId = o.doctorId ?? (await makeDoctor(t)).id;
  const visit = await claimedVisit(t, author, [doctorId]);
  const res = await submitReview(
    t,
    author,
    { visitId: visit.id, doctorId, rating: o.rating },
    { ip: o.ip },
  );
  expect(res.status).toBe(201);
  return { id: (await res.json()).id as string, doctorId };
}

async function published(author: TestUser, rating = 5) {
  const f = await submitted(author, { rating });
  await t.api('PATCH /api/admin/feedback/:id', {
    params: { id: f.id },
    cookie: admin.cookie,
    body: { status: 'approved' },
  });
  return f;
}

type ReportReason = ApiCall<'POST /api/feedback/:id/report'>['body']['reason'];
const report = (u: TestUser, id: string, reason: ReportReason = 'spam') =>
  t.api('POST /api/feedback/:id/report', { params: { id }, cookie: u.cookie, body: { reason } });
const statusOf = async (id: string) =>
  (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;
const events = async (id: string) =>
  (
    await t.database.db
      .select()
      .from(feedbackEvents)
      .where(eq(feedbackEvents.feedback_id, id))
      .orderBy(feedbackEvents.created_at)
  ).map((e) => e.kind);
const queue = async (status: FeedbackStatus, who = admin) =>
  (
    await json(
      t.api('GET /api/admin/feedback', { query: { status, limit: 100 }, cookie: who.cookie }),
    )
  ).items as Record<string, unknown>[];

describe('reports review, they do not censor', () => {
  it('keeps a reported review public; counted reporters at the threshold hide it', async () => {
    const author = await t.createUser();
    const { id, doctorId } = await published(author);
    // New accounts (under 24 h, unverified) are recorded but never hide it.
    for (let i = 0; i < 3; i++) expect((await report(await t.createUser(), id)).status).toBe(201);
    expect((await statusOf(id)).status).toBe('approved');
    expect((await stats(doctorId)).review_count).toBe(1);
    const first = await establishedUser();
    expect(await json(report(first, id, 'offensive'))).toEqual({
      status: 'reported',
      hidden: false,
    });
    const page = await json(t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } }));
    expect(page.items.map((r: { id: string }) => r.id)).toContain(id);
    const listed = (await queue('reported')).find((f) => f.id === id)!;
    expect(listed.status).toBe('approved');
    expect(listed.reports).toHaveLength(4);
    expect((listed.reports as { counted: boolean }[]).filter((r) => r.counted)).toHaveLength(1);

    expect(await json(report(await establishedUser(), id))).toEqual({
      status: 'reported',
      hidden: true,
    });
    expect((await statusOf(id)).status).toBe('reported');
    expect((await stats(doctorId)).review_count).toBe(0);
    expect(await events(id)).toContain('hidden_by_reports');
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('counts neither a verified account younger than a day nor an old unverified one', async () => {
    const { id } = await published(await t.createUser());
    const young = await t.createUser();
    await t.database.db
      .update(users)
      .set({ emailVerified: true, createdAt: new Date(Date.now() - 20 * 3_600_000) })
      .where(eq(users.id, young.id));
    const unverified = await t.createUser();
    await t.database.db
      .update(users)
      .set({ emailVerified: false, createdAt: new Date(Date.now() - 30 * 86_400_000) })
      .where(eq(users.id, unverified.id));
    const counted = await establishedUser();
    for (const u of [young, unverified, counted]) expect((await report(u, id)).status).toBe(201);
    const rows = await t.database.db
      .select({ user: feedbackReports.user_id, counted: feedbackReports.counted })
      .from(feedbackReports)
      .where(eq(feedbackReports.feedback_id, id));
    const countedOf = (u: TestUser) => rows.find((r) => r.user === u.id)?.counted;
    expect([countedOf(young), countedOf(unverified), countedOf(counted)]).toEqual([
      false,
      false,
      true,
    ]);
  });

  it('does not count staff reports, refuses reporting one’s own review', async () => {
    const author = await t.createUser();
    const { id } = await published(author);
    const own = await report(author, id);
    expect(own.status).toBe(403);
    expect((await own.json()).error.code).toBe('cannot_report_own_review');
    const staff = await establishedUser();
    await t.database.db
      .update(userRoles)
      .set({ role: 'staff' })
      .where(eq(userRoles.user_id, staff.id));
    await report(staff, id);
    const [row] = await t.database.db
      .select()
      .from(feedbackReports)
      .where(and(eq(feedbackReports.feedback_id, id), eq(feedbackReports.user_id, staff.id)));
    expect(row?.counted).toBe(false);
  });

  it('keeping a review resolves its reports; the same reporters cannot hide it again', async () => {
    const { id, doctorId } = await published(await t.createUser());
    const [a, b] = [await establishedUser(), await establishedUser()];
    await report(a, id);
    await report(b, id);
    expect((await statusOf(id)).status).toBe('reported');
    const kept = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    expect(kept.status).toBe(200);
    expect((await stats(doctorId)).review_count).toBe(1);
    expect((await queue('reported')).some((f) => f.id === id)).toBe(false);
    const again = await report(a, id);
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('already_reported');
    // A fresh counted reporter alone is below the threshold: the resolved reports do not count.
    expect(await json(report(await establishedUser(), id))).toMatchObject({ hidden: false });
    expect(await events(id)).toEqual(['submitted', 'decided', 'hidden_by_reports', 'kept']);
    expect((await auditRows(t, 'feedback.restored')).some((r) => r.description?.includes(id))).toBe(
      true,
    );
  });

  it('a published review with open reports can be kept or removed; a moderator can hide it', async () => {
    const { id, doctorId } = await published(await t.createUser());
    await report(await establishedUser(), id);
    const hide = await t.api('POST /api/admin/feedback/:id/hide', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(hide.status).toBe(200);
    expect((await statusOf(id)).status).toBe('reported');
    expect((await stats(doctorId)).review_count).toBe(0);
    expect(await events(id)).toContain('hidden_by_moderator');
    const removed = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'rejected', reason: 'offensive' },
    });
    expect(removed.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({ status: 'rejected', decision_reason: 'offensive' });
    expect((await auditRows(t, 'feedback.removed')).some((r) => r.description?.includes(id))).toBe(
      true,
    );

    const other = await published(await t.createUser());
    await report(await establishedUser(), other.id);
    const keep = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id: other.id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    expect(keep.status).toBe(200);
    expect(await events(other.id)).toContain('kept');
    expect(await aggregateMismatches(t)).toEqual([]);
  });
});

describe('nobody judges their own case', () => {
  it('refuses a moderator’s own review with conflict_of_interest, marks it as staff-written', async () => {
    const { id } = await submitted(admin);
    expect((await statusOf(id)).author_is_staff).toBe(true);
    const item = (await queue('pending')).find((f) => f.id === id)!;
    expect(item).toMatchObject({ author_is_staff: true, conflict_of_interest: true });
    expect((await queue('pending', admin2)).find((f) => f.id === id)).toMatchObject({
      conflict_of_interest: false,
    });
    const res = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(403);
    expect((await res.json()).error.code).toBe('conflict_of_interest');
    expect((await statusOf(id)).status).toBe('pending');

    const patient = await submitted(await t.createUser());
    const bulk = await t.api('POST /api/admin/feedback/bulk', {
      cookie: admin.cookie,
      body: { ids: [id, patient.id], status: 'approved', confirm_held: true },
    });
    expect(await bulk.json()).toEqual({
      updated: 1,
      status: 'approved',
      skipped: 1,
      more_remaining: false,
    });
    expect((await statusOf(id)).status).toBe('pending');
    expect(
      (
        await t.api('PATCH /api/admin/feedback/:id', {
          params: { id },
          cookie: admin2.cookie,
          body: { status: 'approved' },
        })
      ).status,
    ).toBe(200);
  });
});

describe('reasons and one appeal', () => {
  it('requires a reason from the list to reject, and a note for "other"', async () => {
    const { id } = await submitted(await t.createUser());
    for (const body of [
      { status: 'rejected' },
      { status: 'rejected', reason: 'because' },
      { status: 'rejected', reason: 'other' },
    ]) {
      const res = await t.request('PATCH', `/api/admin/feedback/${id}`, {
        cookie: admin.cookie,
        body,
      });
      expect(res.status).toBe(400);
    }
    expect((await statusOf(id)).status).toBe('pending');
    const ok = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'rejected', reason: 'other', note: 'Quảng cáo phòng khám khác' },
    });
    expect(ok.status).toBe(200);
    expect(await statusOf(id)).toMatchObject({
      decision_reason: 'other',
      decision_note: 'Quảng cáo phòng khám khác',
      decided_by: admin.id,
    });
  });

  it('tells the author why in their language, lets them appeal once, to another moderator', async () => {
    const author = await t.createUser();
    await t.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, author.id));
    const { id, doctorId } = await submitted(author, { rating: 4 });
    await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'rejected', reason: 'personal_data' },
    });
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.user_id, author.id), eq(notifications.reference_id, id)));
    // Both texts are kept; the reader's language picks one when it is read. They name the
    // doctor, and lead the author to their own review in the profile (not the moderation queue).
    const [doctor] = await t.database.db.select().from(doctors).where(eq(doctors.id, doctorId));
    expect(note).toMatchObject({
      title_en: 'Your review was not published',
      path: `/profile?tab=feedback#review-${id}`,
    });
    expect(note?.message_en).toContain('contains personal data');
    expect(note?.message_en).toContain(`Your review of ${doctor!.name}`);
    expect(note?.message).toContain(`Đánh giá của bạn về ${doctor!.name}`);
    const listed = (await json(t.api('GET /api/notifications', { cookie: author.cookie })))
      .items[0];
    expect(listed.path).toBe(`/profile?tab=feedback#review-${id}`);
    expect(
      (await outbox(t)).some(
        (m) => m.to_address === author.email && m.text_body.includes('contains personal data'),
      ),
    ).toBe(true);

    const mine = (await json(t.api('GET /api/me/feedback', { cookie: author.cookie }))).items[0];
    expect(mine).toMatchObject({
      id,
      status: 'rejected',
      decision_reason: 'personal_data',
      can_appeal: true,
    });
    const stranger = await t.createUser();
    expect(
      (
        await t.api('POST /api/me/feedback/:id/appeal', {
          params: { id },
          cookie: stranger.cookie,
          body: { message: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api('POST /api/me/feedback/:id/appeal', {
          params: { id },
          cookie: author.cookie,
          body: { message: '' },
        })
      ).status,
    ).toBe(400);
    const appealed = await t.api('POST /api/me/feedback/:id/appeal', {
      params: { id },
      cookie: author.cookie,
      body: { message: 'The phone number is the clinic’s own.' },
    });
    expect(appealed.status).toBe(201);
    const twice = await t.api('POST /api/me/feedback/:id/appeal', {
      params: { id },
      cookie: author.cookie,
      body: { message: 'again' },
    });
    expect(twice.status).toBe(409);
    expect((await twice.json()).error.code).toBe('already_appealed');

    const inQueue = (await queue('pending')).find((f) => f.id === id)!;
    expect(inQueue).toMatchObject({
      status: 'rejected',
      appeal: { message: 'The phone number is the clinic’s own.', needs_other_moderator: true },
    });
    const same = await t.api('POST /api/admin/feedback/:id/appeal', {
      params: { id },
      cookie: admin.cookie,
      body: { outcome: 'overturned' },
    });
    expect(same.status).toBe(403);
    expect((await same.json()).error.code).toBe('appeal_needs_another_moderator');
    const other = await t.api('POST /api/admin/feedback/:id/appeal', {
      params: { id },
      cookie: admin2.cookie,
      body: { outcome: 'overturned' },
    });
    expect(await other.json()).toEqual({ outcome: 'overturned', status: 'approved' });
    expect((await stats(doctorId)).review_count).toBe(1);
    expect(await events(id)).toEqual(['submitted', 'decided', 'appealed', 'appeal_overturned']);
    expect((await auditRows(t, 'feedback.appealed')).some((r) => r.description?.includes(id))).toBe(
      true,
    );
    expect(
      (await auditRows(t, 'feedback.appeal_overturned')).some((r) => r.user_id === admin2.id),
    ).toBe(true);
    expect((await queue('pending')).some((f) => f.id === id)).toBe(false);
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('counts a staff moderator as another moderator; alone, the same moderator decides and upheld keeps it out', async () => {
    const author = await t.createUser();
    const { id, doctorId } = await submitted(author);
    await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'rejected', reason: 'spam' },
    });
    await t.api('POST /api/me/feedback/:id/appeal', {
      params: { id },
      cookie: author.cookie,
      body: { message: 'Please' },
    });
    // A staff member moderates too, so they are "another moderator" to decide the appeal.
    const others = await t.database.db
      .select({ id: userRoles.user_id, role: userRoles.role })
      .from(userRoles)
      .where(
        and(sql`${userRoles.role} in ('admin', 'staff')`, sql`${userRoles.user_id} <> ${admin.id}`),
      );
    const setRole = (id: string, role: string | null) =>
      t.database.db
        .update(userRoles)
        .set({ role: role as 'admin' | 'staff' | null })
        .where(eq(userRoles.user_id, id));
    for (const o of others) await setRole(o.id, null);
    await setRole(admin2.id, 'staff');
    try {
      const refused = await t.api('POST /api/admin/feedback/:id/appeal', {
        params: { id },
        cookie: admin.cookie,
        body: { outcome: 'upheld' },
      });
      expect(refused.status).toBe(403);
      expect((await refused.json()).error.code).toBe('appeal_needs_another_moderator');
      await setRole(admin2.id, null);
      const res = await t.api('POST /api/admin/feedback/:id/appeal', {
        params: { id },
        cookie: admin.cookie,
        body: { outcome: 'upheld' },
      });
      expect(await res.json()).toEqual({ outcome: 'upheld', status: 'rejected' });
    } finally {
      for (const o of others) await setRole(o.id, o.role);
    }
    expect((await statusOf(id)).status).toBe('rejected');
    expect((await stats(doctorId)).review_count).toBe(0);
    expect(await events(id)).toContain('appeal_upheld');
    const mine = (await json(t.api('GET /api/me/feedback', { cookie: author.cookie }))).items[0];
    expect(mine).toMatchObject({ appeal: { status: 'upheld' }, can_appeal: false });
  });
});

describe('review-spike guard', () => {
  const held = async (id: string) => {
    const [row] = await t.database.db
      .select({ reason: feedbackEvents.reason })
      .from(feedbackEvents)
      .where(and(eq(feedbackEvents.feedback_id, id), eq(feedbackEvents.kind, 'held_for_spike')));
    return row?.reason ?? null;
  };
  const spikeAlerts = async () =>
    (
      await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(notifications)
        .where(
          and(
            eq(notifications.user_id, admin.id),
            eq(notifications.title, 'Đánh giá tăng đột biến'),
          ),
        )
    )[0]!.n;

  it('holds feedback above max(spike_floor, factor × daily average) and alerts admins once', async () => {
    const doctor = await makeDoctor(t);
    const before = await spikeAlerts();
    const ids: string[] = [];
    // Established authors from different addresses: only the volume rule can hold them.
    for (let i = 0; i < 7; i++)
      ids.push((await submitted(await establishedUser(), { doctorId: doctor.id })).id);
    expect(await Promise.all(ids.map(held))).toEqual([
      null,
      null,
      null,
      null,
      null,
      'volume',
      'volume',
    ]);
    expect(await spikeAlerts()).toBe(before + 1);
    const item = (await queue('pending')).find((f) => f.id === ids[5])!;
    expect(item).toMatchObject({ held_for_spike: true, held_reason: 'volume' });

    const bulk = (body: object) =>
      t.api('POST /api/admin/feedback/bulk', {
        cookie: admin.cookie,
        body: { ids, status: 'approved', ...body },
      });
    const refused = await bulk({});
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      error: { code: 'held_confirmation_required', details: { ids: [ids[5], ids[6]].sort() } },
    });
    expect((await statusOf(ids[0]!)).status).toBe('pending');
    expect(await json(bulk({ confirm_held: true }))).toMatchObject({ updated: 7 });
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('holds the third account submitting from one address, and accounts created the same hour', async () => {
    const ip = '203.0.113.77';
    const fromIp: string[] = [];
    for (let i = 0; i < 3; i++) fromIp.push((await submitted(await establishedUser(), { ip })).id);
    expect(await Promise.all(fromIp.map(held))).toEqual([null, null, 'same_ip']);
    // One account rating several doctors from one address is one patient, not a spike.
    const patient = await establishedUser();
    const own: string[] = [];
    for (let i = 0; i < 3; i++) own.push((await submitted(patient, { ip: '203.0.113.78' })).id);
    expect(await Promise.all(own.map(held))).toEqual([null, null, null]);

    const doctor = await makeDoctor(t);
    const fresh: string[] = [];
    for (let i = 0; i < 3; i++)
      fresh.push((await submitted(await t.createUser(), { doctorId: doctor.id })).id);
    expect(await Promise.all(fresh.map(held))).toEqual([null, null, 'new_accounts']);
  });
});

describe('caps on lists and bulk decisions', () => {
  it('decides at most BULK_MODERATION_MAX in one "decide all" and says the rest are waiting', async () => {
    const doctor = await makeDoctor(t);
    await t.database.db.execute(sql`insert into feedback
      (doctor_id, rating, medical_expertise, customer_experience, compliance, comment, status)
      select ${doctor.id}, 4, 4, 4, 4, 'bulk cap ' || n, 'pending' from generate_series(1, 502) n`);
    const approveAllMatching = () =>
      json(
        t.api('POST /api/admin/feedback/bulk', {
          cookie: admin.cookie,
          body: {
            filter: { status: 'pending', q: 'bulk cap' },
            status: 'approved',
            confirm_held: true,
          },
        }),
      );
    expect(await approveAllMatching()).toMatchObject({ updated: 500, more_remaining: true });
    expect(await approveAllMatching()).toMatchObject({ updated: 2, more_remaining: false });
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it("says whether a person's own list was cut", async () => {
    const author = await establishedUser();
    await submitted(author);
    const mine = await json(t.api('GET /api/me/feedback', { cookie: author.cookie }));
    expect(mine.items).toHaveLength(1);
    expect(mine.truncated).toBe(false);
  });
});
