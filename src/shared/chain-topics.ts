/**
 * Topics a clinic chain adds to the built-in ones ("what the chain adds"): a name in both
 * languages and the words that find it in comments. Stored on reviews as `chain:<id>`.
 */
import { z } from 'zod';
import {
  CHAIN_TOPIC_LABEL,
  CHAIN_TOPIC_WORD,
  CHAIN_TOPIC_WORD_PATTERN,
  MAX_CHAIN_TOPIC_WORDS,
} from './chain-topic-rules';

export * from './chain-topic-rules';

const word = z
  .string()
  .trim()
  .min(CHAIN_TOPIC_WORD.min, 'validation.chainTopic.word')
  .max(CHAIN_TOPIC_WORD.max, 'validation.chainTopic.word')
  .regex(CHAIN_TOPIC_WORD_PATTERN, 'validation.chainTopic.word');

export const chainTopicSchema = z.strictObject({
  label_vi: z
    .string()
    .trim()
    .min(CHAIN_TOPIC_LABEL.min, 'validation.chainTopic.label')
    .max(CHAIN_TOPIC_LABEL.max, 'validation.chainTopic.label'),
  label_en: z
    .string()
    .trim()
    .max(CHAIN_TOPIC_LABEL.max, 'validation.chainTopic.label')
    .transform((s) => (s === '' ? null : s))
    .nullable()
    .optional(),
  words: z
    .array(word)
    .min(1, 'validation.chainTopic.words')
    .max(MAX_CHAIN_TOPIC_WORDS, 'validation.chainTopic.words'),
});
export type ChainTopicInput = z.input<typeof chainTopicSchema>;

export interface ChainTopic {
  id: string;
  /** The topic's key on reviews and in the figures: `chain:<id>`. */
  key: string;
  label_vi: string;
  label_en: string | null;
  words: string[];
}
