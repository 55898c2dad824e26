/**
 * How well the detector finds topics on a labelled set of comments: per topic the precision
 * (of the comments it gave the topic, the share labelled with it), the recall (of the comments
 * labelled with it, the share it found) and the support (comments labelled with it), and the
 * micro figures over every (comment, topic) pair; overall and per language group.
 */
import { z } from 'zod';
import { TOPIC_IDS, type TopicId } from '../../../shared/topics';
import { detectTopics, type TopicMatch } from './detect';

export const labelledCommentSchema = z.strictObject({
  id: z.number().int().positive(),
  lang: z.enum(['vi', 'en']),
  /** Written with its tone marks (English always counts as written as it should be). */
  diacritics: z.boolean(),
  rating: z.number().int().min(1).max(5),
  text: z.string().trim().min(1),
  topics: z.array(z.enum(TOPIC_IDS)),
});
export type LabelledComment = z.infer<typeof labelledCommentSchema>;
export const labelledSetSchema = z.array(labelledCommentSchema);

export const LANGUAGE_GROUPS = ['vi', 'vi-plain', 'en'] as const;
export type LanguageGroup = (typeof LANGUAGE_GROUPS)[number];
export const GROUP_NAMES: Record<LanguageGroup, string> = {
  vi: 'Vietnamese with diacritics',
  'vi-plain': 'Vietnamese without diacritics',
  en: 'English',
};

export const groupOf = (c: LabelledComment): LanguageGroup =>
  c.lang === 'en' ? 'en' : c.diacritics ? 'vi' : 'vi-plain';

export interface Counts {
  /** Comments labelled with the topic. */
  support: number;
  /** Comments the detector gave the topic. */
  predicted: number;
  /** Comments both labelled with it and given it. */
  correct: number;
  /** correct / predicted; null when nothing was predicted. */
  precision: number | null;
  /** correct / support; null when nothing is labelled with it. */
  recall: number | null;
}

export interface Scores {
  comments: number;
  topics: ({ topic: TopicId } & Counts)[];
  /** Over every (comment, topic) pair of the group. */
  micro: Counts;
}

/** A disagreement with the labels, with the words that made the detector decide. */
export interface Miss {
  id: number;
  topic: TopicId;
  kind: 'false positive' | 'false negative';
  text: string;
  words: string[];
}

export interface Measurement {
  all: Scores;
  groups: Record<LanguageGroup, Scores>;
  misses: Miss[];
}

const ratio = (a: number, b: number) => (b > 0 ? a / b : null);

function counts(support: number, predicted: number, correct: number): Counts {
  return {
    support,
    predicted,
    correct,
    precision: ratio(correct, predicted),
    recall: ratio(correct, support),
  };
}

interface Judged {
  item: LabelledComment;
  found: Map<string, string[]>;
}

function score(judged: Judged[]): Scores {
  const topics = TOPIC_IDS.map((topic) => {
    const labelled = judged.filter((j) => j.item.topics.includes(topic));
    const predicted = judged.filter((j) => j.found.has(topic));
    const correct = labelled.filter((j) => j.found.has(topic)).length;
    return { topic, ...counts(labelled.length, predicted.length, correct) };
  });
  const sum = (k: 'support' | 'predicted' | 'correct') => topics.reduce((s, t) => s + t[k], 0);
  return {
    comments: judged.length,
    topics,
    micro: counts(sum('support'), sum('predicted'), sum('correct')),
  };
}

/** Runs `detect` (the product's detector unless given) over the set and scores it. */
export function measureTopics(
  items: readonly LabelledComment[],
  detect: (text: string) => TopicMatch[] = (text) => detectTopics(text),
): Measurement {
  const judged: Judged[] = items.map((item) => ({
    item,
    found: new Map(detect(item.text).map((m) => [m.topic, m.words])),
  }));
  const misses: Miss[] = judged.flatMap(({ item, found }) =>
    TOPIC_IDS.flatMap((topic): Miss[] => {
      const labelled = item.topics.includes(topic);
      const words = found.get(topic);
      if (labelled === (words !== undefined)) return [];
      const kind = labelled ? 'false negative' : 'false positive';
      return [{ id: item.id, topic, kind, text: item.text, words: words ?? [] }];
    }),
  );
  const groups = Object.fromEntries(
    LANGUAGE_GROUPS.map((g) => [g, score(judged.filter((j) => groupOf(j.item) === g))]),
  ) as Record<LanguageGroup, Scores>;
  return { all: score(judged), groups, misses };
}

export const percent = (n: number | null) => (n === null ? '–' : n.toFixed(2));

/** The figures as a Markdown table: one row per topic and the micro row, P / R per group. */
export function scoresTable(m: Measurement): string {
  const head = [
    'topic',
    'support',
    'precision',
    'recall',
    ...LANGUAGE_GROUPS.map((g) => `P / R ${g}`),
  ];
  const row = (name: string, pick: (s: Scores) => Counts) => [
    name,
    pick(m.all).support,
    percent(pick(m.all).precision),
    percent(pick(m.all).recall),
    ...LANGUAGE_GROUPS.map(
      (g) => `${percent(pick(m.groups[g]).precision)} / ${percent(pick(m.groups[g]).recall)}`,
    ),
  ];
  const rows = [
    ...TOPIC_IDS.map((t, i) => row(t, (s) => s.topics[i]!)),
    row('**micro**', (s) => s.micro),
  ];
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}
