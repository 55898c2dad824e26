import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { npsOf, recommendGroup, specialtyStandings } from './insights';

/** NPS straight from the answers: % of 9–10 less % of 0–6. */
function directNps(scores: number[]) {
  const promoters = scores.filter((s) => s >= 9).length;
  const detractors = scores.filter((s) => s <= 6).length;
  return Math.round(((promoters - detractors) / scores.length) * 100);
}

const countsOf = (scores: number[]) => {
  const c = { promoters: 0, passives: 0, detractors: 0 };
  for (const s of scores) c[recommendGroup(s)] += 1;
  return c;
};

describe('NPS', () => {
  it('equals the direct computation from the answers, from the minimum sample on', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 0, maxLength: 300 }),
        fc.integer({ min: 1, max: 50 }),
        (scores, minSample) => {
          const figure = npsOf(countsOf(scores), minSample);
          expect(figure.responses).toBe(scores.length);
          if (scores.length < minSample || scores.length === 0) expect(figure.nps).toBeNull();
          else expect(figure.nps).toBe(directNps(scores));
        },
      ),
    );
  });

  it('groups 9–10 as promoters, 7–8 as passives and 0–6 as detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(recommendGroup)).toEqual([
      'detractors',
      'detractors',
      'passives',
      'passives',
      'promoters',
      'promoters',
    ]);
    expect(npsOf({ promoters: 7, passives: 2, detractors: 1 }, 10)).toEqual({
      responses: 10,
      nps: 60,
    });
  });
});

const doctorArb = fc.record({
  reviews: fc.integer({ min: 0, max: 200 }),
  mean: fc.double({ min: 1, max: 5, noNaN: true }),
});

describe('standing within a specialty', () => {
  it('equals a direct computation of shrunk scores and their mid-rank percentile', () => {
    fc.assert(
      fc.property(
        fc.array(doctorArb, { maxLength: 40 }),
        fc.integer({ min: 1, max: 20 }),
        (raw, minReviews) => {
          const doctors = raw.map((d, i) => ({ id: `d${i}`, ...d }));
          const result = specialtyStandings(doctors, minReviews);
          const ranked = doctors.filter((d) => d.reviews >= minReviews && d.reviews > 0);
          if (ranked.length < 2) {
            expect(result.size).toBe(0);
            return;
          }
          const n = ranked.reduce((s, d) => s + d.reviews, 0);
          const m = ranked.reduce((s, d) => s + d.reviews * d.mean, 0) / n;
          const shrunk = ranked.map(
            (d) => (d.reviews * d.mean + minReviews * m) / (d.reviews + minReviews),
          );
          expect(result.size).toBe(ranked.length);
          ranked.forEach((d, i) => {
            const mine = shrunk[i]!;
            const others = shrunk.filter((_, j) => j !== i);
            const below = others.filter((v) => v < mine - 1e-9).length;
            const ties = others.filter((v) => Math.abs(v - mine) <= 1e-9).length;
            const got = result.get(d.id)!;
            expect(got.percentile).toBe(Math.round((100 * (below + ties / 2)) / others.length));
            expect(got.peers).toBe(ranked.length);
            // Shrinkage keeps the score between the doctor's own mean and the specialty's.
            expect(got.adjusted).toBeGreaterThanOrEqual(Math.min(d.mean, m) - 0.01);
            expect(got.adjusted).toBeLessThanOrEqual(Math.max(d.mean, m) + 0.01);
          });
          for (const d of doctors.filter((x) => !ranked.includes(x)))
            expect(result.has(d.id)).toBe(false);
        },
      ),
    );
  });

  it('ranks a doctor with few excellent reviews below one with many very good ones', () => {
    const result = specialtyStandings(
      [
        { id: 'lucky', reviews: 3, mean: 5 },
        { id: 'steady', reviews: 120, mean: 4.7 },
        { id: 'weak', reviews: 40, mean: 3.2 },
      ],
      3,
    );
    expect(result.get('steady')!.percentile).toBe(100);
    expect(result.get('lucky')!.percentile).toBe(50);
    expect(result.get('weak')!.percentile).toBe(0);
  });
});
