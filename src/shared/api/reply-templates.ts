import {
  type FilledReplyTemplates,
  filledReplyTemplatesResponse,
  type ReplyTemplate,
  replyTemplateCreateSchema,
  replyTemplateListResponse,
  replyTemplateResponse,
  replyTemplatesForReviewQuery,
  replyTemplateUpdateSchema,
} from '../reply-templates';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const replyTemplateEndpoints = {
  list: defineEndpoint<{ items: ReplyTemplate[] }>()({
    method: 'GET',
    path: '/api/admin/reply-templates',
    access: 'reply_as_clinic',
    tag: 'Replies',
    summary: 'The reply templates, in both languages, with their placeholders unfilled.',
    responseSchema: replyTemplateListResponse,
  }),
  create: defineEndpoint<ReplyTemplate>()({
    method: 'POST',
    path: '/api/admin/reply-templates',
    access: 'reply_as_clinic',
    tag: 'Replies',
    summary: 'Add a reply template (audited).',
    body: replyTemplateCreateSchema,
    status: 201,
    responseSchema: replyTemplateResponse,
  }),
  update: defineEndpoint<ReplyTemplate>()({
    method: 'PATCH',
    path: '/api/admin/reply-templates/:id',
    access: 'reply_as_clinic',
    tag: 'Replies',
    summary: 'Change some texts of a reply template (audited).',
    params: uuidParams,
    body: replyTemplateUpdateSchema,
    responseSchema: replyTemplateResponse,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/reply-templates/:id',
    access: 'reply_as_clinic',
    tag: 'Replies',
    summary: 'Delete a reply template (audited).',
    params: uuidParams,
    status: 204,
  }),
  forDoctorReview: defineEndpoint<FilledReplyTemplates>()({
    method: 'GET',
    path: '/api/portal/reviews/:id/reply-templates',
    access: 'reply_as_doctor',
    tag: 'Replies',
    summary:
      "The templates filled in for a published review of the linked doctor, in the comment's language.",
    params: uuidParams,
    query: replyTemplatesForReviewQuery,
    responseSchema: filledReplyTemplatesResponse,
    errors: ['doctor_not_linked'],
  }),
  forClinicReview: defineEndpoint<FilledReplyTemplates>()({
    method: 'GET',
    path: '/api/admin/feedback/:id/reply-templates',
    access: 'reply_as_clinic',
    tag: 'Replies',
    summary: "The templates filled in for a published review, in the comment's language.",
    params: uuidParams,
    query: replyTemplatesForReviewQuery,
    responseSchema: filledReplyTemplatesResponse,
  }),
};
