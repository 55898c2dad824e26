import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorSummary, Paged } from '../../src/shared/doctors';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningApp,
  startApp,
} from './support/app';

function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}

const PATIENT = { email: 'tuan.dinh@example.com', password: 'benhnhan-demo-2026' };

/** A personal invitation link: a guest opens it, signs in, and rates without typing a code. */
describe.skipIf(!hasChromium)('invitation link journey (390 px)', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('opens the visit from the link after sign-in and rates with no code or phone', async () => {
    const admin = await (await newContext(browser, app.url)).newPage();
    const headers = { origin: app.url };
    expect(
      (
        await admin.request.post('/api/auth/sign-in/email', {
          data: { email: ADMIN.email, password: ADMIN.password },
          headers,
        })
      ).status(),
    ).toBe(200);
    const doctors = (await (
      await admin.request.get('/api/doctors?sort=reviews')
    ).json()) as Paged<DoctorSummary>;
    const doctor = doctors.items.at(-1)!;
    const created = await admin.request.post('/api/admin/visits', {
      data: {
        phone: '0907 555 123',
        visit_date: new Date().toISOString().slice(0, 10),
        doctor_ids: [doctor.id],
      },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const list = await (
      await admin.request.get(`/api/admin/visits?q=${(await created.json()).visit_code}`)
    ).json();
    const invite = await (
      await admin.request.get(`/api/admin/visits/${list.items[0].id}/invite`)
    ).json();
    const link = new URL(invite.url);

    const context = await newContext(browser, app.url, { width: 390, height: 844 });
    const page = await context.newPage();
    await page.goto(`${link.pathname}${link.search}&doctor=${doctor.id}`);
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');
    await page.getByLabel('Email').fill(PATIENT.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(PATIENT.password);
    await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();

    // Back on the link: the visit is open and the doctor's form is there, no code asked.
    const heading = page.getByRole('heading', { name: `Đánh giá ${doctor.name}` });
    await eventually(() => heading.count()).toBe(1);
    expect(await page.getByLabel('Mã lượt khám').count()).toBe(0);
    for (const name of [
      'Đánh giá chung',
      'Chuyên môn y khoa',
      'Trải nghiệm khách hàng',
      'Tuân thủ và thái độ',
    ]) {
      await page.getByRole('radiogroup', { name }).getByRole('radio', { name: '4 sao' }).click();
    }
    await page.getByRole('checkbox', { name: /Tôi đồng ý để đánh giá này/ }).click();
    await page.getByRole('button', { name: 'Gửi đánh giá', exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/doctors');
    await context.close();
  });
});
