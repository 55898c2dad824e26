/**
 * What search engines read: each verified doctor's page gets its own title, description and
 * schema.org Physician JSON-LD (with AggregateRating once the doctor has a score) in the HTML the server returns; a sitemap
 * lists the doctors; robots.txt keeps private areas out.
 */
import type { Hono } from 'hono';
import { DEFAULT_LANGUAGE, type Language } from '../../../shared/constants';
import { localizedText, specialtyName } from '../../../shared/localized';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import type { DirectoryCache } from './directory-cache';
import { listVerifiedForSitemap } from './repo';

const UUID = /^\/doctors\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/?$/i;
const SITEMAP_LIMIT = 50_000;

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
/** JSON inside a script element: `<` is escaped so no text can close the element. */
const safeJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

const HEAD_TEXT = {
  vi: {
    site: 'Đánh giá Bác sĩ',
    reviews: 'đánh giá',
    at: 'tại',
    score: 'Điểm tổng hợp',
    scoreExplained:
      'Điểm tổng hợp từ các đánh giá đã duyệt: chuyên môn y khoa 40%, trải nghiệm khám 40%, tuân thủ và thái độ 20%.',
  },
  en: {
    site: 'Doctor Ratings',
    reviews: 'reviews',
    at: 'at',
    score: 'Combined score',
    scoreExplained:
      'Combined from approved reviews: medical expertise 40%, customer experience 40%, compliance and behaviour 20%.',
  },
} as const;

/** The <head> additions for a client route in the page's language, or null to serve index.html unchanged. */
export async function doctorPageHead(
  directory: DirectoryCache,
  pathname: string,
  publicUrl: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<string | null> {
  const id = UUID.exec(pathname)?.[1]?.toLowerCase();
  if (!id) return null;
  // The same (cached) answers as the page's own API calls, not another read of the doctor.
  let profile: Awaited<ReturnType<DirectoryCache['profile']>>;
  let stats: Awaited<ReturnType<DirectoryCache['stats']>>;
  try {
    [profile, stats] = await Promise.all([directory.profile(id), directory.stats(id)]);
  } catch {
    return null;
  }
  const url = `${publicUrl}/doctors/${id}`;
  // A path on this server (/uploads/…), or already absolute when linked from S3_PUBLIC_URL.
  const image = profile.image_url
    ? /^https?:\/\//.test(profile.image_url)
      ? profile.image_url
      : `${publicUrl}${profile.image_url}`
    : undefined;
  const words = HEAD_TEXT[language];
  const specialty = specialtyName(profile.specialty, language);
  const bio = localizedText(profile.bio, profile.bio_en, language)?.text ?? '';
  const title = `${profile.name} – ${specialty} | ${words.site}`;
  // A score from fewer reviews than the minimum sample is shown nowhere, search engines included.
  const rated = stats.has_score
    ? `${words.score} ${stats.score.toLocaleString(language)}/5 (${stats.review_count} ${words.reviews}). `
    : '';
  const description =
    `${profile.name}, ${specialty} ${words.at} ${profile.clinic}. ${rated}${bio}`.slice(0, 300);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Physician',
    name: profile.name,
    inLanguage: language,
    medicalSpecialty: specialty,
    url,
    image,
    description: bio || undefined,
    address: profile.clinic_info
      ? {
          '@type': 'PostalAddress',
          streetAddress: profile.clinic_info.address,
          addressLocality: profile.clinic_info.city,
          addressCountry: 'VN',
        }
      : undefined,
    aggregateRating: stats.has_score
      ? {
          '@type': 'AggregateRating',
          // The same combined score the page and the lists show, and said to be one.
          ratingValue: stats.score,
          ratingExplanation: words.scoreExplained,
          reviewCount: stats.review_count,
          bestRating: 5,
          worstRating: 1,
        }
      : undefined,
  };
  return [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="profile">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    image ? `<meta property="og:image" content="${escapeHtml(image)}">` : '',
    `<script type="application/ld+json">${safeJson(jsonLd)}</script>`,
  ]
    .filter(Boolean)
    .join('\n    ');
}

export function registerSeoRoutes(app: Hono<AppEnv>, db: Db, publicUrl: string) {
  app.get('/robots.txt', (c) => {
    c.header('Cache-Control', 'public, max-age=86400');
    return c.text(
      [
        'User-agent: *',
        'Disallow: /admin',
        'Disallow: /api/',
        'Disallow: /profile',
        'Disallow: /auth',
        'Disallow: /feedback',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });

  app.get('/sitemap.xml', async (c) => {
    const doctors = await listVerifiedForSitemap(db, SITEMAP_LIMIT);
    const urls = [
      `<url><loc>${publicUrl}/</loc></url>`,
      `<url><loc>${publicUrl}/doctors</loc></url>`,
      ...doctors.map(
        (d) =>
          `<url><loc>${publicUrl}/doctors/${d.id}</loc><lastmod>${d.updated_at.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ];
    c.header('Content-Type', 'application/xml; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=3600');
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
  });
}
