/**
 * Measures the health sector uses, as pure arithmetic shared by the server (which computes them
 * from the monthly rollups) and the screens (which label them):
 * - the Net Promoter Score of the 0–10 recommendation question: the share of promoters (9–10)
 *   less the share of detractors (0–6), in points from −100 to 100, shown only from a minimum
 *   number of answers;
 * - a doctor's percentile among doctors of the same specialty, on scores shrunk toward the
 *   specialty's mean so a doctor with few reviews is not ranked on luck.
 */
import { z } from 'zod';
import type { SpecialtyRef } from './localized';
import type { TopicId } from './topics';

export const RECOMMEND_MIN = 0;
export const RECOMMEND_MAX = 10;
export const PROMOTER_FROM = 9;
export const PASSIVE_FROM = 7;

/** Months of the rolling window of comparisons: this month and the eleven before. */
export const ROLLING_MONTHS = 12;

export interface RecommendCounts {
  promoters: number;
  passives: number;
  detractors: number;
}

export interface NpsFigure {
  /** Answers to the recommendation question: the sample size shown beside every figure. */
  responses: number;
  /** −100…100, rounded to a whole point; null below the minimum sample. */
  nps: number | null;
}

export const recommendGroup = (score: number): keyof RecommendCounts =>
  score >= PROMOTER_FROM ? 'promoters' : score >= PASSIVE_FROM ? 'passives' : 'detractors';

export function npsOf(c: RecommendCounts, minSample: number): NpsFigure {
  const responses = c.promoters + c.passives + c.detractors;
  if (responses === 0 || responses < minSample) return { responses, nps: null };
  return { responses, nps: Math.round((100 * (c.promoters - c.detractors)) / responses) };
}

export const addCounts = (a: RecommendCounts, b: RecommendCounts): RecommendCounts => ({
  promoters: a.promoters + b.promoters,
  passives: a.passives + b.passives,
  detractors: a.detractors + b.detractors,
});

/** A doctor's reviews in the window: how many, and the mean combined score (1–5). */
export interface PeerSample {
  id: string;
  reviews: number;
  mean: number;
}

export interface Standing {
  /** The combined score pulled toward the specialty's mean: (n·mean + k·m) / (n + k). */
  adjusted: number;
  /** 0–100: the share of the other ranked doctors with a lower adjusted score (ties count half). */
  percentile: number;
  /** Ranked doctors of the specialty, this one included. */
  peers: number;
}

/**
 * Standings within one specialty. Only doctors with at least `minReviews` reviews in the window
 * are ranked; the specialty's mean is their review-weighted mean; the prior weight `k` is
 * `minReviews` reviews' worth, so a doctor at the minimum is pulled halfway to the mean and one
 * with many reviews hardly at all. A specialty with a single ranked doctor ranks nobody.
 */
export function specialtyStandings(
  doctors: readonly PeerSample[],
  minReviews: number,
): Map<string, Standing> {
  const ranked = doctors.filter((d) => d.reviews >= minReviews && d.reviews > 0);
  const out = new Map<string, Standing>();
  if (ranked.length < 2) return out;
  const total = ranked.reduce((s, d) => s + d.reviews, 0);
  const mean = ranked.reduce((s, d) => s + d.reviews * d.mean, 0) / total;
  const k = minReviews;
  const adjusted = ranked.map((d) => ({
    id: d.id,
    value: (d.reviews * d.mean + k * mean) / (d.reviews + k),
  }));
  for (const d of adjusted) {
    let below = 0;
    let ties = 0;
    for (const o of adjusted) {
      if (o.id === d.id) continue;
      if (o.value < d.value - 1e-9) below += 1;
      else if (Math.abs(o.value - d.value) <= 1e-9) ties += 1;
    }
    out.set(d.id, {
      adjusted: Math.round(d.value * 100) / 100,
      percentile: Math.round((100 * (below + ties / 2)) / (adjusted.length - 1)),
      peers: adjusted.length,
    });
  }
  return out;
}

/** A topic the chain added is named by its own labels; a built-in one through i18n. */
export interface TopicLabel {
  vi: string;
  en: string | null;
}

/** Per topic: published comments mentioning it, overall and among low (1–2) and high (4–5) reviews. */
export interface TopicFigure {
  /** A built-in TopicId, or `chain:<id>` for a topic the chain added. */
  topic: TopicId | string;
  label?: TopicLabel;
  mentions: number;
  /** Share (0–1) of the low reviews with a comment that mention it; null without any. */
  low_share: number | null;
  high_share: number | null;
  low: number;
  high: number;
}

export interface TopicMonth {
  month: string;
  commented: number;
  mentions: Partial<Record<string, number>>;
}

export interface TopicsReport {
  commented: number;
  low_commented: number;
  high_commented: number;
  topics: TopicFigure[];
  months: TopicMonth[];
}

export interface NpsRow extends NpsFigure {
  key: string;
  /** A month (YYYY-MM), a clinic's or doctor's name; a specialty's Vietnamese name. */
  label: string;
  /** A specialty's English name. */
  label_en?: string;
}

/** Why a doctor has no standing: too few reviews in the window, alone in the specialty, or not public. */
export type UnrankedReason = 'few_reviews' | 'alone' | 'not_verified';

export interface StandingRow {
  doctor: { id: string; name: string };
  specialty: SpecialtyRef;
  reviews: number;
  mean: number;
  standing: Standing | null;
  unranked: UnrankedReason | null;
}

/** What the viewer may filter by: their clinics and those clinics' public doctors. */
export interface InsightChoices {
  clinics: { id: string; name: string }[];
  doctors: { id: string; name: string; clinic_id: string | null }[];
}

/** GET /api/admin/insights: the viewer's clinics (or one of them) over the rolling window. */
export interface InsightsReport {
  choices: InsightChoices;
  months: string[];
  min_sample: number;
  min_reviews: number;
  nps: {
    total: NpsFigure;
    by_month: NpsRow[];
    by_clinic: NpsRow[];
    by_specialty: NpsRow[];
    by_doctor: NpsRow[];
  };
  standings: StandingRow[];
  topics: TopicsReport;
}

/** The doctor's own view in the portal: the same measures for their reviews. */
export interface DoctorInsights {
  months: string[];
  min_sample: number;
  nps: { total: NpsFigure; by_month: NpsRow[] };
  standing: (Standing & { specialty: SpecialtyRef }) | null;
  reviews_in_window: number;
  min_reviews: number;
  topics: TopicsReport;
}

export const insightsQuery = z.strictObject({
  clinic_id: z.uuid().optional(),
  doctor_id: z.uuid().optional(),
});

/** GET /api/admin/insights/topic-comments: the comments behind one topic's figure. */
export const topicCommentsQuery = z.strictObject({
  topic: z.string().min(1).max(60),
  clinic_id: z.uuid().optional(),
  doctor_id: z.uuid().optional(),
  /** Only low (1–2) or high (4–5) reviews. */
  band: z.enum(['low', 'high']).optional(),
});

/** A published comment that mentions the topic, with the words that made it count. */
export interface TopicComment {
  feedback_id: string;
  doctor: { id: string; name: string };
  rating: number;
  comment: string;
  /** The words of the comment that matched the topic, as written there. */
  words: string[];
  created_at: string;
}

/** Newest first, at most TOPIC_COMMENTS_LIMIT, within the viewer's clinics and the window. */
export const TOPIC_COMMENTS_LIMIT = 30;

export const quotesQuery = z.strictObject({ lang: z.enum(['vi', 'en']).optional() });

export const mohExportQuery = z.strictObject({
  clinic_id: z.uuid(),
  month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'validation.insights.month'),
});

/** A sentence quoted under "What patients say", with the topic it stands for. */
export interface PatientQuote {
  feedback_id: string;
  text: string;
  lang: 'vi' | 'en' | null;
  topic: TopicId | string;
  label?: TopicLabel;
  created_at: string;
}

/** GET /api/doctors/:id/quotes. */
export interface DoctorQuotes {
  quotes: PatientQuote[];
  /** Shown only when an administrator turned public rankings on. */
  standing: PublicStanding | null;
}

export interface PublicStanding {
  percentile: number;
  peers: number;
  specialty: SpecialtyRef;
}

/** Published reviews a doctor needs before quotes are chosen from them. */
export const QUOTES_MIN_REVIEWS = 10;
/** A quote is one sentence of at most this many characters. */
export const QUOTE_MAX_CHARS = 220;
