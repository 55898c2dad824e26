import { z } from 'zod';
import type { SpecialtyRef } from './localized';

export type { SpecialtyRef } from './localized';

/** One specialty of the taxonomy as administrators manage it. */
export interface Specialty extends SpecialtyRef {
  id: string;
  synonyms_vi: string[];
  synonyms_en: string[];
  /** Doctors of any status referencing it. */
  doctor_count: number;
}

const name = z
  .string()
  .trim()
  .min(1, 'validation.specialty.nameRequired')
  .max(100, 'validation.specialty.tooLong');
const synonyms = z
  .array(z.string().trim().min(1).max(60))
  .max(20)
  .default([])
  .transform((list) => [...new Set(list)]);

export const specialtyUpdateSchema = z.strictObject({
  name_vi: name,
  name_en: name,
  synonyms_vi: synonyms,
  synonyms_en: synonyms,
});

export const specialtyCreateSchema = specialtyUpdateSchema.extend({
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'validation.specialty.slug')
    .max(80, 'validation.specialty.tooLong'),
});
export type SpecialtyInput = z.input<typeof specialtyCreateSchema>;

/** Moves every doctor of the specialty in the path to `into`, then deletes the emptied one. */
export const specialtyMergeSchema = z.strictObject({ into: z.uuid() });
