/**
 * The moderation assistant's detector: the spans of a review or reply that a moderator should
 * see before it is published (personal data, abuse, threats, self-harm), each with its kind.
 * Pure and synchronous. The rules per kind are stated beside their patterns (numbers.ts,
 * address.ts, names.ts, lexicon-abuse.ts, lexicon-alerts.ts) and in docs/screening.md.
 */
import type { ScreeningFinding, ScreeningKind } from '../../../shared/screening';
import { foldText } from '../topics/detect';
import { findAddresses } from './address';
import { ABUSE_LEXICON } from './lexicon-abuse';
import { SELF_HARM_LEXICON, THREAT_LEXICON } from './lexicon-alerts';
import { findNames, nameWords } from './names';
import { findNumbers, findPhones, nationalDigits } from './numbers';
import { compileLexicon, type Forms, runLexicon, type Span } from './rules';

/** Stored with each screening: a finding from an older version may be recomputed. */
export const SCREENING_VERSION = 1;

export interface KnownPeopleAndPhones {
  /** The chain's doctors: their names are public and the review is about them. */
  doctorNames?: readonly string[];
  /** The clinics' own published numbers, compared digit by digit (0 or +84, any spacing). */
  publicPhones?: readonly string[];
}

const LEXICONS = [
  compileLexicon('abuse', ABUSE_LEXICON),
  compileLexicon('threat', THREAT_LEXICON),
  compileLexicon('self_harm', SELF_HARM_LEXICON),
];

function formsOf(input: string): Forms {
  const { text, lower, folded } = foldText(input);
  // Folded, with the capitals of the text kept: one character per character like the others.
  let shape = '';
  for (let i = 0; i < text.length; i++) {
    shape += text[i] === lower[i] ? folded[i] : folded[i]!.toUpperCase();
  }
  return { text, lower, folded, shape, toned: lower !== folded };
}

interface PreparedKnown {
  names: string[][];
  phones: Set<string>;
}

/** The known lists change rarely: the last one prepared is kept. */
let lastKnown: { key: string; prepared: PreparedKnown } | undefined;
function prepare(known: KnownPeopleAndPhones): PreparedKnown {
  const names = known.doctorNames ?? [];
  const phones = known.publicPhones ?? [];
  const key = `${names.join('\u0001')}\u0000${phones.join('\u0001')}`;
  if (lastKnown?.key !== key) {
    lastKnown = {
      key,
      prepared: {
        names: names.map(nameWords).filter((w) => w.length > 0),
        phones: new Set(phones.map(nationalDigits)),
      },
    };
  }
  return lastKnown.prepared;
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

/**
 * Where findings of different kinds claim the same words, the more specific wins: a street
 * named after a person is an address ("123 Nguyễn Trãi"), a number that is an ID is not also
 * a phone.
 */
const YIELDS_TO: Partial<Record<ScreeningKind, ScreeningKind>> = {
  person_name: 'address',
  phone: 'id_number',
};

/** Overlapping spans of one kind become one; sorted by start. */
function settle(spans: Span[]): ScreeningFinding[] {
  const kept = spans.filter((s) => {
    const winner = YIELDS_TO[s.kind];
    return !winner || !spans.some((o) => o.kind === winner && overlaps(o, s));
  });
  kept.sort((a, b) => a.start - b.start || b.end - a.end);
  const out: ScreeningFinding[] = [];
  const lastOfKind = new Map<ScreeningKind, ScreeningFinding>();
  for (const s of kept) {
    const last = lastOfKind.get(s.kind);
    if (last && s.start < last.end) {
      last.end = Math.max(last.end, s.end);
      continue;
    }
    const finding = { kind: s.kind, start: s.start, end: s.end };
    out.push(finding);
    lastOfKind.set(s.kind, finding);
  }
  return out;
}

/**
 * The findings in `text`, sorted by start; no two of one kind overlap. Indices are UTF-16
 * offsets into `text.normalize('NFC')` (end excluded).
 */
export function scanText(text: string, known: KnownPeopleAndPhones = {}): ScreeningFinding[] {
  if (!text.trim()) return [];
  const forms = formsOf(text);
  const { names, phones } = prepare(known);
  const spans: Span[] = [];
  findPhones(forms, phones, spans);
  findNumbers(forms, spans);
  findAddresses(forms, spans);
  findNames(forms, names, spans);
  for (const lexicon of LEXICONS) runLexicon(lexicon, forms, spans);
  return settle(spans);
}
