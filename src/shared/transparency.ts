import type { DecisionReason } from './constants';

/**
 * `GET /api/transparency`: how reviews were handled over the last 12 months, computed from the
 * database, with the rules in force. Reviews are counted by where each one submitted in the period
 * stands now; reports and appeals by those received in the period.
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
  /** Reviews public now, whatever their age: what the doctors' pages count. */
  public_reviews: number;
  /**
   * The reviews submitted in the period and where each stands now: the counts from `published`
   * to `archived` add up to `received`, and `published` is what the doctors' pages count.
   */
  reviews: {
    received: number;
    /** Public now. */
    published: number;
    /** Waiting for a moderator. */
    pending: number;
    /** Hidden after reports, waiting for a moderator. */
    hidden: number;
    /** Not published by a moderator (rejected, or removed after publication), by reason. */
    rejected: number;
    rejected_by_reason: Record<DecisionReason | 'unspecified', number>;
    /** Taken down by their author, an account deletion or a released visit claim. */
    withdrawn: number;
    /** Taken out of public view by the retention rule. */
    archived: number;
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
  /**
   * Follow-up of bad experiences: the service-recovery cases opened in the period. `due` counts
   * those past their due time or finished; `resolved_in_time` those of them resolved before it.
   */
  cases: {
    opened: number;
    due: number;
    resolved_in_time: number;
    /** Reviews submitted in the period that a published change note names as its reason. */
    reviews_with_change: number;
  };
}
