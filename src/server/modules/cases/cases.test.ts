import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import { queryRows } from '../../db/client';
import { feedback, notifications, serviceCaseEntries, serviceCases } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { claimedVisit, makeDoctor } from '../../test/fixtures';
import { type ApiCall, auditRows, outbox, type TestUser } from '../../test/harness';
import { computeFigures } from '../transparency/service';
import { sendDailyDigest } from './digest';
import { notifyOverdueCases } from './overdue';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();

type Scores = {
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
};
const all = (n: number): Scores => ({
  rating: n,
  medical_expertise: n,
  customer_experience: n,
  compliance: n,
});

/** A clinic (with one doctor) and a staff member assigned to it. */
async function clinicWithStaff() {
  const doctor = await makeDoctor(t);
  const staff = await t.createUser({ role: 'staff', firstName: 'Lan', lastName: 'Phạm' });
  const res = await t.api('PUT /api/admin/users/:id/clinics', {
    params: { id: staff.id },
    cookie: admin.cookie,
    body: { clinic_ids: [doctor.clinic_id!] },
  });
  expect(res.status).toBe(200);
  return { doctor, staff, clinicId: doctor.clinic_id! };
}

/** A patient's review of the doctor, submitted through the API. */
async function review(doctorId: string, scores: Scores, o: { consent?: boolean } = {}) {
  const author = await t.createUser({ firstName: 'Minh', lastName: 'Ngô' });
  const visit = await claimedVisit(t, author, [doctorId]);
  const res = await t.api('POST /api/feedback', {
    cookie: author.cookie,
    body: {
      visit_id: visit.id,
      doctor_id: doctorId,
      consent_version: REVIEW_CONSENT_VERSION,
      comment: 'Chờ ba tiếng, không ai giải thích.',
      ...scores,
      ...(o.consent === undefined ? {} : { contact_consent: o.consent }),
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  return { author, feedbackId: id };
}

const caseOf = async (feedbackId: string) =>
  (
    await t.database.db.select().from(serviceCases).where(eq(serviceCases.feedback_id, feedbackId))
  )[0];
const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));
const act = (u: TestUser, id: string, body: ApiCall<'POST /api/admin/cases/:id/actions'>['body']) =>
  t.api('POST /api/admin/cases/:id/actions', { params: { id }, cookie: u.cookie, body });
/** A body the contract's types refuse, sent as it is. */
const actInvalid = (u: TestUser, id: string, body: unknown) =>
  t.request('POST', `/api/admin/cases/${id}/actions`, { cookie: u.cookie, body });
const message = (u: TestUser, id: string, body: string) =>
  t.api('POST /api/admin/cases/:id/messages', { params: { id }, cookie: u.cookie, body: { body } });

describe('cases open by themselves for low reviews', () => {
  it('opens one with an owner of the clinic and a due time; the clinic is alerted', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const colleague = await t.createUser({ role: 'staff' });
    await t.api('PUT /api/admin/users/:id/clinics', {
      params: { id: colleague.id },
      cookie: admin.cookie,
      body: { clinic_ids: [doctor.clinic_id!] },
    });
    const other = await clinicWithStaff();
    const before = Date.now();
    const { feedbackId } = await review(doctor.id, all(2));
    const opened = await caseOf(feedbackId);
    expect(opened).toMatchObject({ status: 'open', origin: 'auto', clinic_id: doctor.clinic_id });
    expect([staff.id, colleague.id]).toContain(opened!.owner_id);
    const dueIn = opened!.due_at.getTime() - before;
    expect(dueIn).toBeGreaterThan(47.9 * 3_600_000);
    expect(dueIn).toBeLessThan(48.1 * 3_600_000);
    // The owner is told it is theirs, the colleague that a low review arrived; another clinic's
    // staff hear nothing.
    const ownerNotices = await noticesOf(opened!.owner_id!);
    expect(ownerNotices.map((n) => n.title_en)).toContain('A case is yours');
    const colleagueId = opened!.owner_id === staff.id ? colleague.id : staff.id;
    expect((await noticesOf(colleagueId)).map((n) => n.title_en)).toContain(
      'A low review needs follow-up',
    );
    expect(await noticesOf(other.staff.id)).toEqual([]);
    expect(
      (await auditRows(t, 'case.opened')).some(
        (r) => r.metadata && (r.metadata as { feedback_id: string }).feedback_id === feedbackId,
      ),
    ).toBe(true);
    // The next low review goes to the one with fewer active cases.
    const second = await review(doctor.id, all(1));
    expect((await caseOf(second.feedbackId))!.owner_id).not.toBe(opened!.owner_id);
  });

  it('opens for any criterion at the threshold, not for a fair review; thresholds are settings', async () => {
    const { doctor } = await clinicWithStaff();
    const low = await review(doctor.id, { ...all(5), compliance: 2 });
    expect(await caseOf(low.feedbackId)).toBeDefined();
    const fair = await review(doctor.id, all(3));
    expect(await caseOf(fair.feedbackId)).toBeUndefined();
    const set = await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { case_overall_threshold: 3, case_due_hours: 24 },
    });
    expect(set.status).toBe(200);
    try {
      const now = Date.now();
      const three = await review(doctor.id, { ...all(5), rating: 3 });
      const c = await caseOf(three.feedbackId);
      expect(c!.due_at.getTime() - now).toBeLessThan(24.1 * 3_600_000);
    } finally {
      await t.api('PUT /api/admin/settings', {
        cookie: admin.cookie,
        body: { case_overall_threshold: 2, case_due_hours: 48 },
      });
    }
  });

  it('answers a validation error for a threshold out of range, and changes nothing', async () => {
    const res = await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { case_overall_threshold: 5 },
    });
    expect(res.status).toBe(400);
    const settings = await json(t.api('GET /api/admin/settings', { cookie: admin.cookie }));
    expect(settings.settings.case_overall_threshold).toBe(2);
  });
});

describe('working a case', () => {
  it('goes open → contacted → resolved with notes and a history, and never touches the review', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { feedbackId } = await review(doctor.id, all(1));
    const c = (await caseOf(feedbackId))!;
    const reviewBefore = (
      await t.database.db.select().from(feedback).where(eq(feedback.id, feedbackId))
    )[0]!;
    const noted = await t.api('POST /api/admin/cases/:id/notes', {
      params: { id: c.id },
      cookie: staff.cookie,
      body: { body: 'Gọi lại cho bệnh nhân sau 17 giờ.' },
    });
    expect(noted.status).toBe(201);
    expect((await json(act(staff, c.id, { action: 'contacted' }))).status).toBe('contacted');
    // Closing without contact is only for a case nobody contacted.
    const refused = await act(staff, c.id, { action: 'close', reason: 'unreachable' });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('invalid_transition');
    const resolved = await json(act(staff, c.id, { action: 'resolve' }));
    expect(resolved).toMatchObject({ status: 'resolved', can_message: false });
    expect(resolved.first_contact_at).not.toBeNull();
    expect(resolved.ended_at).not.toBeNull();
    expect(
      resolved.entries.map(
        (e: { kind: string; to_status: string | null }) => e.to_status ?? e.kind,
      ),
    ).toEqual(['open', 'note', 'contacted', 'resolved']);
    expect((await act(staff, c.id, { action: 'resolve' })).status).toBe(409);
    const reviewAfter = (
      await t.database.db.select().from(feedback).where(eq(feedback.id, feedbackId))
    )[0]!;
    expect(reviewAfter).toEqual(reviewBefore);
    expect((await auditRows(t, 'case.resolve')).some((r) => r.user_id === staff.id)).toBe(true);
  });

  it('closes an untouched case only with a known reason', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { feedbackId } = await review(doctor.id, all(2));
    const c = (await caseOf(feedbackId))!;
    expect((await actInvalid(staff, c.id, { action: 'close' })).status).toBe(400);
    expect((await actInvalid(staff, c.id, { action: 'close', reason: 'because' })).status).toBe(
      400,
    );
    expect((await caseOf(feedbackId))!.status).toBe('open');
    const closed = await json(act(staff, c.id, { action: 'close', reason: 'duplicate' }));
    expect(closed).toMatchObject({ status: 'closed', close_reason: 'duplicate' });
  });

  it('is opened by hand for any review once, and given to someone of its clinic only', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const other = await clinicWithStaff();
    const { feedbackId } = await review(doctor.id, all(4));
    expect(await caseOf(feedbackId)).toBeUndefined();
    const opened = await t.api('POST /api/admin/cases', {
      cookie: staff.cookie,
      body: { feedback_id: feedbackId },
    });
    expect(opened.status).toBe(201);
    const c = await opened.json();
    expect(c).toMatchObject({ origin: 'manual', status: 'open' });
    const again = await t.api('POST /api/admin/cases', {
      cookie: admin.cookie,
      body: { feedback_id: feedbackId },
    });
    expect(again.status).toBe(409);
    const wrongOwner = await t.api('PUT /api/admin/cases/:id/owner', {
      params: { id: c.id },
      cookie: staff.cookie,
      body: { owner_id: other.staff.id },
    });
    expect(wrongOwner.status).toBe(409);
    const given = await json(
      t.api('PUT /api/admin/cases/:id/owner', {
        params: { id: c.id },
        cookie: admin.cookie,
        body: { owner_id: staff.id },
      }),
    );
    expect(given.owner).toEqual({ id: staff.id, name: expect.any(String) });
  });
});

describe('contact only with consent', () => {
  it('refuses to write to a patient who did not allow it, and sends nothing', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { author, feedbackId } = await review(doctor.id, all(1));
    const c = (await caseOf(feedbackId))!;
    const detail = await json(
      t.api('GET /api/admin/cases/:id', { params: { id: c.id }, cookie: staff.cookie }),
    );
    expect(detail).toMatchObject({ contact_consent: false, can_message: false });
    const mailsBefore = (await outbox(t)).length;
    const res = await message(staff, c.id, 'Chúng tôi xin lỗi.');
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('contact_not_allowed');
    const entries = await t.database.db
      .select()
      .from(serviceCaseEntries)
      .where(eq(serviceCaseEntries.case_id, c.id));
    expect(entries.map((e) => e.kind)).toEqual(['status']);
    expect(await noticesOf(author.id)).toHaveLength(0);
    expect((await outbox(t)).length).toBe(mailsBefore);
    expect((await json(t.api('GET /api/me/cases', { cookie: author.cookie }))).items).toEqual([]);
  });

  it('lets the owner write, the patient read and answer in their profile, nobody else', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { author, feedbackId } = await review(doctor.id, all(2), { consent: true });
    const c = (await caseOf(feedbackId))!;
    const sent = await message(staff, c.id, 'Chúng tôi xin lỗi về thời gian chờ. Xin gọi lại?');
    expect(sent.status).toBe(201);
    const afterSend = await sent.json();
    expect(afterSend.status).toBe('contacted');
    expect(afterSend.first_contact_at).not.toBeNull();
    const notice = (await noticesOf(author.id)).find(
      (n) => n.title_en === 'The clinic wrote to you',
    );
    expect(notice?.path).toBe('/profile?tab=feedback#clinic-messages');
    expect((await outbox(t)).some((m) => m.to_address === author.email)).toBe(true);
    const threads = await json(t.api('GET /api/me/cases', { cookie: author.cookie }));
    expect(threads.items).toHaveLength(1);
    expect(threads.items[0]).toMatchObject({ id: c.id, open: true, doctor_name: doctor.name });
    expect(threads.items[0].messages).toEqual([
      expect.objectContaining({
        from: 'clinic',
        body: 'Chúng tôi xin lỗi về thời gian chờ. Xin gọi lại?',
      }),
    ]);
    // The private notes never reach the patient.
    await t.api('POST /api/admin/cases/:id/notes', {
      params: { id: c.id },
      cookie: staff.cookie,
      body: { body: 'Bệnh nhân khó tính.' },
    });
    const answered = await t.api('POST /api/me/cases/:id/messages', {
      params: { id: c.id },
      cookie: author.cookie,
      body: { body: 'Vâng, gọi tôi sau 5 giờ chiều.' },
    });
    expect(answered.status).toBe(201);
    const thread = await answered.json();
    expect(thread.messages.map((m: { from: string }) => m.from)).toEqual(['clinic', 'patient']);
    expect(JSON.stringify(thread)).not.toContain('khó tính');
    expect((await noticesOf(staff.id)).map((n) => n.title_en)).toContain('The patient answered');
    const stranger = await t.createUser();
    const foreign = await t.api('POST /api/me/cases/:id/messages', {
      params: { id: c.id },
      cookie: stranger.cookie,
      body: { body: 'Xin chào' },
    });
    expect(foreign.status).toBe(404);
    const empty = await t.api('POST /api/me/cases/:id/messages', {
      params: { id: c.id },
      cookie: author.cookie,
      body: { body: '   ' },
    });
    expect(empty.status).toBe(400);
  });
});

describe('messages at once', () => {
  it('takes 30 an hour from one writer, however many arrive together; the rest change nothing', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { feedbackId } = await review(doctor.id, all(1), { consent: true });
    const c = (await caseOf(feedbackId))!;
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => message(staff, c.id, `Tin nhắn ${i}`)),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const sent = await t.database.db
      .select()
      .from(serviceCaseEntries)
      .where(eq(serviceCaseEntries.case_id, c.id));
    expect(sent.filter((e) => e.kind === 'to_patient')).toHaveLength(30);
    // One state change, whichever message came first.
    expect(sent.filter((e) => e.kind === 'status' && e.to_status === 'contacted')).toHaveLength(1);
  });
});

describe('clinic scope', () => {
  it('shows staff the cases and the moderation queue of their clinics only', async () => {
    const x = await clinicWithStaff();
    const y = await clinicWithStaff();
    const chainWide = await t.createUser({ role: 'staff' });
    const { feedbackId } = await review(x.doctor.id, all(1));
    const c = (await caseOf(feedbackId))!;
    const list = async (u: TestUser) =>
      (
        await json(t.api('GET /api/admin/cases', { query: { filter: 'all' }, cookie: u.cookie }))
      ).items.map((i: { id: string }) => i.id);
    expect(await list(x.staff)).toContain(c.id);
    expect(await list(y.staff)).not.toContain(c.id);
    expect(await list(chainWide)).toContain(c.id);
    expect(await list(admin)).toContain(c.id);
    expect(
      (await t.api('GET /api/admin/cases/:id', { params: { id: c.id }, cookie: y.staff.cookie }))
        .status,
    ).toBe(404);
    expect((await act(y.staff, c.id, { action: 'contacted' })).status).toBe(404);
    expect((await caseOf(feedbackId))!.status).toBe('open');
    const queue = async (u: TestUser) =>
      (
        await json(
          t.api('GET /api/admin/feedback', {
            query: { status: 'pending', limit: '100' },
            cookie: u.cookie,
          }),
        )
      ).items.map((i: { id: string }) => i.id);
    expect(await queue(x.staff)).toContain(feedbackId);
    expect(await queue(y.staff)).not.toContain(feedbackId);
    const outside = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id: feedbackId },
      cookie: y.staff.cookie,
      body: { status: 'approved' },
    });
    expect(outside.status).toBe(404);
    const inside = await t.api('PATCH /api/admin/feedback/:id', {
      params: { id: feedbackId },
      cookie: x.staff.cookie,
      body: { status: 'approved' },
    });
    expect(inside.status).toBe(200);
  });

  it('assigns clinics to staff accounts only, known clinics only, audited', async () => {
    const { clinicId } = await clinicWithStaff();
    const patient = await t.createUser();
    const res = await t.api('PUT /api/admin/users/:id/clinics', {
      params: { id: patient.id },
      cookie: admin.cookie,
      body: { clinic_ids: [clinicId] },
    });
    expect(res.status).toBe(409);
    const staff = await t.createUser({ role: 'staff' });
    const unknown = await t.api('PUT /api/admin/users/:id/clinics', {
      params: { id: staff.id },
      cookie: admin.cookie,
      body: { clinic_ids: ['00000000-0000-4000-8000-000000000000'] },
    });
    expect(unknown.status).toBe(400);
    const byStaff = await t.api('PUT /api/admin/users/:id/clinics', {
      params: { id: staff.id },
      cookie: staff.cookie,
      body: { clinic_ids: [clinicId] },
    });
    expect(byStaff.status).toBe(403);
    expect(
      (
        await json(
          t.api('GET /api/admin/users/:id/clinics', {
            params: { id: staff.id },
            cookie: admin.cookie,
          }),
        )
      ).clinics,
    ).toEqual([]);
    expect((await auditRows(t, 'user.clinics_changed')).length).toBeGreaterThan(0);
  });
});

describe('overdue cases', () => {
  it('tells the owner and the clinic staff once; a case nobody works for goes to the admins', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const { feedbackId } = await review(doctor.id, all(1));
    const c = (await caseOf(feedbackId))!;
    const later = new Date(c.due_at.getTime() + 60_000);
    expect(await notifyOverdueCases(t.database.db, 'http://localhost:3000', later)).toBeGreaterThan(
      0,
    );
    expect(
      (await noticesOf(staff.id)).filter((n) => n.title_en === 'A case is overdue'),
    ).toHaveLength(1);
    await notifyOverdueCases(t.database.db, 'http://localhost:3000', later);
    expect(
      (await noticesOf(staff.id)).filter((n) => n.title_en === 'A case is overdue'),
    ).toHaveLength(1);
    // A case nobody works for: its owner is gone and every chain-wide staff member is given
    // another clinic, so nobody but the administrators can be told.
    const lonely = await makeDoctor(t);
    const { feedbackId: lonelyReview } = await review(lonely.id, all(1));
    const lonelyCase = (await caseOf(lonelyReview))!;
    await t.database.db
      .update(serviceCases)
      .set({ owner_id: null })
      .where(eq(serviceCases.id, lonelyCase.id));
    await t.database.db.execute(sql`insert into staff_clinics (user_id, clinic_id)
      select r.user_id, ${doctor.clinic_id} from user_roles r where r.role = 'staff'
        and not exists (select 1 from staff_clinics s where s.user_id = r.user_id)`);
    await notifyOverdueCases(
      t.database.db,
      'http://localhost:3000',
      new Date(lonelyCase.due_at.getTime() + 60_000),
    );
    const told = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.reference_id, lonelyCase.id));
    expect(told.filter((n) => n.title_en === 'A case is overdue').map((n) => n.user_id)).toEqual([
      admin.id,
    ]);
    expect((await caseOf(lonelyReview))!.overdue_notified_at).not.toBeNull();
  });
});

describe('case figures', () => {
  it('count by clinic and month within the viewer’s clinics, with median times', async () => {
    const { doctor, staff, clinicId } = await clinicWithStaff();
    const other = await clinicWithStaff();
    const first = await review(doctor.id, all(1), { consent: true });
    await review(doctor.id, all(2));
    const c = (await caseOf(first.feedbackId))!;
    await message(staff, c.id, 'Xin lỗi bạn.');
    await act(staff, c.id, { action: 'resolve' });
    const stats = async (u: TestUser) =>
      (
        await json(
          t.api('GET /api/admin/cases/stats', { query: { months: '3' }, cookie: u.cookie }),
        )
      ).rows as { clinic: { id: string } | null; month: string; [k: string]: unknown }[];
    const mine = (await stats(staff)).filter((r) => r.clinic?.id === clinicId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      opened: 2,
      active: 1,
      overdue: 0,
      resolved: 1,
      resolved_in_time: 1,
      closed: 0,
    });
    expect(mine[0]!.month).toMatch(/^\d{4}-\d{2}$/);
    expect(mine[0]!.median_hours_to_contact).toBeGreaterThanOrEqual(0);
    expect(mine[0]!.median_hours_to_resolve).toBeGreaterThanOrEqual(0);
    expect((await stats(other.staff)).some((r) => r.clinic?.id === clinicId)).toBe(false);
    expect((await stats(admin)).some((r) => r.clinic?.id === clinicId)).toBe(true);
    const bad = await t.api('GET /api/admin/cases/stats', {
      query: { months: '99' },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    // The public report counts cases resolved within their due time among those due or done.
    const { cases } = await computeFigures(t.database.db);
    const [row] = await queryRows<{ opened: number; done: number; in_time: number }>(
      t.database.db,
      sql`select count(*)::int as opened,
        count(*) filter (where status in ('resolved', 'closed') or due_at < now())::int as done,
        count(*) filter (where status = 'resolved' and ended_at <= due_at)::int as in_time
        from service_cases`,
    );
    expect(cases).toMatchObject({
      opened: row!.opened,
      due: row!.done,
      resolved_in_time: row!.in_time,
    });
    expect(cases.resolved_in_time).toBeGreaterThan(0);
  });
});

describe('daily digest', () => {
  it('e-mails each case worker once a day from 07:00, unless they turned it off', async () => {
    const { doctor, staff } = await clinicWithStaff();
    const quiet = await t.createUser({ role: 'staff' });
    await t.api('PUT /api/admin/users/:id/clinics', {
      params: { id: quiet.id },
      cookie: admin.cookie,
      body: { clinic_ids: [doctor.clinic_id!] },
    });
    const off = await t.api('PUT /api/me/preferences', {
      cookie: quiet.cookie,
      body: {
        email_notifications: true,
        system_announcements: true,
        feedback_notifications: true,
        doctor_update_notifications: true,
        daily_digest: false,
      },
    });
    expect(off.status).toBe(200);
    await review(doctor.id, all(1));
    const url = 'http://localhost:3000';
    // 06:30 in Vietnam: too early.
    expect(await sendDailyDigest(t.database.db, url, new Date('2030-01-14T23:30:00Z'))).toBe(0);
    const morning = new Date('2030-01-15T01:30:00Z');
    expect(await sendDailyDigest(t.database.db, url, morning)).toBeGreaterThan(0);
    const mails = (await outbox(t)).filter((m) => m.subject.startsWith('Hồ sơ hôm nay'));
    const mine = mails.filter((m) => m.to_address === staff.email);
    expect(mine).toHaveLength(1);
    expect(mine[0]!.text_body).toContain('Hồ sơ đang xử lý: 1');
    expect(mine[0]!.text_body).toContain('http://localhost:3000/admin/cases');
    expect(mails.some((m) => m.to_address === quiet.email)).toBe(false);
    // Another instance, or a later pass the same day, sends nothing more.
    expect(await sendDailyDigest(t.database.db, url, new Date('2030-01-15T09:00:00Z'))).toBe(0);
  });
});
