import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorSummary, Paged } from '../../src/shared/doctors';
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

const DOCTOR_ACCOUNT = { email: 'thao.le@example.com', password: 'benhnhan-demo-2026' };
const STAFF = { email: 'minh.tran@example.com', password: 'benhnhan-demo-2026' };

/** A doctor replying from the portal, staff moderating it, and the reply on the public page. */
describe.skipIf(!hasChromium)('roles and a voice for doctors', () => {
  let app: RunningApp;
  let browser: Browser;
  let doctor: DoctorSummary;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const admin = await signedIn(ADMIN, 'vi');
    const list = (await (
      await admin.request.get('/api/doctors?sort=reviews&page_size=12')
    ).json()) as Paged<DoctorSummary>;
    doctor = list.items[0]!;
    const linked = await admin.request.put(`/api/admin/doctors/${doctor.id}/account`, {
      data: { email: DOCTOR_ACCOUNT.email },
      headers: { origin: app.url },
    });
    expect(linked.status(), await linked.text()).toBe(200);
    const users = (await (
      await admin.request.get(`/api/admin/users?q=${encodeURIComponent(STAFF.email)}`)
    ).json()) as { items: { id: string; email: string }[] };
    const staff = users.items.find((u) => u.email === STAFF.email)!;
    const role = await admin.request.put(`/api/admin/users/${staff.id}/role`, {
      data: { role: 'staff' },
      headers: { origin: app.url },
    });
    expect(role.status(), await role.text()).toBe(200);
    await admin.context().close();
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(account: { email: string; password: string }, lang: 'vi' | 'en') {
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({
      baseURL: app.url,
      bypassCSP: true,
      viewport: { width: 390, height: 844 },
    });
    context.on('weberror', (e) => {
      throw e.error();
    });
    await context.addInitScript((language) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
    }, lang);
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: account,
      headers: { origin: app.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    await setProfileLanguage(page, lang, app.url);
    return page;
  }

  interface PortalWords {
    title: string;
    replied: string;
    label: string;
    risky: string;
    warning: string;
    send: string;
    sent: string;
    pending: string;
  }

  async function replyFromPortal(page: Page, t: PortalWords, text: string) {
    await page.goto('/portal');
    await eventually(() => page.getByRole('heading', { level: 1, name: t.title }).count()).toBe(1);
    await page.getByLabel(t.replied, { exact: true }).selectOption('no');
    const box = page.getByLabel(t.label).first();
    await box.waitFor();
    // Health details warn the writer before sending.
    await box.fill(t.risky);
    await eventually(() => page.getByText(t.warning).count()).toBeGreaterThan(0);
    await box.fill(text);
    await eventually(() => page.getByText(t.warning).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: t.send }).first().click();
    await eventually(() => page.getByText(t.sent).count()).toBeGreaterThan(0);
    // Among the replied reviews now, pending moderation.
    await page.getByLabel(t.replied, { exact: true }).selectOption('yes');
    const item = page.locator('li', { hasText: text });
    await eventually(() => item.count()).toBe(1);
    expect(await item.getByText(t.pending, { exact: true }).count()).toBe(1);
  }

  it('lets the doctor reply in Vietnamese and English from a phone', async () => {
    const vi = await signedIn(DOCTOR_ACCOUNT, 'vi');
    await replyFromPortal(
      vi,
      {
        title: 'Cổng bác sĩ',
        replied: 'Phản hồi',
        label: 'Phản hồi công khai của bạn',
        risky: 'Kết quả xét nghiệm của bạn đã có',
        warning: 'Kiểm tra trước khi gửi',
        send: 'Gửi phản hồi',
        sent: 'Đã gửi phản hồi, đang chờ duyệt.',
        pending: 'Chờ duyệt',
      },
      'Cảm ơn bạn đã góp ý, chúng tôi sẽ rút ngắn thời gian chờ.',
    );
    await vi.context().close();

    const en = await signedIn(DOCTOR_ACCOUNT, 'en');
    await replyFromPortal(
      en,
      {
        title: 'Doctor portal',
        replied: 'Reply',
        label: 'Your public reply',
        risky: 'Your diagnosis was confirmed',
        warning: 'Check before sending',
        send: 'Send reply',
        sent: 'Reply sent, awaiting moderation.',
        pending: 'Pending',
      },
      'Thank you for your kind words.',
    );
    await en.context().close();
  });

  it("shows the doctor one question at a time in the trend, on the public page's score", async () => {
    const page = await signedIn(DOCTOR_ACCOUNT, 'en');
    await page.setViewportSize({ width: 360, height: 780 });
    await page.goto('/portal');
    const chooser = page.getByRole('group', { name: 'Show' });
    await eventually(() => chooser.getByRole('radio').count()).toBe(6);
    expect(await chooser.getByRole('radio', { name: 'Combined score' }).isChecked()).toBe(true);
    const chart = page.locator('[data-series]');
    await eventually(() => chart.getAttribute('data-series')).toBe('score');
    // One axis of whole stars, 1 to 5; no second axis.
    await eventually(() => chart.locator('.recharts-yAxis').count()).toBe(1);
    // (recharts draws tick labels in a layer of their own: the numeric ones are the y axis's.)
    const numericTicks = async () =>
      (await chart.locator('.recharts-cartesian-axis-tick-value').allTextContents()).filter((v) =>
        /^\d+$/.test(v),
      );
    await eventually(numericTicks).toEqual(['1', '2', '3', '4', '5']);
    expect(await chart.locator('.recharts-line').count()).toBe(1);
    // The keyboard moves between the questions, as in any radio group.
    await chooser.getByRole('radio', { name: 'Combined score' }).focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => chart.getAttribute('data-series')).toBe('rating');
    await chooser.getByText('Reviews', { exact: true }).click();
    await eventually(() => chart.getAttribute('data-series')).toBe('review_count');
    expect(await chart.locator('.recharts-bar').count()).toBe(1);
    expect(await chart.locator('.recharts-line').count()).toBe(0);
    // The headline is the score patients see on the doctor's page.
    const mine = await (await page.request.get('/api/portal')).json();
    const publicly = await (await page.request.get(`/api/doctors/${doctor.id}`)).json();
    expect(mine.score).toBe(publicly.score);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await page.context().close();
  });

  it('lets staff moderate replies without users or settings, and the reply shows publicly', async () => {
    const staff = await signedIn(STAFF, 'vi');
    await staff.goto('/admin/users');
    await eventually(() => new URL(staff.url()).pathname).toBe('/admin');
    await eventually(() =>
      staff.getByText('Vai trò của bạn không mở được màn hình đó.', { exact: false }).count(),
    ).toBe(1);
    expect((await staff.request.get('/api/admin/settings')).status()).toBe(403);
    expect((await staff.request.get('/api/admin/users')).status()).toBe(403);

    await staff.goto('/admin/feedback/replies');
    await eventually(() =>
      staff.getByRole('heading', { level: 1, name: 'Phản hồi công khai' }).count(),
    ).toBe(1);
    const card = staff.locator('li', {
      hasText: 'Cảm ơn bạn đã góp ý, chúng tôi sẽ rút ngắn thời gian chờ.',
    });
    await card.waitFor();
    expect(await seriousViolations(staff)).toEqual([]);
    await card.getByRole('button', { name: 'Đăng' }).click();
    await eventually(() => card.count()).toBe(0);
    await staff.context().close();

    for (const [lang, title] of [
      ['vi', 'Phản hồi của bác sĩ'],
      ['en', 'Response from the doctor'],
    ] as const) {
      const visitor = await browser.newContext({ baseURL: app.url, bypassCSP: true });
      await visitor.addInitScript((language) => {
        if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
      }, lang);
      const page = await visitor.newPage();
      await page.goto(`/doctors/${doctor.id}`);
      const reply = page.locator('section', { hasText: title });
      await eventually(() => reply.count()).toBeGreaterThan(0);
      expect(await reply.first().textContent()).toContain(
        'Cảm ơn bạn đã góp ý, chúng tôi sẽ rút ngắn thời gian chờ.',
      );
      expect(await seriousViolations(page)).toEqual([]);
      await visitor.close();
    }
  });
});
