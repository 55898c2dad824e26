import fs from 'node:fs';
import { createRequire } from 'node:module';
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

const PATIENT = { email: 'nhung.nguyen@example.com', password: 'benhnhan-demo-2026' };

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** axe-core on the given parts of the page (CSS selectors); serious or critical only. */
async function seriousViolations(page: Page, include: string[]): Promise<string[]> {
  // Evaluated through the DevTools protocol: the app's CSP (rightly) refuses inline scripts.
  await page.evaluate(axeSource);
  const violations = await page.evaluate(async (selectors) => {
    type Violation = { id: string; impact: string | null; nodes: { target: string[] }[] };
    const { axe } = window as unknown as {
      axe: { run: (ctx: { include: string[][] }) => Promise<{ violations: Violation[] }> };
    };
    return (await axe.run({ include: selectors.map((s) => [s]) })).violations;
  }, include);
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** expect.poll waits 1 s by default; live delivery and cold chunks need more on a busy machine. */

/**
 * Real-time notifications end to end: an admin announces in one browser context while a patient
 * in another has the home page open; the patient gets the toast and the badge without a reload.
 */
describe.skipIf(!hasChromium)('live notifications', () => {
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
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  it('an announcement reaches a signed-in patient live, and the bell leads to it', async () => {
    const [admin, patient] = await Promise.all([signedInPage(ADMIN), signedInPage(PATIENT)]);

    // The patient's home page, with the stream connected (the bell is rendered once signed in).
    const streamOpened = patient.waitForResponse(
      (r) => r.url().endsWith('/api/notifications/stream') && r.status() === 200,
    );
    await patient.goto('/');
    const bell = patient.getByRole('button', { name: /^Thông báo/ });
    await eventually(() => bell.count()).toBe(1);
    await streamOpened;
    const unreadBefore = await patient.evaluate(async () => {
      const res = await fetch('/api/notifications?limit=1');
      return ((await res.json()) as { unread_count: number }).unread_count;
    });
    const navigations: string[] = [];
    patient.on('framenavigated', (frame) => {
      if (frame === patient.mainFrame()) navigations.push(frame.url());
    });

    const title = `Lịch nghỉ lễ ${Date.now()}`;
    const created = await admin.request.post('/api/admin/announcements', {
      data: { title, content: 'Các phòng khám nghỉ ngày 30/4 và 1/5, mở lại ngày 2/5.' },
      headers: { origin: app.url },
    });
    expect(created.ok(), await created.text()).toBe(true);

    // The toast (the patient's language is Vietnamese) and the badge, with no reload.
    const noticeTitle = `Thông báo hệ thống: ${title}`;
    const toast = patient.locator('[data-sonner-toast]').filter({ hasText: noticeTitle });
    await eventually(() => toast.count()).toBe(1);
    expect(await toast.getByRole('button', { name: 'Xem' }).count()).toBe(1);
    const unread = unreadBefore + 1;
    const unreadLabel = `Thông báo, ${unread > 9 ? '9+' : unread} chưa đọc`;
    await eventually(() => bell.getAttribute('aria-label')).toBe(unreadLabel);
    expect(navigations).toEqual([]);

    // Open the bell from the keyboard: the new notification is on top and unread. Focusing it
    // swaps the real menu in for its stand-in; Radix tells keyboard from pointer use by a listener
    // its effects add a frame later, so the key waits for them, as a person's would.
    await bell.focus();
    await eventually(() =>
      bell.evaluate((el) => el === document.activeElement && el.id !== ''),
    ).toBe(true);
    await patient.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    await patient.keyboard.press('Enter');
    const menu = patient.getByRole('menu');
    await eventually(() => menu.count()).toBe(1);
    // The bell and its open panel (the rest of the page is other features' to check).
    const bellId = await bell.getAttribute('id');
    expect(await seriousViolations(patient, [`[id="${bellId}"]`, '[role="menu"]'])).toEqual([]);
    const first = menu.getByRole('menuitem').filter({ hasText: 'Thông báo hệ thống' }).first();
    await eventually(() => first.textContent()).toContain(noticeTitle);
    expect(await first.getAttribute('data-unread')).toBe('true');
    // Focus starts on the first item, 'Mark all as read' (once the menu has taken it; the menu
    // itself would hold it had it opened as by pointer); the arrow keys walk the list.
    const markAllRead = menu.getByRole('menuitem', { name: 'Đánh dấu tất cả là đã đọc' });
    await eventually(() => markAllRead.evaluate((el) => el === document.activeElement)).toBe(true);
    await patient.keyboard.press('ArrowDown');
    // Radix moves the focus on the task after the key's, so it is awaited, not read at once.
    await eventually(() => first.evaluate((el) => el === document.activeElement)).toBe(true);
    // Clicking it opens the announcements.
    await first.click();

    await eventually(() => new URL(patient.url()).pathname).toBe('/announcements');
    // The announcements page lists it, and the notification is now read.
    await eventually(() => patient.getByRole('heading', { name: title }).count()).toBe(1);
    await eventually(() => bell.getAttribute('aria-label')).not.toBe(unreadLabel);
    const stillUnread = await patient.evaluate(async () => {
      const res = await fetch('/api/notifications?limit=20');
      const list = (await res.json()) as { items: { title: string; is_read: boolean }[] };
      return list.items.filter((n) => !n.is_read).map((n) => n.title);
    });
    expect(stillUnread).not.toContain(noticeTitle);

    await Promise.all([admin.context().close(), patient.context().close()]);
  });
});
