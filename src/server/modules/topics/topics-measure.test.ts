/**
 * The detector on the labelled set (labelled/comments.json): precision and recall of every topic
 * at least 0.8. The table is printed so a run shows where a change moved the figures.
 */
import { describe, expect, it } from 'vitest';
import comments from './labelled/comments.json';
import {
  GROUP_NAMES,
  LANGUAGE_GROUPS,
  labelledSetSchema,
  measureTopics,
  percent,
  scoresTable,
} from './measure';

const TARGET = 0.8;
const m = measureTopics(labelledSetSchema.parse(comments));

describe('topic detector on the labelled set', () => {
  it(`reaches precision and recall ≥ ${TARGET} for every topic`, () => {
    console.log(
      `${scoresTable(m)}\n\nGroups: ${LANGUAGE_GROUPS.map(
        (g) => `${g} = ${GROUP_NAMES[g]} (${m.groups[g].comments})`,
      ).join(', ')}\n` +
        m.misses
          .map((x) => `#${x.id} ${x.topic} ${x.kind} [${x.words.join(', ')}]: ${x.text}`)
          .join('\n'),
    );
    const below = m.all.topics
      .filter((t) => (t.precision ?? 0) < TARGET || (t.recall ?? 0) < TARGET)
      .map((t) => `${t.topic}: P ${percent(t.precision)} R ${percent(t.recall)}`);
    expect(below).toEqual([]);
  });

  it('measures every item once, split into the three language groups', () => {
    expect(m.all.comments).toBe(comments.length);
    expect(LANGUAGE_GROUPS.reduce((s, g) => s + m.groups[g].comments, 0)).toBe(comments.length);
    for (const g of LANGUAGE_GROUPS) expect(m.groups[g].comments, g).toBeGreaterThan(0);
  });
});

describe('measureTopics', () => {
  const item = (id: number, text: string, topics: ('cost' | 'attitude')[], diacritics = true) => ({
    id,
    lang: 'vi' as const,
    diacritics,
    rating: 3,
    text,
    topics,
  });

  it('counts precision, recall and support per topic and over all pairs', () => {
    const set = [item(1, 'a', ['cost']), item(2, 'b', ['cost', 'attitude']), item(3, 'c', [])];
    // The detector finds cost in 1 and 3 and attitude in 2.
    const found: Record<string, string[]> = { a: ['cost'], b: ['attitude'], c: ['cost'] };
    const r = measureTopics(set, (text) =>
      (found[text] ?? []).map((topic) => ({ topic, words: [] })),
    );
    const cost = r.all.topics.find((t) => t.topic === 'cost')!;
    expect(cost).toMatchObject({
      support: 2,
      predicted: 2,
      correct: 1,
      precision: 0.5,
      recall: 0.5,
    });
    const attitude = r.all.topics.find((t) => t.topic === 'attitude')!;
    expect(attitude).toMatchObject({ support: 1, predicted: 1, precision: 1, recall: 1 });
    const waiting = r.all.topics.find((t) => t.topic === 'waiting_time')!;
    expect(waiting).toMatchObject({ support: 0, predicted: 0, precision: null, recall: null });
    expect(r.all.micro).toMatchObject({ support: 3, predicted: 3, correct: 2 });
    expect(r.misses.map((x) => `${x.id} ${x.topic} ${x.kind}`)).toEqual([
      '2 cost false negative',
      '3 cost false positive',
    ]);
  });

  it('splits Vietnamese by diacritics and keeps English apart', () => {
    const set = [
      item(1, 'Giá hơi đắt', ['cost']),
      item(2, 'gia hoi mac', ['cost'], false),
      { ...item(3, 'Too expensive', ['cost']), lang: 'en' as const },
    ];
    const r = measureTopics(set);
    expect(LANGUAGE_GROUPS.map((g) => r.groups[g].comments)).toEqual([1, 1, 1]);
    expect(r.groups['vi-plain'].topics.find((t) => t.topic === 'cost')?.recall).toBe(1);
  });
});
