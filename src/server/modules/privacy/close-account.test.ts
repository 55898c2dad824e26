import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq, inArray, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLogs,
  feedback,
  feedbackReports,
  mohSurveyResponses,
  notifications,
  sessions,
  userPreferences,
  users,
  visits,
} from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches } from '../../test/fixtures';
import { type ApiCall, auditRows, outbox, startTestApp, type TestUser } from '../../test/harness';
import { publishedAnswer, publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const close = (u: TestUser, body: ApiCall<'DELETE /api/me/account'>['body']) =>
  t.api('DELETE /api/me/account', { cookie: u.cookie, body });
const stats = async (doctorId: string) =>
  (await t.api('GET /api/doctors/:id/stats', { params: { id: doctorId } })).json();

/** A patient with two published reviews, one pending, a report and notifications. */
async function busyPatient(lastName: string) {
  const first = await publishedReview(t, admin, { firstName: 'Mai', lastName, rating: 5 });
  const user = first.user;
  const second = await publishedReview(t, admin, { author: user, rating: 2 });
  const pending = await publishedReview(t, admin, { author: user, pending: true });
  const other = await publishedReview(t, admin, { doctorId: first.doctorId, rating: 3 });
  const reported = await t.api('POST /api/feedback/:id/report', {
    params: { id: other.feedbackId },
    cookie: user.cookie,
    body: { reason: 'spam' },
  });
  expect(reported.status).toBe(201);
  return { user, ids: [first.feedbackId, second.feedbackId, pending.feedbackId], first, other };
}

async function leftovers(userId: string) {
  const db = t.database.db;
  return {
    users: (await db.select().from(users).where(eq(users.id, userId))).length,
    sessions: (await db.select().from(sessions).where(eq(sessions.userId, userId))).length,
    notes: (await db.select().from(notifications).where(eq(notifications.user_id, userId))).length,
    prefs: (await db.select().from(userPreferences).where(eq(userPreferences.user_id, userId)))
      .length,
    claims: (await db.select().from(visits).where(eq(visits.claimed_by, userId))).length,
  };
}

describe('closing my account', () => {
  it('needs the password; removes everything, published reviews included, keeping aggregates true', async () => {
    const { user, ids, first, other } = await busyPatient('Lê');
    const wrong = await close(user, { password: 'not the password', reviews: 'remove' });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('invalid_current_password');
    const noChoice = await t.request('DELETE', '/api/me/account', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    expect(noChoice.status).toBe(400);
    // An entry written by someone else that names the account in its metadata (an invitation).
    await t.database.db.insert(auditLogs).values({
      user_id: null,
      action: 'doctor.account_invited',
      metadata: { email: user.email, doctor_id: first.doctorId },
    });

    const res = await close(user, { password: user.password, reviews: 'remove' });
    expect(res.status).toBe(204);
    expect(await leftovers(user.id)).toEqual({
      users: 0,
      sessions: 0,
      notes: 0,
      prefs: 0,
      claims: 0,
    });
    const db = t.database.db;
    expect(await db.select().from(feedback).where(inArray(feedback.id, ids))).toEqual([]);
    expect(
      await db
        .select()
        .from(feedbackReports)
        .where(eq(feedbackReports.feedback_id, other.feedbackId)),
    ).toEqual([]);
    expect(await aggregateMismatches(t)).toEqual([]);
    expect((await stats(first.doctorId)).review_count).toBe(1);
    expect((await t.api('GET /api/me', { cookie: user.cookie })).status).toBe(401);

    // A pseudonymous audit entry, and no row names the e-mail any more.
    const [entry] = await auditRows(t, 'privacy.account_closed');
    expect(entry).toMatchObject({ user_id: null, severity: 'warning' });
    expect(entry?.description).toMatch(/user-[0-9a-f]{16}/);
    const naming = await db
      .select()
      .from(auditLogs)
      .where(
        or(
          sql`${auditLogs.description} like ${`%${user.email}%`}`,
          sql`${auditLogs.metadata}::text like ${`%${user.email}%`}`,
        ),
      );
    expect(naming).toEqual([]);
    const mail = (await outbox(t)).filter((m) => m.to_address === user.email).at(-1);
    expect(mail?.subject).toBe('Tài khoản của bạn đã được đóng');
  });

  it('keeps published reviews anonymously when asked, and still drops the rest', async () => {
    const { user, ids, first } = await busyPatient('Võ');
    const before = await stats(first.doctorId);
    expect((await close(user, { password: user.password, reviews: 'anonymise' })).status).toBe(204);
    const rows = await t.database.db.select().from(feedback).where(inArray(feedback.id, ids));
    expect(rows.map((r) => r.id).sort()).toEqual([ids[0], ids[1]].sort());
    for (const r of rows)
      expect(r).toMatchObject({
        user_id: null,
        is_anonymous: true,
        status: 'approved',
        submitted_ip: null,
      });
    expect(await stats(first.doctorId)).toEqual(before);
    expect(await aggregateMismatches(t)).toEqual([]);
    const reviews = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: first.doctorId } })
    ).json();
    expect(reviews.items.find((r: { id: string }) => r.id === ids[0])).toMatchObject({
      is_anonymous: true,
      patient_name: null,
    });
  });

  it('asks for a current authenticator code when two-factor is on, accepting each code once', async () => {
    const user = await t.createUser();
    const enabled = await t.api('POST /api/auth/two-factor/enable', {
      cookie: user.cookie,
      body: { password: user.password },
    });
    const { totpURI } = await enabled.json();
    const secret = new TextDecoder().decode(
      base32.decode(new URL(totpURI).searchParams.get('secret')!),
    );
    const otp = createOTP(secret);
    const step = Math.floor(Date.now() / 30_000);
    const verified = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: user.cookie,
      body: { code: await otp.hotp(step - 1) },
    });
    expect(verified.status).toBe(200);
    const cookie = verified.headers.getSetCookie().length
      ? verified.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ')
      : user.cookie;
    const me = { ...user, cookie };
    const missing = await close(me, { password: user.password, reviews: 'remove' });
    expect((await missing.json()).error.code).toBe('invalid_two_factor_code');
    const replay = await close(me, {
      password: user.password,
      reviews: 'remove',
      code: await otp.hotp(step - 1),
    });
    expect(replay.status).toBe(401);
    const ok = await close(me, {
      password: user.password,
      reviews: 'remove',
      code: await otp.hotp(step + 1),
    });
    expect(ok.status).toBe(204);
  });

  it('refuses to close the last administrator, and admins deleting users follow the same rules', async () => {
    const only = await startTestApp();
    try {
      const sole = await only.createUser({ role: 'admin' });
      const res = await only.api('DELETE /api/me/account', {
        cookie: sole.cookie,
        body: { password: sole.password, reviews: 'remove' },
      });
      expect(res.status).toBe(409);
      expect((await res.json()).error.details.reason).toBe('last_admin');
    } finally {
      await only.close();
    }
    const { user, ids, first } = await busyPatient('Đỗ');
    const res = await t.api('DELETE /api/admin/users/:id', {
      params: { id: user.id },
      query: { reviews: 'remove' },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(204);
    expect(await t.database.db.select().from(feedback).where(inArray(feedback.id, ids))).toEqual(
      [],
    );
    expect(await aggregateMismatches(t)).toEqual([]);
    expect((await stats(first.doctorId)).review_count).toBe(1);
    expect(await leftovers(user.id)).toMatchObject({ users: 0, claims: 0, notes: 0 });
  });
});

describe('closing an account, reviews kept anonymously', () => {
  it("takes the person's own name, e-mail and phone out of what stays public", async () => {
    const { user, doctorId, feedbackId, visitId } = await publishedReview(t, admin, {
      firstName: 'Hồng Nhung',
      lastName: 'Nguyễn Thị',
    });
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, visitId));
    // The number as people write it: 0 and spaces, not +84.
    const local = `0${visit!.phone.slice(3)}`.replace(/^(\d{4})(\d{3})/, '$1 $2 ');
    const typed = `Tôi là nguyen thi hong nhung (${user.email.toUpperCase()}, ${local}). Bác sĩ Đức khám kỹ; chị Nhung ở quầy rất vui vẻ.`;
    await t.database.db.update(feedback).set({ comment: typed }).where(eq(feedback.id, feedbackId));
    await publishedAnswer(t, admin, user, feedbackId, `Gọi Hồng Nhung qua số ${visit!.phone} nhé.`);

    expect((await close(user, { password: user.password, reviews: 'anonymise' })).status).toBe(204);
    const page = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } })
    ).json();
    const shown = JSON.stringify(page);
    for (const detail of ['nguyen thi hong nhung', user.email, local, visit!.phone, 'Hồng Nhung']) {
      expect(shown.toLowerCase()).not.toContain(detail.toLowerCase());
    }
    const review = page.items.find((r: { id: string }) => r.id === feedbackId);
    // A given name alone may be someone else's (here, the receptionist's): it stays.
    expect(review.comment).toBe(
      'Tôi là […] ([…], […]). Bác sĩ Đức khám kỹ; chị Nhung ở quầy rất vui vẻ.',
    );
    expect(shown).toContain('Gọi […] qua số […] nhé.');
    expect(review.is_anonymous).toBe(true);
  });

  it('keeps the survey answers of the kept reviews, which identify nobody; the others go', async () => {
    const kept = await publishedReview(t, admin, { firstName: 'Thu Trang', lastName: 'Phạm' });
    const { user } = kept;
    const pending = await publishedReview(t, admin, { author: user, pending: true });
    const answer = (
      feedbackId: string,
      body: ApiCall<'POST /api/me/feedback/:id/moh-survey'>['body'],
    ) =>
      t.api('POST /api/me/feedback/:id/moh-survey', {
        params: { id: feedbackId },
        cookie: user.cookie,
        body,
      });
    const given = { answers: { A1: 5, C6: 2 }, expectation_percent: 90, return_intent: 5 };
    expect((await answer(kept.feedbackId, given)).status).toBe(201);
    expect((await answer(pending.feedbackId, { answers: { B7: 1 } })).status).toBe(201);
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.id, kept.visitId));

    expect((await close(user, { password: user.password, reviews: 'anonymise' })).status).toBe(204);
    const rows = await t.database.db
      .select()
      .from(mohSurveyResponses)
      .where(inArray(mohSurveyResponses.feedback_id, [kept.feedbackId, pending.feedbackId]));
    expect(rows).toHaveLength(1);
    const [survey] = rows;
    // Item codes with levels and two numbers, tied to a review that no longer names its author.
    expect(survey).toEqual({
      feedback_id: kept.feedbackId,
      ...given,
      created_at: expect.any(Date),
    });
    const [review] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, kept.feedbackId));
    expect(review).toMatchObject({ user_id: null, is_anonymous: true, submitted_ip: null });
    const text = JSON.stringify(survey).toLowerCase();
    for (const detail of [user.id, user.email, 'thu trang', 'phạm', visit!.phone, visit!.id])
      expect(text).not.toContain(detail.toLowerCase());
  });
});
