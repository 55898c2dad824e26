import { CRITERIA_WEIGHTS, DECISION_REASONS, type DecisionReason } from '../../../shared/constants';
import { round1 } from '../../../shared/rating';
import type { TransparencyReport } from '../../../shared/transparency';
import type { DbOrTx } from '../../db/client';
import { getSettings } from '../settings/service';
import {
  appealFigures,
  caseFigures,
  publicReviewCount,
  rejectionsByReason,
  reportFigures,
  reviewFigures,
} from './repo';

/** Figures computed at most this often per instance: the page is public and the queries scan a year. */
export const TRANSPARENCY_TTL_MS = 60_000;

type Figures = Omit<TransparencyReport, 'rules'>;

/** The last 12 months of review handling, read from the database now. */
export async function computeFigures(db: DbOrTx, now = new Date()): Promise<Figures> {
  const from = new Date(now);
  from.setUTCFullYear(from.getUTCFullYear() - 1);
  const [reviews, publicNow, reasons, reports, appeals, cases] = await Promise.all([
    reviewFigures(db, from),
    publicReviewCount(db),
    rejectionsByReason(db, from),
    reportFigures(db, from),
    appealFigures(db, from),
    caseFigures(db, from),
  ]);
  const byReason = Object.fromEntries(
    [...DECISION_REASONS, 'unspecified'].map((r) => [r, 0]),
  ) as Record<DecisionReason | 'unspecified', number>;
  for (const { reason, n } of reasons) {
    const key = reason && reason in byReason ? (reason as DecisionReason) : 'unspecified';
    byReason[key] += n;
  }
  const appeal = (status: string) => appeals.find((a) => a.status === status)?.n ?? 0;
  return {
    period: { from: from.toISOString(), to: now.toISOString() },
    generated_at: now.toISOString(),
    public_reviews: publicNow,
    reviews: {
      received: reviews.received,
      published: reviews.published,
      pending: reviews.pending,
      hidden: reviews.hidden,
      rejected: reasons.reduce((sum, r) => sum + r.n, 0),
      rejected_by_reason: byReason,
      withdrawn: reviews.withdrawn,
      archived: reviews.archived,
      median_hours_to_decision:
        reviews.median_seconds === null ? null : round1(Number(reviews.median_seconds) / 3600),
    },
    reports: {
      received: reports.received,
      counted: reports.counted,
      hidden_after_reports: reports.hidden,
      restored: reports.restored,
    },
    appeals: {
      received: appeals.reduce((sum, a) => sum + a.n, 0),
      pending: appeal('pending'),
      upheld: appeal('upheld'),
      overturned: appeal('overturned'),
    },
    cases: {
      opened: cases.opened,
      due: cases.due,
      resolved_in_time: cases.in_time,
      reviews_with_change: cases.with_change,
    },
  };
}

/**
 * The public report: figures kept for TRANSPARENCY_TTL_MS (callers within that time share one
 * computation), the rules read fresh each time so a settings change shows at once.
 */
export function createTransparency(db: DbOrTx, ttlMs = TRANSPARENCY_TTL_MS) {
  let cached: { at: number; figures: Promise<Figures> } | null = null;
  const figures = () => {
    const now = Date.now();
    if (cached && now - cached.at < ttlMs) return cached.figures;
    const entry = { at: now, figures: computeFigures(db, new Date(now)) };
    cached = entry;
    entry.figures.catch(() => {
      if (cached === entry) cached = null;
    });
    return entry.figures;
  };
  return async (): Promise<TransparencyReport> => {
    const [report, settings] = await Promise.all([figures(), getSettings(db)]);
    return {
      ...report,
      rules: {
        min_reviews_for_score: settings.min_reviews_for_score,
        report_hide_threshold: settings.report_hide_threshold,
        weights: {
          medical_expertise: CRITERIA_WEIGHTS.medicalExpertise,
          customer_experience: CRITERIA_WEIGHTS.customerExperience,
          compliance: CRITERIA_WEIGHTS.compliance,
        },
      },
    };
  };
}
