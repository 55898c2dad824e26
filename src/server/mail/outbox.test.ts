import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mailOutbox } from '../db/schema';
import { createLogger } from '../lib/logger';
import { testAppForFile } from '../test/file-app';
import { drainOutbox, enqueueMail } from './outbox';
import type { MailMessage, MailTransport } from './transport';

const t = testAppForFile();
const log = createLogger('silent');

describe('mail outbox', () => {
  it('keeps a message whose sending fails, retries it later, and sends it once', async () => {
    await enqueueMail(t.database.db, {
      to: 'patient@example.com',
      subject: 'Xin chào',
      text: 'Nội dung',
    });
    const failing: MailTransport = {
      send: async () => {
        throw new Error('SMTP down');
      },
    };
    expect(await drainOutbox(t.database.db, { email: failing }, log)).toBe(0);
    const [after] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'patient@example.com'));
    expect(after).toMatchObject({ attempts: 1, sent_at: null, last_error: 'SMTP down' });
    expect(after!.next_attempt_at.getTime()).toBeGreaterThan(Date.now());
    // Not due yet: nothing is tried.
    const sent: MailMessage[] = [];
    const working: MailTransport = { send: async (m) => void sent.push(m) };
    expect(await drainOutbox(t.database.db, { email: working }, log)).toBe(0);
    // Due again (as after the back-off): sent exactly once.
    await t.database.db
      .update(mailOutbox)
      .set({ next_attempt_at: new Date(Date.now() - 1000) })
      .where(eq(mailOutbox.id, after!.id));
    expect(await drainOutbox(t.database.db, { email: working }, log)).toBe(1);
    expect(await drainOutbox(t.database.db, { email: working }, log)).toBe(0);
    expect(sent).toEqual([
      { to: 'patient@example.com', subject: 'Xin chào', text: 'Nội dung', html: null },
    ]);
  });

  it('copies notifications by e-mail only to users who want e-mail', async () => {
    const wants = await t.createUser();
    const declines = await t.createUser();
    await t.api('PUT /api/me/preferences', {
      cookie: declines.cookie,
      body: {
        email_notifications: false,
        system_announcements: true,
        feedback_notifications: true,
        doctor_update_notifications: true,
      },
    });
    const admin = await t.createUser({ role: 'admin' });
    await t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Thư', content: 'Nội dung thư' },
    });
    const mails = await t.database.db.select().from(mailOutbox);
    expect(
      mails.some((m) => m.to_address === wants.email && m.subject === 'Thông báo hệ thống: Thư'),
    ).toBe(true);
    expect(mails.some((m) => m.to_address === declines.email)).toBe(false);
  });
});
