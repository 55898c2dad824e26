import { describe, expect, it } from 'vitest';
import { testAppForFile } from '../../test/file-app';
import { type ApiCall, auditRows, startTestApp } from '../../test/harness';

const t = testAppForFile();

type RoleChange = ApiCall<'PUT /api/admin/users/:id/role'>['body'];
const setRole = (cookie: string, id: string, role: RoleChange['role']) =>
  t.api('PUT /api/admin/users/:id/role', { params: { id }, cookie, body: { role } });
const me = async (cookie: string) => t.api('GET /api/me', { cookie });

describe('role changes', () => {
  it('assigns and removes a role, audited with who and what', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    const res = await setRole(admin.cookie, user.id, 'staff');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user_id: user.id, role: 'staff' });
    expect((await (await me(user.cookie)).json()).role).toBe('staff');
    expect((await setRole(admin.cookie, user.id, null)).status).toBe(200);
    expect((await (await me(user.cookie)).json()).role).toBeNull();
    const rows = (await auditRows(t, 'user.role_changed')).filter((r) => r.user_id === admin.id);
    expect(rows.map((r) => r.description)).toEqual([
      `Role of ${user.email} changed from none to staff`,
      `Role of ${user.email} changed from staff to none`,
    ]);
  });

  it('refuses unknown roles and unknown users', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const user = await t.createUser();
    const owner = await t.request('PUT', `/api/admin/users/${user.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'owner' },
    });
    expect(owner.status).toBe(400);
    expect(
      (await setRole(admin.cookie, '00000000-0000-4000-8000-000000000000', 'staff')).status,
    ).toBe(404);
  });

  it('does not let an admin remove their own admin role', async () => {
    const admin = await t.createUser({ role: 'admin' });
    await t.createUser({ role: 'admin' });
    const res = await setRole(admin.cookie, admin.id, null);
    expect(res.status).toBe(409);
    expect((await res.json()).error.details.reason).toBe('own_admin_role');
    expect((await (await me(admin.cookie)).json()).is_admin).toBe(true);
  });

  it('ends the sessions of an admin who loses the role at once', async () => {
    const a = await t.createUser({ role: 'admin' });
    const b = await t.createUser({ role: 'admin' });
    expect((await setRole(a.cookie, b.id, 'staff')).status).toBe(200);
    expect((await me(b.cookie)).status).toBe(401);
    const rows = (await auditRows(t, 'user.role_changed')).filter((r) => r.user_id === a.id);
    expect(rows.at(-1)?.severity).toBe('warning');
  });
});

describe('the last administrator', () => {
  it('cannot be removed', async () => {
    const solo = await startTestApp();
    try {
      const admin = await solo.createUser({ role: 'admin' });
      const other = await solo.createUser({ role: 'admin' });
      // Demote the other admin, then the remaining one is the last.
      expect(
        (
          await solo.api('PUT /api/admin/users/:id/role', {
            params: { id: other.id },
            cookie: admin.cookie,
            body: { role: null },
          })
        ).status,
      ).toBe(200);
      const second = await solo.createUser({ role: 'admin' });
      expect(
        (
          await solo.api('PUT /api/admin/users/:id/role', {
            params: { id: admin.id },
            cookie: second.cookie,
            body: { role: null },
          })
        ).status,
      ).toBe(200);
      const res = await solo.api('PUT /api/admin/users/:id/role', {
        params: { id: second.id },
        cookie: second.cookie,
        body: { role: 'staff' },
      });
      expect(res.status).toBe(409);
    } finally {
      await solo.close();
    }
  });
  it('revokes the API keys a person created once they may no longer manage visits, audited', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const creator = await t.createUser({ role: 'admin' });
    const created = await t.api('POST /api/admin/api-keys', {
      cookie: creator.cookie,
      body: { name: 'HIS of a demoted admin' },
    });
    expect(created.status).toBe(201);
    const { id, key } = await created.json();
    const pushWithKey = () =>
      t.api('POST /api/integrations/visits', {
        headers: { authorization: `Bearer ${key}` },
        body: { visits: [] },
      });
    expect((await pushWithKey()).status).not.toBe(401);
    // Staff still manage visits, and may create keys: the key stays.
    expect((await setRole(admin.cookie, creator.id, 'staff')).status).toBe(200);
    expect((await pushWithKey()).status).not.toBe(401);
    expect((await auditRows(t, 'security.api_key_revoked')).length).toBe(0);
    // A doctor does not: the key dies.
    expect((await setRole(admin.cookie, creator.id, 'doctor')).status).toBe(200);
    expect((await pushWithKey()).status).toBe(401);
    const rows = await auditRows(t, 'security.api_key_revoked');
    expect(rows.some((r) => (r.metadata as { api_key_id?: string })?.api_key_id === id)).toBe(true);
  });
});
