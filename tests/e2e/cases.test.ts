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
const STAFF = { email: 'minh.tran@example.com', password: PASSWORD };

const WORDS = {
  vi: {
    patient: 'nhung.nguyen@example.com',
    casesTitle: 'Hồ sơ xử lý phản hồi',
    messageLabel: 'Nhắn cho bệnh nhân',
    send: 'Gửi cho bệnh nhân',
    contacted: 'Đã liên hệ',
    threadTitle: 'Tin nhắn từ phòng khám',
    answerLabel: 'Câu trả lời của bạn',
    answerSend: 'Gửi',
    fromPatient: 'Từ bệnh nhân',
    resolve: 'Đánh dấu đã giải quyết',
    resolved: 'Đã giải quyết',
    closed: 'Phòng khám đã kết thúc cuộc trao đổi này.',
    changeLabel: 'Bạn góp ý, chúng tôi thay đổi',
    publish: 'Đăng thay đổi',
    changeText: 'Từ tháng này, buổi sáng có thêm một nhân viên tiếp đón.',
    yes: 'Có',
    confirmed: 'Được bệnh nhân xác nhận',
    staffText: 'Chúng tôi rất tiếc. Xin cho biết giờ có thể gọi lại?',
    patientText: 'Gọi tôi sau 17 giờ, cảm ơn.',
  },
  en: {
    patient: 'sarah.mitchell@example.com',
    casesTitle: 'Service-recovery cases',
    messageLabel: 'Write to the patient',
    send: 'Send to the patient',
    contacted: 'Contacted',
    threadTitle: 'Messages from the clinic',
    answerLabel: 'Your answer',
    answerSend: 'Send',
    fromPatient: 'From the patient',
    resolve: 'Mark resolved',
    resolved: 'Resolved',
    closed: 'The clinic has closed this conversation.',
    changeLabel: 'You said, we did',
    publish: 'Publish the change',
    changeText: 'From this month, a second receptionist works mornings.',
    yes: 'Yes, it did',
    confirmed: 'Confirmed by patients',
    staffText: 'We are sorry. When may we call you back?',
    patientText: 'After 5 pm, thank you.',
  },
} as const;

/** A low review becomes a case: staff write to the patient, the patient answers, staff resolve. */
describe.skipIf(!hasChromium)('service-recovery cases', () => {
  let app: RunningApp;
  let browser: Browser;
  let admin: Page;
  let doctors: DoctorSummary[];
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    admin = await signedIn(ADMIN, 'vi');
    const list = (await (
      await admin.request.get('/api/doctors?sort=reviews&page_size=12')
    ).json()) as Paged<DoctorSummary>;
    doctors = list.items;
    const users = (await (
      await admin.request.get(`/api/admin/users?q=${encodeURIComponent(STAFF.email)}`)
    ).json()) as { items: { id: string; email: string }[] };
    const staff = users.items.find((u) => u.email === STAFF.email)!;
    const role = await admin.request.put(`/api/admin/users/${staff.id}/role`, {
      data: { role: 'staff' },
      headers: { origin: app.url },
    });
    expect(role.status(), await role.text()).toBe(200);
  }, 120_000);
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

  /** A visit recorded by the clinic, verified by the patient, and a 1-star review of it. */
  async function lowReview(patient: Page, doctor: DoctorSummary, comment: string) {
    const headers = { origin: app.url };
    const created = await admin.request.post('/api/admin/visits', {
      data: {
        clinic_id: doctor.clinic_id,
        phone: '0912345678',
        visit_date: new Date().toISOString().slice(0, 10),
        doctor_ids: [doctor.id],
      },
      headers,
    });
    expect(created.status(), await created.text()).toBe(201);
    const { visit_code } = (await created.json()) as { visit_code: string };
    const verified = await patient.request.post('/api/visits/verify', {
      data: { visit_code, phone: '0912345678' },
      headers,
    });
    expect(verified.status(), await verified.text()).toBe(200);
    const { visit_id } = (await verified.json()) as { visit_id: string };
    const sent = await patient.request.post('/api/feedback', {
      data: {
        visit_id,
        doctor_id: doctor.id,
        rating: 1,
        medical_expertise: 3,
        customer_experience: 1,
        compliance: 2,
        comment,
        consent_version: '2026-01',
        contact_consent: true,
      },
      headers,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  for (const [index, lang] of (['vi', 'en'] as const).entries()) {
    it(`lets staff write, the patient answer and staff resolve (${lang})`, async () => {
      const w = WORDS[lang];
      const doctor = doctors[index + 2]!;
      const patient = await signedIn({ email: w.patient, password: PASSWORD }, lang);
      const comment = `Chờ ba tiếng ${lang} ${Date.now()}`;
      await lowReview(patient, doctor, comment);

      const staff = await signedIn(STAFF, lang);
      await staff.goto('/admin/cases');
      await eventually(() =>
        staff.getByRole('heading', { level: 1, name: w.casesTitle }).count(),
      ).toBe(1);
      const row = staff.locator('li', { hasText: comment });
      await row.waitFor();
      expect(await seriousViolations(staff)).toEqual([]);
      await row.getByRole('link', { name: doctor.name }).click();
      await staff.getByRole('heading', { level: 1, name: doctor.name }).waitFor();
      expect(await seriousViolations(staff)).toEqual([]);
      await staff.getByLabel(w.messageLabel).fill(w.staffText);
      await staff.getByRole('button', { name: w.send }).click();
      await eventually(() => staff.getByText(w.contacted, { exact: true }).count()).toBeGreaterThan(
        0,
      );

      await patient.goto('/profile?tab=feedback#clinic-messages');
      const thread = patient.locator('#clinic-messages');
      await eventually(() => thread.getByText(w.staffText).count()).toBe(1);
      expect(await thread.getByRole('heading', { name: w.threadTitle }).count()).toBe(1);
      expect(await seriousViolations(patient)).toEqual([]);
      await thread.getByLabel(w.answerLabel).fill(w.patientText);
      await thread.getByRole('button', { name: w.answerSend, exact: true }).click();
      await eventually(() => thread.getByText(w.patientText).count()).toBe(1);

      await staff.reload();
      await eventually(() => staff.getByText(w.patientText).count()).toBe(1);
      expect(await staff.getByText(w.fromPatient).count()).toBeGreaterThan(0);
      await staff.getByRole('button', { name: w.resolve }).click();
      await eventually(() => staff.getByText(w.resolved, { exact: true }).count()).toBeGreaterThan(
        0,
      );
      // Nothing overflows a phone's width.
      const overflow = await staff.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBe(0);

      await patient.reload();
      await eventually(() => patient.getByText(w.closed).count()).toBe(1);

      // "You said, we did": staff publish the change, the author confirms it, the page shows it.
      await staff.getByLabel(w.changeLabel).fill(w.changeText);
      await staff.getByRole('button', { name: w.publish }).click();
      await patient.goto('/profile?tab=feedback#changes');
      const changes = patient.locator('#changes');
      await eventually(() => changes.getByText(w.changeText).count()).toBe(1);
      await changes.getByRole('button', { name: w.yes, exact: true }).click();
      await eventually(() =>
        changes.getByRole('button', { name: w.yes, exact: true }).getAttribute('aria-pressed'),
      ).toBe('true');
      await patient.goto(`/doctors/${doctor.id}`);
      const confirmed = patient.locator('section', { hasText: w.confirmed });
      await eventually(() => confirmed.getByText(w.changeText).count()).toBe(1);
      expect(await seriousViolations(patient)).toEqual([]);
      await Promise.all([staff.context().close(), patient.context().close()]);
    });
  }
});
