/**
 * The journeys' second pass, where a person meets them: toasts that hide nothing, the one
 * combined score, the language a person chose, and a sign-up that ends signed in.
 */
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

type Box = { x: number; y: number; width: number; height: number };

/** The rectangle two boxes share, or null when they do not meet. */
function overlap(a: Box, b: Box): Box | null {
  const x = Math.max(a.x, b.x);
  const y = Math.max(a.y, b.y);
  const right = Math.min(a.x + a.width, b.x + b.width);
  const bottom = Math.min(a.y + a.height, b.y + b.height);
  return right > x && bottom > y ? { x, y, width: right - x, height: bottom - y } : null;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  return box;
}

describe.skipIf(!hasChromium)('the journeys, second pass', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(
    account: { email: string; password: string },
    viewport?: { width: number; height: number },
  ): Promise<Page> {
    const context = await newContext(browser, app.url, viewport);
    const page = await context.newPage();
    const res = await page.request.post('/api/auth/sign-in/email', {
      data: account,
      headers: { origin: app.url },
    });
    expect(res.status(), await res.text()).toBe(200);
    return page;
  }

  /** Approves the first review waiting in the queue; the confirmation arrives as a toast. */
  async function approveFirst(page: Page): Promise<void> {
    await page.goto('/admin/feedback/moderate');
    await page.getByRole('button', { name: 'Duyệt', exact: true }).first().click();
    await page.locator('[data-sonner-toast]').first().waitFor();
    // Settled where it stays, not mid-animation.
    await page.locator('[data-sonner-toast][data-mounted="true"]').first().waitFor();
    await page
      .locator('[data-sonner-toast]')
      .first()
      .evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
  }

  it('1280 px: a toast covers neither the header nor the heading, and the bell menu sits above it', async () => {
    // A short window, so the bell's menu reaches down to where the toast is.
    const page = await signedIn(ADMIN, { width: 1280, height: 280 });
    await approveFirst(page);
    const toast = await boxOf(page, '[data-sonner-toast]');
    expect(overlap(toast, await boxOf(page, 'header'))).toBeNull();
    expect(overlap(toast, await boxOf(page, 'h1'))).toBeNull();

    await page.getByRole('button', { name: /^Thông báo/ }).click();
    const menu = await boxOf(page, '[role="menu"]');
    const shared = overlap(menu, toast);
    expect(shared, `menu ${JSON.stringify(menu)}, toast ${JSON.stringify(toast)}`).not.toBeNull();
    const onTop = await page.evaluate(
      ({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[role="menu"]'),
      { x: shared!.x + shared!.width / 2, y: shared!.y + shared!.height / 2 },
    );
    expect(onTop).toBe(true);
    await page.context().close();
  });

  it('390 px: a toast covers neither the header, the heading nor the first choice', async () => {
    const page = await signedIn(ADMIN, { width: 390, height: 844 });
    await approveFirst(page);
    const toast = await boxOf(page, '[data-sonner-toast]');
    expect(overlap(toast, await boxOf(page, 'header'))).toBeNull();
    expect(overlap(toast, await boxOf(page, 'h1'))).toBeNull();
    await eventually(() =>
      page.getByRole('button', { name: 'Duyệt', exact: true }).first().isVisible(),
    ).toBe(true);
    const firstChoice = await page
      .getByRole('button', { name: 'Duyệt', exact: true })
      .first()
      .boundingBox();
    expect(overlap(toast, firstChoice!)).toBeNull();
    await page.context().close();
  });
});
