/**
 * The detector on the held-out set (labelled/holdout.json), written from the definitions of the
 * kinds before the detector was run on it, and never tuned on. A report, not a gate: the table
 * is printed and only the set's shape is asserted; its disagreements are not printed, so no run
 * shows what to tune against.
 */
import { describe, expect, it } from 'vitest';
import holdout from './labelled/holdout.json';
import known from './labelled/known.json';
import {
  knownSchema,
  LANGUAGE_GROUPS,
  labelledSetSchema,
  measureScreening,
  scoresTable,
} from './measure';

const set = labelledSetSchema.parse(holdout);

describe('screening detector on the held-out set', () => {
  it('prints precision and recall per kind and per language group', () => {
    const { disagreements: _hidden, ...m } = measureScreening(set, knownSchema.parse(known));
    console.log(`Held-out set\n${scoresTable(m)}`);
    expect(m.all.texts).toBe(set.length);
  });

  it('has 120+ texts in the three language groups, unique', () => {
    expect(set.length).toBeGreaterThanOrEqual(120);
    for (const g of LANGUAGE_GROUPS) {
      expect(set.filter((t) => t.lang === g).length, g).toBeGreaterThanOrEqual(40);
    }
    expect(new Set(set.map((t) => t.text.toLowerCase())).size).toBe(set.length);
  });
});
