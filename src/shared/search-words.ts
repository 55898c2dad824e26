/**
 * Words people add to a doctor search that name no doctor: "bác sĩ tim", "heart doctor",
 * "Dr. skin". Every doctor is a doctor, so these would only make a search find nothing; they are
 * left out, in either language, with or without diacritics. Kept short on purpose: a word that
 * can be part of a name (Khoa, a common given name) is not one of them.
 */
const FILLER_PHRASES: readonly (readonly string[])[] = [
  ['bac', 'si'],
  ['bac', 'sy'],
  ['bs'],
  ['bsi'],
  ['chuyen', 'khoa'],
  ['doctor'],
  ['doctors'],
  ['dr'],
  ['drs'],
  ['specialist'],
];

/** Lower case, no diacritics (đ as d), no punctuation at either end: "Dr." → "dr". */
function plain(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .replace(/đ/gi, 'd')
    .toLowerCase()
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
}

/** `q` without its filler words (an empty string when nothing else is left). */
export function withoutFillerWords(q: string): string {
  const words = q.split(/\s+/).filter(Boolean);
  const keys = words.map(plain);
  const kept: string[] = [];
  for (let i = 0; i < words.length; ) {
    const phrase = FILLER_PHRASES.find((p) => p.every((w, j) => keys[i + j] === w));
    if (phrase) {
      i += phrase.length;
    } else {
      kept.push(words[i]!);
      i += 1;
    }
  }
  return kept.join(' ');
}
