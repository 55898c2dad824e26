import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../../shared/admin';
import { writeAudit } from '../../audit/audit';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, publishedReview } from '../../test/fixtures';
import type { ApiCall } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
beforeAll(async () => {
  const db = t.database.db;
  for (let i = 0; i < 7; i++) {
    await writeAudit(db, { userId: admin.id, action: `doctor.updated`, description: `d${i}` });
  }
  await writeAudit(db, {
    userId: null,
    action: 'security.sign_in_failed',
    severity: 'warning',
    description: 'failed',
  });
});

type Page = { items: AuditEntry[]; next_cursor: string | null };
const read = async (
  query: NonNullable<ApiCall<'GET /api/admin/audit-logs'>['query']>,
): Promise<Page> => {
  const res = await t.api('GET /api/admin/audit-logs', { query, cookie: admin.cookie });
  expect(res.status).toBe(200);
  return res.json();
};

describe('audit log', () => {
  it('pages newest first by cursor without repeating or skipping an entry', async () => {
    const seen: AuditEntry[] = [];
    let cursor = '';
    do {
      const page = await read({ action_prefix: 'doctor', limit: 3, cursor });
      seen.push(...page.items);
      cursor = page.next_cursor ?? '';
    } while (cursor);
    // Entries written in the same instant are ordered by id; what matters is none repeats or is lost.
    expect(seen.map((e) => e.description).sort()).toEqual([
      'd0',
      'd1',
      'd2',
      'd3',
      'd4',
      'd5',
      'd6',
    ]);
    const times = seen.map((e) => Date.parse(e.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('loses no entry written within the same millisecond (the cursor keeps microseconds)', async () => {
    for (const us of ['123100', '123400', '123700']) {
      await t.database.db.execute(
        sql`insert into audit_logs (action, description, severity, created_at)
          values ('system.tick', ${us}, 'info', ${`2026-01-01T10:00:00.${us}Z`}::timestamptz)`,
      );
    }
    const seen: string[] = [];
    let cursor = '';
    do {
      const page = await read({ action_prefix: 'system', limit: 1, cursor });
      seen.push(...page.items.map((e) => e.description ?? ''));
      cursor = page.next_cursor ?? '';
    } while (cursor);
    expect(seen).toEqual(['123700', '123400', '123100']);
  });

  it('filters by severity, action prefix and day', async () => {
    const warnings = await read({ severity: 'warning' });
    expect(warnings.items.map((e) => e.action)).toEqual(['security.sign_in_failed']);
    expect(warnings.items[0]!.user_email).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    expect((await read({ from: today, to: today, action_prefix: 'doctor' })).items).toHaveLength(7);
    expect((await read({ from: '2001-01-01', to: '2001-01-02' })).items).toEqual([]);
  });

  it('refuses a forged cursor and is for administrators only', async () => {
    const bad = await t.api('GET /api/admin/audit-logs', {
      query: { cursor: 'bm90LWEtY3Vyc29y' },
      cookie: admin.cookie,
    });
    expect(bad.status).toBe(400);
    const user = await t.createUser();
    expect((await t.api('GET /api/admin/audit-logs', { cookie: user.cookie })).status).toBe(403);
  });

  it('names the doctor an entry is about and keeps its ids and metadata', async () => {
    const doctor = await makeDoctor(t, 'BS. Lê Thị Audit');
    const res = await t.api('PATCH /api/admin/doctors/:id/status', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      body: { status: 'rejected' },
    });
    expect(res.status).toBe(200);
    const [entry] = (await read({ action_prefix: 'doctor', limit: 1 })).items;
    expect(entry).toMatchObject({
      action: 'doctor.status_changed',
      user_id: admin.id,
      user_email: admin.email,
      doctor_id: doctor.id,
      doctor_name: 'BS. Lê Thị Audit',
      clinic_id: null,
      clinic_name: null,
      target_user_id: null,
      metadata: { doctor_id: doctor.id, status: 'rejected' },
    });
  });

  it('names the clinic, the account concerned and the doctor of a review', async () => {
    const doctor = await makeDoctor(t, 'BS. Phạm Văn Review');
    const member = await t.createUser();
    const roleChange = await t.api('PUT /api/admin/users/:id/role', {
      params: { id: member.id },
      cookie: admin.cookie,
      body: { role: 'staff' },
    });
    expect(roleChange.status).toBe(200);
    const db = t.database.db;
    const author = await t.createUser();
    const reviewId = await publishedReview(t, admin, author, doctor.id);
    await writeAudit(db, {
      userId: null,
      action: 'security.review_probe',
      metadata: { feedback_id: reviewId },
    });
    // The embedded database's clock counts milliseconds: rows of the same one have no order.
    await new Promise((resolve) => setTimeout(resolve, 5));
    await writeAudit(db, {
      userId: admin.id,
      action: 'security.clinic_probe',
      metadata: { clinic_id: doctor.clinic_id, doctor_id: 'not-a-uuid' },
    });
    const items = (await read({ action_prefix: 'security', limit: 2 })).items;
    expect(items[0]).toMatchObject({
      action: 'security.clinic_probe',
      clinic_id: doctor.clinic_id,
      clinic_name: 'Phòng khám BS. Phạm Văn Review',
      // An id that is not a uuid names nothing and does not break the page.
      doctor_id: null,
      doctor_name: null,
    });
    expect(items[1]).toMatchObject({
      action: 'security.review_probe',
      feedback_id: reviewId,
      doctor_id: doctor.id,
      doctor_name: 'BS. Phạm Văn Review',
    });
    const [role] = (await read({ action_prefix: 'user', limit: 1 })).items;
    expect(role).toMatchObject({
      action: 'user.role_changed',
      target_user_id: member.id,
      target_user_email: member.email,
      metadata: { target_user_id: member.id, from: null, to: 'staff' },
    });
  });
});
