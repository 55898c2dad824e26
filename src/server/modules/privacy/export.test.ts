import { describe, expect, it } from 'vitest';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { approveReview, claimedVisit, makeDoctor } from '../../test/fixtures';
import { type ApiCall, auditRows, type TestUser } from '../../test/harness';
import { publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin', firstName: 'Quản', lastName: 'Trị Viên' });

/** A published review by `author`, with the form's optional answers in `extra`; its id. */
async function reviewWith(author: TestUser, doctorId: string, extra: Record<string, unknown>) {
  const visit = await claimedVisit(t, author, [doctorId]);
  const res = await t.api('POST /api/feedback', {
    cookie: author.cookie,
    body: {
      visit_id: visit.id,
      doctor_id: doctorId,
      consent_version: REVIEW_CONSENT_VERSION,
      rating: 4,
      medical_expertise: 4,
      customer_experience: 4,
      compliance: 4,
      comment: 'Bác sĩ khám kỹ.',
      ...extra,
    },
  });
  expect(res.status).toBe(201);
  const { id } = (await res.json()) as { id: string };
  await approveReview(t, admin, id);
  return id;
}

const answerSurvey = async (
  author: TestUser,
  feedbackId: string,
  body: ApiCall<'POST /api/me/feedback/:id/moh-survey'>['body'],
) => {
  const res = await t.api('POST /api/me/feedback/:id/moh-survey', {
    params: { id: feedbackId },
    cookie: author.cookie,
    body,
  });
  expect(res.status).toBe(201);
};

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
    const report = await t.api('POST /api/feedback/:id/report', {
      params: { id: other.feedbackId },
      cookie: me.cookie,
      body: { reason: 'spam', note: 'Lặp lại' },
    });
    expect(report.status).toBe(201);

    const res = await t.api('GET /api/me/data-export', { cookie: me.cookie });
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
    const html = await t.api('GET /api/me/data-export.html', { cookie: user.cookie });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-type')).toContain('text/html');
    const page = await html.text();
    expect(page).toContain('<h1>My data</h1>');
    expect(page).toContain('Kind &amp; &lt;careful&gt;');
    for (let i = 0; i < 4; i++)
      expect((await t.api('GET /api/me/data-export', { cookie: user.cookie })).status).toBe(200);
    const limited = await t.api('GET /api/me/data-export', { cookie: user.cookie });
    expect(limited.status).toBe(429);
    expect((await t.api('GET /api/me/data-export')).status).toBe(401);
  });

  it("holds each review's recommendation, consents and survey answers, and only the person's own", async () => {
    const doctor = await makeDoctor(t);
    const me = await t.createUser();
    const answered = await reviewWith(me, doctor.id, {
      recommend_score: 9,
      contact_consent: true,
      quote_consent: true,
    });
    const plain = await reviewWith(me, doctor.id, {});
    await answerSurvey(me, answered, {
      answers: { A1: 4, B7: 2, E4: 5 },
      expectation_percent: 80,
      return_intent: 5,
    });
    // Another patient's survey of the same doctor stays out.
    const other = await t.createUser();
    await answerSurvey(other, await reviewWith(other, doctor.id, { recommend_score: 3 }), {
      answers: { C1: 1 },
      expectation_percent: 33,
    });

    const data = await (await t.api('GET /api/me/data-export', { cookie: me.cookie })).json();
    const byId = Object.fromEntries(data.reviews.map((r: { id: string }) => [r.id, r]));
    expect(Object.keys(byId).sort()).toEqual([answered, plain].sort());
    expect(byId[answered]).toMatchObject({
      recommend_score: 9,
      contact_consent: true,
      quote_consent: true,
      moh_survey: {
        answers: { A1: 4, B7: 2, E4: 5 },
        expectation_percent: 80,
        return_intent: 5,
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      },
    });
    // Unanswered and unticked: said so, not left out.
    expect(byId[plain]).toMatchObject({
      recommend_score: null,
      contact_consent: false,
      quote_consent: false,
      moh_survey: null,
    });
    expect(JSON.stringify(data)).not.toContain('"expectation_percent":33');
  });
});
