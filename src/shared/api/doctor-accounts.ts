import {
  acceptInvitationSchema,
  type DoctorAccountLink,
  inviteDoctorSchema,
  linkDoctorSchema,
} from '../portal';
import { acceptedInvitationResponse, doctorAccountLinkResponse } from '../responses/portal';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const doctorAccountEndpoints = {
  get: defineEndpoint<DoctorAccountLink>()({
    method: 'GET',
    path: '/api/admin/doctors/:id/account',
    access: 'manage_directory',
    tag: 'Doctor accounts',
    summary: 'The account linked to a doctor record, and the open invitation if any.',
    params: uuidParams,
    responseSchema: doctorAccountLinkResponse,
  }),
  link: defineEndpoint<DoctorAccountLink>()({
    method: 'PUT',
    path: '/api/admin/doctors/:id/account',
    access: 'manage_directory',
    tag: 'Doctor accounts',
    summary: 'Link the account with this e-mail to the doctor record (role doctor; audited).',
    params: uuidParams,
    body: linkDoctorSchema,
    errors: ['doctor_already_linked', 'account_already_linked', 'account_has_role'],
    responseSchema: doctorAccountLinkResponse,
  }),
  unlink: defineEndpoint<DoctorAccountLink>()({
    method: 'DELETE',
    path: '/api/admin/doctors/:id/account',
    access: 'manage_directory',
    tag: 'Doctor accounts',
    summary: 'End the link at once; the account loses the doctor role (audited).',
    params: uuidParams,
    responseSchema: doctorAccountLinkResponse,
  }),
  invite: defineEndpoint<DoctorAccountLink>()({
    method: 'POST',
    path: '/api/admin/doctors/:id/invitations',
    access: 'manage_directory',
    tag: 'Doctor accounts',
    summary: 'E-mail the doctor a one-time link (7 days) that links the account accepting it.',
    params: uuidParams,
    body: inviteDoctorSchema,
    status: 201,
    errors: ['doctor_already_linked'],
    responseSchema: doctorAccountLinkResponse,
  }),
  accept: defineEndpoint<{ doctor_id: string }>()({
    method: 'POST',
    path: '/api/portal/invitations/accept',
    access: 'user',
    tag: 'Doctor accounts',
    summary: 'Accept an invitation, signed in with the invited e-mail address.',
    body: acceptInvitationSchema,
    errors: [
      'invitation_invalid',
      'invitation_email_mismatch',
      'doctor_already_linked',
      'account_already_linked',
      'account_has_role',
    ],
    responseSchema: acceptedInvitationResponse,
  }),
};
