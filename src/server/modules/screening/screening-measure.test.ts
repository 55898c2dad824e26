/**
 * The detector on the labelled set (labelled/texts.json, with the doctors and phones of
 * labelled/known.json): the targets of the moderation assistant. The table and the
 * disagreements are printed so a run shows where a change moved the figures.
 */
import { describe, expect, it } from 'vitest';
import { PERSONAL_DATA_KINDS } from '../../../shared/screening';
import known from './labelled/known.json';
import texts from './labelled/texts.json';
import {
  type Counts,
  knownSchema,
  LANGUAGE_GROUPS,
  labelledSetSchema,
  measureScreening,
  scoresTable,
  two,
} from './measure';

const set = labelledSetSchema.parse(texts);
const m = measureScreening(set, knownSchema.parse(known));
const kind = (k: string) => m.all.kinds.find((x) => x.kind === k)!;
const figures = (c: Counts) => `P ${two(c.precision)} R ${two(c.recall)}`;

describe('screening detector on the labelled set', () => {
  it('prints the figures and the disagreements', () => {
    console.log(
      `${scoresTable(m)}\n${m.disagreements
        .map((d) => `#${d.item} ${d.kind} ${d.type} [${d.words}]: ${d.text}`)
        .join('\n')}`,
    );
    expect(m.all.texts).toBe(set.length);
  });

  it('finds personal data: recall ≥ 0.95 and precision ≥ 0.85, pooled and per kind', () => {
    const below = [
      { kind: 'personal data', ...m.all.personalData },
      ...PERSONAL_DATA_KINDS.map(kind),
    ]
      .filter((c) => (c.recall ?? 0) < 0.95 || (c.precision ?? 0) < 0.85)
      .map((c) => `${c.kind}: ${figures(c)}`);
    expect(below).toEqual([]);
  });

  it('finds abuse: recall ≥ 0.85, precision ≥ 0.8', () => {
    expect(kind('abuse').recall).toBeGreaterThanOrEqual(0.85);
    expect(kind('abuse').precision).toBeGreaterThanOrEqual(0.8);
  });

  it('finds threats and self-harm: recall ≥ 0.9 each', () => {
    expect(kind('threat').recall).toBeGreaterThanOrEqual(0.9);
    expect(kind('self_harm').recall).toBeGreaterThanOrEqual(0.9);
  });
});

describe('the labelled set', () => {
  const plainMarked = /[^\p{ASCII}]/u;

  it('has 400+ texts: about half Vietnamese with diacritics, a third without, the rest English', () => {
    const count = (g: string) => set.filter((t) => t.lang === g).length;
    expect(set.length).toBeGreaterThanOrEqual(400);
    expect(count('vi') / set.length).toBeGreaterThanOrEqual(0.45);
    expect(count('vi-plain') / set.length).toBeGreaterThanOrEqual(1 / 3);
    expect(count('en')).toBeGreaterThan(0);
    expect(LANGUAGE_GROUPS.reduce((s, g) => s + count(g), 0)).toBe(set.length);
  });

  it('writes each group as it says: toneless texts carry no marks, toned ones do', () => {
    expect(set.filter((t) => t.lang === 'vi-plain' && plainMarked.test(t.text))).toEqual([]);
    expect(set.filter((t) => t.lang === 'vi' && !plainMarked.test(t.text))).toEqual([]);
  });

  it('has 120+ texts with only hard negatives, every kind labelled, unique texts', () => {
    expect(set.filter((t) => t.spans.length === 0).length).toBeGreaterThanOrEqual(120);
    for (const k of m.all.kinds) expect(k.support, k.kind).toBeGreaterThanOrEqual(15);
    expect(new Set(set.map((t) => t.text.toLowerCase())).size).toBe(set.length);
  });
});

describe('measureScreening', () => {
  const item = (text: string, spans: { kind: 'phone' | 'abuse'; text: string }[]) => ({
    text,
    lang: 'vi' as const,
    spans,
  });

  it('counts a found span right when it overlaps a labelled span of its kind', () => {
    const set = [
      item('gọi 0903 123 456 nhé, đồ ngu', [
        { kind: 'phone', text: '0903 123 456' },
        { kind: 'abuse', text: 'đồ ngu' },
      ]),
      item('chờ lâu quá', []),
    ];
    const r = measureScreening(set, { doctorNames: [], publicPhones: [] }, (text) =>
      text.startsWith('gọi')
        ? [
            { kind: 'phone', start: 4, end: 8 },
            { kind: 'abuse', start: 0, end: 3 },
          ]
        : [{ kind: 'abuse', start: 0, end: 3 }],
    );
    const phone = r.all.kinds.find((k) => k.kind === 'phone')!;
    expect(phone).toMatchObject({ support: 1, predicted: 1, correct: 1, found: 1, recall: 1 });
    const abuse = r.all.kinds.find((k) => k.kind === 'abuse')!;
    expect(abuse).toMatchObject({ support: 1, predicted: 2, correct: 0, found: 0 });
    expect(r.all.personalData).toMatchObject({ support: 1, precision: 1, recall: 1 });
    expect(r.disagreements.map((d) => `${d.item} ${d.kind} ${d.type} ${d.words}`)).toEqual([
      '1 abuse false positive gọi',
      '1 abuse false negative đồ ngu',
      '2 abuse false positive chờ',
    ]);
  });

  it('rejects a labelled span that is not in its text', () => {
    expect(() =>
      measureScreening([item('chờ lâu', [{ kind: 'abuse', text: 'vcl' }])], {
        doctorNames: [],
        publicPhones: [],
      }),
    ).toThrow(/vcl/);
  });
});
