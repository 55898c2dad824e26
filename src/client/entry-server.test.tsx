import { REVIEWS_PAGE_SIZE } from '@shared/constants';
import { describe, expect, it } from 'vitest';
import { createRenderer } from './entry-server';
import { DOCTOR_ID, doctorProfile, paged, review, STATS } from './features/doctors/test-data';
import { REPORT } from './features/transparency/test-data';

/**
 * The server's page renderer, given API answers as the server's HTTP app would give them. What a
 * stranger writes (a review, a reply) ends up in the HTML twice, drawn and as data for the
 * browser: neither may let it out of its element. (The built renderer in a real server is tested
 * in the browser: tests/e2e/server-render.test.ts.)
 */
const HOSTILE = '</script><script>alert(1)</script><!--';

function api(answers: Record<string, unknown>) {
  return async (request: Request) => {
    const answer = answers[new URL(request.url).pathname];
    if (answer === undefined) {
      return Response.json(
        { error: { code: 'not_found', message: 'No such doctor' } },
        { status: 404 },
      );
    }
    return Response.json(answer);
  };
}

const doctorAnswers = {
  [`/api/doctors/${DOCTOR_ID}`]: doctorProfile({ bio: HOSTILE }),
  [`/api/doctors/${DOCTOR_ID}/stats`]: STATS,
  [`/api/doctors/${DOCTOR_ID}/reviews`]: paged(
    [review({ comment: `Tốt ${HOSTILE}` })],
    1,
    1,
    REVIEWS_PAGE_SIZE,
  ),
};

describe('server page renderer', () => {
  it('draws a doctor page with its reviews, keeping hostile text inside its elements', async () => {
    const renderer = await createRenderer(api(doctorAnswers));
    const page = await renderer.render(`http://x.test/doctors/${DOCTOR_ID}`, 'vi');
    expect(page.status).toBe(200);
    expect(page.html).toContain('PGS.TS.BS. Nguyễn Văn Đức');
    expect(page.html).toContain('Tốt &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.html).not.toContain('<script');
    // The data block is the only script element, and only its own end closes it.
    expect(page.data.match(/<\/?script/g)).toEqual(['<script', '</script']);
    expect(page.data).not.toContain('<!--');
    const json = /<script[^>]*>(.*)<\/script>$/s.exec(page.data ?? '')?.[1] ?? '';
    expect(JSON.stringify(JSON.parse(json))).toContain(HOSTILE);
  });

  it('draws the page in English when asked, and in Vietnamese again for the next visitor', async () => {
    const renderer = await createRenderer(api(doctorAnswers));
    const english = await renderer.render(`http://x.test/doctors/${DOCTOR_ID}`, 'en');
    expect(english.html).toContain('Statistics');
    expect(english.data).toContain('data-language="en"');
    const vietnamese = await renderer.render(`http://x.test/doctors/${DOCTOR_ID}`, 'vi');
    expect(vietnamese.html).toContain('Thống kê');
    expect(vietnamese.html).not.toContain('Statistics');
  });

  it('answers 404 for a doctor that is not there, drawn as loading for the app to finish', async () => {
    const renderer = await createRenderer(api({}));
    const page = await renderer.render(`http://x.test/doctors/${DOCTOR_ID}`, 'vi');
    expect(page.status).toBe(404);
    expect(page.html).not.toContain('PGS.TS.BS.');
  });

  it('leaves private pages to the browser, with a word for a browser that runs no script', async () => {
    const renderer = await createRenderer(api({}));
    for (const path of ['/profile', '/admin/doctors', '/auth']) {
      const page = await renderer.render(`http://x.test${path}`, 'vi');
      expect(page.drawn).toBe(false);
      expect(page.html).toBe('');
      expect(page.data).toMatch(/^<noscript>.*Trang này cần JavaScript.*<\/noscript>$/s);
      expect(page.data).toContain('href="/doctors"');
    }
    const english = await renderer.render('http://x.test/auth', 'en');
    expect(english.data).toContain('This page needs JavaScript');
  });

  it('draws the transparency page with its figures and title, and the privacy notice', async () => {
    const renderer = await createRenderer(api({ '/api/transparency': REPORT }));
    const transparency = await renderer.render('http://x.test/transparency', 'vi');
    expect(transparency.drawn).toBe(true);
    expect(transparency.html).toContain('1.234');
    expect(transparency.html).toContain('ít nhất 4 đánh giá');
    expect(transparency.title).toBe('<title>Minh bạch | Đánh giá Bác sĩ</title>');
    expect(transparency.data).toContain('"queryKey":["transparency"]');
    const privacy = await renderer.render('http://x.test/privacy', 'en');
    expect(privacy.drawn).toBe(true);
    expect(privacy.html).toContain('<h1');
    expect(privacy.title).toMatch(/^<title>.+ \| .+<\/title>$/);
  });
});
