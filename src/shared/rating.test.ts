import { describe, expect, it } from 'vitest';
import { combinedScore, mean1, round1, toPercent } from './rating';

describe('rating math', () => {
  it('rounds averages to one decimal', () => {
    expect(round1(4.25)).toBe(4.3);
    expect(mean1(14, 3)).toBe(4.7);
    expect(mean1(0, 0)).toBe(0);
  });

  it('weights medical 40%, customer 40%, compliance 20%', () => {
    const one = (m: number, c: number, p: number) =>
      combinedScore({ medical_sum: m, customer_sum: c, compliance_sum: p }, 1);
    expect(one(5, 5, 5)).toBe(5);
    expect(one(5, 4, 3)).toBe(4.2);
    expect(one(4, 4, 1)).toBe(3.4);
  });

  it('scores from the sums, rounding once, halves up', () => {
    // Two reviews (5,5,5) and (4,4,4): 4.5 exactly.
    expect(combinedScore({ medical_sum: 9, customer_sum: 9, compliance_sum: 9 }, 2)).toBe(4.5);
    // Means 1.33, 1.33, 1.0 rounded first (1.3, 1.3, 1.0) would give 1.2; the exact mean is 1.27.
    expect(combinedScore({ medical_sum: 4, customer_sum: 4, compliance_sum: 3 }, 3)).toBe(1.3);
    // Exactly on a half: 4.35 → 4.4.
    expect(combinedScore({ medical_sum: 87, customer_sum: 87, compliance_sum: 87 }, 20)).toBe(4.4);
    expect(combinedScore({ medical_sum: 0, customer_sum: 0, compliance_sum: 0 }, 0)).toBe(0);
  });

  it('shows sub-scores as percentages of five stars', () => {
    expect(toPercent(4.6)).toBe(92);
    expect(toPercent(5)).toBe(100);
  });
});
