/**
 * Content stored in two languages: Vietnamese is the reference and always present, English is
 * optional. Zod-free so client screens can use it without loading zod.
 */
import type { Language } from './constants';

/** A specialty as every answer carries it: both names, so cached answers stay language-free. */
export interface SpecialtyRef {
  slug: string;
  name_vi: string;
  name_en: string;
}

export const specialtyName = (s: SpecialtyRef, language: Language) =>
  language === 'en' ? s.name_en : s.name_vi;

/**
 * The text to show in `language` and the language it is actually in: English falls back to the
 * Vietnamese text (which screens then mark `lang="vi"`).
 */
export function localizedText(
  vi: string | null,
  en: string | null | undefined,
  language: Language,
): { text: string; lang: Language } | null {
  if (language === 'en' && en?.trim()) return { text: en, lang: 'en' };
  return vi?.trim() ? { text: vi, lang: 'vi' } : null;
}
