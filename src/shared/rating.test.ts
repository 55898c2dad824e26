import { describe, expect, it } from 'vitest';
import { mean1, round1, toPercent, weightedScore } from './rating';

describe('rating math', () => {
  it('rounds averages to one decimal', () => {
    expect(round1(4.25)).toBe(4.3);
    expect(mean1(14, 3)).toBe(4.7);
    expect(mean1(0, 0)).toBe(0);
  });

  it('weights medical 40%, customer 40%, compliance 20%', () => {
    expect(weightedScore(5, 5, 5)).toBe(5);
    expect(weightedScore(5, 4, 3)).toBe(4.2);
    expect(weightedScore(4, 4, 1)).toBe(3.4);
  });

  it('shows sub-scores as percentages of five stars', () => {
    expect(toPercent(4.6)).toBe(92);
    expect(toPercent(5)).toBe(100);
  });
});
