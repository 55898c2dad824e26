/**
 * Response schemas of service-recovery cases, staff clinics and change notes (`api/cases.ts`,
 * `api/change-notes.ts`), beside `cases.ts` and `change-notes.ts`.
 */
import { z } from 'zod';
import { CASE_CLOSE_REASONS, CASE_ENTRY_KINDS, CASE_ORIGINS, CASE_STATUSES } from '../cases';
import { itemsOf, language, timestamp } from './common';

const person = z.object({ id: z.string(), name: z.string() });
const caseStatus = z.enum(CASE_STATUSES);

export const staffClinicsResponse = z.object({ clinics: z.array(person) });

const caseSummary = z
  .object({
    id: z.string(),
    status: caseStatus,
    origin: z.enum(CASE_ORIGINS),
    overdue: z.boolean(),
    due_at: timestamp,
    owner: person.nullable(),
    clinic: person.nullable(),
    doctor: person,
    review: z.object({
      id: z.string(),
      rating: z.number(),
      medical_expertise: z.number(),
      customer_experience: z.number(),
      compliance: z.number(),
      comment: z.string().nullable(),
      status: z.string(),
      created_at: timestamp,
    }),
    contact_consent: z.boolean(),
    first_contact_at: timestamp.nullable(),
    ended_at: timestamp.nullable(),
    close_reason: z.enum(CASE_CLOSE_REASONS).nullable(),
    created_at: timestamp,
  })
  .meta({ id: 'CaseSummary' });
export const caseListResponse = itemsOf(caseSummary);

export const caseStatsResponse = z.object({
  rows: z.array(
    z.object({
      clinic: person.nullable(),
      month: z.string(),
      opened: z.number(),
      active: z.number(),
      overdue: z.number(),
      resolved: z.number(),
      resolved_in_time: z.number(),
      closed: z.number(),
      median_hours_to_contact: z.number().nullable(),
      median_hours_to_resolve: z.number().nullable(),
    }),
  ),
});

export const caseDetailResponse = caseSummary
  .extend({
    patient_name: z.string().nullable(),
    can_message: z.boolean(),
    entries: z.array(
      z.object({
        id: z.string(),
        kind: z.enum(CASE_ENTRY_KINDS),
        body: z.string().nullable(),
        author: z.string().nullable(),
        from_status: caseStatus.nullable(),
        to_status: caseStatus.nullable(),
        created_at: timestamp,
      }),
    ),
    candidates: z.array(person),
  })
  .meta({ id: 'CaseDetail' });

export const patientCaseThreadResponse = z
  .object({
    id: z.string(),
    doctor_name: z.string(),
    clinic_name: z.string().nullable(),
    review_created_at: timestamp,
    open: z.boolean(),
    messages: z.array(
      z.object({
        id: z.string(),
        from: z.enum(['clinic', 'patient']),
        body: z.string(),
        created_at: timestamp,
      }),
    ),
  })
  .meta({ id: 'PatientCaseThread' });
export const patientCaseListResponse = itemsOf(patientCaseThreadResponse);

// ------------------------------------------------------------------ change notes

export const changeNoteResponse = z
  .object({
    id: z.string(),
    clinic_id: z.string(),
    doctor_id: z.string().nullable(),
    body: z.string(),
    created_at: timestamp,
    reviews: z.number(),
  })
  .meta({ id: 'ChangeNote' });

const publicChange = z
  .object({
    id: z.string(),
    body: z.string(),
    body_lang: language.nullable(),
    scope: z.enum(['doctor', 'clinic']),
    created_at: timestamp,
    reviews: z.number(),
    fixed: z.number(),
    not_fixed: z.number(),
  })
  .meta({ id: 'PublicChange' });
export const doctorChangesResponse = z.object({
  confirmed: z.array(publicChange),
  unconfirmed: z.array(publicChange),
});

export const myChangeListResponse = itemsOf(
  z.object({
    id: z.string(),
    body: z.string(),
    doctor_name: z.string(),
    created_at: timestamp,
    answer: z.enum(['fixed', 'not_fixed']).nullable(),
  }),
);
