/**
 * Object-level access: user B can never read or change A's notifications, pending feedback,
 * profile, preferences or avatar — whatever id B sends.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notify } from '../modules/notifications/notify';
import { makeDoctor, makeVisit, scores } from '../test/fixtures';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
let a: TestUser;
let b: TestUser;
let feedbackId: string;
let notificationId: string;
beforeAll(async () => {
  t = await startTestApp();
  a = await t.createUser({ firstName: 'An', lastName: 'Chủ' });
  b = await t.createUser({ firstName: 'Bình', lastName: 'Khách' });
  const doctor = await makeDoctor(t);
  const visit = await makeVisit(t, [doctor.id], '+84912345678');
  await t.request('POST', '/api/visits/verify', {
    cookie: a.cookie,
    body: { visit_code: visit.visit_code, phone: '0912345678' },
  });
  feedbackId = (
    await (
      await t.request('POST', '/api/feedback', {
        cookie: a.cookie,
        body: {
          visit_id: visit.id,
          doctor_id: doctor.id,
          ...scores(4),
          comment: 'Riêng của A',
          consent_version: '2026-01',
        },
      })
    ).json()
  ).id;
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
  notificationId = (
    await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json()
  ).items[0].id;
});
afterAll(() => t.close());

describe("B and A's things", () => {
  it("cannot see A's notifications or mark them read", async () => {
    expect(
      (await (await t.request('GET', '/api/notifications', { cookie: b.cookie })).json()).items,
    ).toEqual([]);
    expect(
      (await t.request('POST', `/api/notifications/${notificationId}/read`, { cookie: b.cookie }))
        .status,
    ).toBe(404);
    await t.request('POST', '/api/notifications/read-all', { cookie: b.cookie });
    expect(
      (await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json())
        .unread_count,
    ).toBe(1);
  });

  it("cannot see, delete, report or appeal A's feedback", async () => {
    expect(
      (await (await t.request('GET', '/api/me/feedback', { cookie: b.cookie })).json()).items,
    ).toEqual([]);
    expect(
      (await t.request('DELETE', `/api/me/feedback/${feedbackId}`, { cookie: b.cookie })).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', `/api/feedback/${feedbackId}/report`, {
          cookie: b.cookie,
          body: { reason: 'spam' },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.request('POST', `/api/me/feedback/${feedbackId}/appeal`, {
          cookie: b.cookie,
          body: { message: 'Xem lại giúp tôi' },
        })
      ).status,
    ).toBe(404);
    const doctorReviews = await (
      await t.request('GET', '/api/admin/feedback', { cookie: b.cookie })
    ).json();
    expect(doctorReviews.error.code).toBe('forbidden');
    expect(
      (await (await t.request('GET', '/api/me/feedback', { cookie: a.cookie })).json()).items,
    ).toHaveLength(1);
  });

  it("has no way to address A's profile, preferences or avatar: every /me route acts on the caller", async () => {
    await t.request('PATCH', '/api/me/profile', {
      cookie: b.cookie,
      body: { first_name: 'Đổi', last_name: 'Tên' },
    });
    await t.request('PUT', '/api/me/preferences', {
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
    await t.request('PUT', '/api/me/avatar', { cookie: b.cookie, body: form });
    const meA = await (await t.request('GET', '/api/me', { cookie: a.cookie })).json();
    expect(meA.profile).toMatchObject({ first_name: 'An', last_name: 'Chủ', avatar_url: null });
    expect(
      (await (await t.request('GET', '/api/me/preferences', { cookie: a.cookie })).json())
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
        await t.request('PATCH', `/api/admin/users/${a.id}`, {
          cookie: b.cookie,
          body: { first_name: 'X', last_name: 'Y', role: null },
        })
      ).status,
    ).toBe(403);
  });
});
