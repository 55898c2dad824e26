/**
 * "You said, we did": staff publish a short note of a change made after reviews, on the page of
 * the reviewed doctor (or of every doctor of the clinic), linked to those reviews without quoting
 * them. Each review's author is asked whether the change fixed their problem; the pages show the
 * changes authors confirmed apart from the others.
 */
import { z } from 'zod';
import type { Language } from './constants';

export const CHANGE_NOTE_MAX = 500;

export const changeNoteSchema = z.strictObject({
  body: z.string().trim().min(1).max(CHANGE_NOTE_MAX),
  /** The reviews that led to it: of one clinic, and of one doctor unless `whole_clinic`. */
  feedback_ids: z.array(z.guid()).min(1).max(50),
  whole_clinic: z.boolean().default(false),
});
export type ChangeNoteInput = z.infer<typeof changeNoteSchema>;

export const changeAnswerSchema = z.strictObject({ fixed: z.boolean() });

export interface ChangeNote {
  id: string;
  clinic_id: string;
  doctor_id: string | null;
  body: string;
  created_at: string;
  reviews: number;
}

/** A change on a doctor's page: how many reviews led to it and what their authors said. */
export interface PublicChange {
  id: string;
  body: string;
  body_lang: Language | null;
  /** 'doctor': about this doctor; 'clinic': about their whole clinic. */
  scope: 'doctor' | 'clinic';
  created_at: string;
  reviews: number;
  fixed: number;
  not_fixed: number;
}

export interface DoctorChanges {
  /** At least one author said the change fixed their problem. */
  confirmed: PublicChange[];
  unconfirmed: PublicChange[];
}

/** A change made after one of the patient's reviews, with their answer so far. */
export interface MyChange {
  id: string;
  body: string;
  doctor_name: string;
  created_at: string;
  answer: 'fixed' | 'not_fixed' | null;
}

/** Confirmed: at least one author of the linked reviews said it fixed their problem. */
export const isConfirmedChange = (c: { fixed: number }) => c.fixed > 0;
