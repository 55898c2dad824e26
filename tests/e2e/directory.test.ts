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

/** expect.poll waits 1 s by default; a cold page load on a busy CI machine can take longer. */

/** The public doctor directory against the demo data: 11 verified doctors, one per specialty. */
describe.skipIf(!hasChromium)('doctor directory journeys', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function openPage(lang: 'vi' | 'en', viewport?: { width: number; height: number }) {
    const context = await newContext(browser, app.url, viewport);
    await context.addInitScript((language) => {
      // Also runs in about:blank, where storage is off limits.
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
    }, lang);
    return { context, page: await context.newPage() };
  }

  const cardNames = (page: Page) =>
    page.getByRole('article').getByRole('heading', { level: 3 }).allTextContents();
  const search = (page: Page) => new URL(page.url()).search;

  it('shows specialties in English and finds doctors by English words (en)', async () => {
    const { context, page } = await openPage('en');
    await page.goto('/doctors?q=heart');
    await eventually(() => cardNames(page)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
    expect(await page.getByRole('article').first().textContent()).toContain('Cardiology');
    await page.goto('/doctors?q=children');
    await eventually(() => cardNames(page)).toEqual(['ThS.BS. Trần Thị Bích Ngọc']);
    await page.goto('/doctors');
    await page.getByRole('combobox', { name: 'Specialty' }).click();
    await page.getByRole('option', { name: 'Pediatrics (1)' }).click();
    await eventually(() => search(page)).toBe('?specialty=pediatrics');
    await eventually(() => cardNames(page)).toEqual(['ThS.BS. Trần Thị Bích Ngọc']);
    // The server-rendered head of the doctor page follows the remembered language too.
    await page.getByRole('article').getByRole('link').first().click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/doctors\/[0-9a-f-]{36}$/);
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain('– Pediatrics | Doctor Ratings</title>');
    await context.close();
  });

  it.each([
    ['vi', 'bác sĩ tim'],
    ['en', 'heart doctor'],
  ] as const)('finds doctors by natural words (%s: "%s")', async (lang, words) => {
    const { context, page } = await openPage(lang);
    await page.goto('/doctors');
    const box = page.getByRole('searchbox', { name: lang === 'vi' ? 'Tìm kiếm' : 'Search' });
    await box.fill(words);
    await eventually(() => cardNames(page)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
    await context.close();
  });

  it('shows one score, the combined one, on the card and on the profile', async () => {
    const { context, page } = await openPage('en');
    await page.goto('/doctors?sort=rating');
    const card = page.getByRole('article').first();
    const stars = card.getByRole('img', { name: /^Combined score / });
    await eventually(() => stars.count()).toBe(1);
    const label = await stars.getAttribute('aria-label');
    const score = label!.match(/Combined score ([\d.]+) out of 5/)![1]!;
    await card.getByRole('link').first().click();
    await eventually(() => new URL(page.url()).pathname).toMatch(/^\/doctors\/[0-9a-f-]{36}$/);
    await eventually(() =>
      page.getByRole('img', { name: `Combined score ${score} out of 5` }).count(),
    ).toBeGreaterThan(0);
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await eventually(() =>
      page.getByText('The combined score weighs the three criteria', { exact: false }).count(),
    ).toBeGreaterThan(0);
    await context.close();
  });

  it('searches without accents, filters by specialty, and keeps it all in the URL (vi)', async () => {
    const { context, page } = await openPage('vi');
    await page.goto('/doctors');
    await eventually(() => page.getByText('Tìm thấy 11 bác sĩ').count()).toBe(1);
    expect(await page.getByRole('article').count()).toBe(11);

    const box = page.getByRole('searchbox', { name: 'Tìm kiếm' });
    await box.fill('nguyen van duc');
    await eventually(() => search(page)).toBe('?q=nguyen+van+duc');
    await eventually(() => cardNames(page)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
    expect(await page.getByText('Tìm thấy 1 bác sĩ').count()).toBe(1);

    await box.fill('dat');
    await eventually(() => cardNames(page)).toContain('BS. Phạm Minh Đạt');
    await box.fill('');
    await eventually(() => search(page)).toBe('');

    await page.getByRole('combobox', { name: 'Chuyên khoa' }).click();
    await page.getByRole('option', { name: 'Tim mạch (1)' }).click();
    await eventually(() => cardNames(page)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
    expect(search(page)).toBe('?specialty=cardiology');

    await page.getByRole('combobox', { name: 'Số bác sĩ mỗi trang' }).click();
    await page.getByRole('option', { name: '24 / trang' }).click();
    await eventually(() => search(page)).toBe('?specialty=cardiology&page_size=24');

    // Back undoes one change at a time, and the controls follow the URL.
    await page.goBack();
    await eventually(() => search(page)).toBe('?specialty=cardiology');
    await page.goBack();
    await eventually(() => page.getByRole('article').count()).toBe(11);
    expect(await page.getByRole('combobox', { name: 'Chuyên khoa' }).textContent()).toBe(
      'Tất cả chuyên khoa',
    );

    // 11 doctors fit on one page: a link to page 2 lands on the last real page.
    await page.goto('/doctors?page=2&sort=rating');
    await eventually(() => search(page)).toBe('?sort=rating');
    await eventually(() => page.getByRole('article').count()).toBe(11);
    expect((await cardNames(page))[0]).toBe('ThS.BS. Trần Thị Bích Ngọc');
    expect(await page.getByRole('navigation', { name: /Phân trang/ }).count()).toBe(0);

    await page.goto('/doctors?q=khong+co+bac+si+nay');
    await eventually(() => page.getByText('Không tìm thấy bác sĩ nào').count()).toBe(1);
    await context.close();
  });

  it('opens a profile from the list, returns to the same results, and reads the statistics (vi)', async () => {
    const { context, page } = await openPage('vi');
    await page.goto('/doctors?q=nguyen+van+duc');
    await page.getByRole('link', { name: /Xem hồ sơ của PGS\.TS\.BS\. Nguyễn Văn Đức/ }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'PGS.TS.BS. Nguyễn Văn Đức',
    );
    const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
    // The tab is named in an effect, after the heading is drawn.
    await eventually(() => page.title()).toContain('PGS.TS.BS. Nguyễn Văn Đức');

    const reviews = page.getByRole('tabpanel', { name: 'Đánh giá' });
    await eventually(() => reviews.getByRole('article').count()).toBe(10);
    expect(await reviews.getByText('Đã xác minh lượt khám').count()).toBeGreaterThan(0);

    const stats = (await (await fetch(`${app.url}/api/doctors/${id}/stats`)).json()) as {
      review_count: number;
      rating_counts: Record<string, number>;
    };
    await page.getByRole('tab', { name: 'Thống kê' }).click();
    const table = page.getByRole('table', { name: 'Số sao đánh giá chung bệnh nhân đã chấm' });
    await eventually(() => table.getByRole('row').count()).toBe(6);
    const rows = await table
      .locator('tbody tr')
      .evaluateAll((trs) =>
        trs.map((tr) => [tr.querySelector('th')?.textContent, tr.querySelector('td')?.textContent]),
      );
    expect(rows).toEqual(
      ['5', '4', '3', '2', '1'].map((star) => [`${star} sao`, String(stats.rating_counts[star])]),
    );
    // The drawn chart shows the same counts beside its bars.
    await eventually(() => page.locator('text.rating-count').allTextContents()).toEqual(
      ['5', '4', '3', '2', '1'].map((star) => String(stats.rating_counts[star])),
    );
    const panel = page.getByRole('tabpanel', { name: 'Thống kê' });
    expect(await panel.textContent()).toContain(String(stats.review_count));
    expect(await panel.textContent()).toContain('Chuyên môn y khoa');

    await page.getByRole('link', { name: 'Quay lại danh sách bác sĩ' }).click();
    await eventually(() => search(page)).toBe('?q=nguyen+van+duc');
    await eventually(() => cardNames(page)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
    await context.close();
  });

  it('works in English on a phone, with numbers and dates in English', async () => {
    const { context, page } = await openPage('en', { width: 390, height: 844 });
    await page.goto('/doctors');
    await eventually(() => page.getByText('11 doctors found').count()).toBe(1);

    await page.getByRole('searchbox', { name: 'Search' }).fill('dat');
    await eventually(() => cardNames(page)).toContain('BS. Phạm Minh Đạt');
    await page.getByRole('link', { name: /View profile of BS\. Phạm Minh Đạt/ }).click();
    await eventually(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(
      'BS. Phạm Minh Đạt',
    );
    const reviews = page.getByRole('tabpanel', { name: 'Reviews' });
    await eventually(() => reviews.getByRole('article').count()).toBeGreaterThan(0);
    // Dates read like 'Nov 14, 2026'.
    expect(await reviews.locator('time').first().textContent()).toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/,
    );

    await page.getByRole('tab', { name: 'Statistics' }).click();
    const table = page.getByRole('table', { name: 'Overall stars patients gave' });
    await eventually(() => table.locator('tbody th').allTextContents()).toEqual([
      '5 stars',
      '4 stars',
      '3 stars',
      '2 stars',
      '1 star',
    ]);
    expect(await page.getByText('Combined score', { exact: true }).count()).toBeGreaterThan(0);

    // The page never scrolls sideways at phone width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    await context.close();
  });

  it('pages through a long list with numbered links, in Vietnamese and English', async () => {
    // 62 more verified doctors through the admin API: 73 in all, 7 pages of 12.
    const { context, page } = await openPage('vi');
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers: { origin: app.url },
    });
    expect(signIn.ok()).toBe(true);
    const facets = await (await page.request.get('/api/doctors/facets')).json();
    const clinicId = facets.clinics[0].id as string;
    const specialties = (await (await page.request.get('/api/specialties')).json()).items as {
      id: string;
      slug: string;
    }[];
    const specialtyId = specialties.find((s) => s.slug === 'internal-medicine')!.id;
    for (let i = 1; i <= 62; i++) {
      const created = await page.request.post('/api/admin/doctors', {
        data: {
          name: `BS. Zô Trang ${String(i).padStart(2, '0')}`,
          specialty_id: specialtyId,
          clinic_id: clinicId,
          status: 'verified',
        },
        headers: { origin: app.url },
      });
      expect(created.status()).toBe(201);
    }
    await context.clearCookies();

    await page.goto('/doctors');
    await eventually(() => page.getByText('Tìm thấy 73 bác sĩ').count()).toBe(1);
    const pages = page.getByRole('navigation', { name: 'Phân trang danh sách bác sĩ' });
    const links = () => pages.getByRole('link', { name: /^Trang \d+$/ }).allTextContents();
    // First, current ±1, last; one ellipsis before the last page.
    expect(await links()).toEqual(['1', '2', '7']);
    expect(await pages.getByText('Các trang khác').count()).toBe(1);
    const firstPage = await cardNames(page);

    await pages.getByRole('link', { name: 'Trang 2' }).click();
    await eventually(() => search(page)).toBe('?page=2');
    await eventually(() => cardNames(page)).not.toEqual(firstPage);
    expect(await page.getByRole('article').count()).toBe(12);

    // An ellipsis stands for two pages or more: on page 4 of 7 pages 2 and 6 are shown instead.
    await page.goto('/doctors?page=4');
    await eventually(() => links()).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(await pages.getByText('Các trang khác').count()).toBe(0);
    await page.goto('/doctors?page=5');
    await eventually(() => links()).toEqual(['1', '4', '5', '6', '7']);
    expect(await pages.getByText('Các trang khác').count()).toBe(1);
    expect(await pages.getByRole('link', { name: 'Trang 5' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await pages.getByRole('link', { name: 'Trang 7' }).click();
    // Names sort without titles, so the 62 'Zô' doctors come last: page 7 holds the 73rd.
    await eventually(() => cardNames(page)).toEqual(['BS. Zô Trang 62']);

    // Any filter change starts again at page 1.
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).fill('zo trang');
    await eventually(() => search(page)).toBe('?q=zo+trang');
    await eventually(() => page.getByText('Tìm thấy 62 bác sĩ').count()).toBe(1);
    await context.close();

    const en = await openPage('en');
    await en.page.goto('/doctors?page=7');
    const enPages = en.page.getByRole('navigation', { name: 'Doctor list pages' });
    await eventually(() => enPages.getByRole('link', { name: 'Page 7' }).count()).toBe(1);
    expect(await enPages.getByRole('link', { name: 'Page 7' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await enPages.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
    await en.context.close();
  });

  it('shows the not-found screen for an unknown doctor', async () => {
    const { context, page } = await openPage('en');
    await page.goto('/doctors/00000000-0000-4000-8000-000000000000');
    await eventually(() => page.getByRole('heading', { name: 'Doctor not found' }).count()).toBe(1);
    expect(
      await page.getByText('The doctor with this ID does not exist in our database.').count(),
    ).toBe(1);
    await page.getByRole('link', { name: 'Back to all doctors' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/doctors');
    await context.close();
  });
});
