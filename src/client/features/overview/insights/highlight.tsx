import { Fragment } from 'react';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The text cut into plain and matched parts. Words match whole (not inside a longer word),
 * whatever their case, longest first so a phrase wins over a word it contains.
 */
export function highlightParts(text: string, words: readonly string[]) {
  const source = text.normalize('NFC');
  const terms = [...new Set(words.map((w) => w.normalize('NFC').trim()).filter(Boolean))].sort(
    (a, b) => b.length - a.length,
  );
  if (terms.length === 0) return [{ text: source, mark: false }];
  const pattern = new RegExp(
    `(?<![\\p{L}\\p{N}])(?:${terms.map(escapeRegExp).join('|')})(?![\\p{L}\\p{N}])`,
    'giu',
  );
  const parts: { text: string; mark: boolean }[] = [];
  let last = 0;
  for (const match of source.matchAll(pattern)) {
    if (match.index > last) parts.push({ text: source.slice(last, match.index), mark: false });
    parts.push({ text: match[0], mark: true });
    last = match.index + match[0].length;
  }
  if (last < source.length) parts.push({ text: source.slice(last), mark: false });
  return parts;
}

/** A comment with the words that made it count for a topic marked. */
export function Highlighted({ text, words }: { text: string; words: readonly string[] }) {
  return (
    <>
      {highlightParts(text, words).map((part, i) =>
        part.mark ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <mark key={i} className="rounded-sm bg-warning-soft px-0.5 text-foreground">
            {part.text}
          </mark>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text never move.
          <Fragment key={i}>{part.text}</Fragment>
        ),
      )}
    </>
  );
}
