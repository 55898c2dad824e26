import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuiltClient } from '../test/built-client';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * How the server writes a page its renderer drew, and what it does when the renderer draws
 * nothing or fails. The renderer is the client's own build (dist/ssr, tested in the browser by
 * tests/e2e/server-render.test.ts); here a small stand-in takes its place, with the same
 * interface: `createRenderer(fetchApi)` and `render(url, language)`.
 */
let t: TestApp;

const RENDERER = `
export async function createRenderer(fetchApi) {
  return {
    async render(url, language) {
      const { pathname } = new URL(url);
      if (pathname === '/doctors') throw new Error('the renderer failed');
      if (pathname === '/doctors/missing') {
        return { drawn: true, html: '<p>loading</p>', data: '', status: 404 };
      }
      if (pathname === '/privacy') {
        return { drawn: true, html: '<h1>Privacy</h1>', data: '', title: '<title>Privacy | App</title>', status: 200 };
      }
      if (pathname !== '/') {
        return { drawn: false, html: '', data: '<noscript><p>needs scripts, ' + language + '</p></noscript>', status: 200 };
      }
      // Its API requests are answered in process, by the same HTTP app.
      const health = await fetchApi(new Request('http://internal/api/health'));
      return {
        drawn: true,
        html: '<p>drawn ' + language + ' ' + health.status + '</p>',
        data: '<script type="application/json" id="server-state">{}</script>',
        status: 200,
      };
    },
  };
}`;

beforeAll(async () => {
  t = await startTestApp();
  writeBuiltClient(t.dataDir, {
    page: '<html lang="vi"><head><title>App</title></head><body><div id="root"></div></body></html>',
    manifest: {
      'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['_main-1.js'] },
      '_main-1.js': { file: 'assets/main-1.js' },
      'src/client/features/home/home-page.tsx': { file: 'assets/home-page-1.js' },
    },
    renderer: RENDERER,
  });
});
afterAll(() => t.close());

const page = async (url: string, cookie?: string) => {
  const res = await t.request('GET', url, { cookie });
  expect(res.status).toBe(200);
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return res.text();
};

describe('server-rendered pages', () => {
  it('puts the drawn page and its answers in the app shell, with no preloads (they load after the page)', async () => {
    const html = await page('/');
    expect(html).toContain(
      '<div id="root"><p>drawn vi 200</p></div><script type="application/json" id="server-state">{}</script>',
    );
    expect(html).toContain('<html lang="vi">');
    expect(html).not.toContain('rel="preload"');
    expect(html).not.toContain('rel="modulepreload"');
  });

  it("draws the page in the visitor's language (the language cookie)", async () => {
    const html = await page('/', 'lang=en');
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<p>drawn en 200</p>');
  });

  it("draws the page in the link's language over the cookie (an invitation's ?lang=)", async () => {
    expect(await page('/?lang=en', 'lang=vi')).toContain('<p>drawn en 200</p>');
    expect(await page('/?lang=vi', 'lang=en')).toContain('<p>drawn vi 200</p>');
    // Any other value is not a language: the cookie decides.
    expect(await page('/?lang=fr', 'lang=en')).toContain('<p>drawn en 200</p>');
  });

  it('serves the plain app shell, with its preloads and a word for script-less browsers, for a page the renderer does not draw', async () => {
    const html = await page('/profile', 'lang=en');
    expect(html).toContain('<div id="root"></div><noscript><p>needs scripts, en</p></noscript>');
    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('server-state');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/main-1.js">');
  });

  it("writes a drawn page's own title in place of the site's", async () => {
    const html = await page('/privacy');
    expect(html).toContain('<title>Privacy | App</title>');
    expect(html).not.toContain('<title>App</title>');
  });

  it('answers 404, with the drawn page, for a doctor that is not there', async () => {
    const res = await t.request('GET', '/doctors/missing');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('<div id="root"><p>loading</p></div>');
  });

  it('serves the plain app shell when the renderer fails, so the app draws the page itself', async () => {
    const html = await page('/doctors');
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<link rel="preload" as="fetch" crossorigin href="/api/doctors">');
  });
});
