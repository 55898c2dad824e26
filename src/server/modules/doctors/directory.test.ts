import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoints } from '../../../shared/api';
import type { ResponseOf } from '../../../shared/api/contract';
import type { DoctorSummary, Paged } from '../../../shared/doctors';
import { createLogger } from '../../lib/logger';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createLocalStorage } from '../../storage/storage';
import { type ApiArgs, startTestApp, type TestApp } from '../../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await seedDemoIfEmpty(
    t.database.db,
    t.auth,
    createLocalStorage(path.join(t.dataDir, 'uploads')),
    createLogger('silent'),
  );
});
afterAll(() => t.close());

const get = async <K extends keyof Endpoints>(
  key: K,
  ...args: ApiArgs<K>
): Promise<ResponseOf<Endpoints[K]>> => {
  const res = await t.api(key, ...args);
  expect(res.status, `${key} ${JSON.stringify(args[0])}: ${await res.clone().text()}`).toBe(200);
  return res.json();
};
const names = (p: Paged<DoctorSummary>) => p.items.map((d) => d.name);
/** The built page the server puts the head into: a minimal stand-in for dist's index.html. */
const writeIndexHtml = async () => {
  const fs = await import('node:fs');
  fs.mkdirSync(path.join(t.dataDir, 'client'), { recursive: true });
  fs.writeFileSync(
    path.join(t.dataDir, 'client', 'index.html'),
    '<html><head><title>App</title></head><body></body></html>',
  );
};

describe('GET /api/doctors filters', () => {
  it('lists the 11 verified demo doctors by accent-free name, titles aside', async () => {
    const page = await get('GET /api/doctors');
    expect(page.total).toBe(11);
    const key = (n: string) =>
      n
        .replace(/^(\S+\.)+\s+/, '')
        .normalize('NFD')
        .replace(/\p{M}/gu, '')
        .replace(/đ/gi, 'd')
        .toLowerCase();
    const sorted = [...names(page)].sort((a, b) =>
      key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0,
    );
    expect(names(page)).toEqual(sorted);
    expect(key(names(page)[0]!)).toMatch(/^b/);
  });

  it.each([
    ['nguyen van duc', 'PGS.TS.BS. Nguyễn Văn Đức'],
    ['NGUYỄN VĂN ĐỨC', 'PGS.TS.BS. Nguyễn Văn Đức'],
    ['minh dat', 'BS. Phạm Minh Đạt'],
  ])('finds %j without accents', async (q, expected) => {
    const page = await get('GET /api/doctors', { query: { q } });
    expect(names(page)).toEqual([expected]);
  });

  it('matches specialty and clinic words too, and "d" finds "đ"', async () => {
    const cardio = await get('GET /api/doctors', { query: { q: 'tim mach' } });
    expect(cardio.items.every((d) => d.specialty.slug === 'cardiology')).toBe(true);
    expect(cardio.total).toBeGreaterThan(0);
    const byClinic = await get('GET /api/doctors', { query: { q: 'cau giay' } });
    expect(byClinic.items.every((d) => d.clinic.includes('Cầu Giấy'))).toBe(true);
    const d = await get('GET /api/doctors', { query: { q: 'dang' } });
    expect(names(d).some((n) => n.includes('Đặng'))).toBe(true);
  });

  it('treats LIKE wildcards in q as plain text', async () => {
    expect((await get('GET /api/doctors', { query: { q: '%' } })).total).toBe(0);
    expect((await get('GET /api/doctors', { query: { q: '_' } })).total).toBe(0);
  });

  it('filters by specialty, city and clinic', async () => {
    const facets = await get('GET /api/doctors/facets');
    const specialty = facets.specialties[0]!;
    const bySpecialty = await get('GET /api/doctors', { query: { specialty: specialty.slug } });
    expect(bySpecialty.total).toBe(specialty.count);
    const hanoi = facets.cities.find((c) => c.value === 'Hà Nội')!;
    const byCity = await get('GET /api/doctors', { query: { city: 'Hà Nội' } });
    expect(byCity.total).toBe(hanoi.count);
    const clinic = facets.clinics[0]!;
    const byClinic = await get('GET /api/doctors', { query: { clinic_id: clinic.id } });
    expect(byClinic.total).toBe(clinic.count);
    expect(byClinic.items.every((d) => d.clinic_id === clinic.id)).toBe(true);
    expect(facets.specialties.reduce((n, s) => n + s.count, 0)).toBe(11);
  });

  it('filters by minimum rating and sorts by rating and by review count', async () => {
    const good = await get('GET /api/doctors', { query: { min_rating: 4.5 } });
    expect(good.total).toBeGreaterThan(0);
    expect(good.items.every((d) => d.has_score && (d.score ?? 0) >= 4.5)).toBe(true);
    const all = await get('GET /api/doctors', { query: { min_rating: 0 } });
    expect(all.total).toBe(11);
    const byRating = await get('GET /api/doctors', { query: { sort: 'rating' } });
    const ratings = byRating.items.map((d) => d.score ?? -1);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const byReviews = await get('GET /api/doctors', { query: { sort: 'reviews' } });
    const counts = byReviews.items.map((d) => d.review_count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });

  it('pages with the allowed page sizes', async () => {
    const p2 = await get('GET /api/doctors', { query: { page: 2, page_size: 12 } });
    expect(p2).toMatchObject({ page: 2, page_size: 12, total: 11, items: [] });
    const p1 = await get('GET /api/doctors', { query: { page_size: 48 } });
    expect(p1.items).toHaveLength(11);
  });

  it.each([
    'page_size=13',
    'page_size=abc',
    'page=0',
    'page=-1',
    'min_rating=4.3',
    'min_rating=6',
    'min_rating=-0.5',
    'sort=price',
    'clinic_id=not-a-uuid',
    `q=${'x'.repeat(101)}`,
    'colour=blue',
  ])('refuses %s with 400 validation_failed', async (q) => {
    const res = await t.request('GET', `/api/doctors?${q}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error.code).toBe('validation_failed');
  });
});

describe('one score everywhere', () => {
  it('shows the combined score of approved reviews on cards, profile, stats, featured and JSON-LD', async () => {
    const { sql } = await import('drizzle-orm');
    const { queryRows } = await import('../../db/client');
    // The score straight from the reviews: the mean of each approved review's weighted criteria.
    const direct = await queryRows<{ doctor_id: string; score: number }>(
      t.database.db,
      sql`select doctor_id, round(avg(0.4 * medical_expertise + 0.4 * customer_experience
          + 0.2 * compliance), 1)::float as score
        from feedback where status = 'approved' group by doctor_id`,
    );
    const want = new Map(direct.map((r) => [r.doctor_id, r.score]));
    const list = await get('GET /api/doctors', { query: { page_size: 48, sort: 'rating' } });
    const scored = list.items.filter((d) => d.has_score);
    expect(scored.length).toBeGreaterThan(5);
    // The plain mean of the overall stars differs for some demo doctor: the test can tell them apart.
    const plain = await queryRows<{ doctor_id: string; mean: number }>(
      t.database.db,
      sql`select doctor_id, round(avg(rating), 1)::float as mean from feedback
        where status = 'approved' group by doctor_id`,
    );
    expect(plain.some((p) => want.get(p.doctor_id) !== p.mean)).toBe(true);
    for (const d of scored) expect(d.score, d.name).toBe(want.get(d.id));
    const order = scored.map((d) => d.score!);
    expect(order).toEqual([...order].sort((a, b) => b - a));
    const featured = await get('GET /api/doctors/featured');
    expect(featured.items.length).toBeGreaterThan(0);
    for (const f of featured.items) {
      expect(f.score).toBe(want.get(f.id));
    }
    const doctor = scored[0]!;
    expect((await get('GET /api/doctors/:id', { params: { id: doctor.id } })).score).toBe(
      doctor.score,
    );
    const stats = await get('GET /api/doctors/:id/stats', { params: { id: doctor.id } });
    expect(stats.has_score && stats.score).toBe(doctor.score);
    await writeIndexHtml();
    const html = await (await t.request('GET', `/doctors/${doctor.id}`)).text();
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
    expect(ld.aggregateRating.ratingValue).toBe(doctor.score);
    expect(ld.aggregateRating.ratingExplanation).toMatch(/40%.*40%.*20%/);
    expect(html).toMatch(new RegExp(`Điểm tổng hợp ${String(doctor.score).replace('.', ',')}/5`));
  });
});

describe('doctor profile, stats and reviews', () => {
  let doctor: DoctorSummary;
  beforeAll(async () => {
    doctor = (await get('GET /api/doctors', { query: { q: 'Trần Thị Bích Ngọc' } })).items[0]!;
  });

  it('returns the profile with its clinic, and 404 for unknown or malformed ids', async () => {
    const profile = await get('GET /api/doctors/:id', { params: { id: doctor.id } });
    expect(profile).toMatchObject({
      id: doctor.id,
      name: doctor.name,
      score: doctor.score,
      review_count: doctor.review_count,
    });
    expect(profile.clinic_info?.address).toBeTruthy();
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1']) {
      const res = await t.api('GET /api/doctors/:id', { params: { id } });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
  });

  it('hides doctors that are not verified', async () => {
    const { doctors } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const [pending] = await t.database.db
      .select()
      .from(doctors)
      .where(eq(doctors.status, 'pending'));
    expect((await t.api('GET /api/doctors/:id', { params: { id: pending!.id } })).status).toBe(404);
  });

  it('computes the statistics model from approved reviews', async () => {
    const stats = await get('GET /api/doctors/:id/stats', { params: { id: doctor.id } });
    if (!stats.has_score) throw new Error('the demo doctor has enough reviews for a score');
    const counts = Object.values(stats.rating_counts);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(stats.review_count);
    expect(stats.percent.medical).toBe(Math.round((stats.avg_medical / 5) * 100));
    expect(stats.score).toBe(doctor.score);
  });

  it('pages published reviews newest first without exposing author ids', async () => {
    const first = await get('GET /api/doctors/:id/reviews', {
      params: { id: doctor.id },
      query: { page_size: 5 },
    });
    expect(first.total).toBe(doctor.review_count);
    expect(first.items).toHaveLength(5);
    const dates = first.items.map((r) => r.date);
    expect(dates).toEqual([...dates].sort().reverse());
    for (const r of first.items) {
      expect(r.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r).not.toHaveProperty('user_id');
      expect(r.verified_visit).toBe(true);
      if (r.is_anonymous) expect(r.patient_name).toBeNull();
    }
    const all = await get('GET /api/doctors/:id/reviews', {
      params: { id: doctor.id },
      query: { page_size: 50 },
    });
    expect(new Set(all.items.map((r) => r.id)).size).toBe(doctor.review_count);
    const { feedback } = await import('../../db/schema');
    const { eq } = await import('drizzle-orm');
    const authors = await t.database.db
      .select({ id: feedback.user_id })
      .from(feedback)
      .where(eq(feedback.doctor_id, doctor.id));
    const json = JSON.stringify(all);
    for (const a of authors) if (a.id) expect(json).not.toContain(a.id);
  });

  it('answers conditional requests with 304 and sets a shared cache life', async () => {
    const res = await t.api('GET /api/doctors/:id', { params: { id: doctor.id } });
    const tag = res.headers.get('etag');
    expect(tag).toBeTruthy();
    expect(res.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
    const again = await t.api('GET /api/doctors/:id', {
      params: { id: doctor.id },
      headers: { 'if-none-match': tag! },
    });
    expect(again.status).toBe(304);
  });

  /** The raw bytes of an answer, still encoded. */
  const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer());

  it('sends a small answer uncompressed and a large list compressed', async () => {
    const health = await t.api('GET /api/health', {
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(health.headers.get('content-encoding')).toBeNull();
    expect(await health.json()).toEqual({ status: 'ok' });

    const list = await t.api('GET /api/doctors', {
      query: { page_size: '48' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(list.status).toBe(200);
    expect(list.headers.get('content-encoding')).toBe('gzip');
    expect(list.headers.get('vary')).toMatch(/accept-encoding/i);
    const page = JSON.parse(zlib.gunzipSync(await bytes(list)).toString()) as Paged<DoctorSummary>;
    expect(page.total).toBe(11);

    // Reviews are not cached: the compression middleware compresses them on the way out.
    const reviews = await t.api('GET /api/doctors/:id/reviews', {
      params: { id: doctor.id },
      query: { page_size: '50' },
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(reviews.headers.get('content-encoding')).toBe('gzip');
    const plain = await get('GET /api/doctors/:id/reviews', {
      params: { id: doctor.id },
      query: { page_size: 50 },
    });
    expect(JSON.parse(zlib.gunzipSync(await bytes(reviews)).toString())).toEqual(plain);
  });

  it('serves a cached answer as the same brotli bytes every time, with the same validator', async () => {
    const identity = await t.api('GET /api/doctors', {
      query: { page_size: '48', sort: 'rating' },
    });
    expect(identity.status).toBe(200);
    const json = await identity.text();
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(Buffer.byteLength(json));

    const br = { headers: { 'accept-encoding': 'gzip, deflate, br' } };
    const first = await t.api('GET /api/doctors', {
      query: { page_size: '48', sort: 'rating' },
      ...br,
    });
    const second = await t.api('GET /api/doctors', {
      query: { page_size: '48', sort: 'rating' },
      ...br,
    });
    expect(first.headers.get('content-encoding')).toBe('br');
    expect(first.headers.get('vary')).toBe('Accept-Encoding');
    const [a, b] = [await bytes(first), await bytes(second)];
    expect(Number(first.headers.get('content-length'))).toBe(a.byteLength);
    expect(a.equals(b)).toBe(true);
    expect(zlib.brotliDecompressSync(a).toString()).toBe(json);

    // One validator for every encoding of the same JSON, and a 304 for any of them.
    const tag = identity.headers.get('etag');
    expect(tag).toMatch(/^W\/"/);
    expect(first.headers.get('etag')).toBe(tag);
    const notModified = await t.api('GET /api/doctors', {
      query: { page_size: '48', sort: 'rating' },
      headers: { 'accept-encoding': 'br', 'if-none-match': tag! },
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers.get('etag')).toBe(tag);
    expect(notModified.headers.get('content-encoding')).toBeNull();
    expect(await notModified.text()).toBe('');
    const otherTag = await t.api('GET /api/doctors', {
      query: { page_size: '48', sort: 'rating' },
      headers: { 'if-none-match': 'W/"other"' },
    });
    expect(otherTag.status).toBe(200);
  });
});

describe('search engines', () => {
  it('serves each doctor page with its own title, description and Physician JSON-LD', async () => {
    await writeIndexHtml();
    const doctor = (await get('GET /api/doctors', { query: { sort: 'reviews' } })).items[0]!;
    const html = await (await t.request('GET', `/doctors/${doctor.id}`)).text();
    expect(html).toContain(`<title>${doctor.name} – ${doctor.specialty.name_vi}`);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
    expect(ld).toMatchObject({
      '@type': 'Physician',
      name: doctor.name,
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: doctor.score,
        reviewCount: doctor.review_count,
      },
    });
    const other = await (await t.request('GET', '/doctors')).text();
    expect(other).toContain('<title>App</title>');
  });

  it('lists verified doctors in the sitemap and keeps /admin out in robots.txt', async () => {
    const sitemap = await (await t.request('GET', '/sitemap.xml')).text();
    expect(sitemap.match(/<loc>[^<]+\/doctors\/[0-9a-f-]{36}<\/loc>/g)).toHaveLength(11);
    const robots = await (await t.request('GET', '/robots.txt')).text();
    expect(robots).toContain('Disallow: /admin');
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});
