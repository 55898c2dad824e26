import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, type RunningApp, startApp } from './support/app';
import { eventually } from './support/poll';

interface Doctor {
  id: string;
  name: string;
}

/**
 * Home, the doctor list and a doctor's page arrive drawn by the server (readable without
 * JavaScript, in the visitor's language), and the app takes them over without drawing them again
 * or asking the API for what the page already holds.
 */
describe.skipIf(!hasChromium)('server-rendered public pages', () => {
  let app: RunningApp;
  let browser: Browser;
  let doctor: Doctor;
  let firstComment: string;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const list = (await (await fetch(`${app.url}/api/doctors`)).json()) as { items: Doctor[] };
    doctor = list.items[0]!;
    const reviews = (await (
      await fetch(`${app.url}/api/doctors/${doctor.id}/reviews?page=1&page_size=10&sort=newest`)
    ).json()) as { items: { comment: string }[] };
    firstComment = reviews.items[0]!.comment;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function withoutScripts(lang?: 'en') {
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    if (lang) await context.addCookies([{ name: 'lang', value: lang, url: app.url }]);
    return { context, page: await context.newPage() };
  }

  it('shows the doctor page with its reviews without JavaScript, in Vietnamese and in English', async () => {
    const vi = await withoutScripts();
    await vi.page.goto(`/doctors/${doctor.id}`);
    expect(await vi.page.getByRole('heading', { level: 1 }).textContent()).toBe(doctor.name);
    expect(await vi.page.getAttribute('html', 'lang')).toBe('vi');
    expect(await vi.page.getByRole('tab', { name: 'Đánh giá' }).count()).toBe(1);
    expect(await vi.page.getByText(firstComment).count()).toBe(1);
    await vi.context.close();

    const en = await withoutScripts('en');
    await en.page.goto(`/doctors/${doctor.id}`);
    expect(await en.page.getAttribute('html', 'lang')).toBe('en');
    expect(await en.page.getByRole('tab', { name: 'Statistics' }).count()).toBe(1);
    expect(await en.page.getByRole('heading', { level: 1 }).textContent()).toBe(doctor.name);
    await en.context.close();
  });

  it('shows the home page and the whole doctor list without JavaScript', async () => {
    const { context, page } = await withoutScripts();
    await page.goto('/');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Tìm bác sĩ bạn có thể tin tưởng',
    );
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await page.goto('/doctors');
    // The demo directory: 11 verified doctors, one page.
    expect(await page.getByText('Tìm thấy 11 bác sĩ').count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(11);
    await context.close();
  });

  it('searches the list without JavaScript, keeping the filters in force', async () => {
    const { context, page } = await withoutScripts();
    await page.goto('/doctors?sort=rating');
    const box = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await box.fill('tim');
    await box.press('Enter');
    await page.waitForURL(/q=tim/);
    const url = new URL(page.url());
    expect(url.pathname).toBe('/doctors');
    expect(url.searchParams.get('q')).toBe('tim');
    expect(url.searchParams.get('sort')).toBe('rating');
    // The server drew the results of that search: the same doctors the API finds.
    const found = (await (await fetch(`${app.url}/api/doctors?q=tim`)).json()) as {
      items: Doctor[];
    };
    expect(found.items.length).toBeGreaterThan(0);
    expect(await page.getByRole('article').count()).toBe(found.items.length);
    expect(await page.getByRole('searchbox', { name: 'Tìm kiếm' }).inputValue()).toBe('tim');
    await context.close();
  });

  it('shows the transparency figures and the privacy notice without JavaScript', async () => {
    const report = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
      reviews: { received: number };
    };
    const { context, page } = await withoutScripts('en');
    await page.goto('/transparency');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Transparency');
    expect(await page.title()).toContain('Transparency');
    expect(
      await page.getByText(report.reviews.received.toLocaleString('en'), { exact: true }).count(),
    ).toBeGreaterThan(0);
    await page.goto('/privacy');
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(3);
    await context.close();
  });

  it('says plainly that sign-in needs JavaScript, and where to read without it', async () => {
    const { context, page } = await withoutScripts();
    await page.goto('/auth');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Trang này cần JavaScript',
    );
    await page.getByRole('link', { name: 'Danh sách bác sĩ và đánh giá' }).click();
    await page.waitForURL(/\/doctors$/);
    expect(await page.getByRole('article').count()).toBeGreaterThan(0);
    await context.close();
  });

  it('takes over the transparency and privacy pages without errors', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    for (const path of ['/transparency', '/privacy']) {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      // The page's content is the server's: nothing asked twice for it.
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    }
    expect(problems).toEqual([]);
    await context.close();
  });

  it('answers 404 for a doctor that is not there, and the app shows its not-found screen', async () => {
    const missing = `/doctors/${crypto.randomUUID()}`;
    expect((await fetch(`${app.url}${missing}`)).status).toBe(404);
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    await page.goto(missing);
    await eventually(() =>
      page.getByRole('heading', { name: 'Không tìm thấy bác sĩ' }).count(),
    ).toBe(1);
    await context.close();
  });

  it('hydrates without errors or directory requests, then answers input', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    const page = await context.newPage();
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (error) => problems.push(error.message));
    const asked: string[] = [];
    page.on('request', (request: Request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/doctors')) asked.push(pathname);
    });
    // Nodes of the server's HTML, marked before the app runs, in the parts hydrated at once and
    // in those hydrated apart, each in a task of its own (the header, the cards, each review,
    // the footer): hydration keeps every one of them, and draws nothing twice.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        for (const node of document.querySelectorAll('header, h1, main article, footer')) {
          node.setAttribute('data-from-server', '');
        }
      });
    });
    await page.goto(`/doctors/${doctor.id}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    expect(await page.locator('h1[data-from-server]').textContent()).toBe(doctor.name);
    const fromServer = await page.locator('main article[data-from-server]').count();
    expect(fromServer).toBeGreaterThan(2);
    expect(await page.locator('main article').count()).toBe(fromServer);
    // The page's own header and footer (banner, contentinfo), each hydrated apart.
    for (const landmark of ['banner', 'contentinfo'] as const) {
      expect(await page.getByRole(landmark).count()).toBe(1);
      expect(await page.getByRole(landmark).getAttribute('data-from-server')).toBe('');
    }
    expect(asked).toEqual([]);
    expect(problems).toEqual([]);
    // Ids made while hydrating match the server's: the tab names the panel that is there.
    const panelId = await page.getByRole('tab', { name: 'Đánh giá' }).getAttribute('aria-controls');
    expect(await page.locator(`[id="${panelId}"]`).getAttribute('role')).toBe('tabpanel');

    // Each part answers input once hydrated: the tabs, and the header's language menu.
    await page.getByRole('tab', { name: 'Thống kê' }).click();
    await eventually(() => new URL(page.url()).search).toBe('?tab=statistics');
    // Drawn again, the tabs keep the ids the server gave the panels they name.
    const statisticsPanel = await page
      .getByRole('tab', { name: 'Thống kê' })
      .getAttribute('aria-controls');
    expect(await page.locator(`[id="${statisticsPanel}"]`).getAttribute('role')).toBe('tabpanel');
    await page.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ }).click();
    await eventually(() => page.getByRole('menuitemradio').count()).toBe(2);
    await context.close();
  });

  it("asks for the app's code only once the page is on screen", async () => {
    const context = await browser.newContext({ baseURL: app.url });
    // The largest contentful paints, kept from the start: an observer made later would not see
    // those that come after an input.
    await context.addInitScript(() => {
      const paints: number[] = [];
      Object.assign(window, { paints });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries()) paints.push(entry.startTime);
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await context.newPage();
    const timing = async (path: string) => {
      await page.goto(path);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      return page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
        largestPaints: (window as unknown as { paints: number[] }).paints,
        code: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/main-[^/]*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      }));
    };
    for (const path of ['/', '/doctors', `/doctors/${doctor.id}`]) {
      const { firstPaint, code } = await timing(path);
      expect(code, path).toHaveLength(1);
      expect(firstPaint, path).toBeLessThan(code[0]!);
    }
    // A doctor's page is mostly text, drawn in its first paint: the largest of it is painted,
    // and never again by hydration, before the code is asked for.
    const doctorPage = await timing(`/doctors/${doctor.id}`);
    expect(doctorPage.largestPaints.length).toBeGreaterThan(0);
    expect(Math.max(...doctorPage.largestPaints)).toBeLessThan(doctorPage.code[0]!);
    await context.close();
  });

  it('draws the page afresh when this browser remembers another language than its cookie', async () => {
    const context = await browser.newContext({ baseURL: app.url });
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'en');
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/doctors');
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'Find a doctor',
    );
    expect(errors).toEqual([]);
    await context.close();
  });
});
