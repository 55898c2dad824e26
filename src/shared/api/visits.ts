import type { Paged } from '../doctors';
import { type VerifiedVisit, verifyVisitSchema } from '../feedback';
import {
  adminVisitPageResponse,
  createdVisitResponse,
  importPreviewResponse,
  pushedVisitsResponse,
  verifiedVisitResponse,
  visitReleaseResponse,
} from '../responses/visits';
import {
  type AdminVisit,
  type CreatedVisit,
  type ImportPreview,
  importVisitsSchema,
  newVisitSchema,
  pushVisitsSchema,
  releaseVisitSchema,
  type VisitReleaseResult,
  visitListQuery,
} from '../visits';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const visitEndpoints = {
  verify: defineEndpoint<VerifiedVisit>()({
    method: 'POST',
    path: '/api/visits/verify',
    access: 'user',
    tag: 'Feedback',
    summary:
      'Verify a visit with its code and phone number; the first account to verify it claims it.',
    body: verifyVisitSchema,
    errors: ['not_found', 'visit_expired', 'visit_claimed', 'rate_limited'],
    responseSchema: verifiedVisitResponse,
  }),
  adminList: defineEndpoint<Paged<AdminVisit>>()({
    method: 'GET',
    path: '/api/admin/visits',
    access: 'manage_visits',
    tag: 'Visits',
    summary: 'Visits, newest first, searchable by code or phone.',
    query: visitListQuery,
    responseSchema: adminVisitPageResponse,
  }),
  add: defineEndpoint<CreatedVisit>()({
    method: 'POST',
    path: '/api/admin/visits',
    access: 'manage_visits',
    tag: 'Visits',
    summary: 'Add one visit by hand.',
    body: newVisitSchema,
    status: 201,
    responseSchema: createdVisitResponse,
  }),
  importCsv: defineEndpoint<ImportPreview>()({
    method: 'POST',
    path: '/api/admin/visits/import',
    access: 'manage_visits',
    tag: 'Visits',
    summary: 'Check (dry run) or import visits from CSV; a file with any bad line writes nothing.',
    body: importVisitsSchema,
    responseSchema: importPreviewResponse,
  }),
  release: defineEndpoint<VisitReleaseResult>()({
    method: 'POST',
    path: '/api/admin/visits/:id/release',
    access: 'manage_visits',
    tag: 'Visits',
    summary:
      "Free a visit another account claimed; that account's unpublished reviews are withdrawn.",
    params: uuidParams,
    body: releaseVisitSchema,
    errors: ['conflict'],
    responseSchema: visitReleaseResponse,
  }),
  push: defineEndpoint<{ created: CreatedVisit[] }>()({
    method: 'POST',
    path: '/api/integrations/visits',
    access: 'api_key',
    tag: 'Integrations',
    summary:
      "A clinic system pushes visits (up to 500 per call) with an API key as 'Authorization: Bearer drk_…'.",
    body: pushVisitsSchema,
    status: 201,
    responseSchema: pushedVisitsResponse,
  }),
};
