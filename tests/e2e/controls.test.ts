import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, newContext, type RunningApp, startApp } from './support/app';
import { eventually } from './support/poll';

const PATIENT = { email: 'minh.tran@example.com', password: 'benhnhan-demo-2026' };
const VISIT = { code: 'HN4TPW8Z', phone: '0912345678' };

/**
 * Every interactive control of the public pages and of the feedback form, as users get them (the
 * built app, hydrated from the server's HTML), by keyboard and by pointer, with the ARIA state
 * checked after each action: the doctor list's minimum-rating slider and selects, the doctor
 * page's tabs, the report dialog, the header's menus and drawer with the language switch, and
 * the feedback form's choices and stars.
 */
describe.skipIf(!hasChromium)('controls, by keyboard and by pointer', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  async function guestPage(viewport?: { width: number; height: number }) {
    const context = await newContext(browser, app.url, viewport);
    return context.newPage();
  }

  async function patientPage() {
    const page = await guestPage();
    const response = await page.request.post('/api/auth/sign-in/email', {
      data: PATIENT,
      headers: { origin: app.url },
    });
    expect(response.status(), await response.text()).toBe(200);
    return page;
  }

  /**
   * The element holding the keyboard focus, by role (or tag) and name: its aria-label, else its
   * <label>, else its text. Read in one go, so a widget swapping its element cannot split it.
   */
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLButtonElement | null;
      const label = el?.labels?.[0]?.textContent;
      return {
        role: el?.getAttribute('role') ?? el?.tagName.toLowerCase() ?? '',
        name: (el?.getAttribute('aria-label') ?? label ?? el?.textContent ?? '').trim(),
      };
    });
  const hasFocus = (locator: Locator) => locator.evaluate((el) => el === document.activeElement);
  const search = (page: Page) => new URL(page.url()).search;
  const resultCount = (page: Page) => page.getByRole('article').count();

  /** Tabs forward from where the focus is until the control named `target` holds it. */
  async function tabTo(page: Page, target: { role: string; name: string }, limit = 15) {
    for (let i = 0; i < limit; i++) {
      if (JSON.stringify(await focused(page)) === JSON.stringify(target)) return;
      await page.keyboard.press('Tab');
    }
    expect(await focused(page), 'Tab reaches the control').toEqual(target);
  }

  /**
   * A control outside an open menu, select or dialog: those hide the rest of the page from
   * assistive technology while open (aria-hidden), as they should, so it is found among hidden
   * elements too.
   */
  const behindPopup = (page: Page, role: 'button' | 'combobox', name: string | RegExp) =>
    page.getByRole(role, { name, includeHidden: true });

  it('the minimum-rating slider shows its handle, takes Tab, arrows, Home/End and a click', async () => {
    const page = await guestPage();
    await page.goto('/doctors');
    await eventually(() => resultCount(page)).toBe(11);
    const slider = page.getByRole('slider', { name: 'Đánh giá tối thiểu' });
    // A visible handle with the slider's state on it.
    expect(await slider.isVisible()).toBe(true);
    const handle = await slider.boundingBox();
    expect(handle?.width).toBeGreaterThanOrEqual(16);
    expect(handle?.height).toBeGreaterThanOrEqual(16);
    expect(await slider.getAttribute('aria-valuemin')).toBe('0');
    expect(await slider.getAttribute('aria-valuemax')).toBe('5');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0');

    // The page may be marked ready before React has hydrated every part (after 3 s at most, so
    // the session check is not held back on a slow machine): a key pressed on a slider not yet
    // hydrated does nothing. Wait until React owns the handle, as a person waits for the page.
    await eventually(() =>
      slider.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps'))),
    ).toBe(true);

    // Tab reaches it from the search box; arrows move it by half a star; the URL and list follow.
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).focus();
    await tabTo(page, { role: 'slider', name: 'Đánh giá tối thiểu' });
    for (let i = 0; i < 8; i++) await page.keyboard.press('ArrowRight');
    expect(await slider.getAttribute('aria-valuenow')).toBe('4');
    expect(await page.getByText('Từ 4 sao').count()).toBe(1);
    await eventually(() => search(page)).toBe('?min_rating=4');
    await eventually(() => resultCount(page)).toBeLessThan(11);
    await page.keyboard.press('ArrowLeft');
    expect(await slider.getAttribute('aria-valuenow')).toBe('3.5');
    await page.keyboard.press('End');
    expect(await slider.getAttribute('aria-valuenow')).toBe('5');
    await page.keyboard.press('Home');
    expect(await slider.getAttribute('aria-valuenow')).toBe('0');
    expect(await page.getByText('Mọi mức').count()).toBe(1);
    await eventually(() => search(page)).toBe('');
    await eventually(() => resultCount(page)).toBe(11);

    // A click on the bar moves the handle there.
    const track = page.locator('[data-slot="slider"]');
    const box = await track.boundingBox();
    if (!box) throw new Error('slider bar not drawn');
    await page.mouse.click(box.x + box.width * 0.6, box.y + box.height / 2);
    expect(await slider.getAttribute('aria-valuenow')).toBe('3');
    await eventually(() => search(page)).toBe('?min_rating=3');
    await page.context().close();
  });

  it('the list selects open from the keyboard and the pointer, and say what is chosen', async () => {
    const page = await guestPage();
    await page.goto('/doctors');
    await eventually(() => resultCount(page)).toBe(11);
    const specialty = page.getByRole('combobox', { name: 'Chuyên khoa' });
    expect(await specialty.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Tab onto it, Enter opens the list on the chosen option, arrows move, Enter picks.
    await page.getByRole('searchbox', { name: 'Tìm kiếm' }).focus();
    await tabTo(page, { role: 'combobox', name: 'Chuyên khoa' });
    await page.keyboard.press('Enter');
    const listbox = page.getByRole('listbox');
    await eventually(() => listbox.isVisible()).toBe(true);
    expect(await behindPopup(page, 'combobox', 'Chuyên khoa').getAttribute('aria-expanded')).toBe(
      'true',
    );
    await eventually(() => focused(page)).toEqual({ role: 'option', name: 'Tất cả chuyên khoa' });
    await page.keyboard.press('ArrowDown');
    await eventually(() => focused(page)).not.toEqual({
      role: 'option',
      name: 'Tất cả chuyên khoa',
    });
    const second = await focused(page);
    expect(second.role).toBe('option');
    await page.keyboard.press('Enter');
    await eventually(() => listbox.count()).toBe(0);
    expect(await specialty.getAttribute('aria-expanded')).toBe('false');
    expect(await specialty.textContent()).toBe(second.name);
    await eventually(() => search(page)).toMatch(/^\?specialty=[a-z-]+$/);
    // The focus stays on the select, as after any choice.
    expect(await hasFocus(specialty)).toBe(true);

    // Escape closes it without changing anything.
    await page.keyboard.press('ArrowDown');
    await eventually(() => listbox.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => listbox.count()).toBe(0);
    expect(await specialty.getAttribute('aria-expanded')).toBe('false');
    expect(search(page)).toMatch(/^\?specialty=[a-z-]+$/);

    // Pointer: the sort order and the location.
    const sort = page.getByRole('combobox', { name: 'Sắp xếp theo' });
    await sort.click();
    await page.getByRole('option', { name: 'Đánh giá cao nhất' }).click();
    await eventually(() => search(page)).toContain('sort=rating');
    expect(await sort.textContent()).toBe('Đánh giá cao nhất');
    const location = page.getByRole('combobox', { name: 'Địa điểm' });
    await location.click();
    await eventually(() =>
      behindPopup(page, 'combobox', 'Địa điểm').getAttribute('aria-expanded'),
    ).toBe('true');
    await page
      .getByRole('option', { name: /^Hà Nội/ })
      .first()
      .click();
    await eventually(() => search(page)).toContain('city=');
    expect(await location.getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it("the doctor page's tabs move with the arrows and with a click", async () => {
    const page = await guestPage();
    await page.goto('/doctors?q=nguyen+van+duc');
    await page.getByRole('article').getByRole('link').first().click();
    const reviews = page.getByRole('tab', { name: 'Đánh giá' });
    const statistics = page.getByRole('tab', { name: 'Thống kê' });
    await eventually(() => reviews.getAttribute('aria-selected')).toBe('true');
    expect(await statistics.getAttribute('aria-selected')).toBe('false');

    await reviews.focus();
    await page.keyboard.press('ArrowRight');
    await eventually(() => statistics.getAttribute('aria-selected')).toBe('true');
    expect(await hasFocus(statistics)).toBe(true);
    expect(await reviews.getAttribute('aria-selected')).toBe('false');
    await eventually(() => page.getByRole('tabpanel', { name: 'Thống kê' }).isVisible()).toBe(true);

    await reviews.click();
    await eventually(() => reviews.getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('tabpanel', { name: 'Đánh giá' }).isVisible()).toBe(true);
    await page.context().close();
  });

  it('the report dialog opens from the keyboard and the pointer, and gives the focus back', async () => {
    const page = await patientPage();
    await page.goto('/doctors?q=vo+thi+thu+ha');
    await page.getByRole('article').getByRole('link').first().click();
    const firstReport = page.getByRole('button', { name: /^Báo cáo đánh giá của/ }).first();
    await eventually(() => firstReport.isVisible()).toBe(true);
    const label = (await firstReport.getAttribute('aria-label')) ?? '';
    // The same button, found by its name whether or not the open dialog hides it.
    const report = page.locator(`button[aria-label="${label}"]`).first();
    expect(await report.getAttribute('aria-haspopup')).toBe('dialog');
    expect(await report.getAttribute('aria-expanded')).toBe('false');

    // Keyboard: Enter opens it with the focus inside; Escape closes it and returns the focus.
    await report.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Báo cáo đánh giá' });
    await eventually(() => dialog.isVisible()).toBe(true);
    expect(await report.getAttribute('aria-expanded')).toBe('true');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    // A reason is a radio: arrows move the choice.
    const spam = dialog.getByRole('radio', { name: 'Spam hoặc quảng cáo' });
    await spam.click();
    expect(await spam.isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await dialog.getByRole('radio', { name: 'Ngôn từ xúc phạm' }).isChecked()).toBe(true);
    expect(await spam.isChecked()).toBe(false);
    await page.keyboard.press('Escape');
    await eventually(() => dialog.count()).toBe(0);
    await eventually(() => hasFocus(report)).toBe(true);
    expect(await report.getAttribute('aria-expanded')).toBe('false');

    // Pointer: a click opens it; its close button closes it.
    await report.click();
    await eventually(() => dialog.isVisible()).toBe(true);
    await dialog
      .getByRole('button', { name: /Đóng|Hủy/ })
      .first()
      .click();
    await eventually(() => dialog.count()).toBe(0);
    await page.context().close();
  });

  it('the language menu switches the page by keyboard and by pointer', async () => {
    const page = await guestPage();
    await page.goto('/');
    const vietnamese = page.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ });
    expect(await vietnamese.getAttribute('aria-haspopup')).toBe('menu');
    await vietnamese.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await eventually(() => menu.isVisible()).toBe(true);
    expect(
      await behindPopup(page, 'button', /Ngôn ngữ: Tiếng Việt/).getAttribute('aria-expanded'),
    ).toBe('true');
    // The chosen language is the checked item, and the focus starts on an item.
    expect(
      await menu.getByRole('menuitemradio', { name: 'Tiếng Việt' }).getAttribute('aria-checked'),
    ).toBe('true');
    await eventually(async () => (await focused(page)).role).toBe('menuitemradio');
    while ((await focused(page)).name !== 'English') await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: 'Find a doctor you can trust' }).count(),
    ).toBe(1);
    const english = page.getByRole('button', { name: /Language: English/ });
    await eventually(() => hasFocus(english)).toBe(true);
    expect(await english.getAttribute('aria-expanded')).toBe('false');

    // Pointer, back to Vietnamese.
    await english.click();
    await page.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
    await eventually(() => page.evaluate(() => document.documentElement.lang)).toBe('vi');
    expect(await page.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ }).count()).toBe(1);
    await page.context().close();
  });

  it('the account menu opens from the keyboard and the pointer', async () => {
    const page = await patientPage();
    await page.goto('/');
    const trigger = page.getByRole('button', { name: /Menu tài khoản/ });
    await eventually(() => trigger.isVisible()).toBe(true);
    expect(await trigger.getAttribute('aria-haspopup')).toBe('menu');
    await trigger.focus();
    await page.keyboard.press('ArrowDown');
    const menu = page.getByRole('menu');
    await eventually(() => menu.isVisible()).toBe(true);
    await eventually(async () => (await focused(page)).role).toBe('menuitem');
    expect(await behindPopup(page, 'button', /Menu tài khoản/).getAttribute('aria-expanded')).toBe(
      'true',
    );
    await page.keyboard.press('Escape');
    await eventually(() => menu.count()).toBe(0);
    await eventually(() => hasFocus(page.getByRole('button', { name: /Menu tài khoản/ }))).toBe(
      true,
    );

    await page.getByRole('button', { name: /Menu tài khoản/ }).click();
    await menu.getByRole('menuitem', { name: 'Hồ sơ' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/profile');
    await page.context().close();
  });

  it('the phone menu drawer opens from the keyboard and the pointer, and closes with Escape', async () => {
    const page = await guestPage({ width: 390, height: 844 });
    await page.goto('/');
    const open = page.getByRole('button', { name: 'Mở menu' });
    expect(await open.getAttribute('aria-expanded')).toBe('false');
    await open.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await eventually(() => drawer.isVisible()).toBe(true);
    expect(await behindPopup(page, 'button', 'Mở menu').getAttribute('aria-expanded')).toBe('true');
    await eventually(() => drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await eventually(() => drawer.count()).toBe(0);
    await eventually(() => hasFocus(page.getByRole('button', { name: 'Mở menu' }))).toBe(true);

    await page.getByRole('button', { name: 'Mở menu' }).click();
    await eventually(() => drawer.isVisible()).toBe(true);
    await drawer.getByRole('link', { name: 'Bác sĩ' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/doctors');
    await eventually(() => drawer.count()).toBe(0);
    await page.context().close();
  });

  it("the feedback form's choices and stars answer the keyboard and the pointer", async () => {
    const page = await patientPage();
    await page.goto('/feedback');
    await page.getByLabel('Mã lượt khám').fill(VISIT.code);
    await page.getByLabel('Số điện thoại').fill(VISIT.phone);
    await page.getByLabel('Số điện thoại').press('Enter');
    await eventually(() => page.getByText('Đã xác minh lượt khám').count()).toBe(1);

    // The visit's doctors are radios: arrows move the choice, a click picks one.
    const doctors = page.getByRole('radio', { name: /BS\./ });
    await eventually(() => doctors.count()).toBe(2);
    await doctors.first().click();
    expect(await doctors.first().isChecked()).toBe(true);
    await page.keyboard.press('ArrowDown');
    expect(await doctors.nth(1).isChecked()).toBe(true);
    expect(await doctors.first().isChecked()).toBe(false);
    await page.getByRole('button', { name: 'Đánh giá bác sĩ này' }).click();

    const group = (name: string) => page.getByRole('radiogroup', { name });
    const star = (name: string, count: number) =>
      group(name).getByRole('radio', { name: `${count} sao` });
    await eventually(() => group('Đánh giá chung').isVisible()).toBe(true);
    // Nothing is chosen, and Tab stops on the first star only (one stop per group).
    expect(await star('Đánh giá chung', 1).getAttribute('tabindex')).toBe('0');
    expect(await star('Đánh giá chung', 2).getAttribute('tabindex')).toBe('-1');
    for (let n = 1; n <= 5; n++)
      expect(await star('Đánh giá chung', n).getAttribute('aria-checked')).toBe('false');

    // Pointer.
    await star('Đánh giá chung', 3).click();
    expect(await star('Đánh giá chung', 3).getAttribute('aria-checked')).toBe('true');
    // Keyboard: arrows move the choice and the focus with it; Home and End go to the ends.
    await page.keyboard.press('ArrowRight');
    expect(await star('Đánh giá chung', 4).getAttribute('aria-checked')).toBe('true');
    expect(await hasFocus(star('Đánh giá chung', 4))).toBe(true);
    expect(await star('Đánh giá chung', 3).getAttribute('aria-checked')).toBe('false');
    await page.keyboard.press('Home');
    expect(await star('Đánh giá chung', 1).getAttribute('aria-checked')).toBe('true');
    await page.keyboard.press('End');
    expect(await star('Đánh giá chung', 5).getAttribute('aria-checked')).toBe('true');
    // Tab leaves the group from its chosen star for the next criterion's first star.
    await page.keyboard.press('Tab');
    expect(await hasFocus(star('Chuyên môn y khoa', 1))).toBe(true);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await star('Chuyên môn y khoa', 2).getAttribute('aria-checked')).toBe('true');

    // The consent box: Space ticks it, a click unticks it.
    const consent = page.getByRole('checkbox', { name: /Tôi đồng ý để đánh giá này/ });
    expect(await consent.getAttribute('aria-checked')).toBe('false');
    await consent.focus();
    await page.keyboard.press('Space');
    expect(await consent.getAttribute('aria-checked')).toBe('true');
    await consent.click();
    expect(await consent.getAttribute('aria-checked')).toBe('false');
    await page.context().close();
  });
});
