import { describe, expect, it } from 'vitest';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { auditRows } from '../../test/harness';
import { publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin', firstName: 'Quản', lastName: 'Trị Viên' });

describe('download my data', () => {
  it("holds the person's own data and nobody else's", async () => {
    const other = await publishedReview(t, admin, {
      firstName: 'Khác',
      lastName: 'Người',
      comment: 'Bình luận của người khác',
    });
    const mine = await publishedReview(t, admin, {
      firstName: 'Hồng Nhung',
      lastName: 'Nguyễn Thị',
      comment: 'Bình luận của tôi',
      doctorId: other.doctorId,
    });
    const me = mine.user;
    // A report on the other person's review, and a notification (the publication notice).
    const report = await t.request('POST', `/api/feedback/${other.feedbackId}/report`, {
      cookie: me.cookie,
      body: { reason: 'spam', note: 'Lặp lại' },
    });
    expect(report.status).toBe(201);

    const res = await t.request('GET', '/api/me/data-export', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toContain('attachment');
    const data = await res.json();
    expect(data.account).toMatchObject({ id: me.id, email: me.email });
    expect(data.profile).toMatchObject({ first_name: 'Hồng Nhung', last_name: 'Nguyễn Thị' });
    expect(data.preferences).toMatchObject({ email_notifications: true });
    expect(data.reviews).toHaveLength(1);
    expect(data.reviews[0]).toMatchObject({
      id: mine.feedbackId,
      comment: 'Bình luận của tôi',
      status: 'approved',
      consent_version: '2026-01',
    });
    expect(data.reviews[0].history.map((h: { kind: string }) => h.kind)).toEqual([
      'submitted',
      'decided',
    ]);
    expect(data.reports).toEqual([
      expect.objectContaining({ feedback_id: other.feedbackId, reason: 'spam', note: 'Lặp lại' }),
    ]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(data.visits_claimed).toEqual([expect.objectContaining({ id: mine.visitId })]);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.audit_events.length).toBeGreaterThan(0);

    const text = JSON.stringify(data);
    for (const foreign of [
      other.user.id,
      other.user.email,
      'Bình luận của người khác',
      'Khác',
      admin.id,
      admin.email,
      'Quản',
      'Trị Viên',
    ])
      expect(text).not.toContain(foreign);
    expect(await auditRows(t, 'privacy.data_exported')).toEqual([
      expect.objectContaining({ user_id: me.id }),
    ]);
  });

  it('has a readable HTML version, and both are rate-limited together', async () => {
    const { user } = await publishedReview(t, admin, {
      firstName: 'Sarah',
      lastName: 'Miller',
      language: 'en',
      comment: 'Kind & <careful>',
    });
    const html = await t.request('GET', '/api/me/data-export.html', { cookie: user.cookie });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    const page = await html.text();
    expect(page).toContain('<h1>My data</h1>');
    expect(page).toContain('Kind &amp; &lt;careful&gt;');
    for (let i = 0; i < 4; i++)
      expect((await t.request('GET', '/api/me/data-export', { cookie: user.cookie })).status).toBe(
        200,
      );
    const limited = await t.request('GET', '/api/me/data-export', { cookie: user.cookie });
    expect(limited.status).toBe(429);
    expect((await t.request('GET', '/api/me/data-export')).status).toBe(401);
  });
});
