/**
 * Search words, the same way everywhere: split on white space, at most MAX_SEARCH_WORDS of them
 * (a longer query cannot build an arbitrarily large condition), LIKE's wildcards escaped, and
 * compared accent-free through `app_search_text` (so "nguyen" finds "Nguyễn").
 */
import { and, type SQL, sql } from 'drizzle-orm';

export const MAX_SEARCH_WORDS = 8;

export function searchWords(q: string | undefined): string[] {
  return (q ?? '').split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** `%`, `_` and `\` match themselves. */
export const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern for text containing `s` (plain comparison, no accent folding). */
export const containing = (s: string) => `%${escapeLike(s)}%`;

/** The accent-free pattern of one search word, for `<accent-free text> like <pattern>`. */
export const accentFreePattern = (word: string): SQL =>
  sql`'%' || app_search_text(${escapeLike(word)}) || '%'`;

/**
 * Every word of `q` appears in the text `textOf(pattern)` tests, e.g. a stored accent-free
 * column: `(p) => sql\`${doctors.search_text} like ${p}\``. Undefined when `q` has no words.
 */
export function everyWord(q: string | undefined, textOf: (pattern: SQL) => SQL): SQL | undefined {
  const words = searchWords(q);
  return words.length > 0 ? and(...words.map((w) => textOf(accentFreePattern(w)))) : undefined;
}
