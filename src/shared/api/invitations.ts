import type { VerifiedVisit } from '../feedback';
import {
  claimInviteSchema,
  type MyVisit,
  unsubscribeQuery,
  type VisitInvite,
} from '../invitations';
import { myVisitResponse, visitInviteResponse } from '../responses/portal';
import { verifiedVisitResponse } from '../responses/visits';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const invitationEndpoints = {
  claim: defineEndpoint<VerifiedVisit>()({
    method: 'POST',
    path: '/api/visits/invite',
    access: 'user',
    tag: 'Feedback',
    summary:
      'Open a visit from its personal invitation link: the signed-in account claims it exactly as a code and phone would.',
    body: claimInviteSchema,
    errors: ['not_found', 'visit_expired', 'visit_claimed', 'rate_limited'],
    responseSchema: verifiedVisitResponse,
  }),
  adminInvite: defineEndpoint<VisitInvite>()({
    method: 'GET',
    path: '/api/admin/visits/:id/invite',
    access: 'manage_visits',
    tag: 'Visits',
    summary: "A visit's personal invitation link (for the receipt's QR code).",
    params: uuidParams,
    responseSchema: visitInviteResponse,
  }),
  myVisit: defineEndpoint<MyVisit>()({
    method: 'GET',
    path: '/api/doctors/:id/my-visit',
    access: 'user',
    tag: 'Feedback',
    summary:
      'Whether the signed-in account has a verified visit with this doctor or at their clinic.',
    params: uuidParams,
    responseSchema: myVisitResponse,
  }),
  unsubscribePage: defineEndpoint()({
    method: 'GET',
    path: '/api/mail/unsubscribe',
    access: 'public',
    tag: 'Feedback',
    summary:
      "The page an invitation e-mail's unsubscribe link opens: one button that stops every further invitation and reminder to the address (GET itself changes nothing, so link scanners cannot unsubscribe anyone).",
    query: unsubscribeQuery,
    raw: 'html',
  }),
  unsubscribe: defineEndpoint()({
    method: 'POST',
    path: '/api/mail/unsubscribe',
    access: 'public',
    tag: 'Feedback',
    summary:
      "Unsubscribe the address of a signed link from invitation e-mails, at once (the RFC 8058 one-click POST of List-Unsubscribe-Post, and the page's button); answers a short page.",
    query: unsubscribeQuery,
    errors: ['not_found'],
    raw: 'html',
  }),
};
