import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningApp,
  startApp,
} from './support/app';
import { eventually } from './support/poll';

/** expect.poll waits 1 s by default; a cold admin chunk on a busy CI machine can take longer. */

const PATIENT = { email: 'minh.tran@example.com', password: 'benhnhan-demo-2026' };

/**
 * The administrator's operations journey on the demo data (6 pending and 3 reported reviews):
 * moderate, restore, change a role, announce, then find those actions in the audit log.
 */
describe.skipIf(!hasChromium)('admin operations journey', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedInPage(account: { email: string; password: string }): Promise<Page> {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: app.url },
    });
    expect(response.ok()).toBe(true);
    return page;
  }

  const toast = (page: Page, text: string) =>
    page.locator('[data-sonner-toast]', { hasText: text });

  it('moderates, restores, changes a role, announces, and finds it all in the audit log', async () => {
    const page = await signedInPage(ADMIN);
    const title = `Lịch nghỉ lễ ${Date.now()}`;

    // Approve one pending review.
    await page.goto('/admin/feedback/moderate');
    const heading = page.getByRole('heading', { level: 1 });
    await eventually(() => heading.textContent()).toBe('Kiểm duyệt đánh giá7');
    const first = page.getByRole('article').first();
    const doctor = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
    expect(doctor).not.toBe('');
    await first.getByRole('button', { name: 'Duyệt', exact: true }).click();
    await eventually(() => toast(page, 'Đã duyệt đánh giá').count()).toBe(1);
    await eventually(() => heading.textContent()).toBe('Kiểm duyệt đánh giá6');
    expect(await page.getByRole('article').count()).toBe(6);

    // Restore one reported review, after confirming.
    await page.goto('/admin/feedback/reported');
    await eventually(() => page.getByRole('article').count()).toBe(3);
    await page.getByRole('article').first().getByRole('button', { name: 'Khôi phục' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Khôi phục' }).click();
    await eventually(() => toast(page, 'Đã khôi phục đánh giá').count()).toBe(1);
    await eventually(() => page.getByRole('article').count()).toBe(2);

    // Give a demo patient the staff role.
    await page.goto('/admin/users/roles');
    await page.getByRole('searchbox', { name: 'Tìm người dùng' }).fill('minh.tran');
    const row = page.getByRole('row', { name: /minh\.tran@example\.com/ });
    await eventually(() => row.count()).toBe(1);
    // The button reads its action and names the person; the row is already that person's.
    await row.getByRole('button', { name: /^Gán vai trò/ }).click();
    await eventually(() => toast(page, 'Đã cập nhật vai trò').count()).toBe(1);
    await eventually(() => row.getByText('Nhân viên').count()).toBe(1);

    // Publish an announcement.
    await page.goto('/admin/settings/announcements');
    await page.getByLabel('Tiêu đề', { exact: true }).fill(title);
    await page
      .getByLabel('Nội dung', { exact: true })
      .fill('Phòng khám nghỉ ngày 30/4 và 1/5.\nMở cửa lại ngày 2/5.');
    await page.getByRole('button', { name: 'Đăng thông báo' }).click();
    await eventually(() => toast(page, 'Đã đăng thông báo').count()).toBe(1);
    await eventually(() => page.getByRole('heading', { name: title }).count()).toBe(1);

    // The audit log shows what those actions wrote, newest first.
    await page.goto('/admin/settings/audit');
    const log = page.getByRole('table');
    await eventually(() => log.getByRole('row').count()).toBeGreaterThan(4);
    const rowWith = (text: string | RegExp) => log.getByRole('row').filter({ hasText: text });
    await eventually(() =>
      rowWith('Role of minh.tran@example.com changed from none to staff').count(),
    ).toBe(1);
    expect(await rowWith('user.role_changed').first().textContent()).toContain(ADMIN.email);
    expect(await rowWith('feedback.approved').count()).toBe(1);
    expect(await rowWith('feedback.restored').count()).toBe(1);
    expect(await rowWith('announcement.created').count()).toBe(1);

    // Filtering by action type narrows the log to that group.
    await page.getByRole('combobox', { name: 'Loại thao tác' }).click();
    await page.getByRole('option', { name: 'Đánh giá' }).click();
    await eventually(async () => {
      const codes = await log.locator('tbody code').allTextContents();
      return codes.length > 0 && codes.every((code) => code.startsWith('feedback.'));
    }).toBe(true);
    await page.context().close();

    // Every signed-in user reads the announcement at /announcements.
    const patient = await signedInPage(PATIENT);
    await patient.goto('/announcements');
    await eventually(() => patient.getByRole('heading', { name: title }).count()).toBe(1);
    expect(await patient.getByRole('button', { name: /Xóa/ }).count()).toBe(0);
    await patient.context().close();
  });
});
