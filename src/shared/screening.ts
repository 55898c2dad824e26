import { z } from 'zod';

/**
 * What the screening of a review or reply finds before publication: spans of its text, each
 * with a kind, so a moderator sees the words and why, and may hide just those words.
 */
export const PERSONAL_DATA_KINDS = [
  'phone',
  'email',
  /** Citizen ID (CCCD/CMND), passport or health-insurance card number. */
  'id_number',
  'address',
  /** The full name of a person other than the reviewed doctor (staff, other patients). */
  'person_name',
  'birth_date',
] as const;
/** Threats and self-harm phrases alert a moderator at once. */
export const ALERT_KINDS = ['threat', 'self_harm'] as const;
export const SCREENING_KINDS = [...PERSONAL_DATA_KINDS, 'abuse', ...ALERT_KINDS] as const;
export type ScreeningKind = (typeof SCREENING_KINDS)[number];

/** One finding: the text from `start` to `end` (UTF-16 indices into the NFC text, end excluded). */
export interface ScreeningFinding {
  kind: ScreeningKind;
  start: number;
  end: number;
}

/** A part of a comment a moderator hid, and why. */
export interface HiddenSpan {
  start: number;
  end: number;
  kind: ScreeningKind;
}

/**
 * How urgently a moderator should read a text: 3 a threat or self-harm, 2 personal data,
 * 1 abuse, 0 nothing found. The moderation queue sorts by it.
 */
export function screeningRisk(findings: readonly { kind: ScreeningKind }[]): number {
  let risk = 0;
  for (const { kind } of findings) {
    if ((ALERT_KINDS as readonly string[]).includes(kind)) return 3;
    risk = Math.max(risk, (PERSONAL_DATA_KINDS as readonly string[]).includes(kind) ? 2 : 1);
  }
  return risk;
}

/** What the published text shows where words were hidden, in the comment's own language. */
export const HIDDEN_MARKER = { vi: '[đã ẩn]', en: '[hidden]' } as const;

/**
 * The text with each span replaced by `marker`. Spans may overlap or touch; they merge. The text
 * is read in NFC, the form the spans' indices refer to.
 */
export function redactSpans(
  text: string,
  spans: readonly { start: number; end: number }[],
  marker: string,
): string {
  const source = text.normalize('NFC');
  const sorted = [...spans]
    .filter((s) => s.end > s.start)
    .sort((a, b) => a.start - b.start || a.end - b.end);
  let out = '';
  let at = 0;
  for (const span of sorted) {
    const start = Math.max(span.start, at);
    const end = Math.min(span.end, source.length);
    if (end <= start) {
      at = Math.max(at, end);
      continue;
    }
    // Touching or overlapping spans give one marker.
    out += start > at || out === '' ? source.slice(at, start) + marker : '';
    at = end;
  }
  return out + source.slice(at);
}

/** The words a moderator hid from a comment, as moderators see them (the original is audit). */
export interface HiddenWords {
  words: { kind: ScreeningKind; text: string }[];
  note: string | null;
  created_at: string;
}

/** What the author is told about their own review: which kinds of words were hidden, and why. */
export interface HiddenFromMine {
  kinds: ScreeningKind[];
  note: string | null;
  created_at: string;
}

export const HIDE_SPANS_MAX = 20;

/** POST /api/admin/feedback/:id/hide-words: spans of the comment as it is now (NFC indices). */
export const hideWordsSchema = z.strictObject({
  spans: z
    .array(
      z
        .strictObject({
          start: z.number().int().min(0).max(2000),
          end: z.number().int().min(1).max(2000),
          kind: z.enum(SCREENING_KINDS),
          /** The words the moderator saw there: another change to the comment since is refused. */
          text: z.string().min(1).max(2000),
        })
        .refine((s) => s.end > s.start, {
          message: 'validation.hideWords.span',
          path: ['end'],
        }),
    )
    .min(1)
    .max(HIDE_SPANS_MAX),
  note: z.string().trim().max(500).optional(),
});
export type HideWords = z.infer<typeof hideWordsSchema>;
