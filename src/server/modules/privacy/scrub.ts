/**
 * Takes a closed account's own identity out of the texts it leaves public (reviews kept
 * anonymously, answers): its name, e-mail address and phone numbers, wherever the person typed
 * them, with or without diacritics, in any letter case and (for phones) in any of the usual
 * Vietnamese forms. Each is replaced with a marker; the rest of the text stays.
 */
import { normalizeVnPhone } from '../../../shared/phone';

/** What stands in for a removed detail: no language needed to read it. */
export const REMOVED = '[…]';

export interface Identity {
  firstName: string;
  lastName: string;
  email: string;
  /** Phone numbers of the visits the person claimed, in any form. */
  phones: string[];
}

/** One character folded for matching: lower case, no diacritics, đ as d (one for one). */
function foldChar(ch: string): string {
  const lower = ch.toLowerCase();
  if (lower === 'đ') return 'd';
  return (
    lower
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .charAt(0) || lower
  );
}

const fold = (text: string) => Array.from(text, foldChar).join('');
const isLetter = (ch: string | undefined) => ch !== undefined && /[\p{L}\p{N}]/u.test(ch);

/** Replaces every whole-word occurrence of `needle` (folded) in `text` (folded alongside). */
function replaceFolded(text: string, needle: string): string {
  const chars = Array.from(text);
  const folded = chars.map(foldChar);
  const target = Array.from(fold(needle.trim()));
  if (target.length < 2) return text;
  const out: string[] = [];
  for (let i = 0; i < chars.length; ) {
    const matches =
      !isLetter(folded[i - 1]) &&
      !isLetter(folded[i + target.length]) &&
      target.every((ch, k) => folded[i + k] === ch);
    if (matches) {
      out.push(REMOVED);
      i += target.length;
    } else {
      out.push(chars[i]!);
      i += 1;
    }
  }
  return out.join('');
}

/** Numbers written like a Vietnamese phone (0…, 84…, +84…, with spaces, dots or dashes). */
const PHONE_LIKE = /(?:\+\s?84|\b84|\b0)(?:[\s.-]?\d){8,10}\b/g;

/**
 * The text without the person's name (the full name in either order and the given name, with or
 * without diacritics; a family name alone is too common to mean them), e-mail and phones.
 */
export function scrubIdentity(text: string, who: Identity): string {
  const phones = new Set(who.phones.map(normalizeVnPhone).filter(Boolean));
  let out = text.replace(PHONE_LIKE, (found) =>
    phones.has(normalizeVnPhone(found)) ? REMOVED : found,
  );
  if (who.email) out = replaceFolded(out, who.email);
  const first = who.firstName.trim();
  const last = who.lastName.trim();
  for (const name of [`${last} ${first}`, `${first} ${last}`, first]) {
    if (name.trim()) out = replaceFolded(out, name);
  }
  return out;
}
