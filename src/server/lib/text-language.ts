import { franc } from 'franc-min';
import type { Language } from '../../shared/constants';

/**
 * Letters only Vietnamese writes among the two languages: đ, the vowels ă â ê ô ơ ư and every
 * vowel with a tone mark. One of them settles it, however short the text ("Tốt").
 */
const VIETNAMESE_LETTERS = /[đăâêôơưàáảãạằắẳẵặầấẩẫậèéẻẽẹềếểễệìíỉĩịòóỏõọồốổỗộờớởỡợùúủũụừứửữựỳýỷỹỵ]/i;

/** Shorter texts without those letters are too short for a trigram guess ("ok", "Good job"). */
const MIN_GUESS_LENGTH = 12;

/**
 * The language a person wrote a text in, Vietnamese or English, when it can be told: pages mark
 * it (`lang`) so screen readers read it with the right voice and translation tools know it.
 * Text typed without accents ("bac si rat tan tam") is told apart by franc's trigrams.
 */
export function textLanguage(text: string | null | undefined): Language | null {
  const trimmed = text?.trim();
  if (!trimmed) return null;
  if (VIETNAMESE_LETTERS.test(trimmed)) return 'vi';
  if (trimmed.length < MIN_GUESS_LENGTH) return null;
  const guess = franc(trimmed, { only: ['vie', 'eng'], minLength: MIN_GUESS_LENGTH });
  return guess === 'vie' ? 'vi' : guess === 'eng' ? 'en' : null;
}
