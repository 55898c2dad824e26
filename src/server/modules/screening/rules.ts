/**
 * What the screening's finders share: the forms of a text they read, and how a lexicon of
 * pattern sources becomes one regular expression per form.
 */
import type { ScreeningKind } from '../../../shared/screening';

/**
 * The text in four forms that keep every character at its index (so a match in any form is a
 * span of the text as shown): `text` as written (NFC), `lower` with its tones, `folded` without
 * marks (đ as d), `shape` folded but with its capitals kept (names and street names are
 * capitalised, with or without tones).
 */
export interface Forms {
  text: string;
  lower: string;
  folded: string;
  shape: string;
  /** The text carries Vietnamese marks: a bare "ngu" in it is the insult, not a toneless "ngủ". */
  toned: boolean;
}

export type FormName = 'text' | 'lower' | 'folded' | 'shape';

export interface Span {
  kind: ScreeningKind;
  start: number;
  end: number;
}

/**
 * Pattern sources per form, joined into one expression each. `toned`: matched on `lower`, only
 * in a text written with tones (where an unmarked word cannot be a toneless twin); `plain`:
 * matched on `folded`, only in a text written without them.
 */
type LexiconKey = FormName | 'toned' | 'plain';
export type Lexicon = Partial<Record<LexiconKey, readonly string[]>>;

/** Which texts a pattern runs on: all, only those with tones, only those without. */
type Tones = 'any' | 'toned' | 'plain';

/** A word boundary that treats letters of any script and digits as word characters. */
export const WORD_START = '(?<![\\p{L}\\p{N}])';
export const WORD_END = '(?![\\p{L}\\p{N}])';
/** What people put between the letters of a word to get past a filter: "đ.m", "f u c k". */
export const TRICK = '[\\s.*_\\-]{0,2}';

/** `vcl` as `v…c…l` with up to two filler characters between the letters. */
export const spaced = (word: string) => [...word].join(TRICK);

export interface CompiledLexicon {
  kind: ScreeningKind;
  patterns: { form: FormName; tones: Tones; re: RegExp }[];
}

/** Longer sources first, so the alternation prefers the longer phrase at a position. */
export function compileLexicon(kind: ScreeningKind, lexicon: Lexicon): CompiledLexicon {
  const patterns = (Object.entries(lexicon) as [LexiconKey, readonly string[]][])
    .filter(([, sources]) => sources.length > 0)
    .map(([key, sources]): CompiledLexicon['patterns'][number] => {
      const sorted = [...sources].sort((a, b) => b.length - a.length);
      return {
        form: key === 'toned' ? 'lower' : key === 'plain' ? 'folded' : key,
        tones: key === 'toned' || key === 'plain' ? key : 'any',
        re: new RegExp(`${WORD_START}(?:${sorted.join('|')})${WORD_END}`, 'gu'),
      };
    });
  return { kind, patterns };
}

/** Every match of `re` in `haystack` as a span of `kind`. */
export function matchAll(re: RegExp, haystack: string, kind: ScreeningKind, into: Span[]): void {
  re.lastIndex = 0;
  for (let m = re.exec(haystack); m; m = re.exec(haystack)) {
    if (m[0].length === 0) {
      re.lastIndex++;
      continue;
    }
    into.push({ kind, start: m.index, end: m.index + m[0].length });
  }
}

export function runLexicon(lexicon: CompiledLexicon, forms: Forms, into: Span[]): void {
  for (const { form, tones, re } of lexicon.patterns) {
    if (tones === 'any' || (tones === 'toned') === forms.toned) {
      matchAll(re, forms[form], lexicon.kind, into);
    }
  }
}
