/**
 * The Ministry of Health's outpatient survey (Decision 3869/QĐ-BYT, form no. 2), offered after a
 * review: what the patient may send, and the month's counts the export is built from.
 */
import { z } from 'zod';
import {
  hasAnyAnswer,
  MOH_ASKED_ITEMS,
  MOH_EXPECTATION_MAX,
  MOH_LEVELS,
  MOH_RETURN_OPTIONS,
} from './moh-survey-items';

export * from './moh-survey-items';

const level = z
  .number()
  .int()
  .min(MOH_LEVELS[0])
  .max(MOH_LEVELS[MOH_LEVELS.length - 1]!);

/** Only the asked items: those the review's ratings answer are never taken from the patient. */
const answers = z.strictObject(
  Object.fromEntries(MOH_ASKED_ITEMS.map((i) => [i.code, level.optional()])) as Record<
    string,
    z.ZodOptional<typeof level>
  >,
);

export const mohSurveySchema = z
  .strictObject({
    answers: answers.default({}),
    expectation_percent: z.number().int().min(0).max(MOH_EXPECTATION_MAX).nullable().optional(),
    return_intent: z
      .number()
      .int()
      .min(MOH_RETURN_OPTIONS[0])
      .max(MOH_RETURN_OPTIONS[MOH_RETURN_OPTIONS.length - 1]!)
      .nullable()
      .optional(),
  })
  .refine(hasAnyAnswer, { message: 'validation.mohSurvey.empty', path: ['answers'] });
export type MohSurveyAnswers = z.infer<typeof mohSurveySchema>;

/** A clinic's month: forms, counts per item and level (index 0 is level 1), G and H. */
export interface MohMonthCounts {
  clinic: { id: string; name: string };
  /** YYYY-MM */
  month: string;
  responses: number;
  items: Record<string, number[]>;
  expectation: { answers: number; mean: number | null };
  /** Counts per option 1–6 (index 0 is option 1). */
  return_intent: number[];
}
