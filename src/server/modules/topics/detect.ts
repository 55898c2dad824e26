/**
 * The topics a comment mentions, found with the lexicons (lexicon-vi.ts, lexicon-en.ts), each
 * with the words of the comment that matched, as written there.
 *
 * The comment is read in two forms that keep every character at its index (so a match maps
 * back to the words as written): lower-case with its tones, and folded (no marks, đ as d).
 * Without tones Vietnamese is ambiguous ("cho" is "for" or "give", "chờ" is "wait"), so single
 * words with a toneless twin are only found with their tones; phrases that stay unambiguous
 * are found in the folded form, with or without tones. A negated mention is still a mention.
 */
import { TOPIC_IDS, type TopicId } from '../../../shared/topics';
import { type Lexicon, NEGATION_HELPERS, NEGATIONS, SHORTHAND, type TopicWords } from './lexicon';
import { LEXICON_EN } from './lexicon-en';
import { LEXICON_VI } from './lexicon-vi';

export interface TopicMatch {
  /** A built-in topic (TopicId) or the id of a topic the chain defined. */
  topic: TopicId | (string & {});
  /** The words of the comment that matched, as written there (NFC). */
  words: string[];
}

/** A topic the chain defines with its own words, found like the built-in ones. */
export interface ExtraTopic {
  id: string;
  words: readonly string[];
}

// ---- folding: one output character per input character ---------------------------------

const TABLE_SIZE = 0x2000; // Latin, Greek, Cyrillic and the Vietnamese block (U+1EA0–U+1EF9)
const LOWER = new Uint16Array(TABLE_SIZE);
const BASE = new Uint16Array(TABLE_SIZE);
for (let c = 0; c < TABLE_SIZE; c++) {
  const ch = String.fromCharCode(c);
  const lower = ch.toLowerCase();
  // A letter whose lower case is longer ("İ") keeps its first character: indices stay 1:1.
  const l = lower.length === 1 ? lower : (lower[0] ?? ch);
  LOWER[c] = l.charCodeAt(0);
  BASE[c] = (l === 'đ' ? 'd' : (l.normalize('NFD')[0] ?? l)).charCodeAt(0);
}
/** Typographic apostrophes (‘ ’) and dashes (‐ ‑ – —), folded to what a plain keyboard types. */
const PUNCTUATION = new Map<number, number>([
  ...[...'‘’'].map((c) => [c.charCodeAt(0), 0x27] as const),
  ...[...'‐‑–—'].map((c) => [c.charCodeAt(0), 0x2d] as const),
]);

function mapChars(s: string, table: Uint16Array, fold: boolean): string {
  const codes = new Uint16Array(s.length);
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (c < TABLE_SIZE) codes[i] = table[c]!;
    else if (fold && PUNCTUATION.has(c)) codes[i] = PUNCTUATION.get(c)!;
    else {
      const l = String.fromCharCode(c).toLowerCase();
      codes[i] = l.length === 1 ? l.charCodeAt(0) : c;
    }
  }
  // apply, not spread: several times faster on typed arrays; chunks stay below argument limits.
  let out = '';
  for (let i = 0; i < codes.length; i += 4096) {
    out += String.fromCharCode.apply(null, codes.subarray(i, i + 4096) as unknown as number[]);
  }
  return out;
}

export interface FoldedText {
  /** The comment in NFC: what the matched words are cut from. */
  text: string;
  /** Lower-case, tones kept. */
  lower: string;
  /** Lower-case, marks removed, đ → d. */
  folded: string;
}

export function foldText(input: string): FoldedText {
  const text = input.normalize('NFC');
  return { text, lower: mapChars(text, LOWER, false), folded: mapChars(text, BASE, true) };
}

const fold = (s: string) => mapChars(s.normalize('NFC'), BASE, true);
const hasMarks = (s: string) => fold(s) !== mapChars(s.normalize('NFC'), LOWER, true);

// ---- compiling the lexicons -------------------------------------------------------------

type Mode = 'toned' | 'folded';
const SEP = '[\\s\\-]+';
const WORD = "[\\p{L}\\p{N}']+";
/** `…` in an entry: up to two other words between its neighbours. */
const GAP = `(?:${SEP}${WORD}){0,2}${SEP}`;
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const alternation = (alts: Iterable<string>) =>
  `(?:${[...new Set(alts)].sort((a, b) => b.length - a.length || a.localeCompare(b)).join('|')})`;

const TONES = /[\u0300\u0301\u0303\u0309\u0323]/;
/**
 * The spellings of one word that readers take as the same: the old and new place of the tone
 * (hòa/hoà, khỏe/khoẻ, thủy/thuỷ) and i or y after a consonant (lý/lí, sĩ/sỹ, quy/qui).
 */
function spellings(word: string): string[] {
  const out = new Set([word]);
  const d = word.normalize('NFD');
  const tone = d.match(TONES)?.[0] ?? '';
  const bare = d.replace(TONES, '');
  const pair = bare.match(/^([bcdđghklmnpqrstvx]*)(oa|oe|uy)$/);
  if (pair && tone && !pair[1]!.endsWith('q')) {
    const [v1, v2] = [pair[2]![0], pair[2]![1]];
    out.add(`${pair[1]}${v1}${tone}${v2}`.normalize('NFC'));
    out.add(`${pair[1]}${v1}${v2}${tone}`.normalize('NFC'));
  }
  const iy = bare.match(/^(b|d|đ|h|k|l|m|n|ph|qu|r|s|t|v|x)([iy])$/);
  // Only Vietnamese syllables: a tone, or "qu" ("quy"/"qui"); English "my" stays "my".
  if (iy && (tone || iy[1] === 'qu'))
    out.add(`${iy[1]}${iy[2] === 'i' ? 'y' : 'i'}${tone}`.normalize('NFC'));
  return [...out];
}

const shorthandOf = (key: string) => SHORTHAND[key] ?? [];

/** One `/` alternative of a word of an entry: its literal forms in the mode's form. */
interface WordAlt {
  forms: string[];
  /** `word*`: any ending. */
  stem: boolean;
}

const STEM = '\\p{L}*';

function wordAlts(word: string, mode: Mode, literal: boolean): WordAlt[] {
  return (literal ? [word] : word.split('/')).map((alt) => {
    const stem = !literal && alt.length > 1 && alt.endsWith('*');
    const a = stem ? alt.slice(0, -1) : alt;
    const forms = [...spellings(a), ...shorthandOf(a)];
    // Shorthand keys are words whose toneless form is unambiguous ("không", "được").
    if (mode === 'toned' && SHORTHAND[a]) forms.push(fold(a));
    return { forms: [...new Set(forms.map((f) => (mode === 'folded' ? fold(f) : f)))], stem };
  });
}

const wordSource = (word: string, mode: Mode, literal: boolean) =>
  alternation(
    wordAlts(word, mode, literal).flatMap((a) =>
      a.forms.map((f) => escapeRegex(f) + (a.stem ? STEM : '')),
    ),
  );

/**
 * A way an entry can start: its first word, literally, and the pattern of what follows as its
 * pieces (separators and words apart, so that entries sharing a continuation share it).
 */
interface Head {
  word: string;
  rest: readonly string[];
}

/** A word of an entry, or a group of words that has shorthand ("bác sĩ": "bs"). */
interface Piece {
  /** How the piece can start an entry. */
  heads: Head[];
  /** The piece anywhere else. */
  source: string;
}

function wordPiece(word: string, mode: Mode, literal: boolean): Piece {
  const alts = wordAlts(word, mode, literal);
  return {
    heads: alts.flatMap((a) => a.forms.map((f) => ({ word: f, rest: a.stem ? [STEM] : [] }))),
    source: wordSource(word, mode, literal),
  };
}

function phrasePiece(key: string, words: string[], mode: Mode): Piece {
  const variants = [
    words,
    ...shorthandOf(key).map((s) => s.split(' ')),
    ...(mode === 'toned' ? [fold(key).split(' ')] : []),
  ];
  const tail = (v: string[]) => v.slice(1).flatMap((w) => [SEP, wordSource(w, mode, true)]);
  return {
    heads: variants.flatMap((v) =>
      wordAlts(v[0]!, mode, true).flatMap((a) => a.forms.map((f) => ({ word: f, rest: tail(v) }))),
    ),
    source: alternation(variants.map((v) => v.map((w) => wordSource(w, mode, true)).join(SEP))),
  };
}

/** An entry (syntax in lexicon.ts) as the ways it can start, each with the pattern of the rest. */
function entryHeads(entry: string, mode: Mode, literal = false): Head[] {
  const words = entry.normalize('NFC').toLowerCase().trim().split(/\s+/);
  let first: Piece | undefined;
  const rest: string[] = [];
  let sep = SEP;
  for (let i = 0; i < words.length; ) {
    const w = words[i]!;
    if (!literal && (w === '…' || w === '...')) {
      sep = GAP;
      i++;
      continue;
    }
    let piece: Piece | undefined;
    let used = 1;
    for (let k = Math.min(4, words.length - i); k >= 2 && !piece; k--) {
      const key = words.slice(i, i + k).join(' ');
      if (SHORTHAND[key]) {
        piece = phrasePiece(key, words.slice(i, i + k), mode);
        used = k;
      }
    }
    piece ??= wordPiece(w, mode, literal);
    if (first) rest.push(sep, piece.source);
    else first = piece;
    sep = SEP;
    i += used;
  }
  return (first?.heads ?? []).map((h) => ({ word: h.word, rest: [...h.rest, ...rest] }));
}

interface TrieNode {
  next: Map<string, TrieNode>;
  /** What may follow when a first word ends here: a tree of the rests' pieces. */
  rests: RestNode | null;
}

interface RestNode {
  next: Map<string, RestNode>;
  /** An entry may end here. */
  end: boolean;
}

/**
 * The rests as one pattern, each piece written once for the rests that share it ("hết đau",
 * "hết ho": the separator after "hết" once, then the words): less to match, a smaller machine.
 */
function restSource(node: RestNode): string {
  const alts = [...node.next].map(([piece, child]) => piece + restSource(child));
  if (alts.length === 0) return '';
  // Longer continuations first, the end of the entry last (alternation sorts them).
  return alternation(node.end ? [...alts, ''] : alts);
}

/**
 * The heads as one pattern branching on their first word letter by letter: the engine follows
 * the letters of the text instead of trying every entry at every word.
 */
function trieSource(heads: Head[]): string {
  const root: TrieNode = { next: new Map(), rests: null };
  for (const h of heads) {
    let node = root;
    for (const ch of h.word) {
      let child = node.next.get(ch);
      if (!child) {
        child = { next: new Map(), rests: null };
        node.next.set(ch, child);
      }
      node = child;
    }
    node.rests ??= { next: new Map(), end: false };
    let rest = node.rests;
    for (const piece of h.rest) {
      let child = rest.next.get(piece);
      if (!child) {
        child = { next: new Map(), end: false };
        rest.next.set(piece, child);
      }
      rest = child;
    }
    rest.end = true;
  }
  const source = (node: TrieNode): string => {
    const branches = [...node.next.keys()]
      .sort()
      .map((ch) => escapeRegex(ch) + source(node.next.get(ch)!));
    // Longer words first; of the same word, longer phrases first (alternation sorts them).
    if (node.rests) branches.push(restSource(node.rests));
    return branches.length === 1 ? branches[0]! : `(?:${branches.join('|')})`;
  };
  return source(root);
}

/** Entries (and raw patterns) as one regular expression matching whole words. */
function compile(
  entries: readonly string[],
  mode: Mode,
  {
    literal = false,
    patterns = [],
    flags = 'gu',
  }: {
    literal?: boolean;
    patterns?: readonly string[];
    flags?: string;
  } = {},
): RegExp | null {
  const heads = entries.flatMap((e) => entryHeads(e, mode, literal));
  const parts = [...(heads.length ? [trieSource(heads)] : []), ...patterns];
  if (!parts.length) return null;
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/**
 * Entries found only with their tones. The folded form finds where they may be (ASCII
 * patterns run several times faster), the toned one, anchored there, decides.
 */
interface Toned {
  probe: RegExp;
  exact: RegExp;
}

interface CompiledTopic {
  id: string;
  toned: Toned | null;
  /** Run on the folded text. */
  any: RegExp | null;
  /** Run on the folded text: matches inside these spans are another meaning. */
  not: RegExp | null;
}

function tonedOf(entries: readonly string[], literal = false): Toned | null {
  const probe = compile(entries, 'folded', { literal });
  const exact = compile(entries, 'toned', { literal, flags: 'yu' });
  return probe && exact ? { probe, exact } : null;
}

function compileTopic(id: string, parts: TopicWords[]): CompiledTopic {
  const all = <K extends keyof TopicWords>(k: K) => parts.flatMap((p) => p[k] ?? []);
  return {
    id,
    toned: tonedOf(all('toned')),
    any: compile(all('any'), 'folded', { patterns: all('patterns') }),
    not: compile(all('not'), 'folded'),
  };
}

const LEXICONS: readonly Lexicon[] = [LEXICON_VI, LEXICON_EN];
const BUILT_IN: readonly CompiledTopic[] = TOPIC_IDS.map((id) =>
  compileTopic(
    id,
    LEXICONS.map((l) => l[id]),
  ),
);

/**
 * A chain's words are taken literally: a word with diacritics only as written, a phrase
 * (two words or more) also without tones, a word typed without diacritics in either form.
 */
function compileExtra(topic: ExtraTopic): CompiledTopic {
  const words = topic.words.map((w) => w.trim()).filter(Boolean);
  const toned = words.filter(hasMarks);
  const any = words.filter((w) => !hasMarks(w) || /\s/.test(w));
  return {
    id: topic.id,
    toned: tonedOf(toned, true),
    any: compile(any, 'folded', { literal: true }),
    not: null,
  };
}

const EXTRA_CACHE = new Map<string, CompiledTopic>();
const EXTRA_CACHE_MAX = 256;
function compiledExtra(topic: ExtraTopic): CompiledTopic {
  const key = `${topic.id}\u0000${topic.words.join('\u0001')}`;
  let c = EXTRA_CACHE.get(key);
  if (!c) {
    if (EXTRA_CACHE.size >= EXTRA_CACHE_MAX) EXTRA_CACHE.clear();
    c = compileExtra(topic);
    EXTRA_CACHE.set(key, c);
  }
  return c;
}

// ---- matching ---------------------------------------------------------------------------

type Span = [number, number];

const NEGATED = new RegExp(
  `(?<![\\p{L}\\p{N}'])${alternation(NEGATIONS.map(escapeRegex))}` +
    `(?:${SEP}${alternation(NEGATION_HELPERS.map((h) => h.split(' ').map(escapeRegex).join(SEP)))})?${SEP}$`,
  'u',
);
/** Longer than any negation with its helper ("couldn't bother to "). */
const NEGATION_REACH = 32;

function collectToned(t: Toned | null, f: FoldedText, into: Span[]) {
  if (!t) return;
  const { probe, exact } = t;
  probe.lastIndex = 0;
  for (let m = probe.exec(f.folded); m; m = probe.exec(f.folded)) {
    exact.lastIndex = m.index;
    const hit = exact.exec(f.lower);
    if (hit) into.push([m.index, m.index + hit[0].length]);
    probe.lastIndex = m.index + 1;
  }
}

function collect(re: RegExp | null, haystack: string, into: Span[]) {
  if (!re) return;
  re.lastIndex = 0;
  for (let m = re.exec(haystack); m; m = re.exec(haystack)) {
    into.push([m.index, m.index + m[0].length]);
    // Phrases may overlap ("đã khỏi" and "khỏi bệnh"): look again from the next character.
    re.lastIndex = m.index + 1;
  }
}

/** Where a negation right before the span starts ("không phải chờ"), else the span's start. */
function negatedStart(folded: string, start: number): number {
  let from = Math.max(0, start - NEGATION_REACH);
  // Never start inside a word: its tail could read as a short negation ("k").
  while (from > 0 && from < start && /[\p{L}\p{N}']/u.test(folded[from - 1]!)) from++;
  const m = NEGATED.exec(folded.slice(from, start));
  return m ? start - m[0].length : start;
}

function topicSpans(t: CompiledTopic, f: FoldedText): Span[] {
  const found: Span[] = [];
  collectToned(t.toned, f, found);
  collect(t.any, f.folded, found);
  if (found.length === 0) return found;
  const nots: Span[] = [];
  collect(t.not, f.folded, nots);
  const kept = found
    .filter(([a, b]) => !nots.some(([x, y]) => x <= a && b <= y))
    .map(([a, b]): Span => [negatedStart(f.folded, a), b])
    .sort((p, q) => p[0] - q[0] || q[1] - p[1]);
  // Overlapping spans, or spans only a space apart ("giá" "hơi đắt"), read as one phrase.
  const merged: Span[] = [];
  for (const s of kept) {
    const last = merged.at(-1);
    if (last && (s[0] <= last[1] || /^\s+$/.test(f.text.slice(last[1], s[0])))) {
      last[1] = Math.max(last[1], s[1]);
    } else merged.push([s[0], s[1]]);
  }
  return merged;
}

function wordsOf(spans: Span[], text: string): string[] {
  const seen = new Set<string>();
  const words: string[] = [];
  for (const [a, b] of spans) {
    const w = text.slice(a, b);
    const key = w.toLowerCase();
    if (!seen.has(key)) {
      seen.add(key);
      words.push(w);
    }
  }
  return words;
}

/**
 * The topics the text mentions, built-in ones first in their order, then the chain's `extra`
 * topics; a topic appears once, with its matched words in the order they are written.
 */
export function detectTopics(text: string, extra: readonly ExtraTopic[] = []): TopicMatch[] {
  if (!text.trim()) return [];
  const f = foldText(text);
  const spansById = new Map<string, Span[]>();
  for (const t of [...BUILT_IN, ...extra.map(compiledExtra)]) {
    const spans = topicSpans(t, f);
    if (spans.length) spansById.set(t.id, [...(spansById.get(t.id) ?? []), ...spans]);
  }
  return [...spansById].map(([topic, spans]) => ({
    topic,
    words: wordsOf(
      spans.sort((p, q) => p[0] - q[0]),
      f.text,
    ),
  }));
}
