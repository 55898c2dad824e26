import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AuditEntry } from '@shared/admin';
import { AUDIT_PREFIXES } from '@shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, i18n, loadAdminTranslations } from '../../i18n';
import { describeAudit } from './audit-describe';

/** Every server source file that writes audit entries. */
function auditWriters(dir = join(process.cwd(), 'src/server')): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return auditWriters(path);
    if (!e.name.endsWith('.ts') || e.name.endsWith('.test.ts')) return [];
    const text = readFileSync(path, 'utf8');
    // auditAs writes the row for the signed-in user: the same actions, fewer arguments.
    return text.includes('writeAudit(') || text.includes('auditAs(') ? [text] : [];
  });
}

/** The actions built from a value, with the values they can take. */
const TEMPLATED: Record<string, string[]> = {
  'feedback.${': ['feedback.approved', 'feedback.rejected'],
  'reply.${': ['reply.published', 'reply.rejected'],
  'doctor.edit_${': ['doctor.edit_approved', 'doctor.edit_rejected'],
  'case.${': ['case.contacted', 'case.resolve', 'case.close'],
};

function writtenActions(): string[] {
  const literal = new RegExp(`'((?:${AUDIT_PREFIXES.join('|')})\\.[a-z_]+)'`, 'g');
  const found = new Set<string>();
  for (const text of auditWriters()) {
    for (const m of text.matchAll(literal)) found.add(m[1]!);
    for (const m of text.matchAll(/action: `([a-z_.]+\$\{)/g)) {
      // A new templated action must be listed above with the values it can take.
      expect(Object.keys(TEMPLATED), m[1]).toContain(m[1]);
      for (const action of TEMPLATED[m[1]!]!) found.add(action);
    }
  }
  return [...found].sort();
}

const ID = '7d3f2a4e-1b5c-4c8e-9f21-0a6b3c9d8e71';
const entry = (action: string): AuditEntry => ({
  id: 'e-1',
  created_at: '2026-03-01T02:00:00Z',
  user_id: 'user-1',
  user_email: 'admin@example.com',
  action,
  description: 'recorded',
  ip_address: null,
  severity: 'info',
  doctor_id: ID,
  doctor_name: 'BS. Lê Thị Hoa',
  clinic_id: ID,
  clinic_name: 'Phòng khám Hòa Bình',
  target_user_id: ID,
  target_user_email: 'minh.tran@example.com',
  feedback_id: null,
  metadata: {
    status: 'verified',
    from: 'staff',
    to: 'admin',
    name_vi: 'Tim mạch',
    name_en: 'Cardiology',
    from_name_vi: 'Nội tổng quát',
    from_name_en: 'General medicine',
    feedback_deleted: 1234,
    changes: { spike_factor: { from: 3, to: 4 }, min_reviews_for_score: { from: 3, to: 5 } },
    subject: 'user-9f2c',
    by: 'owner',
    reviews: 'anonymise',
    format: 'json',
  },
});

describe('audit sentences', () => {
  const actions = writtenActions();
  beforeAll(async () => {
    await loadAdminTranslations();
  }, 60_000);
  afterAll(async () => {
    await changeLanguage('vi');
  });

  it('finds the actions the server writes', () => {
    expect(actions).toContain('doctor.status_changed');
    expect(actions).toContain('reply.published');
    expect(actions.length).toBeGreaterThan(40);
  });

  it.each(['vi', 'en'] as const)(
    'writes a full %s sentence for every action written',
    async (lng) => {
      await changeLanguage(lng);
      const describeIn = (action: string) =>
        describeAudit(entry(action), i18n.t, (key) => i18n.exists(key), lng);
      const unknown = describeIn('billing.refunded');
      for (const action of actions) {
        const text = describeIn(action);
        expect(text, action).not.toBe(i18n.t('admin.audit.unknownAction', { action }));
        expect(text, action).not.toMatch(/{{|ops\.audit|undefined|\?/);
      }
      expect(unknown).toContain('billing.refunded');
    },
  );

  it('fills names, values and numbers in the reader language', async () => {
    await changeLanguage('en');
    const en = (action: string) =>
      describeAudit(entry(action), i18n.t, (key) => i18n.exists(key), 'en');
    expect(en('user.role_changed')).toBe(
      'Changed the role of minh.tran@example.com from staff to administrator',
    );
    expect(en('doctor.deleted')).toBe('Deleted the doctor BS. Lê Thị Hoa (reviews deleted: 1,234)');
    expect(en('specialty.created')).toBe('Added the specialty Cardiology');
    expect(en('privacy.account_closed')).toBe(
      'Closed the account user-9f2c (by its owner); published reviews kept anonymously',
    );
    await changeLanguage('vi');
    const vi = (action: string) =>
      describeAudit(entry(action), i18n.t, (key) => i18n.exists(key), 'vi');
    expect(vi('doctor.deleted')).toBe('Xóa bác sĩ BS. Lê Thị Hoa (số đánh giá bị xóa: 1.234)');
    expect(vi('specialty.created')).toBe('Thêm chuyên khoa Tim mạch');
    expect(vi('clinic.updated')).toBe('Sửa phòng khám Phòng khám Hòa Bình');
    // A record deleted since: no name to show, said so rather than an id.
    const gone = { ...entry('clinic.deleted'), clinic_name: null };
    expect(describeAudit(gone, i18n.t, (key) => i18n.exists(key), 'vi')).toBe(
      'Xóa phòng khám (phòng khám không còn trong hệ thống)',
    );
  });
});
