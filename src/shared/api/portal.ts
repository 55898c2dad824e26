import type { Paged } from '../doctors';
import {
  type PortalOverview,
  type PortalReview,
  type ProfileEdit,
  portalReviewsQuery,
  profileEditDecisionSchema,
  profileEditSchema,
} from '../portal';
import {
  portalOverviewResponse,
  portalReviewPageResponse,
  profileEditListResponse,
  profileEditResponse,
} from '../responses/portal';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const portalEndpoints = {
  overview: defineEndpoint<PortalOverview>()({
    method: 'GET',
    path: '/api/portal',
    access: 'reply_as_doctor',
    tag: 'Doctor portal',
    summary: "The linked doctor's figures: score, criteria, stars and the last 12 months.",
    errors: ['doctor_not_linked'],
    responseSchema: portalOverviewResponse,
  }),
  reviews: defineEndpoint<Paged<PortalReview>>()({
    method: 'GET',
    path: '/api/portal/reviews',
    access: 'reply_as_doctor',
    tag: 'Doctor portal',
    summary: "The linked doctor's published reviews with their replies, by rating and replied.",
    query: portalReviewsQuery,
    errors: ['doctor_not_linked'],
    responseSchema: portalReviewPageResponse,
  }),
  proposeEdit: defineEndpoint<ProfileEdit>()({
    method: 'POST',
    path: '/api/portal/profile-edits',
    access: 'reply_as_doctor',
    tag: 'Doctor portal',
    summary: 'Propose a new bio, education or experience; applied once an administrator approves.',
    body: profileEditSchema,
    status: 201,
    errors: ['doctor_not_linked', 'edit_pending'],
    responseSchema: profileEditResponse,
  }),
  edits: defineEndpoint<{ items: ProfileEdit[] }>()({
    method: 'GET',
    path: '/api/admin/profile-edits',
    access: 'manage_directory',
    tag: 'Doctor portal',
    summary: "Doctors' proposed profile edits waiting for a decision, with the difference.",
    responseSchema: profileEditListResponse,
  }),
  decideEdit: defineEndpoint<ProfileEdit>()({
    method: 'PATCH',
    path: '/api/admin/profile-edits/:id',
    access: 'manage_directory',
    tag: 'Doctor portal',
    summary: 'Approve (apply) or reject, with a reason, a proposed profile edit (audited).',
    params: uuidParams,
    body: profileEditDecisionSchema,
    errors: ['invalid_transition'],
    responseSchema: profileEditResponse,
  }),
};
