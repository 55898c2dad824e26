import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  type RunningApp,
  setProfileLanguage,
  startApp,
} from './support/app';
import { seriousViolations } from './support/axe';
import { eventually } from './support/poll';

const AUTHOR = { email: 'thao.le@example.com', password: 'benhnhan-demo-2026' };
const VISIT = { visit_code: 'Q7DKV2MC', phone: '0938765432' };
const PHONE = '0912 888 777';

/**
 * The moderation assistant in the browser: a review carrying a nurse's full name and the
 * author's phone number arrives with both highlighted and explained; the moderator hides the
 * number only and publishes; the public page shows the marker in its place; the author, reading
 * in English on a phone, is told what was hidden and may appeal.
 */
describe.skipIf(!hasChromium)('moderation assistant', () => {
  let app: RunningApp;
  let browser: Browser;
  let marker: string;
  let doctorId: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(
    account: { email: string; password: string },
    viewport = { width: 1280, height: 900 },
  ): Promise<Page> {
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({
      baseURL: app.url,
      bypassCSP: true,
      viewport,
      locale: 'vi-VN',
    });
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: account,
      headers: { origin: app.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    return page;
  }

  it('highlights and explains the findings; the moderator hides only the number and publishes', async () => {
    const author = await signedIn(AUTHOR);
    const verified = await author.request.post('/api/visits/verify', {
      data: VISIT,
      headers: { origin: app.url },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const visit = (await verified.json()) as { visit_id: string; doctors: { id: string }[] };
    doctorId = visit.doctors[0]!.id;
    marker = `Trợ lý ${Date.now()}`;
    const sent = await author.request.post('/api/feedback', {
      data: {
        visit_id: visit.visit_id,
        doctor_id: doctorId,
        rating: 4,
        medical_expertise: 4,
        customer_experience: 4,
        compliance: 4,
        comment: `${marker}. Chị điều dưỡng Nguyễn Thị Hoa rất tận tình. Ai cần thì gọi tôi ${PHONE}.`,
        consent_version: '2026-01',
      },
      headers: { origin: app.url },
    });
    expect(sent.status(), await sent.text()).toBe(201);

    const admin = await signedIn(ADMIN);
    await admin.goto('/admin/feedback/moderate');
    const item = admin.getByRole('article').filter({ hasText: marker });
    await eventually(() => item.count()).toBe(1);
    // Personal data comes before everyday reviews in the queue.
    const first = admin.getByRole('article').first();
    expect(await first.getByText('Có thể chứa thông tin cá nhân').count()).toBe(1);
    const note = item.getByRole('region', { name: 'Kết quả rà soát tự động' });
    expect(await note.getByText(`Số điện thoại: “${PHONE}”`).count()).toBe(1);
    expect(await note.getByText('Họ tên của một người: “Nguyễn Thị Hoa”').count()).toBe(1);
    expect(await item.locator('mark').allTextContents()).toEqual(['Nguyễn Thị Hoa', PHONE]);

    await item.getByRole('button', { name: 'Ẩn từ ngữ…' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Ẩn một phần đánh giá này' });
    await dialog.waitFor();
    expect(await seriousViolations(admin)).toEqual([]);
    // The nurse is praised: her name may stay. The author's own number goes.
    await dialog.getByRole('checkbox', { name: 'Họ tên của một người: “Nguyễn Thị Hoa”' }).click();
    await dialog
      .getByLabel('Ghi chú gửi người viết (không bắt buộc)')
      .fill('Số điện thoại cá nhân');
    await dialog.getByRole('button', { name: 'Ẩn các phần đã chọn' }).click();
    await eventually(() =>
      admin.locator('[data-sonner-toast]', { hasText: 'Đã ẩn các từ ngữ' }).count(),
    ).toBe(1);
    await eventually(() => item.getByText(/gọi tôi \[đã ẩn\]\./).count()).toBe(1);
    expect(await item.getByText(`Số điện thoại: “${PHONE}”`).count()).toBe(1);
    await item.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await eventually(() => item.count()).toBe(0);

    const guest = await browser.newPage({ baseURL: app.url, locale: 'vi-VN' });
    await guest.goto(`/doctors/${doctorId}`);
    const review = guest.getByRole('article').filter({ hasText: marker });
    await eventually(() => review.count()).toBe(1);
    expect(await review.textContent()).toContain('gọi tôi [đã ẩn].');
    expect(await review.textContent()).not.toContain('888');
    expect(await review.textContent()).toContain('Nguyễn Thị Hoa');
    await Promise.all([author, admin, guest].map((p) => p.context().close()));
  });

  it('tells the author, in English on a phone, what was hidden, and takes the appeal', async () => {
    const author = await signedIn(AUTHOR, { width: 390, height: 844 });
    await setProfileLanguage(author, 'en', app.url);
    await author.goto('/profile?tab=feedback');
    const mine = author.getByRole('article').filter({ hasText: marker });
    await eventually(() => mine.count()).toBe(1);
    await eventually(() =>
      mine
        .getByText(/A moderator hid part of this review: a phone number — Số điện thoại cá nhân/)
        .count(),
    ).toBe(1);
    await mine.getByRole('button', { name: 'Appeal this decision' }).click();
    await mine
      .getByLabel('Why should it be reconsidered?')
      .fill('That is the clinic hotline, not mine.');
    await mine.getByRole('button', { name: 'Send appeal' }).click();
    await eventually(() => mine.getByText(/Appeal sent/).count()).toBe(1);
    expect(
      await author.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    ).toBeLessThanOrEqual(0);
    expect(await seriousViolations(author)).toEqual([]);
    await author.context().close();
  });
});
