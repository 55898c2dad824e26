/**
 * Starts the real built product (`node dist/server/index.js`) on a free port with a fresh
 * embedded database and demo data, and a Chromium driven by playwright-core.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';
import { type RunningApp, startServerOn } from './server';

export type { RunningApp } from './server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A data folder the built server has migrated and seeded with the demo data, then left. */
    e2eDataTemplate?: string;
  }
}

/**
 * Debian's Chromium headless shell (package chromium-headless-shell) when it is installed: the
 * build of Chromium that Playwright itself runs headless, the same engine without the desktop
 * browser's windowing, at about half the CPU per page here. Else the full Chromium, headless.
 */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const CHROME_PATH =
  process.env.CHROME_PATH ?? (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const hasChromium = fs.existsSync(CHROME_PATH);
if (!hasChromium) {
  console.warn(
    `\n  Browser tests SKIPPED: no Chromium at ${CHROME_PATH} (set CHROME_PATH, or apt-get install chromium-headless-shell).\n`,
  );
}

export { ADMIN } from './server';

/**
 * The built server on a data folder of its own. It starts as a copy of the run's seeded folder
 * (global-setup.ts) when there is one: migrating and loading the demo data takes most of a
 * start, and every file would otherwise repeat it on the same inputs.
 */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-e2e-'));
  const template = inject('e2eDataTemplate');
  if (template) fs.cpSync(template, dataDir, { recursive: true });
  return startServerOn(dataDir, env);
}

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROME_PATH,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  // Every page of every context, however the test makes it, waits for the app on load.
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    // Patients' browsers are on the clinics' clock, as the server renderer assumes; left to the
    // machine's zone, pages drawn between 17:00 and 24:00 UTC would hydrate with another date.
    const [options, ...rest] = args;
    const context = await newContext({ timezoneId: 'Asia/Ho_Chi_Minh', ...options }, ...rest);
    // Without JavaScript there is no app to wait for: the page is the server's HTML.
    if (options?.javaScriptEnabled !== false) context.on('page', waitForAppOnLoad);
    return context;
  };
  return browser;
}

/** A fresh context (own cookies and storage) that fails the test on any uncaught page error. */
export async function newContext(
  browser: Browser,
  baseURL: string,
  viewport = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL, viewport, locale: 'vi-VN' });
  context.on('weberror', (e) => {
    throw e.error();
  });
  return context;
}

/**
 * The public pages arrive drawn by the server and answer input once the app has hydrated them
 * (html[data-hydrated]): page.goto and page.reload wait for it, as a person waits for a page to
 * respond, so a test's first click is not lost on a page that is still only HTML.
 */
function waitForAppOnLoad(page: Page): void {
  const hydrated = async () => {
    await page.waitForSelector('html[data-hydrated]', { state: 'attached', timeout: 20_000 });
  };
  const goto = page.goto.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated();
    return response;
  };
  const reload = page.reload.bind(page);
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated();
    return response;
  };
}

/**
 * Makes the account signed in on `page` read in `language`. A signed-in user's UI language is
 * their profile's (a choice remembered in localStorage counts for guests only), so a test that
 * wants a demo account in English sets it on the profile, as the language switcher does.
 */
export async function setProfileLanguage(
  page: Page,
  language: 'vi' | 'en',
  origin: string,
): Promise<void> {
  const res = await page.request.patch('/api/me/profile', {
    data: { language },
    headers: { origin },
  });
  if (!res.ok()) throw new Error(`PATCH /api/me/profile: ${res.status()} ${await res.text()}`);
}
