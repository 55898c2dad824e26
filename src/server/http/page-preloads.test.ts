import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeBuiltClient } from '../test/built-client';
import { startTestApp, type TestApp } from '../test/harness';

/**
 * The public pages' HTML names their code and their first answers, so the browser loads them
 * while it parses the page. A built client is stood in for by an index.html and a Vite manifest.
 */
let t: TestApp;
const DOCTOR = '0b6f3c1e-8d2a-4c5b-9e7f-1a2b3c4d5e6f';

beforeAll(async () => {
  t = await startTestApp();
  const manifest = {
    'index.html': { file: 'assets/index-1.js', isEntry: true, dynamicImports: ['_main-1.js'] },
    '_main-1.js': { file: 'assets/main-1.js', imports: ['_vendor-1.js'] },
    '_vendor-1.js': { file: 'assets/vendor-1.js' },
    'src/client/features/home/home-page.tsx': {
      file: 'assets/home-page-1.js',
      imports: ['index.html', '_doctor-card-1.js'],
    },
    '_doctor-card-1.js': {
      file: 'assets/doctor-card-1.js',
      imports: ['index.html', '_vendor-1.js'],
    },
    'src/client/app/doctor-detail-route.tsx': {
      file: 'assets/doctor-detail-route-1.js',
      imports: ['_doctor-card-1.js'],
    },
  };
  writeBuiltClient(t.dataDir, {
    page: '<html><head><title>App</title></head><body></body></html>',
    manifest,
  });
});
afterAll(() => t.close());

const page = async (url: string) => {
  const res = await t.request('GET', url);
  expect(res.status).toBe(200);
  // Written per request, so never kept by a browser or proxy.
  expect(res.headers.get('cache-control')).toBe('no-cache');
  return res.text();
};
const links = (html: string, rel: string) =>
  [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]* href="([^"]+)">`, 'g'))].map((m) => m[1]);

describe('public pages announce what they load first', () => {
  it('home: the app code behind the entry, its route chunk and what it imports (once each, not the entry), and the featured doctors', async () => {
    const html = await page('/');
    expect(links(html, 'modulepreload')).toEqual([
      '/assets/main-1.js',
      '/assets/vendor-1.js',
      '/assets/home-page-1.js',
      '/assets/doctor-card-1.js',
    ]);
    expect(links(html, 'preload')).toEqual(['/api/doctors/featured']);
    expect(html).toContain('<title>App</title>');
    // Under its file name the page is written per request too, never served as a kept file.
    expect(await page('/index.html')).toContain('<title>App</title>');
  });

  it('doctor page: the profile, statistics and first page of reviews as the app asks for them', async () => {
    const html = await page(`/doctors/${DOCTOR}`);
    expect(links(html, 'preload')).toEqual([
      `/api/doctors/${DOCTOR}`,
      `/api/doctors/${DOCTOR}/stats`,
      // In an attribute, & is written &amp;: the browser reads the URL the app requests.
      `/api/doctors/${DOCTOR}/reviews?page=1&amp;page_size=10&amp;sort=newest`,
    ]);
    expect(links(html, 'modulepreload')).toEqual([
      '/assets/main-1.js',
      '/assets/vendor-1.js',
      '/assets/doctor-detail-route-1.js',
      '/assets/doctor-card-1.js',
    ]);
  });

  it('doctor list: the plain list only, since a search in the address builds its own request', async () => {
    expect(links(await page('/doctors'), 'preload')).toEqual([
      '/api/doctors',
      '/api/doctors/facets',
    ]);
    expect(links(await page('/doctors?q=lan'), 'preload')).toEqual([]);
    expect(links(await page('/profile'), 'preload')).toEqual([]);
  });

  it('any other page: the app code only', async () => {
    expect(links(await page('/profile'), 'modulepreload')).toEqual([
      '/assets/main-1.js',
      '/assets/vendor-1.js',
    ]);
  });
});
