import type { DecisionReason } from './constants';

/**
 * `GET /api/transparency`: how reviews were handled over the last 12 months, computed from the
 * database, with the rules in force. Counts are of events inside the period unless said otherwise.
 */
export interface TransparencyReport {
  period: { from: string; to: string };
  generated_at: string;
  rules: {
    /** Approved reviews a doctor needs before any score is shown. */
    min_reviews_for_score: number;
    /** Distinct counted reporters that hide a review before a moderator decides. */
    report_hide_threshold: number;
    weights: { medical_expertise: number; customer_experience: number; compliance: number };
  };
  reviews: {
    /** Reviews submitted in the period. */
    received: number;
    /** Moderator decisions that published a review. */
    published: number;
    /** Moderator decisions that rejected or removed a review, in total and by reason. */
    rejected: number;
    rejected_by_reason: Record<DecisionReason | 'unspecified', number>;
    /** Reviews taken down by their author, an account deletion or a released visit claim. */
    withdrawn: number;
    /** Median hours from submission to the first moderator decision (null: none decided). */
    median_hours_to_decision: number | null;
  };
  reports: {
    received: number;
    /** Reports that counted toward hiding (verified, non-staff accounts at least a day old). */
    counted: number;
    /** Times a review was hidden because enough counted reports arrived. */
    hidden_after_reports: number;
    /** Times a moderator put a hidden review back after looking at its reports. */
    restored: number;
  };
  appeals: { received: number; pending: number; upheld: number; overturned: number };
}
