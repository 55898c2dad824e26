/**
 * Starts the real built product (`node dist/server/index.js`) on a free port with a fresh
 * embedded database and demo data, and a Chromium driven by playwright-core.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const hasChromium = fs.existsSync(CHROME_PATH);
if (!hasChromium) {
  console.warn(
    `\n  Browser tests SKIPPED: no Chromium at ${CHROME_PATH} (set CHROME_PATH, or apt-get install chromium).\n`,
  );
}

export const ADMIN = { email: 'admin@example.com', password: 'e2e-admin-password-123' };

export interface RunningApp {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  const entry = path.resolve('dist/server/index.js');
  if (!fs.existsSync(entry))
    throw new Error('dist/server/index.js missing: run `npm run build` first');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dr-e2e-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      // Invitations are sent whatever the hour the tests run at.
      QUIET_HOURS: 'none',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => {
    output += d;
  });
  child.stderr?.on('data', (d) => {
    output += d;
  });
  let stopping = false;
  // A server that dies mid-suite fails the next requests with ECONNREFUSED: say why it died.
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`server exited unexpectedly (${code ?? signal}):\n${output}`);
  });
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stopping = true;
      child.kill('SIGKILL');
      throw new Error(`server did not become ready:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    dataDir,
    stop: async () => {
      stopping = true;
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
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
