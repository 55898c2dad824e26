import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DoctorSummary, Paged } from '../../src/shared/doctors';
import {
  ADMIN,
  hasChromium,
  launchBrowser,
  newContext,
  type RunningApp,
  startApp,
} from './support/app';
import { linkInMail, smsTo, zaloTo } from './support/mail';
import { eventually } from './support/poll';

const TEXT = {
  vi: {
    emailSwitch: 'Đăng nhập bằng email',
    otherNumber: 'Dùng số điện thoại khác',
    phone: 'Số điện thoại',
    sendCode: 'Gửi mã',
    phoneCode: 'Mã xác thực',
    signIn: 'Đăng nhập',
    signUpSwitch: 'Đăng ký ngay',
    firstName: 'Tên',
    lastName: 'Họ và tên đệm',
    password: 'Mật khẩu',
    privacy: /Tôi đã đọc và đồng ý/,
    signUp: 'Đăng ký',
    checkMail: 'Kiểm tra hộp thư của bạn',
    rate: (name: string) => `Đánh giá ${name}`,
    code: 'Mã lượt khám',
    criteria: [
      'Đánh giá chung',
      'Chuyên môn y khoa',
      'Trải nghiệm khách hàng',
      'Tuân thủ và thái độ',
    ],
    fourStars: '4 sao',
    consent: /Tôi đồng ý để đánh giá này/,
    submit: 'Gửi đánh giá',
    sent: (name: string) => `Cảm ơn bạn! Đánh giá của bạn về ${name} đã được gửi.`,
  },
  en: {
    emailSwitch: 'Sign in with email',
    otherNumber: 'Use another number',
    phone: 'Phone number',
    sendCode: 'Send code',
    phoneCode: 'Code',
    signIn: 'Sign in',
    signUpSwitch: 'Sign up',
    firstName: 'First name',
    lastName: 'Last name',
    password: 'Password',
    privacy: /I have read and accept/,
    signUp: 'Sign up',
    checkMail: 'Check your e-mail',
    rate: (name: string) => `Rate ${name}`,
    code: 'Visit code',
    criteria: [
      'Overall rating',
      'Medical expertise',
      'Customer experience',
      'Compliance and behaviour',
    ],
    fourStars: '4 stars',
    consent: /I agree that this review/,
    submit: 'Send feedback',
    sent: (name: string) => `Thank you! Your review of ${name} was sent.`,
  },
} as const;

/**
 * A personal invitation, by SMS (a clinic that invites by SMS first) or by Zalo (the default
 * order): a guest opens its short link on a phone, signs up, and rates without typing a code.
 */
describe.skipIf(!hasChromium)('invitation link journey (390 px)', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  const CASES = [
    { lang: 'vi', by: 'phone', local: '0907 555 123', doctorAt: -1 },
    { lang: 'en', by: 'phone', local: '0907 555 124', doctorAt: -2 },
    { lang: 'vi', by: 'email', local: '0907 555 125', doctorAt: -3 },
  ] as const;
  it.each(CASES)(
    'opens the visit from the link, signs in ($by) and rates with no visit code ($lang)',
    async ({ lang, by, local, doctorAt }) => {
      const text = TEXT[lang];
      const admin = await (await newContext(browser, app.url)).newPage();
      const headers = { origin: app.url };
      expect(
        (
          await admin.request.post('/api/auth/sign-in/email', {
            data: { email: ADMIN.email, password: ADMIN.password },
            headers,
          })
        ).status(),
      ).toBe(200);
      const doctors = (await (
        await admin.request.get('/api/doctors?sort=reviews')
      ).json()) as Paged<DoctorSummary>;
      const doctor = doctors.items.at(doctorAt)!;
      // In Vietnamese, a clinic whose invitations go by SMS first; in English, the default
      // order (Zalo first).
      const clinic = await (
        await admin.request.get(`/api/admin/clinics/${doctor.clinic_id}`)
      ).json();
      if (lang === 'vi') {
        const { id, image_url, doctor_count, created_at, updated_at, ...details } = clinic;
        const updated = await admin.request.put(`/api/admin/clinics/${doctor.clinic_id}`, {
          data: { ...details, invitation_channels: ['sms', 'email'] },
          headers,
        });
        expect(updated.status(), await updated.text()).toBe(200);
      }
      const created = await admin.request.post('/api/admin/visits', {
        data: {
          clinic_id: doctor.clinic_id,
          phone: local,
          visit_date: new Date().toISOString().slice(0, 10),
          doctor_ids: [doctor.id],
          // The patient's language, as the clinic recorded it: the link carries it.
          language: lang,
        },
        headers,
      });
      expect(created.status(), await created.text()).toBe(201);
      const list = await (
        await admin.request.get(`/api/admin/visits?q=${(await created.json()).visit_code}`)
      ).json();
      const invite = await (
        await admin.request.get(`/api/admin/visits/${list.items[0].id}/invite`)
      ).json();
      const link = new URL(invite.url);

      expect(link.searchParams.get('lang')).toBe(lang === 'en' ? 'en' : null);

      // The patient got an SMS, one segment, or a Zalo template message, with a short link on
      // the site's own domain.
      const phone = `+84${local.replace(/\s/g, '').slice(1)}`;
      let reviewLink: string;
      if (lang === 'vi') {
        await eventually(() => smsTo(app.dataDir, phone).length).toBe(1);
        const [sms] = smsTo(app.dataDir, phone);
        expect(sms!.text.length).toBeLessThanOrEqual(160);
        reviewLink = sms!.links[0]!;
      } else {
        await eventually(() => zaloTo(app.dataDir, phone).length).toBe(1);
        const [zalo] = zaloTo(app.dataDir, phone);
        expect(zalo!.params.clinic_name).toBe(clinic.name);
        reviewLink = zalo!.params.review_link!;
      }
      const short = new URL(reviewLink);
      expect(short.pathname).toMatch(/^\/r\/[\w-]{12}$/);

      // A fresh browser, nothing remembered: the link alone decides the language.
      const context = await newContext(browser, app.url, { width: 390, height: 844 });
      const page = await context.newPage();
      await page.goto(short.pathname);
      await eventually(() => new URL(page.url()).pathname).toBe('/auth');
      expect(await page.getAttribute('html', 'lang')).toBe(lang);
      expect(new URL(page.url()).searchParams.get('lang')).toBeNull();
      if (by === 'phone') {
        // The link came to the phone: the code goes back to the visit's number, untyped. In
        // English, the patient types it instead (as one invited on another phone would).
        if (lang === 'en') {
          await page.getByRole('button', { name: text.otherNumber, exact: true }).click();
          await page.getByLabel(text.phone, { exact: true }).fill(local);
        } else {
          expect(await page.getByLabel(text.phone, { exact: true }).count()).toBe(0);
        }
        await page.getByRole('checkbox', { name: text.privacy }).click();
        await page.getByRole('button', { name: text.sendCode, exact: true }).click();
        // The invitation was the first SMS (or none, by Zalo); the code is the latest one.
        const codeSms = () => smsTo(app.dataDir, phone).find((m) => /#\d{6}$/.test(m.text));
        await eventually(() => Boolean(codeSms())).toBe(true);
        const code = /#(\d{6})$/.exec(codeSms()!.text)![1]!;
        await page.getByLabel(text.phoneCode, { exact: true }).fill(code);
        await page.getByRole('button', { name: text.signIn, exact: true }).click();
      } else {
        // A new patient who prefers e-mail creates an account on the way.
        await page.getByRole('button', { name: text.emailSwitch, exact: true }).click();
        await page.getByRole('button', { name: text.signUpSwitch, exact: true }).click();
        await page.getByLabel(text.firstName, { exact: true }).fill('Lan');
        await page.getByLabel(text.lastName, { exact: true }).fill('Trần Thị');
        await page.getByLabel('Email').fill(`invited-${lang}@example.com`);
        await page.getByLabel(text.password, { exact: true }).fill('quiet lanterns drift north');
        await page.getByRole('checkbox', { name: text.privacy }).click();
        await page.getByRole('button', { name: text.signUp, exact: true }).last().click();
        // Sign-up answers alike for new and taken addresses, so it opens no session itself; the
        // page says what happens next, and the e-mailed link signs in and returns to the visit.
        await eventually(() => page.getByRole('heading', { name: text.checkMail }).count()).toBe(1);
        const address = `invited-${lang}@example.com`;
        await eventually(() =>
          linkInMail(app.dataDir, address, '/api/auth/verify-email'),
        ).not.toBeNull();
        const confirm = linkInMail(app.dataDir, address, '/api/auth/verify-email')!;
        await page.goto(`${confirm.pathname}${confirm.search}`);
      }

      // Back on the link: the visit is open and the doctor's form is there, no code asked.
      const heading = page.getByRole('heading', { name: text.rate(doctor.name) });
      await eventually(() => heading.count()).toBe(1);
      expect(await page.getByLabel(text.code).count()).toBe(0);
      for (const name of text.criteria) {
        await page
          .getByRole('radiogroup', { name })
          .getByRole('radio', { name: text.fourStars })
          .click();
      }
      await page.getByRole('checkbox', { name: text.consent }).click();
      await page.getByRole('button', { name: text.submit, exact: true }).click();
      // A confirmation that stays, in the visit's language.
      await eventually(() =>
        page.getByRole('heading', { name: text.sent(doctor.name) }).count(),
      ).toBe(1);
      await context.close();
    },
  );
});
