/**
 * Response schemas of the insights (`api/insights.ts`, `api/chain-topics.ts`), beside
 * `insights.ts` and `chain-topics.ts`.
 */
import { z } from 'zod';
import { itemsOf, specialtyRef, timestamp } from './common';

const named = z.object({ id: z.string(), name: z.string() });

const npsFigure = { responses: z.number(), nps: z.number().nullable() };
const npsRow = z
  .object({
    ...npsFigure,
    key: z.string(),
    label: z.string(),
    label_en: z.string().optional(),
  })
  .meta({ id: 'NpsRow' });

const standing = { adjusted: z.number(), percentile: z.number(), peers: z.number() };

/** A built-in topic id, or `chain:<id>` for one the chain added (then with its labels). */
const topicRef = {
  topic: z.string(),
  label: z.object({ vi: z.string(), en: z.string().nullable() }).optional(),
};

const topicsReport = z
  .object({
    commented: z.number(),
    low_commented: z.number(),
    high_commented: z.number(),
    topics: z.array(
      z.object({
        ...topicRef,
        mentions: z.number(),
        low_share: z.number().nullable(),
        high_share: z.number().nullable(),
        low: z.number(),
        high: z.number(),
      }),
    ),
    months: z.array(
      z.object({
        month: z.string(),
        commented: z.number(),
        // Topics without a mention that month are left out.
        mentions: z.record(z.string(), z.number().optional()),
      }),
    ),
  })
  .meta({ id: 'TopicsReport' });

export const insightsReportResponse = z
  .object({
    choices: z.object({
      clinics: z.array(named),
      doctors: z.array(named.extend({ clinic_id: z.string().nullable() })),
    }),
    months: z.array(z.string()),
    min_sample: z.number(),
    min_reviews: z.number(),
    nps: z.object({
      total: z.object(npsFigure),
      by_month: z.array(npsRow),
      by_clinic: z.array(npsRow),
      by_specialty: z.array(npsRow),
      by_doctor: z.array(npsRow),
    }),
    standings: z.array(
      z.object({
        doctor: named,
        specialty: specialtyRef,
        reviews: z.number(),
        mean: z.number(),
        standing: z.object(standing).nullable(),
        unranked: z.enum(['few_reviews', 'alone', 'not_verified']).nullable(),
      }),
    ),
    topics: topicsReport,
  })
  .meta({ id: 'InsightsReport' });

export const topicCommentsResponse = itemsOf(
  z.object({
    feedback_id: z.string(),
    doctor: named,
    rating: z.number(),
    comment: z.string(),
    words: z.array(z.string()),
    created_at: timestamp,
  }),
);

export const doctorInsightsResponse = z
  .object({
    months: z.array(z.string()),
    min_sample: z.number(),
    nps: z.object({ total: z.object(npsFigure), by_month: z.array(npsRow) }),
    standing: z.object({ ...standing, specialty: specialtyRef }).nullable(),
    reviews_in_window: z.number(),
    min_reviews: z.number(),
    topics: topicsReport,
  })
  .meta({ id: 'DoctorInsights' });

export const doctorQuotesResponse = z
  .object({
    quotes: z.array(
      z.object({
        ...topicRef,
        feedback_id: z.string(),
        text: z.string(),
        lang: z.enum(['vi', 'en']).nullable(),
        created_at: timestamp,
      }),
    ),
    standing: z
      .object({ percentile: z.number(), peers: z.number(), specialty: specialtyRef })
      .nullable(),
  })
  .meta({ id: 'DoctorQuotes' });

export const mohSurveySavedResponse = z.object({ saved: z.literal(true) });

// ------------------------------------------------------------------ chain topics

export const chainTopicResponse = z
  .object({
    id: z.string(),
    key: z.string(),
    label_vi: z.string(),
    label_en: z.string().nullable(),
    words: z.array(z.string()),
  })
  .meta({ id: 'ChainTopic' });
export const chainTopicListResponse = itemsOf(chainTopicResponse);
