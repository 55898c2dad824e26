import type { TransparencyReport } from '@shared/transparency';

/** A year of figures, as GET /api/transparency answers. */
export const REPORT: TransparencyReport = {
  period: { from: '2025-01-15T00:00:00.000Z', to: '2026-01-15T00:00:00.000Z' },
  generated_at: '2026-01-15T00:00:00.000Z',
  rules: {
    min_reviews_for_score: 4,
    report_hide_threshold: 5,
    weights: { medical_expertise: 0.4, customer_experience: 0.4, compliance: 0.2 },
  },
  public_reviews: 1500,
  reviews: {
    received: 1234,
    published: 1000,
    pending: 150,
    hidden: 3,
    rejected: 34,
    rejected_by_reason: {
      off_topic: 4,
      offensive: 10,
      personal_data: 2,
      not_real_visit: 3,
      spam: 15,
      other: 0,
      unspecified: 0,
    },
    withdrawn: 7,
    archived: 40,
    median_hours_to_decision: 5.5,
  },
  reports: { received: 80, counted: 60, hidden_after_reports: 3, restored: 2 },
  appeals: { received: 9, pending: 1, upheld: 5, overturned: 3 },
  cases: { opened: 12, due: 10, resolved_in_time: 7, reviews_with_change: 4 },
};
