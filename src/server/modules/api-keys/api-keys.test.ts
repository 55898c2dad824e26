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
  (await (await t.request('GET', '/api/admin/api-keys', { cookie })).json()).items as ApiKey[];
const push = (key: string) =>
  t.request('POST', '/api/integrations/visits', {
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
    const res = await t.request('POST', '/api/admin/api-keys', {
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
      await t.request('POST', '/api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS Thủ Đức' },
      })
    ).json();
    const revoked = await t.request('DELETE', `/api/admin/api-keys/${id}`, {
      cookie: admin.cookie,
    });
    expect(revoked.status).toBe(204);
    expect((await push(key)).status).toBe(401);
    expect((await list(admin.cookie)).find((k) => k.id === id)?.revoked_at).not.toBeNull();
    expect((await auditRows(t, 'security.api_key_revoked')).length).toBeGreaterThanOrEqual(1);
    const again = await t.request('DELETE', `/api/admin/api-keys/${id}`, { cookie: admin.cookie });
    expect(again.status).toBe(404);
  });

  it('is for those who manage visits: not a patient, not a guest, and a blank name changes nothing', async () => {
    const before = (await list(admin.cookie)).length;
    expect(
      (await t.request('POST', '/api/admin/api-keys', { cookie: user.cookie, body: { name: 'x' } }))
        .status,
    ).toBe(403);
    expect((await t.request('GET', '/api/admin/api-keys')).status).toBe(401);
    const blank = await t.request('POST', '/api/admin/api-keys', {
      cookie: admin.cookie,
      body: { name: '   ' },
    });
    expect(blank.status).toBe(400);
    expect((await list(admin.cookie)).length).toBe(before);
  });
});
