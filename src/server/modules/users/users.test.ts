import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { announcements, feedback, notifications } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, submitReview, verifiedVisit } from '../../test/fixtures';
import { type ApiCall, auditRows } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin', firstName: 'An', lastName: 'Quản Trị' });

describe('admin users', () => {
  it('lists real e-mails and searches by e-mail, first or last name, accents optional', async () => {
    const u = await t.createUser({
      firstName: 'Thùy',
      lastName: 'Đặng',
      email: 'thuy.dang@example.com',
    });
    for (const q of ['thuy.dang@', 'Thùy', 'dang', 'ĐẶNG']) {
      const page = await (
        await t.api('GET /api/admin/users', { query: { q }, cookie: admin.cookie })
      ).json();
      expect(
        page.items.map((x: { id: string }) => x.id),
        q,
      ).toContain(u.id);
    }
    const one = await (
      await t.api('GET /api/admin/users/:id', { params: { id: u.id }, cookie: admin.cookie })
    ).json();
    expect(one).toMatchObject({
      email: 'thuy.dang@example.com',
      first_name: 'Thùy',
      last_name: 'Đặng',
      role: null,
    });
  });

  it("gives each user's profile language, so the list orders names as their owner writes them", async () => {
    const u = await t.createUser({ firstName: 'Jane', lastName: 'Doe' });
    const before = await t.api('GET /api/admin/users/:id', {
      params: { id: u.id },
      cookie: admin.cookie,
    });
    expect((await before.json()).language).toBe('vi');
    const patched = await t.api('PATCH /api/me/profile', {
      cookie: u.cookie,
      body: { first_name: 'Jane', last_name: 'Doe', language: 'en' },
    });
    expect(patched.status).toBe(200);
    const page = await (
      await t.api('GET /api/admin/users', { query: { q: u.email }, cookie: admin.cookie })
    ).json();
    expect(page.items).toEqual([expect.objectContaining({ id: u.id, language: 'en' })]);
  });

  it('edits a name and a role in one call, audited', async () => {
    const u = await t.createUser();
    const res = await t.api('PATCH /api/admin/users/:id', {
      params: { id: u.id },
      cookie: admin.cookie,
      body: { first_name: 'Bình', last_name: 'Lê', role: 'staff' },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ first_name: 'Bình', last_name: 'Lê', role: 'staff' });
    expect((await auditRows(t, 'user.updated')).length).toBeGreaterThan(0);
    expect(
      (await auditRows(t, 'user.role_changed')).some((r) => r.description?.includes('to staff')),
    ).toBe(true);
  });

  it('deletes an account with its sessions, keeping its reviews anonymously', async () => {
    const doctor = await makeDoctor(t);
    const u = await t.createUser();
    const visit = await verifiedVisit(t, u, [doctor.id]);
    const review = { visitId: visit.id, doctorId: doctor.id, rating: 4 };
    const { id } = await (await submitReview(t, u, review)).json();
    await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    const before = await (
      await t.api('GET /api/doctors/:id/stats', { params: { id: doctor.id } })
    ).json();
    expect(
      (await t.api('DELETE /api/admin/users/:id', { params: { id: u.id }, cookie: admin.cookie }))
        .status,
    ).toBe(204);
    expect((await t.api('GET /api/me', { cookie: u.cookie })).status).toBe(401);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.id, id));
    expect(row).toMatchObject({ user_id: null, is_anonymous: true, status: 'approved' });
    expect(
      await (await t.api('GET /api/doctors/:id/stats', { params: { id: doctor.id } })).json(),
    ).toEqual(before);
    const reviews = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: doctor.id } })
    ).json();
    expect(reviews.items[0]).toMatchObject({ is_anonymous: true, patient_name: null });
    expect(
      (await auditRows(t, 'privacy.account_closed')).some((r) => r.severity === 'warning'),
    ).toBe(true);
  });

  it('refuses deleting yourself, and protects the last admin', async () => {
    const res = await t.api('DELETE /api/admin/users/:id', {
      params: { id: admin.id },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(409);
    expect((await res.json()).error.details.reason).toBe('self_delete');
    expect(
      (await t.api('GET /api/admin/users/:id', { params: { id: admin.id }, cookie: admin.cookie }))
        .status,
    ).toBe(200);
  });
});

describe('announcements', () => {
  it('notifies every user who keeps system announcements on, in one set-based insert, with a 100-character preview', async () => {
    const quiet = await t.createUser();
    await t.api('PUT /api/me/preferences', {
      cookie: quiet.cookie,
      body: {
        email_notifications: false,
        system_announcements: false,
        feedback_notifications: true,
        doctor_update_notifications: true,
      },
    });
    const reader = await t.createUser();
    const content =
      'Phòng khám nghỉ Tết từ ngày 28 tháng Chạp đến hết mùng 4. Lịch hẹn trong thời gian này sẽ được chuyển sang tuần sau, nhân viên sẽ gọi điện xác nhận.';
    const res = await t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: '  Lịch nghỉ Tết  ', content },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created).toMatchObject({ title: 'Lịch nghỉ Tết', creator_name: 'Quản Trị An' });
    const mine = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, reader.id));
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({
      type: 'system',
      title: 'Thông báo hệ thống: Lịch nghỉ Tết',
      message: `${content.slice(0, 100)}...`,
    });
    expect(
      await t.database.db.select().from(notifications).where(eq(notifications.user_id, quiet.id)),
    ).toHaveLength(0);
    const list = await (
      await t.api('GET /api/announcements', {
        query: { page: '1', page_size: '5' },
        cookie: reader.cookie,
      })
    ).json();
    expect(list.items[0].id).toBe(created.id);
    expect((await auditRows(t, 'announcement.created')).length).toBe(1);
  });

  it('refuses blank title or content, lets only admins post and delete, and shows Unknown User when the author is gone', async () => {
    expect(
      (
        await t.api('POST /api/admin/announcements', {
          cookie: admin.cookie,
          body: { title: '   ', content: 'x' },
        })
      ).status,
    ).toBe(400);
    const user = await t.createUser();
    expect(
      (
        await t.api('POST /api/admin/announcements', {
          cookie: user.cookie,
          body: { title: 'a', content: 'b' },
        })
      ).status,
    ).toBe(403);
    const other = await t.createUser({ role: 'admin' });
    const { id } = await (
      await t.api('POST /api/admin/announcements', {
        cookie: other.cookie,
        body: { title: 'Tạm', content: 'Nội dung' },
      })
    ).json();
    await t.api('DELETE /api/admin/users/:id', { params: { id: other.id }, cookie: admin.cookie });
    const [row] = await t.database.db.select().from(announcements).where(eq(announcements.id, id));
    expect(row?.created_by).toBeNull();
    const list = await (await t.api('GET /api/announcements', { cookie: user.cookie })).json();
    expect(list.items.find((a: { id: string }) => a.id === id).creator_name).toBeNull();
    const remove = () =>
      t.api('DELETE /api/admin/announcements/:id', { params: { id }, cookie: admin.cookie });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
  });
});

describe('audit log', () => {
  it('pages newest first with a cursor and filters by severity and action prefix', async () => {
    const logs = (query: ApiCall<'GET /api/admin/audit-logs'>['query']) =>
      t.api('GET /api/admin/audit-logs', { query, cookie: admin.cookie });
    const all = await (await logs({ limit: 3 })).json();
    expect(all.items).toHaveLength(3);
    const times = all.items.map((i: { created_at: string }) => i.created_at);
    expect(times).toEqual([...times].sort().reverse());
    const next = await (await logs({ limit: 3, cursor: all.next_cursor })).json();
    expect(
      next.items.every(
        (i: { id: string }) => !all.items.some((a: { id: string }) => a.id === i.id),
      ),
    ).toBe(true);
    const warnings = await (await logs({ severity: 'warning' })).json();
    expect(warnings.items.length).toBeGreaterThan(0);
    expect(warnings.items.every((i: { severity: string }) => i.severity === 'warning')).toBe(true);
    const users = await (await logs({ action_prefix: 'user' })).json();
    expect(users.items.every((i: { action: string }) => i.action.startsWith('user.'))).toBe(true);
    expect(users.items[0].user_email).toBeTruthy();
    const today = new Date().toISOString().slice(0, 10);
    expect((await (await logs({ from: today, to: today })).json()).items.length).toBeGreaterThan(0);
    const loud = await t.request('GET', '/api/admin/audit-logs?severity=loud', {
      cookie: admin.cookie,
    });
    expect(loud.status).toBe(400);
  });
});
