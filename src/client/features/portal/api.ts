import { type ApiInput, api } from '../../lib/api';

/** The doctor record linked to the viewer's account, with its figures. */
export const fetchPortal = (signal?: AbortSignal) => api('GET /api/portal', { signal });

/** The doctor's patient-experience measures over the last 12 months. */
export const fetchPortalInsights = (signal?: AbortSignal) =>
  api('GET /api/portal/insights', { signal });

/** A page of the doctor's published reviews, filtered by stars and whether they have a reply. */
export const fetchPortalReviews = (
  query: ApiInput<'GET /api/portal/reviews'>['query'],
  signal?: AbortSignal,
) => api('GET /api/portal/reviews', { query, signal });

/** The signed-in account accepts an invitation to become a doctor's account. */
export const acceptInvitation = (token: string) =>
  api('POST /api/portal/invitations/accept', { body: { token } });

/** Proposes new profile texts; an administrator approves them. */
export const proposeProfileEdit = (body: ApiInput<'POST /api/portal/profile-edits'>['body']) =>
  api('POST /api/portal/profile-edits', { body });

/** The doctor's public reply under one of their reviews (moderated before it shows). */
export const sendReply = (reviewId: string, body: string) =>
  api('POST /api/portal/reviews/:id/reply', { params: { id: reviewId }, body: { body } });

/** Changes a reply while it waits for moderation. */
export const editReply = (id: string, body: string) =>
  api('PATCH /api/replies/:id', { params: { id }, body: { body } });

export const withdrawReply = (id: string) => api('DELETE /api/replies/:id', { params: { id } });
