/**
 * How well the detector finds spans on a labelled set, span by span: a found span is right
 * (precision) when it overlaps a labelled span of its kind; a labelled span is found (recall)
 * when a found span of its kind overlaps it. Per kind, pooled over the personal-data kinds and
 * over the alert kinds, overall and per language group.
 */
import { z } from 'zod';
import {
  ALERT_KINDS,
  PERSONAL_DATA_KINDS,
  SCREENING_KINDS,
  type ScreeningFinding,
  type ScreeningKind,
} from '../../../shared/screening';
import { scanText } from './detect';

export const LANGUAGE_GROUPS = ['vi', 'vi-plain', 'en'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];
export const GROUP_NAMES: Record<LanguageGroup, string> = {
  vi: 'Vietnamese with diacritics',
  'vi-plain': 'Vietnamese without diacritics',
  en: 'English',
};

export const labelledTextSchema = z.strictObject({
  text: z.string().trim().min(1),
  lang: z.enum(LANGUAGE_GROUPS),
  /** Each span by its words; a text repeated in `spans` labels its next occurrence. */
  spans: z.array(z.strictObject({ kind: z.enum(SCREENING_KINDS), text: z.string().min(1) })),
});
export type LabelledText = z.infer<typeof labelledTextSchema>;
export const labelledSetSchema = z.array(labelledTextSchema);

/** The chain's doctors and published phones the measurement passes to the detector. */
export const knownSchema = z.strictObject({
  doctorNames: z.array(z.string().min(1)),
  publicPhones: z.array(z.string().min(1)),
});
export type Known = z.infer<typeof knownSchema>;

export interface Counts {
  /** Labelled spans. */
  support: number;
  /** Spans the detector found. */
  predicted: number;
  /** Found spans that overlap a labelled span of their kind. */
  correct: number;
  /** Labelled spans some found span of their kind overlaps. */
  found: number;
  /** correct / predicted; null when nothing was found. */
  precision: number | null;
  /** found / support; null when nothing is labelled. */
  recall: number | null;
}

export interface Scores {
  texts: number;
  kinds: ({ kind: ScreeningKind } & Counts)[];
  /** phone, email, id_number, address, person_name and birth_date together. */
  personalData: Counts;
  /** threat and self_harm together. */
  alerts: Counts;
}

/** A span the detector and the labels disagree on. */
export interface Disagreement {
  /** The item's number in its set, from 1. */
  item: number;
  kind: ScreeningKind;
  type: 'false positive' | 'false negative';
  words: string;
  text: string;
}

export interface Measurement {
  all: Scores;
  groups: Record<LanguageGroup, Scores>;
  disagreements: Disagreement[];
}

type Located = { kind: ScreeningKind; start: number; end: number };

/** The labelled spans as indices into the NFC text; a span not in the text is an error. */
export function locateSpans(item: LabelledText): Located[] {
  const text = item.text.normalize('NFC');
  const next = new Map<string, number>();
  return item.spans.map(({ kind, text: words }) => {
    const w = words.normalize('NFC');
    const start = text.indexOf(w, next.get(w) ?? 0);
    if (start < 0) throw new Error(`span "${words}" is not in "${item.text}"`);
    next.set(w, start + 1);
    return { kind, start, end: start + w.length };
  });
}

interface Judged {
  item: LabelledText;
  number: number;
  labelled: Located[];
  found: ScreeningFinding[];
}

const overlaps = (a: Located, b: Located) => a.start < b.end && b.start < a.end;
const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

function counts(judged: Judged[], kinds: readonly ScreeningKind[]): Counts {
  let support = 0;
  let predicted = 0;
  let correct = 0;
  let found = 0;
  for (const j of judged) {
    const labelled = j.labelled.filter((s) => kinds.includes(s.kind));
    const spans = j.found.filter((s) => kinds.includes(s.kind));
    const sameKind = (a: Located) => (b: Located) => a.kind === b.kind && overlaps(a, b);
    support += labelled.length;
    predicted += spans.length;
    correct += spans.filter((s) => labelled.some(sameKind(s))).length;
    found += labelled.filter((s) => spans.some(sameKind(s))).length;
  }
  return {
    support,
    predicted,
    correct,
    found,
    precision: ratio(correct, predicted),
    recall: ratio(found, support),
  };
}

function score(judged: Judged[]): Scores {
  return {
    texts: judged.length,
    kinds: SCREENING_KINDS.map((kind) => ({ kind, ...counts(judged, [kind]) })),
    personalData: counts(judged, PERSONAL_DATA_KINDS),
    alerts: counts(judged, ALERT_KINDS),
  };
}

function disagreements(j: Judged): Disagreement[] {
  const text = j.item.text.normalize('NFC');
  const of = (type: Disagreement['type'], s: Located): Disagreement => ({
    item: j.number,
    kind: s.kind,
    type,
    words: text.slice(s.start, s.end),
    text,
  });
  const missed = (spans: Located[], others: Located[]) =>
    spans.filter((s) => !others.some((o) => o.kind === s.kind && overlaps(o, s)));
  return [
    ...missed(j.found, j.labelled).map((s) => of('false positive', s)),
    ...missed(j.labelled, j.found).map((s) => of('false negative', s)),
  ];
}

/** Runs `detect` (the product's detector with `known` unless given) over the set and scores it. */
export function measureScreening(
  items: readonly LabelledText[],
  known: Known,
  detect: (text: string) => ScreeningFinding[] = (text) => scanText(text, known),
): Measurement {
  const judged: Judged[] = items.map((item, i) => ({
    item,
    number: i + 1,
    labelled: locateSpans(item),
    found: detect(item.text),
  }));
  const groups = Object.fromEntries(
    LANGUAGE_GROUPS.map((g) => [g, score(judged.filter((j) => j.item.lang === g))]),
  ) as Record<LanguageGroup, Scores>;
  return { all: score(judged), groups, disagreements: judged.flatMap(disagreements) };
}

export const two = (n: number | null) => (n === null ? '–' : n.toFixed(2));

/** The figures as a Markdown table: one row per kind and the pooled rows, P / R per group. */
export function scoresTable(m: Omit<Measurement, 'disagreements'>): string {
  const head = ['kind', 'labelled', 'found', 'precision', 'recall'];
  const row = (name: string, pick: (s: Scores) => Counts) => [
    name,
    pick(m.all).support,
    pick(m.all).predicted,
    two(pick(m.all).precision),
    two(pick(m.all).recall),
    ...LANGUAGE_GROUPS.map(
      (g) => `${two(pick(m.groups[g]).precision)} / ${two(pick(m.groups[g]).recall)}`,
    ),
  ];
  const rows = [
    ...SCREENING_KINDS.map((k, i) => row(k, (s) => s.kinds[i]!)),
    row('**personal data**', (s) => s.personalData),
    row('**alerts** (threat + self_harm)', (s) => s.alerts),
  ];
  const cells = [...head, ...LANGUAGE_GROUPS.map((g) => `P / R ${g}`)];
  const line = (c: (string | number)[]) => `| ${c.join(' | ')} |`;
  return [line(cells), line(cells.map(() => '---')), ...rows.map(line)].join('\n');
}
