import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ANNOUNCEMENTS } from '../../src/server/seed/data/announcements';
import { DEMO_CLINICS } from '../../src/server/seed/data/clinics';
import { DEMO_DOCTORS } from '../../src/server/seed/data/doctors';
import { DEMO_SPECIALTIES } from '../../src/server/seed/data/specialties';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningApp,
  startApp,
} from './support/app';
import { eventually } from './support/poll';

/** The announcement this test posts, with both texts: English readers must get the English one. */
const ANNOUNCEMENT = {
  title: 'Lịch làm việc dịp Quốc khánh',
  content: 'Các phòng khám nghỉ ngày 2 tháng 9 và mở cửa lại ngày 3 tháng 9.',
  title_en: 'Opening hours over National Day',
  content_en: 'The clinics close on 2 September and open again on 3 September.',
};

/**
 * Vietnamese texts of the demo data that have an English version, plus words of the Vietnamese
 * interface: none may show on an English page, except inside an element marked lang="vi" (a
 * fallback where no English exists). Names of people, clinics and places are not in the list:
 * they stay as they are in both languages.
 */
const VIETNAMESE_ONLY = [
  ...DEMO_SPECIALTIES.filter((s) => s.name_vi !== s.name_en).map((s) => s.name_vi),
  ...DEMO_DOCTORS.flatMap((d) => [
    d.bio_en ? d.bio : null,
    d.education_en ? d.education : null,
    d.experience_years === null ? null : `${d.experience_years} năm`,
  ]),
  ...DEMO_CLINICS.map((c) => (c.description_en ? c.description : null)),
  ...DEMO_ANNOUNCEMENTS.flatMap((a) => [a.title, a.content]),
  ANNOUNCEMENT.title,
  ANNOUNCEMENT.content,
  'Đánh giá',
  'Thông báo',
  'Kinh nghiệm',
  'Đăng nhập',
  'Thống kê',
  'Trang chủ',
  'Nhật ký',
].filter((text): text is string => Boolean(text));

/** The page's visible text, less what is marked as Vietnamese (folded details are not seen). */
function englishText(page: Page) {
  return page.evaluate(() => {
    const parts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const element = walker.currentNode.parentElement;
      if (!element || element.closest('[lang="vi"], script, style, template')) continue;
      if (!element.checkVisibility()) continue;
      parts.push(walker.currentNode.nodeValue ?? '');
    }
    return parts.join('');
  });
}

async function vietnameseOn(page: Page) {
  const text = await englishText(page);
  return VIETNAMESE_ONLY.filter((words) => text.includes(words));
}

describe.skipIf(!hasChromium)('an English reader sees no Vietnamese content', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function englishPage() {
    const context = await newContext(browser, app.url);
    await context.addInitScript(() => {
      if (location.protocol.startsWith('http')) localStorage.setItem('lang', 'en');
    });
    return { context, page: await context.newPage() };
  }

  it('in the directory and on every tab of a doctor page', async () => {
    const { context, page } = await englishPage();
    await page.goto('/doctors');
    await eventually(() => page.getByRole('article').count()).toBeGreaterThan(5);
    expect(await vietnameseOn(page)).toEqual([]);
    await page.getByRole('article').first().getByRole('link').first().click();
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await eventually(() => page.getByText('Experience', { exact: false }).count()).toBeGreaterThan(
      0,
    );
    expect(await vietnameseOn(page)).toEqual([]);
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await eventually(() => page.getByRole('tabpanel', { name: 'Statistics' }).count()).toBe(1);
    expect(await vietnameseOn(page)).toEqual([]);
    await context.close();
  });

  it('marks each review with the language it is written in, on pages in the other language', async () => {
    interface Review {
      comment: string | null;
      comment_lang: 'vi' | 'en' | null;
    }
    // A doctor whose first page of reviews holds comments in both languages.
    const { items: doctors } = (await (await fetch(`${app.url}/api/doctors`)).json()) as {
      items: { id: string }[];
    };
    let found: { id: string; reviews: Review[] } | undefined;
    for (const { id } of doctors) {
      const { items } = (await (
        await fetch(`${app.url}/api/doctors/${id}/reviews?page=1&page_size=10&sort=newest`)
      ).json()) as { items: Review[] };
      const langs = new Set(items.map((r) => r.comment_lang));
      if (langs.has('vi') && langs.has('en')) {
        found = { id, reviews: items };
        break;
      }
    }
    expect(found, 'a demo doctor with reviews in both languages').toBeDefined();
    const commented = found!.reviews.filter((r) => r.comment);
    const marks = (page: Page) =>
      Promise.all(
        commented.map(async (r) =>
          page.locator('main article p', { hasText: r.comment! }).first().getAttribute('lang'),
        ),
      );
    const expected = commented.map((r) => r.comment_lang);

    const { context, page } = await englishPage();
    await page.goto(`/doctors/${found!.id}`);
    await eventually(() => page.locator('html[data-hydrated]').count()).toBe(1);
    expect(await marks(page)).toEqual(expected);
    await context.close();

    // Drawn by the server for a Vietnamese reader without JavaScript: English ones marked too.
    const bare = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const vietnamese = await bare.newPage();
    await vietnamese.goto(`/doctors/${found!.id}`);
    expect(await vietnamese.getAttribute('html', 'lang')).toBe('vi');
    expect(await marks(vietnamese)).toEqual(expected);
    await bare.close();
  });

  it('in the bell and the audit log of an administrator whose profile is in English', async () => {
    const { context, page } = await englishPage();
    const headers = { origin: app.url };
    const signIn = await page.request.post('/api/auth/sign-in/email', {
      data: { email: ADMIN.email, password: ADMIN.password },
      headers,
    });
    expect(signIn.status()).toBe(200);
    const me = await (await page.request.get('/api/me')).json();
    const profile = await page.request.patch('/api/me/profile', {
      data: {
        first_name: me.profile.first_name,
        last_name: me.profile.last_name || 'Admin',
        language: 'en',
      },
      headers,
    });
    expect(profile.status(), await profile.text()).toBe(200);
    const posted = await page.request.post('/api/admin/announcements', {
      data: ANNOUNCEMENT,
      headers,
    });
    expect(posted.status(), await posted.text()).toBe(201);

    await page.goto('/');
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const menu = page.getByText(ANNOUNCEMENT.title_en);
    await eventually(() => menu.count()).toBeGreaterThan(0);
    expect(await vietnameseOn(page)).toEqual([]);
    await page.keyboard.press('Escape');

    await page.goto('/admin/settings/audit');
    await eventually(() => page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await eventually(() => page.getByRole('row').count()).toBeGreaterThan(2);
    expect(await vietnameseOn(page)).toEqual([]);
    await context.close();
  });
});
