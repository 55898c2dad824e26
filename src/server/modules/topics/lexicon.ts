/**
 * The shape of the topic lexicons (lexicon-vi.ts, lexicon-en.ts) and the shorthand patients type.
 * The lexicons are data: detect.ts compiles them once into regular expressions.
 *
 * Entry syntax:
 * - words separated by a space match any run of spaces or hyphens ("check in": "check-in");
 * - `…` between two words: up to two other words may stand there ("chờ … lâu": "chờ rất lâu");
 * - a word ending in `*`: any ending (English stems: "wait*" is wait, waited, waiting);
 * - `a/b`: either word ("chờ/đợi lâu").
 */
import type { TopicId } from '../../../shared/topics';

export interface TopicWords {
  /**
   * Unambiguous even without tones: matched on the folded text (no marks), so the same entry
   * finds "chờ đợi" and "cho doi". English entries are all here.
   */
  any?: readonly string[];
  /** Only as written with their tones: without them they read as other words ("chờ" / "cho"). */
  toned?: readonly string[];
  /** Phrases in which a word above means something else ("mong chờ": looking forward to). */
  not?: readonly string[];
  /** Regular expressions (sources) run on the folded text, for shapes rather than words. */
  patterns?: readonly string[];
}

export type Lexicon = Readonly<Record<TopicId, TopicWords>>;

/**
 * Shorthand typed for a word (or a group of words), as typed: the detector accepts any of them
 * wherever an entry has the full word. Keys are lower-case with tones.
 */
export const SHORTHAND: Readonly<Record<string, readonly string[]>> = {
  không: ['ko', 'k', 'hok', 'hông', 'khg', 'kg', 'kh', 'hem'],
  được: ['dc', 'đc', 'đươc', 'dk', 'đk'],
  'bác sĩ': ['bs', 'bsi', 'bác', 'bác sỹ'],
  'bệnh viện': ['bv'],
  'phòng khám': ['pk', 'pkham'],
  'bệnh nhân': ['bn'],
  'nhân viên': ['nv'],
  'điều dưỡng': ['đd', 'dd'],
  'xét nghiệm': ['xn', 'xnghiem'],
  'thời gian': ['tgian', 'tg'],
  'bảo hiểm y tế': ['bhyt'],
  nhiều: ['nhìu', 'nhiu'],
  rồi: ['r', 'rùi', 'rầu'],
  gì: ['j', 'ji'],
  với: ['vs', 'vơi'],
  quá: ['wá', 'wa', 'qá'],
  vậy: ['v', 'vầy'],
  biết: ['bít', 'bik', 'bjk'],
  trước: ['trc'],
  người: ['ng', 'ngừi'],
  cũng: ['cx', 'cũg'],
  thấy: ['thây'],
};

/**
 * Words that negate what follows (folded, as typed). A negated mention is still a mention
 * ("không phải chờ" is about waiting): the negation is only kept in the words shown to staff.
 */
export const NEGATIONS = [
  'khong',
  'ko',
  'k',
  'kg',
  'khg',
  'hok',
  'hong',
  'chang',
  'cha',
  'chua',
  'it',
  'not',
  'no',
  'never',
  "didn't",
  'didnt',
  "don't",
  'dont',
  "doesn't",
  "wasn't",
  "weren't",
  "isn't",
  "aren't",
  "haven't",
  "hasn't",
  "couldn't",
  "won't",
  'without',
  'hardly',
] as const;

/** Words that may stand between a negation and the mention ("không phải chờ", "not even"). */
export const NEGATION_HELPERS = [
  'phai',
  'can',
  'duoc',
  'dc',
  'he',
  'co',
  'bi',
  'thay',
  'even',
  'really',
  'any',
  'have to',
  'need to',
  'bother to',
] as const;
