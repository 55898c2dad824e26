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

/** A demo patient whose profile says English (see src/server/seed/data/patients.ts). */
const SARAH = { email: 'sarah.mitchell@example.com', password: 'benhnhan-demo-2026' };

const poll = <T>(read: () => Promise<T> | T) =>
  expect.poll(read, { timeout: 15_000, interval: 100 });

const storedLanguage = (page: Page) => page.evaluate(() => window.localStorage.getItem('lang'));

/**
 * The profile's language follows a signed-in person to any browser: a fresh one (nothing
 * remembered, Vietnamese as for any first visit) turns English when an English-speaking patient
 * signs in, the bell shows their notifications in the language on screen, and the switcher saves
 * a new choice to the profile, which the next fresh browser applies at sign-in.
 */
describe.skipIf(!hasChromium)("the profile's language on a fresh browser", () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  /** Signs in through the form of a fresh browser, which starts in Vietnamese. */
  async function signInFresh(account: { email: string; password: string }): Promise<Page> {
    // Its own storage: nothing remembered from an earlier visit.
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/auth');
    await poll(() => page.getByRole('heading', { level: 1 }).count()).toBeGreaterThan(0);
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Mật khẩu', { exact: true }).fill(account.password);
    await page.locator('form').getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    await poll(() => new URL(page.url()).pathname).toBe('/');
    return page;
  }

  async function announce() {
    const admin = await (await newContext(browser, app.url)).newPage();
    const headers = { origin: app.url };
    const signedIn = await admin.request.post('/api/auth/sign-in/email', {
      data: ADMIN,
      headers,
    });
    expect(signedIn.status()).toBe(200);
    const res = await admin.request.post('/api/admin/announcements', {
      data: {
        title: 'Nghỉ lễ Quốc khánh',
        content: 'Các phòng khám nghỉ ngày 2/9.',
        title_en: 'National Day closure',
        content_en: 'Clinics close on 2 September.',
      },
      headers,
    });
    expect(res.status(), await res.text()).toBe(201);
    await admin.context().close();
  }

  it('applies English at sign-in, shows the bell in it, and saves the switcher to the profile', async () => {
    await announce();
    const page = await signInFresh(SARAH);

    // The profile's language, applied once the account is read; remembered from now on.
    await poll(() => page.getAttribute('html', 'lang')).toBe('en');
    await poll(() => page.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(1);
    await poll(() =>
      page.getByRole('heading', { level: 1, name: 'Find a doctor you can trust' }).count(),
    ).toBe(1);
    expect(await page.getByRole('button', { name: /Language: English/ }).count()).toBe(1);
    expect(await storedLanguage(page)).toBe('en');

    // The bell reads the announcement in English…
    const bell = page.getByRole('button', { name: /^Notifications/ });
    await poll(() => bell.count()).toBe(1);
    await bell.click();
    const menu = page.getByRole('menu', { name: /^Notifications/ });
    await poll(() => menu.getByText('System Announcement: National Day closure').count()).toBe(1);
    expect(await menu.getByText('Nghỉ lễ Quốc khánh', { exact: false }).count()).toBe(0);
    await page.keyboard.press('Escape');

    // …and the switcher changes the screen, the bell and the profile together.
    await page.getByRole('button', { name: /Language: English/ }).click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await poll(() => page.getAttribute('html', 'lang')).toBe('vi');
    await poll(
      async () => (await (await page.request.get('/api/me')).json()).profile.language,
    ).toBe('vi');
    await page.getByRole('button', { name: /^Thông báo/ }).click();
    const menuVi = page.getByRole('menu', { name: /^Thông báo/ });
    await poll(() => menuVi.getByText('Thông báo hệ thống: Nghỉ lễ Quốc khánh').count()).toBe(1);
    await page.context().close();

    // Another fresh browser now gets Vietnamese, the profile's new language; switching back to
    // English there is saved too, for the next one.
    const other = await signInFresh(SARAH);
    await poll(() => other.getByRole('navigation', { name: 'Điều hướng chính' }).count()).toBe(1);
    await other.getByRole('button', { name: /Menu tài khoản/ }).waitFor();
    expect(await other.getAttribute('html', 'lang')).toBe('vi');
    await other.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ }).click();
    await other.getByRole('menuitemradio', { name: 'English' }).click();
    await poll(
      async () => (await (await other.request.get('/api/me')).json()).profile.language,
    ).toBe('en');
    await other.context().close();

    const third = await signInFresh(SARAH);
    await poll(() => third.getAttribute('html', 'lang')).toBe('en');
    await third.context().close();
  });

  /** A fresh browser whose guest chose `language` in the header's switcher. */
  async function guestWhoChose(language: 'English' | 'Tiếng Việt'): Promise<Page> {
    const page = await (await newContext(browser, app.url)).newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /(Ngôn ngữ|Language): / }).click();
    await page.getByRole('menuitemradio', { name: language }).click();
    await poll(() => page.getAttribute('html', 'lang')).toBe(language === 'English' ? 'en' : 'vi');
    return page;
  }

  /** Signs in through the form on the page's own screen, in whichever language it shows. */
  async function signInOn(page: Page, account: { email: string; password: string }) {
    await page.goto('/auth');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^(Mật khẩu|Password)$/).fill(account.password);
    await page
      .locator('form')
      .getByRole('button', { name: /^(Đăng nhập|Sign in)$/ })
      .click();
    await poll(() => new URL(page.url()).pathname).not.toBe('/auth');
  }

  it('keeps the latest explicit choice: a guest’s English over an older Vietnamese profile', async () => {
    // The administrator's profile is Vietnamese and was never chosen: a guest's English is newer.
    const page = await guestWhoChose('English');
    await signInOn(page, ADMIN);
    await poll(() => new URL(page.url()).pathname).toBe('/admin');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    // Saved to the profile, so e-mails and notifications follow, and other browsers too.
    await poll(
      async () => (await (await page.request.get('/api/me')).json()).profile.language,
    ).toBe('en');
    await page.goto('/admin/doctors');
    await poll(() => page.getByRole('heading', { level: 1, name: 'Doctors' }).count()).toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.context().close();

    // A choice made on this device earlier loses to a later one saved on the account elsewhere.
    const earlier = await guestWhoChose('Tiếng Việt');
    const elsewhere = await (await newContext(browser, app.url)).newPage();
    await signInOn(elsewhere, ADMIN);
    await poll(() => elsewhere.getAttribute('html', 'lang')).toBe('en');
    await elsewhere
      .getByRole('button', { name: /Language: English/ })
      .first()
      .click();
    await elsewhere.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await poll(
      async () => (await (await elsewhere.request.get('/api/me')).json()).profile.language,
    ).toBe('vi');
    await elsewhere
      .getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ })
      .first()
      .click();
    await elsewhere.getByRole('menuitemradio', { name: 'English' }).click();
    await poll(
      async () => (await (await elsewhere.request.get('/api/me')).json()).profile.language,
    ).toBe('en');
    await elsewhere.context().close();
    await signInOn(earlier, ADMIN);
    await poll(() => earlier.getAttribute('html', 'lang')).toBe('en');
    await poll(() => earlier.getByRole('heading', { level: 1, name: 'Dashboard' }).count()).toBe(1);
    expect((await (await earlier.request.get('/api/me')).json()).profile.language).toBe('en');
    await earlier.context().close();
  });
});
