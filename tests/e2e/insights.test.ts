import ExcelJS from 'exceljs';
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

const PASSWORD = 'benhnhan-demo-2026';
const DOCTOR_ACCOUNT = { email: 'minh.tran@example.com', password: PASSWORD };
const PATIENT = { email: 'nhung.nguyen@example.com', password: PASSWORD };

const WORDS = {
  vi: {
    title: 'Trải nghiệm người bệnh',
    nps: 'Mức độ sẵn lòng giới thiệu (NPS)',
    topics: 'Chủ đề trong nhận xét',
    read: /^Đọc các nhận xét về /,
    clinic: 'Phòng khám',
    download: 'Tải bảng tính',
    survey: 'Khảo sát của Bộ Y tế',
    portal: 'Người bệnh nhìn nhận bạn thế nào',
    quotes: 'Người bệnh nói gì',
  },
  en: {
    title: 'Patient experience',
    nps: 'Recommendation (NPS)',
    topics: 'Topics in comments',
    read: /^Read the comments about /,
    clinic: 'Clinic',
    download: 'Download the workbook',
    survey: 'Ministry of Health survey',
    portal: 'How patients see you',
    quotes: 'What patients say',
  },
} as const;

/**
 * The health-sector measures in a real browser: the staff screen (NPS with sample sizes, topics
 * opened on the comments behind them, the ministry workbook), the doctor's own view in the
 * portal, the quotes on a doctor page, and the recommendation question and survey of a review.
 */
describe.skipIf(!hasChromium)('patient-experience measures', () => {
  let app: RunningApp;
  let browser: Browser;
  let doctors: DoctorSummary[];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const admin = await signedIn(ADMIN, 'vi');
    const list = (await (
      await admin.request.get('/api/doctors?sort=reviews&page_size=12')
    ).json()) as Paged<DoctorSummary>;
    doctors = list.items;
    // The demo patient is given the most reviewed doctor's portal.
    const linked = await admin.request.put(`/api/admin/doctors/${doctors[0]!.id}/account`, {
      data: { email: DOCTOR_ACCOUNT.email },
      headers: { origin: app.url },
    });
    expect(linked.status(), await linked.text()).toBe(200);
    await admin.context().close();
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedIn(account: { email: string; password: string }, lang: 'vi' | 'en') {
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

  /** The card a heading titles (cards are `data-slot="card"`). */
  const card = (page: Page, name: string | RegExp) =>
    page.getByRole('heading', { name }).first().locator('xpath=ancestor::*[@data-slot="card"][1]');

  const noOverflow = (page: Page) =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

  for (const lang of ['vi', 'en'] as const) {
    const w = WORDS[lang];

    it(`shows staff the measures with their samples and explains a topic (${lang})`, async () => {
      const page = await signedIn(ADMIN, lang);
      await page.goto('/admin/insights');
      await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
      const nps = card(page, w.nps);
      await eventually(() => nps.getByText(/^n = \d+$/).count()).toBeGreaterThan(0);
      const topics = card(page, w.topics);
      const open = topics.getByRole('button', { name: w.read }).first();
      await open.click();
      const dialog = page.getByRole('dialog');
      await eventually(() => dialog.locator('mark').count()).toBeGreaterThan(0);
      // Each highlighted word is part of the comment it is shown in.
      const first = dialog.getByRole('listitem').first();
      const marked = (await first.locator('mark').first().textContent()) ?? '';
      expect((await first.textContent())?.toLowerCase()).toContain(marked.toLowerCase());
      expect(await seriousViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);

      // The ministry workbook of a clinic's month, read back as a spreadsheet.
      const survey = card(page, w.survey);
      await survey.getByRole('combobox', { name: w.clinic }).click();
      await page.getByRole('option').first().click();
      const link = survey.getByRole('link', { name: w.download });
      const href = (await link.getAttribute('href')) ?? '';
      expect(href).toMatch(
        /^\/api\/admin\/insights\/moh-survey\.xlsx\?clinic_id=.+&month=\d{4}-\d{2}$/,
      );
      const file = await page.request.get(href);
      expect(file.status()).toBe(200);
      expect(file.headers()['content-type']).toContain('spreadsheetml');
      const book = new ExcelJS.Workbook();
      await book.xlsx.load((await file.body()) as unknown as ArrayBuffer);
      expect(book.worksheets.length).toBeGreaterThan(0);
      await page.context().close();
    });

    it(`shows the doctor how patients see them in the portal (${lang})`, async () => {
      const page = await signedIn(DOCTOR_ACCOUNT, lang);
      await page.goto('/portal');
      const section = card(page, w.portal);
      await section.waitFor();
      await eventually(() => section.getByText(/^n = \d+$/).count()).toBeGreaterThan(0);
      expect(await seriousViolations(page)).toEqual([]);
      expect(await noOverflow(page)).toBeLessThanOrEqual(0);
      await page.context().close();
    });
  }

  it('quotes what patients say on a doctor page, server-drawn, in the reader’s language', async () => {
    const context = await browser.newContext({ baseURL: app.url, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/doctors/${doctors[0]!.id}`);
    const card = page.getByRole('heading', { name: WORDS.vi.quotes });
    expect(await card.count()).toBe(1);
    const quotes = await page.locator('blockquote').allTextContents();
    expect(quotes.length).toBeGreaterThanOrEqual(2);
    expect(quotes.length).toBeLessThanOrEqual(3);
    await context.close();
  });

  it('asks the recommendation question and offers the ministry survey after a review', async () => {
    const page = await signedIn(PATIENT, 'vi');
    await page.goto('/feedback');
    await page.getByLabel('Mã lượt khám').fill('AKQ3M7XR');
    await page.getByLabel('Số điện thoại').fill('0901234567');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await eventually(() => page.getByText('Đã xác minh lượt khám').count()).toBe(1);
    await page.getByRole('radio', { name: /Nguyễn Văn Đức/ }).check();
    await page.getByRole('button', { name: 'Đánh giá bác sĩ này' }).click();
    for (const name of [
      'Đánh giá chung',
      'Chuyên môn y khoa',
      'Trải nghiệm khách hàng',
      'Tuân thủ và thái độ',
    ])
      await page.getByRole('radiogroup', { name }).getByRole('radio', { name: '4 sao' }).click();
    const recommend = page.getByRole('group', { name: /giới thiệu bác sĩ này/ });
    await recommend.locator('label').filter({ hasText: /^9$/ }).click();
    expect(await recommend.getByRole('radio', { name: '9', exact: true }).isChecked()).toBe(true);
    await page.getByRole('checkbox', { name: /Tôi đồng ý để đánh giá này/ }).click();
    await page.getByRole('button', { name: 'Gửi đánh giá', exact: true }).click();

    await page.getByRole('heading', { name: /Cảm ơn bạn!/ }).waitFor();
    await page.getByRole('button', { name: 'Trả lời khảo sát' }).click();
    const first = page.getByRole('group').first();
    await first.getByText('4', { exact: true }).click();
    await page.getByRole('button', { name: 'Gửi các câu đã trả lời' }).click();
    await eventually(() => page.getByRole('button', { name: 'Trả lời khảo sát' }).count()).toBe(0);
    expect(await page.getByText('Đang chờ kiểm duyệt').count()).toBe(1);

    // Answered once: a second time is refused.
    const mine = (await (await page.request.get('/api/me/feedback')).json()) as {
      items: { id: string }[];
    };
    const id = mine.items[0]!.id;
    const again = await page.request.post(`/api/me/feedback/${id}/moh-survey`, {
      data: { answers: { A1: 3 } },
      headers: { origin: app.url },
    });
    expect(again.status()).toBe(409);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await page.context().close();
  });
});
