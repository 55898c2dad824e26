import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorSummary, Paged } from '../../src/shared/doctors';
import { ADMIN, hasChromium, launchBrowser, type RunningApp, startApp } from './support/app';
import { seriousViolations } from './support/axe';
import { eventually } from './support/poll';

/** The transparency page and the "not enough reviews" card, on the demo data. */
describe.skipIf(!hasChromium)('reviews people can trust', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openPage(lang: 'vi' | 'en') {
    const context = await browser.newContext({
      baseURL: app.url,
      bypassCSP: true,
      viewport: { width: 1280, height: 900 },
    });
    context.on('weberror', (e) => {
      throw e.error();
    });
    await context.addInitScript((language) => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
    }, lang);
    return { context, page: await context.newPage() };
  }

  it.each([
    ['vi', 'Minh bạch', 'Số liệu 12 tháng qua', 'ít nhất 3 đánh giá', 'Đánh giá nhận được'],
    [
      'en',
      'Transparency',
      'Figures for the last 12 months',
      'at least 3 moderated reviews',
      'Reviews received',
    ],
  ] as const)(
    'shows the transparency page in %s, reached from the footer, with no serious axe violations',
    async (lang, title, figures, minimum, received) => {
      const { context, page } = await openPage(lang);
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: title }).click();
      await eventually(() => new URL(page.url()).pathname).toBe('/transparency');
      await eventually(() => page.getByRole('heading', { level: 1, name: title }).count()).toBe(1);
      expect(await page.getByRole('heading', { level: 2, name: figures }).count()).toBe(1);
      await eventually(() => page.getByTestId('minimum-sample').textContent()).toContain(minimum);
      await eventually(() => page.getByText(received, { exact: true }).count()).toBe(1);
      // The demo data has reviews: the received figure is a number above zero.
      const api = (await (await fetch(`${app.url}/api/transparency`)).json()) as {
        reviews: { received: number };
      };
      expect(api.reviews.received).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
  );

  it('shows "not enough reviews yet (n)" instead of stars below the minimum sample, in vi and en', async () => {
    const { items } = (await (
      await fetch(`${app.url}/api/doctors?sort=reviews&page_size=48`)
    ).json()) as Paged<DoctorSummary>;
    const fewest = items.filter((d) => d.review_count > 0).at(-1)!;
    const { context, page } = await openPage('vi');
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: app.url },
    });
    expect(signIn.status()).toBe(200);
    // One more than the doctor with the fewest reviews has: they fall below the minimum.
    const saved = await page.request.put('/api/admin/settings', {
      data: { min_reviews_for_score: fewest.review_count + 1 },
      headers: { origin: app.url },
    });
    expect(saved.status()).toBe(200);

    await page.goto(`/doctors?q=${encodeURIComponent(fewest.name)}`);
    const card = page.getByRole('article').filter({ hasText: fewest.name });
    await eventually(() =>
      card.getByText(`Chưa đủ đánh giá (${fewest.review_count})`).count(),
    ).toBe(1);
    expect(await card.getByRole('img', { name: /sao/ }).count()).toBe(0);

    expect(await seriousViolations(page)).toEqual([]);
    await context.close();

    const english = await openPage('en');
    await english.page.goto(`/doctors/${fewest.id}`);
    await eventually(() =>
      english.page.getByText(`Not enough reviews yet (${fewest.review_count})`).count(),
    ).toBe(1);
    const profile = english.page
      .getByRole('article')
      .filter({ has: english.page.getByRole('heading', { level: 1 }) });
    expect(await profile.getByRole('img', { name: /Rated .* stars/ }).count()).toBe(0);
    // The reviews themselves are still listed.
    await eventually(() =>
      english.page.getByRole('tabpanel').getByRole('article').count(),
    ).toBeGreaterThan(0);
    expect(await seriousViolations(english.page)).toEqual([]);
    await english.context.close();
  });
});
