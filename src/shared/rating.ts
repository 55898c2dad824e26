import { CRITERIA_WEIGHTS } from './constants';

/** Averages are shown rounded to one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Mean of a sum over a count, rounded to 1 decimal; 0 when there is nothing to average. */
export const mean1 = (sum: number, count: number) => (count > 0 ? round1(sum / count) : 0);

/** Sub-scores are displayed as percentages of the 5-star scale. */
export const toPercent = (score: number) => Math.round((score / 5) * 100);

/** The sums of a set of reviews' criteria ratings. */
export interface CriteriaSums {
  medical_sum: number;
  customer_sum: number;
  compliance_sum: number;
}

/** Each criterion's weight in whole percent, so the score is integer arithmetic until the end. */
const PERCENT = {
  medical: Math.round(CRITERIA_WEIGHTS.medicalExpertise * 100),
  customer: Math.round(CRITERIA_WEIGHTS.customerExperience * 100),
  compliance: Math.round(CRITERIA_WEIGHTS.compliance * 100),
};

/**
 * A doctor's score, the one number shown everywhere: the mean of the reviews' criteria weighted
 * 40% medical expertise, 40% customer experience and 20% compliance, rounded once to 1 decimal
 * (0 with no reviews). Computed from the sums, not from rounded means, so it equals the database's
 * `doctor_rating_stats.score` to the tenth, halves rounding up in both.
 */
export function combinedScore(sums: CriteriaSums, count: number): number {
  if (count <= 0) return 0;
  const weighted =
    sums.medical_sum * PERCENT.medical +
    sums.customer_sum * PERCENT.customer +
    sums.compliance_sum * PERCENT.compliance;
  return Math.round(weighted / (10 * count)) / 10;
}
