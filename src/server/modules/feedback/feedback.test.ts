import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback, notifications } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches, makeDoctor, makeVisit, scores } from '../../test/fixtures';
import { type ApiCall, auditRows, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const verify = (u: TestUser, visit_code: string, phone: string) =>
  t.api('POST /api/visits/verify', { cookie: u.cookie, body: { visit_code, phone } });
type Submission = Omit<ApiCall<'POST /api/feedback'>['body'], 'consent_version'>;
const submit = (u: TestUser, body: Submission, headers: Record<string, string> = {}) =>
  t.api('POST /api/feedback', {
    cookie: u.cookie,
    body: { consent_version: '2026-01', ...body },
    headers,
  });
const stats = async (doctorId: string) =>
  (await t.api('GET /api/doctors/:id/stats', { params: { id: doctorId } })).json();
const decide = (id: string, status: 'approved' | 'rejected') =>
  t.api('PATCH /api/admin/feedback/:id', {
    params: { id },
    cookie: admin.cookie,
    body: status === 'rejected' ? { status, reason: 'spam' } : { status },
  });

/** A patient with a verified visit to a doctor, ready to submit. */
async function patientWithVisit(doctorIds?: string[]) {
  const doctor = await makeDoctor(t);
  const visit = await makeVisit(t, doctorIds ?? [doctor.id], '+84912345678');
  const user = await t.createUser();
  const res = await verify(user, visit.visit_code, '0912345678');
  expect(res.status).toBe(200);
  return { doctor, visit, user };
}

describe('visit verification', () => {
  it('accepts the right code with the phone written 0… or +84…, and lists the doctors', async () => {
    const doctor = await makeDoctor(t, 'BS. Lê Văn Kiểm');
    const visit = await makeVisit(t, [doctor.id], '+84987654321');
    const user = await t.createUser();
    const res = await verify(user, visit.visit_code.toLowerCase(), '0987 654 321');
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toMatchObject({
      visit_id: visit.id,
      doctors: [{ id: doctor.id, name: 'BS. Lê Văn Kiểm', already_reviewed: false }],
    });
    expect((await verify(user, visit.visit_code, '+84987654321')).status).toBe(200);
  });

  it('gives the same answer for a wrong code or a wrong phone; a visit someone else used is told apart', async () => {
    const doctor = await makeDoctor(t);
    const visit = await makeVisit(t, [doctor.id], '+84987000111');
    const owner = await t.createUser();
    expect((await verify(owner, visit.visit_code, '0987000111')).status).toBe(200);
    const other = await t.createUser();
    const answers = await Promise.all([
      verify(other, 'ZZZZZZZZ', '0987000111'),
      verify(other, visit.visit_code, '0987000112'),
      verify(other, visit.visit_code, 'not a phone'),
    ]);
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(answers.map((r) => r.status)).toEqual([404, 404, 404]);
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    // Code and phone both right, but another account used the visit: said in words.
    const claimed = await verify(other, visit.visit_code, '0987000111');
    expect(claimed.status).toBe(409);
    expect((await claimed.json()).error.code).toBe('visit_claimed');
  });

  it('refuses an expired visit', async () => {
    const doctor = await makeDoctor(t);
    const visit = await makeVisit(t, [doctor.id], '+84911111111', -1);
    const user = await t.createUser();
    const res = await verify(user, visit.visit_code, '0911111111');
    expect(res.status).toBe(410);
    expect((await res.json()).error.code).toBe('visit_expired');
  });

  it('rate-limits attempts per user', async () => {
    const user = await t.createUser();
    for (let i = 0; i < 10; i++)
      expect((await verify(user, 'WRONGCDE', '0900000000')).status).toBe(404);
    const limited = await verify(user, 'WRONGCDE', '0900000000');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses guests and bad bodies', async () => {
    expect(
      (await t.api('POST /api/visits/verify', { body: { visit_code: 'X', phone: '1' } })).status,
    ).toBe(401);
    const user = await t.createUser();
    expect(
      (
        await t.api('POST /api/visits/verify', {
          cookie: user.cookie,
          body: { visit_code: '', phone: '' },
        })
      ).status,
    ).toBe(400);
  });
});

describe('submitting feedback', () => {
  it('creates pending feedback that does not count yet, and alerts admins who want it', async () => {
    const quiet = await t.createUser({ role: 'admin' });
    await t.api('PUT /api/me/preferences', {
      cookie: quiet.cookie,
      body: {
        email_notifications: true,
        system_announcements: true,
        feedback_notifications: false,
        doctor_update_notifications: true,
      },
    });
    const { doctor, visit, user } = await patientWithVisit();
    const res = await submit(user, {
      visit_id: visit.id,
      doctor_id: doctor.id,
      ...scores(4),
      comment: 'Bác sĩ tận tâm.',
      is_anonymous: false,
    });
    expect(res.status).toBe(201);
    const body = await res.json();
    expect(body.status).toBe('pending');
    expect((await stats(doctor.id)).review_count).toBe(0);
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.reference_id, body.id));
    expect(alerts.map((a) => a.user_id)).toContain(admin.id);
    expect(alerts.map((a) => a.user_id)).not.toContain(quiet.id);
    expect(alerts[0]).toMatchObject({ type: 'feedback', title: 'Đánh giá mới cần kiểm duyệt' });
  });

  it.each([
    [{ rating: 0 }, 'rating'],
    [{ rating: 6 }, 'rating'],
    [{ medical_expertise: 4.5 }, 'medical_expertise'],
    [{ compliance: '5' }, 'compliance'],
    [{ comment: 'x'.repeat(2001) }, 'comment'],
    [{ user_id: '00000000-0000-4000-8000-000000000000' }, ''],
    [{ status: 'approved' }, ''],
  ])('refuses %j and writes nothing', async (change, field) => {
    const { doctor, visit, user } = await patientWithVisit();
    // Some of these bodies are ones the contract's types refuse too: sent as they are.
    const res = await t.request('POST', '/api/feedback', {
      cookie: user.cookie,
      body: {
        consent_version: '2026-01',
        visit_id: visit.id,
        doctor_id: doctor.id,
        ...scores(5),
        ...change,
      },
    });
    expect(res.status).toBe(400);
    const err = await res.json();
    expect(err.error.code).toBe('validation_failed');
    if (field)
      expect(err.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.visit_id, visit.id)),
    ).toHaveLength(0);
  });

  it('refuses a doctor not seen on the visit, and a visit not verified by this user', async () => {
    const { visit, user } = await patientWithVisit();
    const stranger = await makeDoctor(t);
    const wrongDoctor = await submit(user, {
      visit_id: visit.id,
      doctor_id: stranger.id,
      ...scores(5),
    });
    expect(wrongDoctor.status).toBe(404);
    expect((await wrongDoctor.json()).error.details.reason).toBe('doctor_not_in_visit');
    const other = await t.createUser();
    const { doctor: d2, visit: v2 } = await patientWithVisit();
    expect((await submit(other, { visit_id: v2.id, doctor_id: d2.id, ...scores(5) })).status).toBe(
      404,
    );
  });

  it('keeps one feedback per visit and doctor, even for concurrent submits', async () => {
    const { doctor, visit, user } = await patientWithVisit();
    const body = { visit_id: visit.id, doctor_id: doctor.id, ...scores(5) };
    const answers = await Promise.all([submit(user, body), submit(user, body), submit(user, body)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    const conflict = answers.find((r) => r.status === 409)!;
    expect((await conflict.json()).error.code).toBe('already_reviewed');
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.visit_id, visit.id)),
    ).toHaveLength(1);
    const again = await verify(user, visit.visit_code, '0912345678');
    expect((await again.json()).doctors[0].already_reviewed).toBe(true);
  });

  it('answers a retry with the same Idempotency-Key with the first result', async () => {
    const { doctor, visit, user } = await patientWithVisit();
    const body = { visit_id: visit.id, doctor_id: doctor.id, ...scores(3) };
    const headers = { 'idempotency-key': `retry-${visit.id}` };
    const first = await submit(user, body, headers);
    const second = await submit(user, body, headers);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(await second.json()).toEqual(await first.json());
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.visit_id, visit.id)),
    ).toHaveLength(1);
  });

  it('flags comments that carry a phone number or an e-mail address', async () => {
    const { doctor, visit, user } = await patientWithVisit();
    const res = await submit(user, {
      visit_id: visit.id,
      doctor_id: doctor.id,
      ...scores(5),
      comment: 'Gọi tôi 0903 123 456 nhé',
    });
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, (await res.json()).id));
    expect(row?.flagged).toBe(true);
  });
});

describe("authors' own feedback", () => {
  it('lists it with its status and lets the author delete it while pending only', async () => {
    const { doctor, visit, user } = await patientWithVisit();
    const { id } = await (
      await submit(user, { visit_id: visit.id, doctor_id: doctor.id, ...scores(4) })
    ).json();
    const mine = await (await t.api('GET /api/me/feedback', { cookie: user.cookie })).json();
    expect(mine.items).toMatchObject([{ id, status: 'pending', doctor: { id: doctor.id } }]);
    const other = await t.createUser();
    expect(
      (await t.api('DELETE /api/me/feedback/:id', { params: { id }, cookie: other.cookie })).status,
    ).toBe(404);
    expect(
      (await t.api('GET /api/me/feedback', { cookie: other.cookie }).then((r) => r.json())).items,
    ).toEqual([]);
    expect(
      (await t.api('DELETE /api/me/feedback/:id', { params: { id }, cookie: user.cookie })).status,
    ).toBe(204);
    const { doctor: d2, visit: v2, user: u2 } = await patientWithVisit();
    const { id: approvedId } = await (
      await submit(u2, { visit_id: v2.id, doctor_id: d2.id, ...scores(4) })
    ).json();
    await decide(approvedId, 'approved');
    const refused = await t.api('DELETE /api/me/feedback/:id', {
      params: { id: approvedId },
      cookie: u2.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.code).toBe('invalid_transition');
  });
});

describe('moderation', () => {
  it('approving counts the feedback, is audited and tells the author', async () => {
    const { doctor, visit, user } = await patientWithVisit();
    const { id } = await (
      await submit(user, {
        visit_id: visit.id,
        doctor_id: doctor.id,
        ...scores(4),
        comment: 'Rất tốt',
      })
    ).json();
    const res = await decide(id, 'approved');
    expect(res.status).toBe(200);
    // One review is below the minimum sample: counted, but no score is shown yet.
    expect(await stats(doctor.id)).toMatchObject({ review_count: 1, has_score: false });
    expect(
      (await auditRows(t, 'feedback.approved')).some(
        (r) => r.description?.includes(id) && r.user_id === admin.id,
      ),
    ).toBe(true);
    const [note] = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, user.id));
    expect(note).toMatchObject({ type: 'doctor', reference_id: doctor.id });
    const again = await decide(id, 'rejected');
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('invalid_transition');
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('applies a bulk decision in one transaction: all or nothing', async () => {
    const a = await patientWithVisit();
    const b = await patientWithVisit();
    const ida = (
      await (
        await submit(a.user, { visit_id: a.visit.id, doctor_id: a.doctor.id, ...scores(5) })
      ).json()
    ).id;
    const idb = (
      await (
        await submit(b.user, { visit_id: b.visit.id, doctor_id: b.doctor.id, ...scores(2) })
      ).json()
    ).id;
    await decide(idb, 'rejected');
    const mixed = await t.api('POST /api/admin/feedback/bulk', {
      cookie: admin.cookie,
      body: { ids: [ida, idb], status: 'approved' },
    });
    expect(mixed.status).toBe(409);
    expect(
      (await t.database.db.select().from(feedback).where(eq(feedback.id, ida)))[0]?.status,
    ).toBe('pending');
    const ok = await t.api('POST /api/admin/feedback/bulk', {
      cookie: admin.cookie,
      body: { ids: [ida], status: 'approved' },
    });
    expect(await ok.json()).toEqual({
      updated: 1,
      status: 'approved',
      skipped: 0,
      more_remaining: false,
    });
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('"reject all" applies to every item matching the filter, and to nothing when none match', async () => {
    const name = 'BS. Lọc Hàng Loạt';
    const doctor = await makeDoctor(t, name);
    for (let i = 0; i < 3; i++) {
      const visit = await makeVisit(t, [doctor.id], '+84912345678');
      const user = await t.createUser();
      await verify(user, visit.visit_code, '0912345678');
      await submit(user, { visit_id: visit.id, doctor_id: doctor.id, ...scores(1) });
    }
    const rejectAllMatching = async () => {
      const res = await t.api('POST /api/admin/feedback/bulk', {
        cookie: admin.cookie,
        body: {
          filter: { status: 'pending', q: 'loc hang loat' },
          status: 'rejected',
          reason: 'spam',
        },
      });
      return res.json();
    };
    const rejected = (updated: number) => ({
      updated,
      status: 'rejected',
      skipped: 0,
      more_remaining: false,
    });
    expect(await rejectAllMatching()).toEqual(rejected(3));
    // Run again, it finds nothing left to decide.
    expect(await rejectAllMatching()).toEqual(rejected(0));
  });

  it('lists pending feedback with search and cursor paging, admins seeing the author', async () => {
    const doctor = await makeDoctor(t, 'BS. Phân Trang');
    for (let i = 0; i < 5; i++) {
      const visit = await makeVisit(t, [doctor.id], '+84912345678');
      const user = await t.createUser();
      await verify(user, visit.visit_code, '0912345678');
      await submit(user, {
        visit_id: visit.id,
        doctor_id: doctor.id,
        ...scores(3),
        is_anonymous: true,
      });
    }
    const first = await (
      await t.api('GET /api/admin/feedback', {
        query: { q: 'phan trang', limit: '2' },
        cookie: admin.cookie,
      })
    ).json();
    expect(first.total).toBe(5);
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({
      doctor: { name: 'BS. Phân Trang' },
      is_anonymous: true,
    });
    expect(first.items[0].user_id).toBeTruthy();
    const seen = new Set(first.items.map((i: { id: string }) => i.id));
    let cursor = first.next_cursor;
    while (cursor) {
      const page = await (
        await t.api('GET /api/admin/feedback', {
          query: { q: 'phan trang', limit: '2', cursor },
          cookie: admin.cookie,
        })
      ).json();
      for (const i of page.items) seen.add(i.id);
      cursor = page.next_cursor;
    }
    expect(seen.size).toBe(5);
    expect(
      (
        await t.api('GET /api/admin/feedback', {
          query: { cursor: 'garbage' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(400);
  });
});
