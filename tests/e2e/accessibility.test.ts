/**
 * axe-core on every public and admin screen, in Vietnamese and English: no serious or critical
 * violations. Plus a journey done with the keyboard alone.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  type RunningApp,
  setProfileLanguage,
  startApp,
} from './support/app';

const axeSource = fs.readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

describe.skipIf(!hasChromium)('accessibility', () => {
  let app: RunningApp;
  let browser: Browser;
  let doctorId: string;
  let clinicId: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    doctorId = (await (await fetch(`${app.url}/api/doctors?sort=reviews`)).json()).items[0].id;
    clinicId = (await (await fetch(`${app.url}/api/clinics`)).json()).items[0].id;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function session(lang: 'vi' | 'en', email?: string, password?: string) {
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    const context = await browser.newContext({
      baseURL: app.url,
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    await context.addInitScript((l) => localStorage.setItem('lang', l), lang);
    const page = await context.newPage();
    if (email && password) {
      const res = await page.request.post('/api/auth/sign-in/email', {
        data: { email, password },
        headers: { origin: app.url },
      });
      expect(res.status()).toBe(200);
      await setProfileLanguage(page, lang, app.url);
    }
    return { context, page };
  }

  async function check(page: Page, path: string) {
    await page.goto(path);
    // Streams (the bell's) keep the network busy; wait for the screen's heading instead.
    const rendered = await page
      .waitForFunction(() => document.querySelector('main h1, main h2, [role="main"] h1'), null, {
        timeout: 20_000,
      })
      .then(() => true)
      .catch(() => false);
    if (!rendered) return [`${path}: did not render a heading`];
    await page.waitForTimeout(300);
    return (await seriousViolations(page)).map((v) => `${path}: ${v}`);
  }

  const publicPaths = () => [
    '/',
    '/doctors',
    `/doctors/${doctorId}`,
    `/doctors/${doctorId}?tab=statistics`,
    '/auth',
    '/forgot-password',
    '/reset-password?token=x',
    '/nope',
    '/privacy',
    '/transparency',
  ];
  const patientPaths = () => ['/feedback', '/profile', '/announcements'];
  const adminPaths = () => [
    '/admin',
    '/admin/doctors',
    '/admin/doctors/new',
    `/admin/doctors/${doctorId}`,
    '/admin/clinics',
    '/admin/clinics/new',
    `/admin/clinics/${clinicId}`,
    `/admin/clinics/${clinicId}/edit`,
    '/admin/users',
    '/admin/users/roles',
    '/admin/feedback/moderate',
    '/admin/feedback/reported',
    '/admin/visits',
    '/admin/settings/general',
    '/admin/settings/audit',
    '/admin/settings/announcements',
    '/admin/specialties',
    '/admin/doctor-edits',
    '/admin/feedback/replies',
  ];

  it.each(['vi', 'en'] as const)(
    'public and patient screens in %s have no serious violations',
    async (lang) => {
      const guest = await session(lang);
      const problems: string[] = [];
      for (const path of publicPaths()) problems.push(...(await check(guest.page, path)));
      await guest.context.close();
      const patient = await session(lang, 'nhung.nguyen@example.com', 'benhnhan-demo-2026');
      for (const path of patientPaths()) problems.push(...(await check(patient.page, path)));
      await patient.context.close();
      expect(problems).toEqual([]);
    },
  );

  it.each(['vi', 'en'] as const)('admin screens in %s have no serious violations', async (lang) => {
    const admin = await session(lang, ADMIN.email, ADMIN.password);
    const problems: string[] = [];
    for (const path of adminPaths()) problems.push(...(await check(admin.page, path)));
    await admin.context.close();
    expect(problems).toEqual([]);
  });

  it('lets a patient sign in, search and open a doctor with the keyboard alone', async () => {
    const { context, page } = await session('vi');
    await page.goto('/auth');
    await page.locator('input[type="email"]').first().focus();
    await page.keyboard.type('nhung.nguyen@example.com');
    await page.locator('input[type="password"]').first().focus();
    await page.keyboard.type('benhnhan-demo-2026');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
    // The screens follow the profile's language, which the English sweep above left in English.
    await setProfileLanguage(page, 'vi', app.url);
    await page.goto('/doctors');
    const search = page.getByRole('searchbox').first();
    await search.focus();
    await page.keyboard.type('nguyen van duc');
    await page.waitForTimeout(800);
    const link = page.getByRole('link', { name: /Xem hồ sơ/ }).first();
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/doctors\/[0-9a-f-]{36}/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Nguyễn Văn Đức');
    await context.close();
  });
});
