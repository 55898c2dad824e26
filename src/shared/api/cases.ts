import {
  type CaseDetail,
  type CaseStatsRow,
  type CaseSummary,
  caseActionSchema,
  caseListQuery,
  caseOwnerSchema,
  caseStatsQuery,
  caseTextSchema,
  openCaseSchema,
  type PatientCaseThread,
  staffClinicsSchema,
} from '../cases';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export interface StaffClinics {
  clinics: { id: string; name: string }[];
}

export const staffClinicEndpoints = {
  get: defineEndpoint<StaffClinics>()({
    method: 'GET',
    path: '/api/admin/users/:id/clinics',
    access: 'manage_users',
    tag: 'Users',
    summary: 'The clinics a staff member works for (none: chain-wide).',
    params: uuidParams,
  }),
  set: defineEndpoint<StaffClinics>()({
    method: 'PUT',
    path: '/api/admin/users/:id/clinics',
    access: 'manage_users',
    tag: 'Users',
    summary: "Replace a staff member's clinics (audited); an empty list makes them chain-wide.",
    params: uuidParams,
    body: staffClinicsSchema,
    errors: ['conflict'],
  }),
};

export const caseEndpoints = {
  list: defineEndpoint<{ items: CaseSummary[] }>()({
    method: 'GET',
    path: '/api/admin/cases',
    access: 'manage_cases',
    tag: 'Cases',
    summary: "Service-recovery cases of the viewer's clinics, overdue and soonest due first.",
    query: caseListQuery,
  }),
  stats: defineEndpoint<{ rows: CaseStatsRow[] }>()({
    method: 'GET',
    path: '/api/admin/cases/stats',
    access: 'manage_cases',
    tag: 'Cases',
    summary:
      "Cases of the viewer's clinics by clinic and month: open, overdue, resolved in time, median hours to contact and to resolve.",
    query: caseStatsQuery,
  }),
  get: defineEndpoint<CaseDetail>()({
    method: 'GET',
    path: '/api/admin/cases/:id',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'One case with its review, notes, messages and history.',
    params: uuidParams,
  }),
  open: defineEndpoint<CaseDetail>()({
    method: 'POST',
    path: '/api/admin/cases',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'Open a case by hand for a review (or a reported review); one case per review.',
    body: openCaseSchema,
    status: 201,
    errors: ['conflict'],
  }),
  act: defineEndpoint<CaseDetail>()({
    method: 'POST',
    path: '/api/admin/cases/:id/actions',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'Record a contact, resolve, or close without contact (with a reason).',
    params: uuidParams,
    body: caseActionSchema,
    errors: ['invalid_transition'],
  }),
  assign: defineEndpoint<CaseDetail>()({
    method: 'PUT',
    path: '/api/admin/cases/:id/owner',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'Give the case to a staff member of its clinic (or an admin), or unassign it.',
    params: uuidParams,
    body: caseOwnerSchema,
    errors: ['invalid_transition', 'conflict'],
  }),
  note: defineEndpoint<CaseDetail>()({
    method: 'POST',
    path: '/api/admin/cases/:id/notes',
    access: 'manage_cases',
    tag: 'Cases',
    summary: 'Add a private note (staff only; never shown to the patient).',
    params: uuidParams,
    body: caseTextSchema,
    status: 201,
  }),
  message: defineEndpoint<CaseDetail>()({
    method: 'POST',
    path: '/api/admin/cases/:id/messages',
    access: 'manage_cases',
    tag: 'Cases',
    summary:
      'Write to the patient, only when they allowed the clinic to contact them; records the first contact.',
    params: uuidParams,
    body: caseTextSchema,
    status: 201,
    errors: ['contact_not_allowed', 'invalid_transition'],
  }),
  mine: defineEndpoint<{ items: PatientCaseThread[] }>()({
    method: 'GET',
    path: '/api/me/cases',
    access: 'user',
    tag: 'Cases',
    summary: 'The clinics’ private conversations with the signed-in patient about their reviews.',
  }),
  answer: defineEndpoint<PatientCaseThread>()({
    method: 'POST',
    path: '/api/me/cases/:id/messages',
    access: 'user',
    tag: 'Cases',
    summary: 'The patient answers the clinic in the private conversation about their review.',
    params: uuidParams,
    body: caseTextSchema,
    status: 201,
    errors: ['invalid_transition'],
  }),
};
