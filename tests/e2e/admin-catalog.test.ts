import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
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

/**
 * The administrator's catalog journey: a new clinic with its opening hours, a new doctor in it
 * with a photo, verified so patients see them; and the admin layout's sidebar on desktop and phone.
 */
describe.skipIf(!hasChromium)('admin catalog journey', () => {
  let app: RunningApp;
  let browser: Browser;
  let imagePath: string;
  beforeAll(async () => {
    imagePath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dr-e2e-img-')), 'doctor.png');
    await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toFile(imagePath);
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (imagePath) fs.rmSync(path.dirname(imagePath), { recursive: true, force: true });
  });

  async function adminPage(viewport?: { width: number; height: number }): Promise<Page> {
    const context = await newContext(browser, app.url, viewport);
    const page = await context.newPage();
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: app.url },
    });
    expect(response.ok()).toBe(true);
    return page;
  }

  const toast = (page: Page, text: string) =>
    page.locator('[data-sonner-toast]', { hasText: text });

  async function choose(page: Page, combobox: string, option: string) {
    await page.getByRole('combobox', { name: combobox, exact: true }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
  }

  it('patient pages never download the admin bundle', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await eventually(() => page.getByRole('heading', { name: 'Bác sĩ nổi bật' }).count()).toBe(1);
    await page.goto('/doctors');
    await eventually(() => page.getByRole('article').count()).toBeGreaterThan(0);
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((s) => /admin|dashboard|clinic-form|ops-/.test(s))).toEqual([]);
    await context.close();
  });

  it('creates a clinic and a verified doctor with a photo, whom patients then find', async () => {
    const page = await adminPage();
    const stamp = Date.now();
    const clinicName = `Phòng khám Thủ Đức ${stamp}`;
    const doctorName = `BS. Võ Thị Kiểm Thử ${stamp}`;

    // A clinic: first a Monday that closes before it opens, refused with the spec's message.
    await page.goto('/admin/clinics/new');
    await page.getByLabel('Tên phòng khám').fill(clinicName);
    await page.getByLabel('Địa chỉ').fill('1 Võ Văn Ngân');
    await page.getByLabel('Thành phố').fill('TP. Hồ Chí Minh');
    await page.getByLabel('Số điện thoại').fill('090 123 4567');
    await choose(page, 'Giờ đóng cửa Thứ Hai', '08:00');
    const mondayError = page
      .locator('li[data-day="monday"]')
      .getByText('Giờ đóng cửa phải sau giờ mở cửa');
    await eventually(() => mondayError.count()).toBe(1);
    await page.getByRole('button', { name: 'Thêm phòng khám' }).click();
    await eventually(() => page.getByText('Vui lòng sửa 1 lỗi sau:').count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/admin/clinics/new');

    await choose(page, 'Giờ đóng cửa Thứ Hai', '18:00');
    await eventually(() => mondayError.count()).toBe(0);
    await page.getByRole('switch', { name: 'Mở cửa Thứ Bảy' }).click();
    await page.getByRole('button', { name: 'Thêm phòng khám' }).click();
    await eventually(() => toast(page, 'Đã thêm phòng khám thành công').count()).toBe(1);
    await eventually(() => new URL(page.url()).pathname).toBe('/admin/clinics');
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('thu duc');
    await page.getByRole('link', { name: clinicName, exact: true }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(clinicName);
    const hours = page.locator('dl', { hasText: 'Thứ Hai' });
    expect(await hours.textContent()).toContain('Thứ Hai09:00–18:00');
    expect(await hours.textContent()).toContain('Thứ Bảy09:00–17:00');
    expect(await hours.textContent()).toContain('Chủ NhậtĐóng cửa');

    // A doctor in that clinic, with a photo.
    await page.goto('/admin/doctors/new');
    await page.getByLabel('Ảnh bác sĩ').setInputFiles(imagePath);
    await eventually(() => page.getByRole('img', { name: 'Xem trước ảnh mới' }).count()).toBe(1);
    await page.getByLabel('Họ tên').fill(doctorName);
    await choose(page, 'Chuyên khoa', 'Nội tổng quát');
    await choose(page, 'Phòng khám', clinicName);
    await page.getByLabel('Số năm kinh nghiệm').fill('12');
    await page.getByRole('button', { name: 'Thêm bác sĩ' }).click();
    await eventually(() => toast(page, 'Đã thêm bác sĩ').count()).toBe(1);
    await eventually(() => new URL(page.url()).pathname).toBe('/admin/doctors');

    // New doctors are pending; verifying them publishes them.
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('kiem thu');
    const row = page.getByRole('row', { name: new RegExp(doctorName) });
    await eventually(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain(clinicName);
    expect(await row.locator('img').getAttribute('src')).toMatch(/^\/uploads\//);
    await row.getByRole('button', { name: /Chờ xác minh\. Đổi trạng thái/ }).click();
    await page.getByRole('menuitemradio', { name: 'Đã xác minh' }).click();
    await eventually(() =>
      row.getByRole('button', { name: /Đã xác minh\. Đổi trạng thái/ }).count(),
    ).toBe(1);

    await page.goto('/doctors?q=kiem+thu');
    const card = page.getByRole('article').filter({ hasText: doctorName });
    await eventually(() => card.count()).toBe(1);
    expect(await card.textContent()).toContain(clinicName);
    await page.context().close();
  });

  it('collapses the sidebar with Ctrl+B and keeps it collapsed after a reload', async () => {
    const page = await adminPage();
    await page.goto('/admin');
    const sidebar = page.locator('#admin-sidebar');
    await eventually(() => sidebar.getAttribute('data-state')).toBe('expanded');
    expect(Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(256);

    await page.keyboard.press('Control+b');
    await eventually(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    await eventually(async () => Math.round((await sidebar.boundingBox())?.width ?? 0)).toBe(48);
    const cookie = (await page.context().cookies()).find((c) => c.name === 'sidebar_state');
    expect(cookie?.value).toBe('false');
    // Kept for 7 days.
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);

    await page.reload();
    await eventually(() => sidebar.getAttribute('data-state')).toBe('collapsed');
    // Icons only, every link still named.
    await page.getByRole('link', { name: 'Phòng khám' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/admin/clinics');
    await page.context().close();
  });

  it('opens the sidebar as a sheet from the header on a 390 px phone', async () => {
    const page = await adminPage({ width: 390, height: 844 });
    await page.goto('/admin');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Bảng điều khiển',
    );
    expect(await page.getByRole('navigation', { name: 'Điều hướng quản trị' }).count()).toBe(0);

    await page.getByRole('button', { name: 'Mở menu quản trị' }).click();
    const sheet = page.getByRole('dialog', { name: 'Điều hướng quản trị' });
    await eventually(() => sheet.count()).toBe(1);
    // 18rem on phones (the sheet may still be sliding in, so rounded).
    expect(Math.round((await sheet.boundingBox())?.width ?? 0)).toBe(288);
    await sheet.getByRole('link', { name: 'Bác sĩ', exact: true }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/admin/doctors');
    await eventually(() => sheet.count()).toBe(0);
    // Nothing wider than the screen: tables scroll inside their own box.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await page.context().close();
  });
});
