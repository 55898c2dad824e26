import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasChromium, launchBrowser, newContext, type RunningApp, startApp } from './support/app';

describe.skipIf(!hasChromium)('foundation journeys', () => {
  let app: RunningApp;
  let browser: Browser;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.stop();
  });

  it('renders the home page in Vietnamese with the three featured demo doctors', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/');
    expect(await page.getAttribute('html', 'lang')).toBe('vi');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Tìm bác sĩ');
    const featured = page.locator('section', {
      has: page.getByRole('heading', { name: 'Bác sĩ nổi bật' }),
    });
    await expect.poll(() => featured.getByRole('link', { name: /Xem hồ sơ/ }).count()).toBe(3);
    // The first featured doctor is the demo's best-rated one, with its real aggregate.
    expect(await featured.getByRole('heading', { level: 3 }).first().textContent()).toBe(
      'ThS.BS. Trần Thị Bích Ngọc',
    );
    expect(await featured.textContent()).toContain('22 đánh giá');
    await context.close();
  });

  it('switches to English, and remembers the choice after a reload', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: /Ngôn ngữ/ }).click();
    await page.getByRole('menuitemradio', { name: 'English' }).click();
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toContain('Find a doctor');
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Featured doctors' }).count())
      .toBe(1);
    expect(await page.getAttribute('html', 'lang')).toBe('en');
    await context.close();
  });

  it('shows the 404 page for an unknown path, with a way home', async () => {
    const context = await newContext(browser, app.url);
    const page = await context.newPage();
    const errors: string[] = [];
    const infos: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
      if (m.type() === 'info') infos.push(m.text());
    });
    const res = await page.goto('/khong-co-trang-nay');
    expect(res?.status()).toBe(200);
    await expect.poll(() => page.getByRole('heading', { name: 'Lỗi 404' }).count()).toBe(1);
    // Logged from an effect, which runs after the screen has been painted.
    await expect.poll(() => infos.some((e) => e.includes('/khong-co-trang-nay'))).toBe(true);
    // Lighthouse and monitoring count console errors: a missing page is not one.
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Quay về trang chủ' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/');
    await context.close();
  });

  it('serves hashed assets with a long cache and the API with JSON errors', async () => {
    const html = await (await fetch(`${app.url}/`)).text();
    const asset = html.match(/\/assets\/[^"]+\.js/)?.[0];
    expect(asset).toBeTruthy();
    const res = await fetch(`${app.url}${asset}`);
    expect(res.headers.get('cache-control')).toContain('immutable');
    const api = await fetch(`${app.url}/api/nope`);
    expect(api.status).toBe(404);
    expect((await api.json()).error.code).toBe('not_found');
  });
});
