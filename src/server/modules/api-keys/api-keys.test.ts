import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKey } from '../../../shared/visits';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor } from '../../test/fixtures';
import { auditRows } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const staff = testUserForFile(t, { role: 'staff' });
const user = testUserForFile(t);
let doctorId: string;
beforeAll(async () => {
  doctorId = (await makeDoctor(t)).id;
});

const list = async (cookie: string) =>
  (await (await t.api('GET /api/admin/api-keys', { cookie })).json()).items as ApiKey[];
const push = (key: string) =>
  t.api('POST /api/integrations/visits', {
    headers: { authorization: `Bearer ${key}` },
    body: {
      visits: [
        {
          phone: '0909555000',
          visit_date: new Date().toISOString().slice(0, 10),
          doctor_ids: [doctorId],
        },
      ],
    },
  });

describe('API keys of clinic systems', () => {
  it('shows the key once, lists only its prefix, and records its last use', async () => {
    const res = await t.api('POST /api/admin/api-keys', {
      cookie: staff.cookie,
      body: { name: 'HIS Quận 3' },
    });
    expect(res.status).toBe(201);
    const created = await res.json();
    expect(created.key.startsWith(created.prefix)).toBe(true);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const [listed] = await list(admin.cookie);
    expect(listed).toMatchObject({ id: created.id, name: 'HIS Quận 3', last_used_at: null });
    expect(listed).not.toHaveProperty('key');
    expect((await push(created.key)).status).toBe(201);
    const [used] = await list(admin.cookie);
    expect(used!.last_used_at).not.toBeNull();
  });

  it('stops a revoked key at once and audits the revocation', async () => {
    const { id, key } = await (
      await t.api('POST /api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS Thủ Đức' },
      })
    ).json();
    const revoked = await t.api('DELETE /api/admin/api-keys/:id', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(204);
    expect((await push(key)).status).toBe(401);
    expect((await list(admin.cookie)).find((k) => k.id === id)?.revoked_at).not.toBeNull();
    expect((await auditRows(t, 'security.api_key_revoked')).length).toBeGreaterThanOrEqual(1);
    const again = await t.api('DELETE /api/admin/api-keys/:id', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
  });

  it("dies with its staff creator's right to manage visits: demoted, or the account deleted", async () => {
    const creator = await t.createUser({ role: 'staff' });
    const keyOf = async (name: string) =>
      (
        await (
          await t.api('POST /api/admin/api-keys', { cookie: creator.cookie, body: { name } })
        ).json()
      ).key as string;
    const demoted = await keyOf('HIS Bình Thạnh');
    expect((await push(demoted)).status).toBe(201);
    const role = await t.api('PUT /api/admin/users/:id/role', {
      params: { id: creator.id },
      cookie: admin.cookie,
      body: { role: null },
    });
    expect(role.status).toBe(200);
    expect((await push(demoted)).status).toBe(401);

    const second = await t.createUser({ role: 'staff' });
    const created = await t.api('POST /api/admin/api-keys', {
      cookie: second.cookie,
      body: { name: 'HIS Gò Vấp' },
    });
    const { key: orphaned, id } = await created.json();
    expect((await push(orphaned)).status).toBe(201);
    const deleted = await t.api('DELETE /api/admin/users/:id', {
      params: { id: second.id },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await push(orphaned)).status).toBe(401);
    const revoked = await auditRows(t, 'security.api_key_revoked');
    expect(revoked.some((r) => (r.metadata as { api_key_id?: string })?.api_key_id === id)).toBe(
      true,
    );
  });

  it("is refused once its creator's role no longer grants keys, however the role changed", async () => {
    const creator = await t.createUser({ role: 'staff' });
    const { key } = await (
      await t.api('POST /api/admin/api-keys', {
        cookie: creator.cookie,
        body: { name: 'HIS Quận 7' },
      })
    ).json();
    expect((await push(key)).status).toBe(201);
    // Not through the users service (a database edit, a future path): still checked on use.
    await t.database.db.execute(
      sql`update user_roles set role = null where user_id = ${creator.id}`,
    );
    expect((await push(key)).status).toBe(401);
  });

  it('is for those who manage visits: not a patient, not a guest, and a blank name changes nothing', async () => {
    const before = (await list(admin.cookie)).length;
    expect(
      (await t.api('POST /api/admin/api-keys', { cookie: user.cookie, body: { name: 'x' } }))
        .status,
    ).toBe(403);
    expect((await t.api('GET /api/admin/api-keys')).status).toBe(401);
    const blank = await t.api('POST /api/admin/api-keys', {
      cookie: admin.cookie,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect((await list(admin.cookie)).length).toBe(before);
  });
});
