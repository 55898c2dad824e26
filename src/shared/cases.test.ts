import { describe, expect, it } from 'vitest';
import { CASE_ACTIONS, CASE_STATUSES, needsCase, nextCaseStatus } from './cases';

describe('case states', () => {
  it('go open → contacted → resolved, or open → closed; resolved and closed are final', () => {
    const table = Object.fromEntries(
      CASE_STATUSES.map((s) => [
        s,
        Object.fromEntries(CASE_ACTIONS.map((a) => [a, nextCaseStatus(s, a)])),
      ]),
    );
    expect(table).toEqual({
      open: { contacted: 'contacted', resolve: 'resolved', close: 'closed' },
      contacted: { contacted: null, resolve: 'resolved', close: null },
      resolved: { contacted: null, resolve: null, close: null },
      closed: { contacted: null, resolve: null, close: null },
    });
  });

  it('open for a low overall rating or any low criterion; a threshold of 0 never opens', () => {
    const thresholds = { case_overall_threshold: 2, case_criterion_threshold: 2 };
    const fair = { rating: 3, medical_expertise: 3, customer_experience: 3, compliance: 3 };
    expect(needsCase(fair, thresholds)).toBe(false);
    expect(needsCase({ ...fair, rating: 2 }, thresholds)).toBe(true);
    expect(needsCase({ ...fair, compliance: 1 }, thresholds)).toBe(true);
    expect(
      needsCase(
        { rating: 1, medical_expertise: 1, customer_experience: 1, compliance: 1 },
        { case_overall_threshold: 0, case_criterion_threshold: 0 },
      ),
    ).toBe(false);
  });
});
