import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicMoment } from '../../src/shared/clinic-hours';
import type { DoctorProfile, DoctorSummary, Paged } from '../../src/shared/doctors';
import { hasChromium, launchBrowser, type RunningApp, startApp } from './support/app';
import { seriousViolations } from './support/axe';
import { eventually } from './support/poll';

const TEXTS = {
  vi: { open: 'Đang mở cửa', closed: 'Đã đóng cửa', sort: 'Sắp xếp đánh giá', star: 'Hiển thị' },
  en: { open: 'Open now', closed: 'Closed now', sort: 'Sort reviews', star: 'Show' },
} as const;
/** Monday 2 June 2025, 09:30 in Hồ Chí Minh City; then Sunday 8 June, 10:00. */
const MONDAY_MORNING = new Date('2025-06-02T02:30:00Z');
const SUNDAY = new Date('2025-06-08T03:00:00Z');

/** The doctor page on a phone: the clinic card at a fixed clock, review order and star filter. */
describe.skipIf(!hasChromium)('the doctor page leads somewhere (390 px)', () => {
  let app: RunningApp;
  let browser: Browser;
  let doctor: DoctorProfile;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
    const list = (await (
      await fetch(`${app.url}/api/doctors?sort=reviews`)
    ).json()) as Paged<DoctorSummary>;
    doctor = (await (
      await fetch(`${app.url}/api/doctors/${list.items[0]!.id}`)
    ).json()) as DoctorProfile;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  for (const lang of ['vi', 'en'] as const) {
    it(`shows open now or closed on the clinic's clock, sorts and filters reviews (${lang})`, async () => {
      const text = TEXTS[lang];
      const context = await browser.newContext({
        baseURL: app.url,
        viewport: { width: 390, height: 844 },
        bypassCSP: true,
        // The visitor's zone must not matter: the clinic's clock decides.
        timezoneId: 'America/New_York',
      });
      await context.addInitScript((language) => {
        if (location.protocol.startsWith('http')) localStorage.setItem('lang', language);
      }, lang);
      const page = await context.newPage();
      for (const at of [MONDAY_MORNING, SUNDAY]) {
        await page.clock.setFixedTime(at);
        await page.goto(`/doctors/${doctor.id}`);
        const expected = clinicMoment(doctor.clinic_info!.operating_hours, at).openNow;
        await eventually(() => page.getByTestId('clinic-open-state').textContent()).toBe(
          expected ? text.open : text.closed,
        );
      }
      const directions = page.locator('a[href^="https://www.openstreetmap.org/search"]');
      expect(await directions.getAttribute('rel')).toBe('noopener noreferrer');
      expect(await page.locator('a[href^="tel:"]').count()).toBe(doctor.clinic_info!.phone ? 1 : 0);
      // Nothing is cut off on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );

      const stars = () =>
        page
          .getByRole('tabpanel')
          .locator('[data-rating]')
          .evaluateAll((nodes) => nodes.map((n) => Number(n.getAttribute('data-rating'))));
      await page.getByLabel(text.sort).selectOption('lowest');
      await eventually(async () => {
        const s = await stars();
        return s.length > 0 && s.every((v, i) => i === 0 || s[i - 1]! <= v);
      }).toBe(true);
      await page.getByLabel(text.star).selectOption('5');
      await eventually(async () => {
        const s = await stars();
        return s.length > 0 && s.every((v) => v === 5);
      }).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    });
  }
});
