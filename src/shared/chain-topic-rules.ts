/**
 * The rules of a topic the chain adds, without zod, so the admin form checks them before
 * sending (the server checks the same ones with `chainTopicSchema`).
 */
export const CHAIN_TOPIC_PREFIX = 'chain:';
/** Enough for a chain's own concerns (a new service, parking at one site); more is noise. */
export const MAX_CHAIN_TOPICS = 20;
export const MAX_CHAIN_TOPIC_WORDS = 40;
export const CHAIN_TOPIC_LABEL = { min: 2, max: 60 } as const;
export const CHAIN_TOPIC_WORD = { min: 2, max: 40 } as const;
/** Letters and digits, with spaces, apostrophes and hyphens inside: words, never patterns. */
export const CHAIN_TOPIC_WORD_PATTERN = /^[\p{L}\p{N}][\p{L}\p{N}\s'-]*$/u;

export const chainTopicKey = (id: string) => `${CHAIN_TOPIC_PREFIX}${id}`;
export const isChainTopicKey = (key: string) => key.startsWith(CHAIN_TOPIC_PREFIX);

/** The words an admin typed, one per line or comma-separated. */
export const wordsFromText = (text: string) =>
  text
    .split(/[,\n]/)
    .map((w) => w.trim().replace(/\s+/g, ' '))
    .filter(Boolean);

/** The first rule the input breaks (an i18n key), or null. */
export function chainTopicProblem(input: { label_vi: string; words: readonly string[] }) {
  const label = input.label_vi.trim();
  if (label.length < CHAIN_TOPIC_LABEL.min || label.length > CHAIN_TOPIC_LABEL.max)
    return { path: 'label_vi', message: 'validation.chainTopic.label' };
  if (input.words.length < 1 || input.words.length > MAX_CHAIN_TOPIC_WORDS)
    return { path: 'words', message: 'validation.chainTopic.words' };
  const bad = input.words.find(
    (w) =>
      w.length < CHAIN_TOPIC_WORD.min ||
      w.length > CHAIN_TOPIC_WORD.max ||
      !CHAIN_TOPIC_WORD_PATTERN.test(w),
  );
  return bad === undefined ? null : { path: 'words', message: 'validation.chainTopic.word' };
}
