import { z } from 'zod';
import { VISIT_RELEASE_REASON_MAX } from './constants';
import { calendarDate, pageFields } from './input';
import type { MessageChannel } from './messages';

export const VISIT_VALID_DAYS_DEFAULT = 90;
export const VISIT_LANGUAGES = ['vi', 'en'] as const;
export type VisitLanguage = (typeof VISIT_LANGUAGES)[number];

/** One visit as an admin adds it, a CSV line describes it, or a clinic system pushes it. */
export const newVisitSchema = z.strictObject({
  visit_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(
      /^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8,32}$/,
      'visit_code must be 8–32 characters of A–Z (no I, L, O) and 2–9',
    )
    .optional(),
  phone: z.string().trim().min(1).max(20),
  clinic_id: z.uuid().nullable().optional(),
  visit_date: calendarDate,
  doctor_ids: z.array(z.uuid()).min(1).max(20),
  valid_days: z.number().int().min(1).max(365).default(VISIT_VALID_DAYS_DEFAULT),
  /** The patient's e-mail: they are sent one invitation to review, and at most one reminder. */
  email: z
    .email()
    .max(254)
    .transform((e) => e.toLowerCase())
    .optional(),
  /** The language of the invitation e-mail. */
  language: z.enum(VISIT_LANGUAGES).default('vi'),
});
export type NewVisitInput = z.infer<typeof newVisitSchema>;
/** What a caller sends for a new visit (defaults not applied yet). */
export type NewVisitRequest = z.input<typeof newVisitSchema>;

export const pushVisitsSchema = z.strictObject({ visits: z.array(newVisitSchema).min(1).max(500) });

export const importVisitsSchema = z.strictObject({
  csv: z.string().min(1).max(2_000_000),
  /** true: only check and preview; nothing is written. */
  dry_run: z.boolean().default(true),
});

/** Why a visit line was refused: a stable code the admin screens translate. */
export const IMPORT_PROBLEM_CODES = [
  'required',
  'invalid_value',
  'phone_invalid',
  'code_taken',
  'unknown_doctor',
  'unknown_clinic',
  'file_unreadable',
  'file_empty',
] as const;
export type ImportProblemCode = (typeof IMPORT_PROBLEM_CODES)[number];

export interface ImportProblem {
  line: number;
  field: string;
  code: ImportProblemCode;
  /** English text for clinic systems calling the API; the admin screens show `code` translated. */
  message: string;
  /** The offending value where it helps (an unknown doctor id). */
  value?: string;
}

export interface ImportPreview {
  valid: number;
  errors: ImportProblem[];
  written: number;
  codes: string[];
  /** Invitation e-mails queued for the written visits that carry an address (not on a dry run). */
  invited?: number;
}

export const visitListQuery = z.strictObject({
  q: z.string().trim().max(40).optional(),
  ...pageFields(100, 20),
});

export const apiKeyCreateSchema = z.strictObject({ name: z.string().trim().min(1).max(100) });

/** POST /api/admin/visits/:id/release: why an administrator frees a visit another account used. */
export const releaseVisitSchema = z.strictObject({
  reason: z.string().trim().min(1).max(VISIT_RELEASE_REASON_MAX),
});

/** A visit in the admin list. */
/**
 * Where a visit's invitation stands: its latest message (the invitation or its reminder) queued,
 * sent, delivered (a gateway's receipt) or failed; or none sent, because the address or number
 * opted out, or the daily limit per address was reached.
 */
export const INVITATION_STATES = [
  'queued',
  'sent',
  'delivered',
  'failed',
  'opted_out',
  'not_sent',
] as const;
export type InvitationState = (typeof INVITATION_STATES)[number];

export interface VisitInvitation {
  state: InvitationState;
  /** The channel of the latest message; null when none was sent. */
  channel: MessageChannel | null;
  /** The latest message is the reminder. */
  reminder: boolean;
}

export interface AdminVisit {
  id: string;
  /** Null until the visit is invited (its day has not come yet). */
  invitation: VisitInvitation | null;
  visit_code: string;
  phone: string;
  visit_date: string;
  expires_at: string;
  source: string;
  claimed: boolean;
  clinic: string | null;
  doctors: string[];
  created_at: string;
}

export interface CreatedVisit {
  id: string;
  visit_code: string;
}

export interface VisitReleaseResult {
  visit_id: string;
  /** The previous claimer's unpublished reviews of this visit, now withdrawn. */
  withdrawn: number;
  /** Their published reviews: they stay published, no longer tied to this visit. */
  kept_published: number;
}

/** An API key as listed to admins: never the key itself, only its prefix. */
export interface ApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

/** `POST /api/admin/api-keys`: the only answer that carries the key, shown once. */
export interface CreatedApiKey {
  id: string;
  name: string;
  prefix: string;
  created_at: string;
  key: string;
}
