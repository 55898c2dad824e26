import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, newContext, type RunningApp, startApp } from './support/app';

const pathname = (page: Page) => new URL(page.url()).pathname;
/** expect.poll with room for a busy machine: hashing a password alone can take a second. */
const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 15_000 });

/**
 * The code of an authenticator app for a base32 secret (RFC 6238, SHA-1, 30 s); `ahead` steps
 * later, since the server accepts each code once and the next step's code too.
 */
function totp(secret: string, ahead = 0): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secret.replace(/[\s=]/g, '')]
    .map((ch) => alphabet.indexOf(ch).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from((bits.match(/.{8}/g) ?? []).map((byte) => Number.parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000) + ahead));
  const hmac = crypto.createHmac('sha1', key).update(counter).digest();
  const offset = (hmac.at(-1) ?? 0) & 15;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Đăng nhập', exact: true }).last().click();
}

describe.skipIf(!hasChromium)('account journeys', () => {
  let app: RunningApp;
  let browser: Browser;
  let avatarFile: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    // A real image file, as a user would pick it.
    avatarFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'dr-avatar-')), 'me.png');
    await sharp({
      create: { width: 120, height: 120, channels: 3, background: { r: 13, g: 148, b: 136 } },
    })
      .png()
      .toFile(avatarFile);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
    if (avatarFile) fs.rmSync(path.dirname(avatarFile), { recursive: true, force: true });
  });

  it('signs up in Vietnamese, signs out and in, edits the profile and photo, switches language', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const email = `bao.anh.${Date.now()}@example.com`;
    const password = 'mat-khau-e2e-2026';

    // Sign up.
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Đăng ký ngay' }).click();
    await page.getByLabel('Họ và tên đệm').fill('Trần');
    await page.getByLabel('Tên', { exact: true }).fill('Bảo Anh');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    // The privacy notice box is required and starts unticked.
    await page.getByRole('checkbox', { name: /Tôi đã đọc và đồng ý/ }).click();
    await page.getByRole('button', { name: 'Đăng ký', exact: true }).click();
    // Sign-up opens no session (the same answer whether or not the e-mail is taken): the page
    // says what comes next, and the person may sign in with the password straight away.
    await poll(() => page.getByRole('heading', { name: 'Kiểm tra hộp thư của bạn' }).count()).toBe(
      1,
    );
    await page.getByRole('button', { name: 'Đăng nhập bằng mật khẩu' }).click();
    await poll(() => page.getByLabel('Email').inputValue()).toBe(email);
    await signIn(page, email, password);
    await poll(() => pathname(page)).toBe('/');
    const accountMenu = page.getByRole('button', { name: /Menu tài khoản/ });
    await poll(() => accountMenu.textContent()).toContain('Trần Bảo Anh');

    // Sign out from the header.
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Đăng xuất' }).click();
    await poll(() => page.getByText('Bạn đã đăng xuất.').count()).toBe(1);
    await poll(() => page.getByRole('link', { name: 'Đăng nhập' }).count()).toBe(1);

    // Wrong password first: a translated error, still on /auth.
    await signIn(page, email, 'not-the-password');
    await poll(() => page.getByRole('alert').textContent()).toContain(
      'Email hoặc mật khẩu không đúng.',
    );
    expect(pathname(page)).toBe('/auth');

    // Sign in again.
    await page.getByLabel('Mật khẩu', { exact: true }).fill(password);
    await page.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await poll(() => page.getByText('Đăng nhập thành công!').count()).toBe(1);
    await poll(() => pathname(page)).toBe('/');

    // Edit the name and upload a photo.
    await page.goto('/profile');
    await poll(() => page.getByRole('heading', { level: 2, name: 'Trần Bảo Anh' }).count()).toBe(1);
    // A patient has no staff role, so the profile shows no role line.
    expect(await page.getByText('Vai trò', { exact: true }).count()).toBe(0);
    await page.getByRole('button', { name: 'Chỉnh sửa hồ sơ' }).click();
    await page.getByLabel('Tên', { exact: true }).fill('Bảo Ngọc');
    await page.getByLabel('Ảnh đại diện').setInputFiles(avatarFile);
    await poll(() => page.getByRole('img', { name: 'Xem trước ảnh đại diện mới' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await poll(() => page.getByText('Đã cập nhật hồ sơ').count()).toBe(1);
    await poll(() => page.getByRole('heading', { level: 2, name: 'Trần Bảo Ngọc' }).count()).toBe(
      1,
    );
    // The stored photo is shown (and really loads) in place of the initials.
    const avatar = page.locator('main img[src^="/uploads/"]').first();
    await poll(() =>
      avatar.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth),
    ).toBeGreaterThan(0);

    // Switch the preferred language on the profile page: the app follows.
    await page.getByRole('button', { name: 'Chỉnh sửa hồ sơ' }).click();
    await page.getByRole('combobox', { name: 'Ngôn ngữ ưu tiên' }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await page.getByRole('button', { name: 'Lưu thay đổi' }).click();
    await poll(() => page.getByText('Profile updated').count()).toBe(1);
    await poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('My profile');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // English order now: given name first.
    expect(await page.getByRole('heading', { level: 2, name: 'Bảo Ngọc Trần' }).count()).toBe(1);

    // Sign out from the profile page.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await poll(() => pathname(page)).toBe('/');
    await page.goto('/profile');
    await poll(() => page.getByRole('heading', { name: 'You are not signed in' }).count()).toBe(1);
    await context.close();
  });

  it('turns on two-step verification, then asks for the code at sign-in', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const password = 'benhnhan-demo-2026';
    await signIn(page, 'minh.tran@example.com', password);
    await poll(() => pathname(page)).toBe('/');

    await page.goto('/profile?tab=security');
    await page.getByRole('button', { name: 'Bật xác thực hai bước' }).click();
    await page.getByLabel('Nhập mật khẩu để xác nhận').fill(password);
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await poll(() => page.getByRole('img', { name: /Mã QR/ }).count()).toBe(1);
    const secret = (await page.locator('main code').textContent()) ?? '';
    await page.getByLabel('Mã xác thực').fill(totp(secret));
    await page.getByRole('button', { name: 'Xác nhận và bật' }).click();
    await poll(() => page.getByRole('list', { name: 'Mã dự phòng' }).count()).toBe(1);
    await page.getByRole('button', { name: 'Tôi đã lưu các mã' }).click();
    await poll(() => page.getByText('Đang bật').count()).toBe(1);

    await context.clearCookies();
    await signIn(page, 'minh.tran@example.com', password);
    await poll(() => page.getByRole('heading', { name: 'Xác thực hai bước' }).count()).toBe(1);
    await page.getByLabel('Mã xác thực').fill(totp(secret, 1));
    await page.getByRole('button', { name: 'Xác nhận' }).click();
    await poll(() => page.getByText('Đăng nhập thành công!').count()).toBe(1);
    await poll(() => pathname(page)).toBe('/');
    await context.close();
  });

  it('sends a demo patient who opens /admin back to the home page', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await signIn(page, 'nhung.nguyen@example.com', 'benhnhan-demo-2026');
    await poll(() => page.getByText('Đăng nhập thành công!').count()).toBe(1);
    await poll(() => pathname(page)).toBe('/');

    await page.goto('/admin');
    await poll(() => pathname(page)).toBe('/');
    expect(await page.getByRole('link', { name: 'Quản trị' }).count()).toBe(0);

    // A guest is sent to sign in instead, and comes back to where they were going.
    await context.clearCookies();
    await page.goto('/admin/users');
    await poll(() => pathname(page)).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/admin/users');
    await context.close();
  });
});
