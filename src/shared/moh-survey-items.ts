/**
 * The items of the Ministry of Health's outpatient satisfaction form (form no. 2, "Phiếu khảo
 * sát ý kiến người bệnh ngoại trú", Decision 3869/QĐ-BYT of 28 August 2019), without zod, so the
 * screens that ask them load no validation library. Their texts are translations
 * (`mohSurvey.items.<code>`); the Vietnamese ones are the form's wording, and the export uses them.
 */

export const MOH_SECTIONS = ['A', 'B', 'C', 'D', 'E'] as const;
export type MohSection = (typeof MOH_SECTIONS)[number];

/** The review's own ratings that answer an item (1–5 stars are levels 1–5). */
export type MohReviewScore = 'medical_expertise' | 'customer_experience' | 'compliance';

export interface MohItem {
  code: string;
  section: MohSection;
  /** Answered by this rating of the same review: not asked again, counted from its stars. */
  from_review?: MohReviewScore;
}

const numbered = (section: MohSection, count: number): MohItem[] =>
  Array.from({ length: count }, (_, i) => ({ code: `${section}${i + 1}`, section }));

/** A1–A5, B1–B10 (B6–B10 the waiting times), C1–C8, D1–D4, E1–E4, in the form's order. */
export const MOH_ITEMS: readonly MohItem[] = [
  ...numbered('A', 5),
  ...numbered('B', 10),
  ...numbered('C', 8),
  { code: 'D1', section: 'D', from_review: 'compliance' },
  { code: 'D2', section: 'D' },
  { code: 'D3', section: 'D', from_review: 'customer_experience' },
  { code: 'D4', section: 'D', from_review: 'medical_expertise' },
  ...numbered('E', 4),
];

/** The items the patient is asked after the review (the others come from its ratings). */
export const MOH_ASKED_ITEMS: readonly MohItem[] = MOH_ITEMS.filter((i) => !i.from_review);

/** The form's five levels; 4 and 5 count as satisfied. */
export const MOH_LEVELS = [1, 2, 3, 4, 5] as const;
export const MOH_SATISFIED_FROM = 4;
/** G: the share of expectations met, in percent. */
export const MOH_EXPECTATION_MAX = 100;
/** H: would the patient come back or recommend it, options 1–6. */
export const MOH_RETURN_OPTIONS = [1, 2, 3, 4, 5, 6] as const;

export interface MohSurveyInput {
  answers: Partial<Record<string, number>>;
  expectation_percent?: number | null;
  return_intent?: number | null;
}

/** A submission says something: at least one item, G or H is answered. */
export const hasAnyAnswer = (s: MohSurveyInput) =>
  Object.values(s.answers).some((v) => v !== undefined) ||
  (s.expectation_percent ?? null) !== null ||
  (s.return_intent ?? null) !== null;
