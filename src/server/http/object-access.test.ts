/**
 * Object-level access: user B can never read or change A's notifications, pending feedback,
 * profile, preferences or avatar — whatever id B sends.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../modules/notifications/notify';
import { testAppForFile, testUserForFile } from '../test/file-app';
import { makeDoctor, submitReview, verifiedVisit } from '../test/fixtures';

const t = testAppForFile();
const a = testUserForFile(t, { firstName: 'An', lastName: 'Chủ' });
const b = testUserForFile(t, { firstName: 'Bình', lastName: 'Khách' });
let feedbackId: string;
let notificationId: string;
beforeAll(async () => {
  const doctor = await makeDoctor(t);
  const visit = await verifiedVisit(t, a, [doctor.id]);
  const review = { visitId: visit.id, doctorId: doctor.id, rating: 4, comment: 'Riêng của A' };
  feedbackId = (await (await submitReview(t, a, review)).json()).id;
  await t.database.db.transaction((tx) =>
    notify(tx, {
      audience: { userId: a.id },
      preference: 'system_announcements',
      type: 'system',
      referenceId: null,
      text: { vi: { title: 'Cho A', message: 'x' }, en: { title: 'For A', message: 'x' } },
      link: 'http://x',
    }),
  );
  notificationId = (await (await t.api('GET /api/notifications', { cookie: a.cookie })).json())
    .items[0].id;
});

describe("B and A's things", () => {
  it("cannot see A's notifications or mark them read", async () => {
    expect(
      (await (await t.api('GET /api/notifications', { cookie: b.cookie })).json()).items,
    ).toEqual([]);
    expect(
      (
        await t.api('POST /api/notifications/:id/read', {
          params: { id: notificationId },
          cookie: b.cookie,
        })
      ).status,
    ).toBe(404);
    await t.api('POST /api/notifications/read-all', { cookie: b.cookie });
    expect(
      (await (await t.api('GET /api/notifications', { cookie: a.cookie })).json()).unread_count,
    ).toBe(1);
  });

  it("cannot see, delete, report or appeal A's feedback", async () => {
    expect(
      (await (await t.api('GET /api/me/feedback', { cookie: b.cookie })).json()).items,
    ).toEqual([]);
    expect(
      (await t.api('DELETE /api/me/feedback/:id', { params: { id: feedbackId }, cookie: b.cookie }))
        .status,
    ).toBe(404);
    expect(
      (
        await t.api('POST /api/feedback/:id/report', {
          params: { id: feedbackId },
          cookie: b.cookie,
          body: { reason: 'spam' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.api('POST /api/me/feedback/:id/appeal', {
          params: { id: feedbackId },
          cookie: b.cookie,
          body: { message: 'Xem lại giúp tôi' },
        })
      ).status,
    ).toBe(404);
    const doctorReviews = await (
      await t.api('GET /api/admin/feedback', { cookie: b.cookie })
    ).json();
    expect(doctorReviews.error.code).toBe('forbidden');
    expect(
      (await (await t.api('GET /api/me/feedback', { cookie: a.cookie })).json()).items,
    ).toHaveLength(1);
  });

  it("has no way to address A's profile, preferences or avatar: every /me route acts on the caller", async () => {
    await t.api('PATCH /api/me/profile', {
      cookie: b.cookie,
      body: { first_name: 'Đổi', last_name: 'Tên' },
    });
    await t.api('PUT /api/me/preferences', {
      cookie: b.cookie,
      body: {
        email_notifications: false,
        system_announcements: false,
        feedback_notifications: false,
        doctor_update_notifications: false,
      },
    });
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#123' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'a.png');
    await t.api('PUT /api/me/avatar', { cookie: b.cookie, formData: form });
    const meA = await (await t.api('GET /api/me', { cookie: a.cookie })).json();
    expect(meA.profile).toMatchObject({ first_name: 'An', last_name: 'Chủ', avatar_url: null });
    expect(
      (await (await t.api('GET /api/me/preferences', { cookie: a.cookie })).json())
        .email_notifications,
    ).toBe(true);
    // Extra ids in the body are refused, not silently applied to someone else.
    const sneaky = await t.request('PATCH', '/api/me/profile', {
      cookie: b.cookie,
      body: { first_name: 'X', last_name: 'Y', id: a.id },
    });
    expect(sneaky.status).toBe(400);
    expect(
      (
        await t.api('PATCH /api/admin/users/:id', {
          params: { id: a.id },
          cookie: b.cookie,
          body: { first_name: 'X', last_name: 'Y', role: null },
        })
      ).status,
    ).toBe(403);
  });
});
