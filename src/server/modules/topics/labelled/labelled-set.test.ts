import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { TOPIC_IDS } from '../../../../shared/topics';
import comments from './comments.json';

// The set is only a fair yardstick if its shape and balance stay as documented in README.md.
const item = z.strictObject({
  id: z.number().int().positive(),
  lang: z.enum(['vi', 'en']),
  diacritics: z.boolean(),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1),
  topics: z.array(z.enum(TOPIC_IDS)),
});
const set = z.array(item).parse(comments);

const groups = {
  vi: set.filter((c) => c.lang === 'vi' && c.diacritics),
  viPlain: set.filter((c) => c.lang === 'vi' && !c.diacritics),
  en: set.filter((c) => c.lang === 'en'),
};

// Unaccented comments may keep only the few marks phone users still type in abbreviations.
const allowedMarked = new Set(['đc', 'nhìu']);

describe('labelled topic set', () => {
  it('has at least 360 items with unique ids and unique texts', () => {
    expect(set.length).toBeGreaterThanOrEqual(360);
    expect(new Set(set.map((c) => c.id)).size).toBe(set.length);
    expect(new Set(set.map((c) => c.text.toLowerCase())).size).toBe(set.length);
  });

  it('has 120 items in each language group, English always marked as written with diacritics', () => {
    expect(groups.vi).toHaveLength(120);
    expect(groups.viPlain).toHaveLength(120);
    expect(groups.en).toHaveLength(120);
    expect(groups.en.every((c) => c.diacritics)).toBe(true);
  });

  it('writes accented Vietnamese with diacritics and plain Vietnamese without them', () => {
    const marked = /[^\p{ASCII}]/u;
    expect(groups.vi.filter((c) => !marked.test(c.text))).toEqual([]);
    const stray = groups.viPlain.filter((c) =>
      c.text
        .toLowerCase()
        .split(/[^\p{L}]+/u)
        .some((word) => marked.test(word) && !allowedMarked.has(word)),
    );
    expect(stray).toEqual([]);
  });

  it('lists each topic at most once per item', () => {
    expect(set.filter((c) => new Set(c.topics).size !== c.topics.length)).toEqual([]);
  });

  it('has at least 35 items per topic, spread over the three groups', () => {
    for (const topic of TOPIC_IDS) {
      expect(set.filter((c) => c.topics.includes(topic)).length, topic).toBeGreaterThanOrEqual(35);
      for (const [name, group] of Object.entries(groups)) {
        const n = group.filter((c) => c.topics.includes(topic)).length;
        expect(n, `${topic} in ${name}`).toBeGreaterThanOrEqual(10);
      }
    }
  });

  it('keeps roughly 15% of items without any topic, and every rating in use', () => {
    const none = set.filter((c) => c.topics.length === 0).length / set.length;
    expect(none).toBeGreaterThanOrEqual(0.1);
    expect(none).toBeLessThanOrEqual(0.2);
    for (const rating of [1, 2, 3, 4, 5]) {
      expect(set.filter((c) => c.rating === rating).length, `rating ${rating}`).toBeGreaterThan(30);
    }
  });
});
