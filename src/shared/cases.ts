/**
 * Service-recovery cases: a bad experience becomes a case with an owner and a due time. The
 * state rules live here, as one pure function, so the server applies them and the admin screen
 * offers only the actions they allow. A case never changes the review it is about.
 */
import { z } from 'zod';

export const CASE_STATUSES = ['open', 'contacted', 'resolved', 'closed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
/** Cases still waiting for someone: they have a due time and can become overdue. */
export const ACTIVE_CASE_STATUSES = ['open', 'contacted'] as const satisfies CaseStatus[];

export const CASE_ORIGINS = ['auto', 'manual'] as const;
export type CaseOrigin = (typeof CASE_ORIGINS)[number];

/** Why a case was closed without contacting the patient. */
export const CASE_CLOSE_REASONS = [
  'no_consent',
  'unreachable',
  'duplicate',
  'not_actionable',
  'handled_elsewhere',
] as const;
export type CaseCloseReason = (typeof CASE_CLOSE_REASONS)[number];

/**
 * What a staff member does to a case. `contacted` records a contact made outside the product
 * (a phone call); writing to the patient from the case records it by itself.
 */
export const CASE_ACTIONS = ['contacted', 'resolve', 'close'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

/**
 * open → contacted → resolved; open or contacted → resolved; open → closed (without contact,
 * with a reason). Resolved and closed are final. Null: the action is not allowed.
 */
export function nextCaseStatus(status: CaseStatus, action: CaseAction): CaseStatus | null {
  switch (action) {
    case 'contacted':
      return status === 'open' ? 'contacted' : null;
    case 'resolve':
      return status === 'open' || status === 'contacted' ? 'resolved' : null;
    case 'close':
      return status === 'open' ? 'closed' : null;
  }
}

export const isActiveCase = (status: CaseStatus) =>
  (ACTIVE_CASE_STATUSES as readonly CaseStatus[]).includes(status);

/** Overdue: still active after its due time. */
export const isOverdue = (c: { status: CaseStatus; due_at: string | Date }, now: Date) =>
  isActiveCase(c.status) && new Date(c.due_at).getTime() < now.getTime();

/**
 * Whether a review opens a case by itself: its overall rating or any criterion at or below the
 * thresholds of the settings.
 */
export function needsCase(
  review: {
    rating: number;
    medical_expertise: number;
    customer_experience: number;
    compliance: number;
  },
  thresholds: { case_overall_threshold: number; case_criterion_threshold: number },
): boolean {
  const lowest = Math.min(review.medical_expertise, review.customer_experience, review.compliance);
  return (
    review.rating <= thresholds.case_overall_threshold ||
    lowest <= thresholds.case_criterion_threshold
  );
}

export const CASE_TEXT_MAX = 2000;
const caseText = z.string().trim().min(1).max(CASE_TEXT_MAX);

export const caseTextSchema = z.strictObject({ body: caseText });
export type CaseTextInput = z.infer<typeof caseTextSchema>;

export const openCaseSchema = z.strictObject({ feedback_id: z.guid() });

export const caseActionSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('contacted') }),
  z.strictObject({ action: z.literal('resolve') }),
  z.strictObject({ action: z.literal('close'), reason: z.enum(CASE_CLOSE_REASONS) }),
]);
export type CaseActionInput = z.infer<typeof caseActionSchema>;

/** null unassigns: the case then notifies the clinic's staff when it falls due. */
export const caseOwnerSchema = z.strictObject({ owner_id: z.guid().nullable() });

export const CASE_FILTERS = ['active', 'overdue', 'mine', 'resolved', 'closed', 'all'] as const;
export type CaseFilter = (typeof CASE_FILTERS)[number];

export const caseListQuery = z.strictObject({
  filter: z.enum(CASE_FILTERS).default('active'),
  clinic_id: z.guid().optional(),
});
export type CaseListQuery = z.infer<typeof caseListQuery>;

export const caseStatsQuery = z.strictObject({
  months: z.coerce.number().int().min(1).max(24).default(6),
});

/** One clinic's cases opened in one month (Vietnam time), as they stand now. */
export interface CaseStatsRow {
  clinic: CasePerson | null;
  /** yyyy-mm */
  month: string;
  opened: number;
  active: number;
  overdue: number;
  resolved: number;
  resolved_in_time: number;
  closed: number;
  /** Hours from opening to the first contact, median; null without any contact yet. */
  median_hours_to_contact: number | null;
  median_hours_to_resolve: number | null;
}

export const staffClinicsSchema = z.strictObject({
  clinic_ids: z.array(z.guid()).max(100),
});

export interface CasePerson {
  id: string;
  name: string;
}

export interface CaseReview {
  id: string;
  rating: number;
  medical_expertise: number;
  customer_experience: number;
  compliance: number;
  comment: string | null;
  status: string;
  created_at: string;
}

/** A case in the staff list. */
export interface CaseSummary {
  id: string;
  status: CaseStatus;
  origin: CaseOrigin;
  overdue: boolean;
  due_at: string;
  owner: CasePerson | null;
  clinic: CasePerson | null;
  doctor: CasePerson;
  review: CaseReview;
  /** The author allowed the clinic to contact them about this visit. */
  contact_consent: boolean;
  first_contact_at: string | null;
  ended_at: string | null;
  close_reason: CaseCloseReason | null;
  created_at: string;
}

export const CASE_ENTRY_KINDS = ['note', 'to_patient', 'from_patient', 'status', 'owner'] as const;
export type CaseEntryKind = (typeof CASE_ENTRY_KINDS)[number];

export interface CaseEntry {
  id: string;
  kind: CaseEntryKind;
  /** A note's or a message's text; for 'owner', the new owner's name (null: unassigned). */
  body: string | null;
  author: string | null;
  from_status: CaseStatus | null;
  to_status: CaseStatus | null;
  created_at: string;
}

export interface CaseDetail extends CaseSummary {
  /** The patient's name as staff may see it (null: anonymous review or deleted account). */
  patient_name: string | null;
  /** Writing to the patient is possible: consent given, account still there, case active. */
  can_message: boolean;
  entries: CaseEntry[];
  /** Who may own it: staff of its clinic (or chain-wide staff) and admins. */
  candidates: CasePerson[];
}

/** A clinic's conversation with a patient about one review, as the patient sees it. */
export interface PatientCaseThread {
  id: string;
  doctor_name: string;
  clinic_name: string | null;
  review_created_at: string;
  /** The patient can still answer (the case is not resolved or closed). */
  open: boolean;
  messages: { id: string; from: 'clinic' | 'patient'; body: string; created_at: string }[];
}
