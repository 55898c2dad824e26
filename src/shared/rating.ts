import { CRITERIA_WEIGHTS } from './constants';

/** Averages are shown rounded to one decimal. */
export const round1 = (n: number) => Math.round(n * 10) / 10;

/** Mean of a sum over a count, rounded to 1 decimal; 0 when there is nothing to average. */
export const mean1 = (sum: number, count: number) => (count > 0 ? round1(sum / count) : 0);

/** Sub-scores are displayed as percentages of the 5-star scale. */
export const toPercent = (score: number) => Math.round((score / 5) * 100);

/** The weighted score 0.4 × medical + 0.4 × customer + 0.2 × compliance, 1 decimal. */
export function weightedScore(medical: number, customer: number, compliance: number): number {
  return round1(
    medical * CRITERIA_WEIGHTS.medicalExpertise +
      customer * CRITERIA_WEIGHTS.customerExperience +
      compliance * CRITERIA_WEIGHTS.compliance,
  );
}
