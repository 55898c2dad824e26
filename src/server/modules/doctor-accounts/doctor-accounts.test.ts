import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PERMISSIONS, ROLE_PERMISSIONS } from '../../../shared/permissions';
import { doctors, feedback, userRoles } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import {
  linkDoctor,
  makeDoctor,
  publishedReview,
  submitReview,
  verifiedVisit,
} from '../../test/fixtures';
import { auditRows, outbox, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const me = (u: TestUser) => json(t.api('GET /api/me', { cookie: u.cookie }));
const roleOf = async (id: string) =>
  (await t.database.db.select().from(userRoles).where(eq(userRoles.user_id, id)))[0]?.role ?? null;

describe('permission table', () => {
  it('gives admin every permission, staff moderation, visits, announcements and insights, doctors the portal', () => {
    expect(ROLE_PERMISSIONS.admin).toEqual(PERMISSIONS);
    expect([...ROLE_PERMISSIONS.staff].sort()).toEqual(
      [
        'manage_announcements',
        'manage_cases',
        'manage_visits',
        'moderate_feedback',
        'reply_as_clinic',
        'view_insights',
      ].sort(),
    );
    expect(ROLE_PERMISSIONS.doctor).toEqual(['reply_as_doctor']);
  });

  it('lets staff moderate and manage visits, not users, settings or the audit log', async () => {
    const staff = await t.createUser({ role: 'staff' });
    expect((await me(staff)).permissions).toEqual([...ROLE_PERMISSIONS.staff]);
    for (const key of [
      'GET /api/admin/feedback',
      'GET /api/admin/visits',
      'GET /api/admin/api-keys',
    ] as const) {
      expect((await t.api(key, { cookie: staff.cookie })).status, key).toBe(200);
    }
    for (const key of [
      'GET /api/admin/users',
      'GET /api/admin/settings',
      'GET /api/admin/audit-logs',
      'GET /api/admin/dashboard',
      'GET /api/admin/doctors',
    ] as const) {
      expect((await t.api(key, { cookie: staff.cookie })).status, key).toBe(403);
    }
  });

  it('applies a role change on the next request', async () => {
    const user = await t.createUser();
    expect((await t.api('GET /api/admin/feedback', { cookie: user.cookie })).status).toBe(403);
    const res = await t.api('PUT /api/admin/users/:id/role', {
      params: { id: user.id },
      cookie: admin.cookie,
      body: { role: 'staff' },
    });
    expect(res.status).toBe(200);
    expect((await t.api('GET /api/admin/feedback', { cookie: user.cookie })).status).toBe(200);
  });
});

describe('doctor accounts', () => {
  it('links one account per record, audited, and unlinking ends it at once', async () => {
    const doctor = await makeDoctor(t);
    const other = await makeDoctor(t);
    const user = await t.createUser();
    await linkDoctor(t, admin, doctor.id, user.email.toUpperCase());
    expect(await roleOf(user.id)).toBe('doctor');
    expect(await me(user)).toMatchObject({
      role: 'doctor',
      doctor_id: doctor.id,
      permissions: ['reply_as_doctor'],
    });
    expect((await auditRows(t, 'doctor.account_linked')).some((r) => r.user_id === admin.id)).toBe(
      true,
    );

    const second = await t.createUser();
    const taken = await t.api('PUT /api/admin/doctors/:id/account', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      body: { email: second.email },
    });
    expect((await taken.json()).error.code).toBe('doctor_already_linked');
    const twice = await t.api('PUT /api/admin/doctors/:id/account', {
      params: { id: other.id },
      cookie: admin.cookie,
      body: { email: user.email },
    });
    expect((await twice.json()).error.code).toBe('account_already_linked');
    const staff = await t.createUser({ role: 'staff' });
    const staffLink = await t.api('PUT /api/admin/doctors/:id/account', {
      params: { id: other.id },
      cookie: admin.cookie,
      body: { email: staff.email },
    });
    expect((await staffLink.json()).error.code).toBe('account_has_role');
    // Staff may not link accounts.
    const refused = await t.api('PUT /api/admin/doctors/:id/account', {
      params: { id: other.id },
      cookie: staff.cookie,
      body: { email: second.email },
    });
    expect(refused.status).toBe(403);

    expect((await t.api('GET /api/portal', { cookie: user.cookie })).status).toBe(200);
    const gone = await json(
      t.api('DELETE /api/admin/doctors/:id/account', {
        params: { id: doctor.id },
        cookie: admin.cookie,
      }),
    );
    expect(gone.user).toBeNull();
    expect(await roleOf(user.id)).toBeNull();
    expect((await t.api('GET /api/portal', { cookie: user.cookie })).status).toBe(403);
    expect((await me(user)).doctor_id).toBeNull();
    expect((await auditRows(t, 'doctor.account_unlinked')).length).toBeGreaterThan(0);
  });

  it('invites by e-mail in the chosen language; the invited address accepts once', async () => {
    const doctor = await makeDoctor(t, 'BS. Mời Thư');
    const email = `invited-${Date.now()}@example.com`;
    const sent = await t.api('POST /api/admin/doctors/:id/invitations', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      body: { email, language: 'en' },
    });
    expect(sent.status).toBe(201);
    expect((await sent.json()).invitation.email).toBe(email);
    const mail = (await outbox(t)).filter((m) => m.to_address === email).at(-1)!;
    expect(mail.subject).toBe('Invitation to link your doctor account');
    expect(mail.text_body).toContain('BS. Mời Thư');
    const token = new URL(mail.text_body.match(/https?:\S+/)![0]).searchParams.get('token')!;

    const stranger = await t.createUser();
    const wrong = await t.api('POST /api/portal/invitations/accept', {
      cookie: stranger.cookie,
      body: { token },
    });
    expect((await wrong.json()).error.code).toBe('invitation_email_mismatch');
    // The invited doctor makes an account with the invited address, then accepts.
    const invited = await t.createUser({ email });
    expect(
      await json(
        t.api('POST /api/portal/invitations/accept', {
          cookie: invited.cookie,
          body: { token },
        }),
      ),
    ).toEqual({ doctor_id: doctor.id });
    expect(await roleOf(invited.id)).toBe('doctor');
    const again = await t.api('POST /api/portal/invitations/accept', {
      cookie: invited.cookie,
      body: { token },
    });
    expect((await again.json()).error.code).toBe('invitation_invalid');
  });

  it('keeps a linked account out of moderating reviews of its own record', async () => {
    const doctor = await makeDoctor(t);
    const user = await t.createUser();
    await linkDoctor(t, admin, doctor.id, user.email);
    // The account later becomes staff while still linked: the link is its conflict of interest.
    await t.database.db
      .update(userRoles)
      .set({ role: 'staff' })
      .where(eq(userRoles.user_id, user.id));
    const id = await publishedReview(t, admin, await t.createUser(), doctor.id);
    const hide = await t.api('POST /api/admin/feedback/:id/hide', {
      params: { id },
      cookie: user.cookie,
    });
    expect((await hide.json()).error.code).toBe('conflict_of_interest');
    const listed = await json(
      t.api('GET /api/admin/feedback', {
        query: { status: 'approved', limit: '100' },
        cookie: user.cookie,
      }),
    );
    expect(listed.items.find((f: { id: string }) => f.id === id).conflict_of_interest).toBe(true);
  });

  it("refuses a linked doctor's review of their own record or of a colleague, and stores nothing", async () => {
    const doctor = await makeDoctor(t);
    const colleague = await makeDoctor(t);
    const elsewhere = await makeDoctor(t);
    await t.database.db
      .update(doctors)
      .set({ clinic_id: doctor.clinic_id })
      .where(eq(doctors.id, colleague.id));
    const account = await t.createUser();
    await linkDoctor(t, admin, doctor.id, account.email);
    // A visit listing all three, verified by the doctor's own account.
    const visit = await verifiedVisit(t, account, [doctor.id, colleague.id, elsewhere.id]);
    for (const reviewed of [doctor.id, colleague.id]) {
      const res = await submitReview(t, account, { visitId: visit.id, doctorId: reviewed });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('conflict_of_interest');
    }
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.user_id, account.id)),
    ).toHaveLength(0);
    // A doctor of another clinic is a doctor they may have seen as a patient.
    expect(
      (await submitReview(t, account, { visitId: visit.id, doctorId: elsewhere.id })).status,
    ).toBe(201);
  });

  it('withdraws what the account wrote as the doctor and nobody decided, when it is unlinked', async () => {
    const doctor = await makeDoctor(t);
    const account = await t.createUser();
    await linkDoctor(t, admin, doctor.id, account.email);
    const reviewId = await publishedReview(t, admin, await t.createUser(), doctor.id);
    const reply = await json(
      t.api('POST /api/portal/reviews/:id/reply', {
        params: { id: reviewId },
        cookie: account.cookie,
        body: { body: 'Cảm ơn anh chị đã góp ý.' },
      }),
    );
    expect(reply.status).toBe('pending');
    const edit = await json(
      t.api('POST /api/portal/profile-edits', {
        cookie: account.cookie,
        body: { bio: 'Bác sĩ tận tâm với nghề.' },
      }),
    );
    expect(edit.status).toBe('pending');

    const unlinked = await t.api('DELETE /api/admin/doctors/:id/account', {
      params: { id: doctor.id },
      cookie: admin.cookie,
    });
    expect(unlinked.status).toBe(200);
    // The former doctor cannot change the reply, and staff cannot publish it as the doctor's.
    const edited = await t.api('PATCH /api/replies/:id', {
      params: { id: reply.id },
      cookie: account.cookie,
      body: { body: 'Một câu trả lời khác.' },
    });
    expect((await edited.json()).error.code).toBe('invalid_transition');
    const staff = await t.createUser({ role: 'staff' });
    const published = await t.api('PATCH /api/admin/replies/:id', {
      params: { id: reply.id },
      cookie: staff.cookie,
      body: { decision: 'published' },
    });
    expect((await published.json()).error.code).toBe('invalid_transition');
    const applied = await t.api('PATCH /api/admin/profile-edits/:id', {
      params: { id: edit.id },
      cookie: admin.cookie,
      body: { decision: 'approved' },
    });
    expect((await applied.json()).error.code).toBe('invalid_transition');
    expect(
      (await json(t.api('GET /api/doctors/:id', { params: { id: doctor.id } }))).bio,
    ).toBeNull();
    const [audit] = (await auditRows(t, 'doctor.account_unlinked')).filter(
      (r) => (r.metadata as { doctor_id: string }).doctor_id === doctor.id,
    );
    expect(audit?.metadata).toMatchObject({ withdrawn_replies: 1, withdrawn_edits: 1 });
  });
});
