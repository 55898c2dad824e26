/**
 * "What patients say": two or three sentences quoted from a doctor's published reviews, chosen to
 * cover the topics patients mention most. Quotes are extracted, never written: each is one whole
 * sentence of a comment whose author allowed quoting, containing the words that made it count
 * for its topic, in the reader's language when such a sentence exists. Sentences with contact
 * details are never quoted.
 */
import type { Language } from '../../../shared/constants';
import { containsContactDetails } from '../../../shared/contact-details';
import {
  type DoctorQuotes,
  type PatientQuote,
  QUOTE_MAX_CHARS,
  QUOTES_MIN_REVIEWS,
} from '../../../shared/insights';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import * as repo from './quotes-repo';
import { publicStanding } from './service';
import { type KnownTopic, knownTopics } from './topic-figures';

const MAX_QUOTES = 3;
const MIN_QUOTES = 2;
const MIN_SENTENCE_CHARS = 15;

const sentencesOf = (comment: string) =>
  comment
    .split(/(?<=[.!?…])\s+|\n+/u)
    .map((s) => s.trim())
    .filter((s) => s.length >= MIN_SENTENCE_CHARS && s.length <= QUOTE_MAX_CHARS);

function sentenceFor(comment: string, words: readonly string[]) {
  const lowered = words.map((w) => w.toLowerCase());
  return sentencesOf(comment).find(
    (s) => !containsContactDetails(s) && lowered.some((w) => s.toLowerCase().includes(w)),
  );
}

export function chooseQuotes(
  candidates: readonly repo.QuoteCandidate[],
  topicOrder: readonly KnownTopic[],
  language: Language,
): PatientQuote[] {
  const used = new Set<string>();
  const quotes: PatientQuote[] = [];
  const withLang = candidates.map((c) => ({ ...c, lang: textLanguage(c.comment) }));
  // The reader's language first, then the rest; newest first within each (as read).
  const ordered = [
    ...withLang.filter((c) => c.lang === language),
    ...withLang.filter((c) => c.lang !== language),
  ];
  for (const { id: topic, label } of topicOrder) {
    if (quotes.length >= MAX_QUOTES) break;
    for (const c of ordered) {
      const words = c.topic_words?.[topic];
      if (used.has(c.id) || !words?.length) continue;
      const text = sentenceFor(c.comment, words);
      if (!text) continue;
      used.add(c.id);
      quotes.push({
        feedback_id: c.id,
        text,
        lang: c.lang,
        topic,
        ...(label ? { label } : {}),
        created_at: c.created_at.toISOString(),
      });
      break;
    }
  }
  return quotes.length >= MIN_QUOTES ? quotes : [];
}

export async function doctorQuotes(
  db: Db,
  doctorId: string,
  language: Language,
): Promise<DoctorQuotes> {
  const published = await repo.publicDoctorReviews(db, doctorId);
  if (published === undefined) throw notFound('Doctor not found');
  const standing = await publicStanding(db, doctorId);
  if (published < QUOTES_MIN_REVIEWS) return { quotes: [], standing };
  const known = new Map((await knownTopics(db)).map((k) => [k.id, k]));
  const order = (await repo.topicCounts(db, doctorId)).flatMap((r) => {
    const topic = known.get(r.topic);
    return topic ? [topic] : [];
  });
  const candidates = await repo.quotableReviews(db, doctorId);
  return { quotes: chooseQuotes(candidates, order, language), standing };
}
