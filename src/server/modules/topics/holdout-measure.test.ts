/**
 * The detector on the hold-out set (labelled/holdout.json), written without looking at the detector
 * or its lexicon. It is a report, not a gate: the table is printed and only the set's shape is
 * asserted, so tuning the lexicon against these figures would spoil them as an honest check.
 */
import { describe, expect, it } from 'vitest';
import { TOPIC_IDS } from '../../../shared/topics';
import holdout from './labelled/holdout.json';
import {
  GROUP_NAMES,
  groupOf,
  LANGUAGE_GROUPS,
  labelledSetSchema,
  measureTopics,
  scoresTable,
} from './measure';

const set = labelledSetSchema.parse(holdout);
const inGroup = (g: (typeof LANGUAGE_GROUPS)[number]) => set.filter((c) => groupOf(c) === g);
// Unaccented comments may keep only the few marks phone users still type in abbreviations.
const allowedMarked = new Set(['đc', 'nhìu']);
const marked = /[^\p{ASCII}]/u;

describe('topic detector on the hold-out set', () => {
  it('prints precision and recall per topic and per language group', () => {
    const m = measureTopics(set);
    console.log(
      `Hold-out set\n${scoresTable(m)}\n\nGroups: ${LANGUAGE_GROUPS.map(
        (g) => `${g} = ${GROUP_NAMES[g]} (${m.groups[g].comments})`,
      ).join(', ')}`,
    );
    expect(m.all.comments).toBe(set.length);
  });

  it('has 150 items with ids 1001–1150, unique texts and each topic once per item', () => {
    expect(set.map((c) => c.id)).toEqual(Array.from({ length: 150 }, (_, i) => 1001 + i));
    expect(new Set(set.map((c) => c.text.toLowerCase())).size).toBe(set.length);
    expect(set.filter((c) => new Set(c.topics).size !== c.topics.length)).toEqual([]);
  });

  it('has 50 items per language group, written with or without diacritics as marked', () => {
    for (const g of LANGUAGE_GROUPS) expect(inGroup(g), g).toHaveLength(50);
    expect(inGroup('en').every((c) => c.diacritics)).toBe(true);
    expect(inGroup('vi').filter((c) => !marked.test(c.text))).toEqual([]);
    const stray = inGroup('vi-plain').filter((c) =>
      c.text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((word) => marked.test(word) && !allowedMarked.has(word)),
    );
    expect(stray).toEqual([]);
  });

  it('has at least 15 items per topic and roughly 15% without any topic', () => {
    for (const topic of TOPIC_IDS) {
      expect(set.filter((c) => c.topics.includes(topic)).length, topic).toBeGreaterThanOrEqual(15);
    }
    const none = set.filter((c) => c.topics.length === 0).length / set.length;
    expect(none).toBeGreaterThanOrEqual(0.1);
    expect(none).toBeLessThanOrEqual(0.2);
  });
});
