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
import { seriousViolations } from './support/axe';
import { eventually } from './support/poll';

const PATIENT = { email: 'nhung.nguyen@example.com', password: 'benhnhan-demo-2026' };
const REPORTER = { email: 'minh.tran@example.com', password: 'benhnhan-demo-2026' };
const APPELLANT = { email: 'thao.le@example.com', password: 'benhnhan-demo-2026' };
const DOCTOR_NAME = 'PGS.TS.BS. Nguyễn Văn Đức';

/** expect.poll waits 1 s by default; cold chunks and a busy machine need more. */

/**
 * The feedback journey end to end, in Vietnamese: a patient verifies a real visit and rates a
 * doctor, an admin publishes it, another user reports it (it stays published), the admin keeps
 * it. Then a rejected author appeals and the appeal reaches the moderation queue.
 */
describe.skipIf(!hasChromium)('feedback journey', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function signedInPage(
    account: { email: string; password: string },
    options: { axe?: boolean } = {},
  ): Promise<Page> {
    // axe is injected as an inline script, which the app's CSP (rightly) forbids.
    const context = options.axe
      ? await browser.newContext({
          baseURL: app.url,
          bypassCSP: true,
          viewport: { width: 1280, height: 900 },
          locale: 'vi-VN',
        })
      : await newContext(browser, app.url);
    const page = await context.newPage();
    // A comment must never run as script: any dialog fails the journey.
    page.on('dialog', (dialog) => {
      throw new Error(`unexpected dialog: ${dialog.message()}`);
    });
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: { email: account.email, password: account.password },
      headers: { origin: app.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  /** The review count as the doctor's profile card shows it (the card holds the page's h1). */
  const shownCount = (page: Page, count: number) =>
    page
      .locator('article', { has: page.getByRole('heading', { level: 1 }) })
      .getByText(`${count} đánh giá`, { exact: true })
      .count();

  async function reviewCount(page: Page, doctorId: string): Promise<number> {
    const res = await page.request.get(`/api/doctors/${doctorId}`);
    return ((await res.json()) as { review_count: number }).review_count;
  }

  async function moderate(admin: Page, id: string, status: 'approved' | 'rejected') {
    const res = await admin.request.patch(`/api/admin/feedback/${id}`, {
      data: status === 'rejected' ? { status, reason: 'not_real_visit' } : { status },
      headers: { origin: app.url },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }

  it('verify → rate → publish → report (stays visible) → keep', async () => {
    const patient = await signedInPage(PATIENT);
    const list = await patient.request.get('/api/doctors?q=nguyen%20van%20duc');
    const doctor = ((await list.json()) as { items: { id: string; name: string }[] }).items.find(
      (d) => d.name === DOCTOR_NAME,
    );
    if (!doctor) throw new Error('demo doctor missing');
    const before = await reviewCount(patient, doctor.id);
    const marker = `Kiểm thử ${Date.now()}`;
    const comment = `${marker}: bác sĩ khám kỹ, giải thích rõ. <script>alert(1)</script>`;

    // Step 1: the visit code (any case, as people type it) and the phone number.
    await patient.goto('/feedback');
    await patient.getByLabel('Mã lượt khám').fill('akq3m7xr');
    await patient.getByLabel('Số điện thoại').fill('0901234567');
    await patient.getByRole('button', { name: 'Tiếp tục' }).click();
    await eventually(() => patient.getByText('Đã xác minh lượt khám').count()).toBe(1);
    await patient.getByRole('radio', { name: /Nguyễn Văn Đức/ }).check();
    await patient.getByRole('button', { name: 'Đánh giá bác sĩ này' }).click();

    // Step 2: focus lands on the form's heading.
    const heading = patient.getByRole('heading', { name: `Đánh giá ${DOCTOR_NAME}` });
    await eventually(() => heading.evaluate((el) => el === document.activeElement)).toBe(true);
    const group = (name: string) => patient.getByRole('radiogroup', { name });
    // Mouse for two criteria, keyboard for the other two.
    await group('Đánh giá chung').getByRole('radio', { name: '5 sao' }).click();
    await group('Chuyên môn y khoa').getByRole('radio', { name: '1 sao' }).focus();
    await patient.keyboard.press('End');
    await patient.keyboard.press('ArrowLeft');
    await group('Trải nghiệm khách hàng').getByRole('radio', { name: '4 sao' }).click();
    await group('Tuân thủ và thái độ').getByRole('radio', { name: '1 sao' }).focus();
    for (let i = 0; i < 5; i += 1) await patient.keyboard.press('ArrowRight');
    expect(
      await group('Chuyên môn y khoa')
        .getByRole('radio', { name: '4 sao' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    expect(
      await group('Tuân thủ và thái độ')
        .getByRole('radio', { name: '5 sao' })
        .getAttribute('aria-checked'),
    ).toBe('true');
    await patient.getByLabel('Nhận xét (không bắt buộc)').fill(comment);
    // The short public name is the default; the consent box starts unticked and is required.
    expect(await patient.getByRole('radio', { name: 'Hiển thị là Nhung N.' }).isChecked()).toBe(
      true,
    );
    const consent = patient.getByRole('checkbox', { name: /Tôi đồng ý để đánh giá này/ });
    expect(await consent.getAttribute('aria-checked')).toBe('false');
    await consent.click();
    await patient.getByRole('button', { name: 'Gửi đánh giá', exact: true }).click();

    // The confirmation stays, says where the review stands and links to it in the profile.
    const sent = patient.getByRole('heading', {
      name: `Cảm ơn bạn! Đánh giá của bạn về ${DOCTOR_NAME} đã được gửi.`,
    });
    await eventually(() => sent.count()).toBe(1);
    expect(new URL(patient.url()).pathname).toBe('/feedback');
    expect(await patient.getByText('Đang chờ kiểm duyệt').count()).toBe(1);
    // The visit's other doctor is offered next.
    expect(
      await patient.getByRole('button', { name: 'Đánh giá ThS.BS. Nguyễn Thị Mai Anh' }).count(),
    ).toBe(1);
    // Pending feedback is not public yet.
    expect(await reviewCount(patient, doctor.id)).toBe(before);

    // The admin finds it in the moderation queue and publishes it.
    const admin = await signedInPage(ADMIN);
    const queue = await admin.request.get(`/api/admin/feedback?q=${encodeURIComponent(marker)}`);
    const items = ((await queue.json()) as { items: { id: string; comment: string }[] }).items;
    expect(items).toHaveLength(1);
    const feedbackId = items[0]?.id ?? '';
    expect(items[0]?.comment).toBe(comment);
    await moderate(admin, feedbackId, 'approved');

    // Published: on the doctor's page, with the new count and the comment shown as text.
    await patient.goto(`/doctors/${doctor.id}`);
    await eventually(() => shownCount(patient, before + 1)).toBe(1);
    const review = patient.getByRole('article').filter({ hasText: marker });
    await eventually(() => review.count()).toBe(1);
    expect(await review.getByText('<script>alert(1)</script>', { exact: false }).count()).toBe(1);
    expect(await review.getByText('Đã xác minh lượt khám').count()).toBe(1);
    expect(await patient.locator('article script').count()).toBe(0);

    // The author sees it as published on the profile.
    await patient.goto('/profile?tab=feedback');
    const mine = patient.getByRole('article').filter({ hasText: marker });
    await eventually(() => mine.getByText('Đã đăng', { exact: true }).count()).toBe(1);

    // Another signed-in user reports it from the doctor page: a report alone hides nothing.
    const reporter = await signedInPage(REPORTER, { axe: true });
    await reporter.goto(`/doctors/${doctor.id}`);
    const reported = reporter.getByRole('article').filter({ hasText: marker });
    await eventually(() => reported.count()).toBe(1);
    await reported.getByRole('button', { name: /Báo cáo/ }).click();
    const dialog = reporter.getByRole('dialog', { name: 'Báo cáo đánh giá' });
    await dialog.getByRole('radio', { name: 'Thông tin sai sự thật' }).check();
    await dialog.getByLabel('Ghi chú thêm (không bắt buộc)').fill('Nội dung không đúng.');
    await dialog.getByRole('button', { name: 'Gửi báo cáo' }).click();
    const thanks = reporter
      .locator('[data-sonner-toast]')
      .filter({ hasText: 'Cảm ơn bạn, người kiểm duyệt sẽ xem xét đánh giá này.' });
    await eventually(() => thanks.count()).toBe(1);
    await reporter.reload();
    await eventually(() => reported.count()).toBe(1);
    await eventually(() => shownCount(reporter, before + 1)).toBe(1);
    expect(await reviewCount(reporter, doctor.id)).toBe(before + 1);
    expect(await seriousViolations(reporter)).toEqual([]);

    // The author is not offered to report their own review.
    await patient.goto(`/doctors/${doctor.id}`);
    const own = patient.getByRole('article').filter({ hasText: marker });
    await eventually(() => own.count()).toBe(1);
    expect(await own.getByRole('button', { name: /Báo cáo/ }).count()).toBe(0);

    // The report waits on the Reported screen while the review stays published; the admin keeps it.
    const open = await admin.request.get('/api/admin/feedback?status=reported&limit=100');
    const entry = ((await open.json()) as { items: { id: string; status: string }[] }).items.find(
      (i) => i.id === feedbackId,
    );
    expect(entry?.status).toBe('approved');
    await moderate(admin, feedbackId, 'approved');
    expect(await reviewCount(reporter, doctor.id)).toBe(before + 1);

    await Promise.all([patient, admin, reporter].map((p) => p.context().close()));
  });

  it('an author appeals a rejection from the profile; it reaches the queue as an appeal', async () => {
    const author = await signedInPage(APPELLANT);
    const verified = await author.request.post('/api/visits/verify', {
      data: { visit_code: 'Q7DKV2MC', phone: '0938765432' },
      headers: { origin: app.url },
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const visit = (await verified.json()) as { visit_id: string; doctors: { id: string }[] };
    const marker = `Kháng nghị ${Date.now()}`;
    const sent = await author.request.post('/api/feedback', {
      data: {
        visit_id: visit.visit_id,
        doctor_id: visit.doctors[0]?.id,
        rating: 4,
        medical_expertise: 4,
        customer_experience: 4,
        compliance: 4,
        comment: marker,
        consent_version: '2026-01',
      },
      headers: { origin: app.url },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const feedbackId = ((await sent.json()) as { id: string }).id;
    const admin = await signedInPage(ADMIN, { axe: true });
    await moderate(admin, feedbackId, 'rejected');

    await author.goto('/profile?tab=feedback');
    const mine = author.getByRole('article').filter({ hasText: marker });
    await eventually(() => mine.getByText('Không dựa trên lần khám thật').count()).toBe(1);
    await mine.getByRole('button', { name: 'Kháng nghị quyết định này' }).click();
    await mine.getByLabel('Vì sao nên xem xét lại?').fill('Tôi đã khám thật vào tuần trước.');
    await mine.getByRole('button', { name: 'Gửi kháng nghị' }).click();
    await eventually(() =>
      mine.getByText('Đã gửi kháng nghị: đang chờ người kiểm duyệt khác.').count(),
    ).toBe(1);

    await admin.goto('/admin/feedback/moderate');
    const item = admin.getByRole('article').filter({ hasText: marker });
    await eventually(() => item.count()).toBe(1);
    expect(await item.getByText('Kháng nghị của tác giả').count()).toBe(1);
    expect(await item.getByText('“Tôi đã khám thật vào tuần trước.”').count()).toBe(1);
    expect(await item.getByRole('button', { name: 'Chấp nhận và đăng' }).count()).toBe(1);
    expect(await seriousViolations(admin)).toEqual([]);
    await Promise.all([author, admin].map((p) => p.context().close()));
  });

  it('sends a guest on /feedback to sign in, saying why', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/feedback');
    await eventually(() => new URL(page.url()).pathname).toBe('/auth');
    expect(new URL(page.url()).searchParams.get('redirect')).toBe('/feedback');
    await eventually(() => page.getByText('Bạn cần đăng nhập để gửi đánh giá.').count()).toBe(1);
    await context.close();
  });

  it('refuses an expired visit code in words', async () => {
    const page = await signedInPage({ email: 'tuan.dinh@example.com', password: PATIENT.password });
    await page.goto('/feedback');
    await page.getByLabel('Mã lượt khám').fill('EXP9GQ4K');
    await page.getByLabel('Số điện thoại').fill('+84 359 876 543');
    await page.getByRole('button', { name: 'Tiếp tục' }).click();
    await eventually(() => page.getByRole('alert').textContent()).toContain(
      'Lượt khám này đã quá hạn đánh giá.',
    );
    await page.context().close();
  });
});
