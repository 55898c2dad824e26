import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { shortName } from '../../src/shared/names';
import {
  hasChromium,
  launchBrowser,
  type RunningApp,
  setProfileLanguage,
  startApp,
} from './support/app';
import { seriousViolations } from './support/axe';
import { eventually } from './support/poll';

const PASSWORD = 'benhnhan-demo-2026';

/**
 * A patient's data rights in the browser, in both languages: submitting with the consent box,
 * downloading one's data (JSON and the readable page), and closing the account.
 */
describe.skipIf(!hasChromium)('privacy journeys', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(email: string, lang: 'vi' | 'en'): Promise<Page> {
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({
      baseURL: app.url,
      bypassCSP: true,
      acceptDownloads: true,
      viewport: { width: 1280, height: 900 },
      locale: lang === 'vi' ? 'vi-VN' : 'en-US',
    });
    await context.addInitScript((language) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
    }, lang);
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: { email, password: PASSWORD },
      headers: { origin: app.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    await setProfileLanguage(page, lang, app.url);
    return page;
  }

  it('submits a review only with the consent ticked, in English', async () => {
    const page = await signedIn('khang.pham@example.com', 'en');
    await page.goto('/feedback');
    await page.getByLabel('Visit code').fill('BT9SEY3F');
    await page.getByLabel('Phone number').fill('0976543210');
    await page.getByRole('button', { name: 'Continue' }).click();
    // The visit has one doctor: their form opens at once, no choice to make.
    // The form's own heading (the page's title, "Rate your doctor after a visit", is there from
    // the start, so a looser match would pass before the form opened, or fail once it had).
    await eventually(() =>
      page.getByRole('heading', { name: 'Rate BS.CKII. Võ Thị Thu Hà', exact: true }).count(),
    ).toBe(1);
    for (const name of [
      'Overall rating',
      'Medical expertise',
      'Customer experience',
      'Compliance and behaviour',
    ])
      await page.getByRole('radiogroup', { name }).getByRole('radio', { name: '4 stars' }).click();
    // The public form of the name follows the profile's language, English here.
    const shown = shortName('Khang', 'Phạm Đức', 'en');
    expect(await page.getByRole('radio', { name: `Show as ${shown}` }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Send feedback', exact: true }).click();
    await eventually(() =>
      page.getByText('Please tick the consent box to send your review.').count(),
    ).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('checkbox', { name: /I agree that this review/ }).click();
    await page.getByRole('button', { name: 'Send feedback', exact: true }).click();
    await eventually(() =>
      page.getByRole('heading', { name: /^Thank you! Your review of .* was sent\.$/ }).count(),
    ).toBe(1);
  });

  it('downloads my data as JSON (Vietnamese) and as a readable page (English)', async () => {
    const vi = await signedIn('lan.hoang@example.com', 'vi');
    await vi.goto('/profile?tab=privacy');
    const json = vi.getByRole('button', { name: 'Tải bản JSON' });
    await json.waitFor();
    expect(await seriousViolations(vi)).toEqual([]);
    const [download] = await Promise.all([vi.waitForEvent('download'), json.click()]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data.account.email).toBe('lan.hoang@example.com');

    const en = await signedIn('lan.hoang@example.com', 'en');
    await en.goto('/profile?tab=privacy');
    const html = en.getByRole('button', { name: 'Download readable version (HTML)' });
    await html.waitFor();
    const [page] = await Promise.all([en.waitForEvent('download'), html.click()]);
    expect(page.suggestedFilename()).toBe('my-data.html');
    // The file is written in the profile's language, like the account's e-mails (the screens
    // follow the profile too, so English here).
    expect(fs.readFileSync((await page.path())!, 'utf8')).toContain('<h1>My data</h1>');
  });

  for (const [lang, email, words] of [
    [
      'vi',
      'thao.le@example.com',
      {
        start: 'Đóng tài khoản của tôi',
        password: 'Nhập mật khẩu để xác nhận',
        confirm: 'Đóng tài khoản vĩnh viễn',
        keep: 'Giữ lại ở dạng ẩn danh',
      },
    ],
    [
      'en',
      'minh.tran@example.com',
      {
        start: 'Close my account',
        password: 'Enter your password to confirm',
        confirm: 'Close my account for good',
        keep: 'Keep them, anonymously',
      },
    ],
  ] as const) {
    it(`closes the account after the password (${lang})`, async () => {
      const page = await signedIn(email, lang);
      await page.goto('/profile?tab=privacy');
      await page.getByRole('radio', { name: words.keep }).check();
      await page.getByRole('button', { name: words.start }).click();
      await page.getByLabel(words.password).fill(PASSWORD);
      expect(await seriousViolations(page)).toEqual([]);
      await page.getByRole('button', { name: words.confirm }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/');
      const again = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password: PASSWORD },
        headers: { origin: app.url },
      });
      expect(again.status()).toBe(401);
    });
  }
});
