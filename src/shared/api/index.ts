/**
 * Every endpoint of the API. The server registers handlers for these and nothing else; the client
 * calls them by key ('GET /api/doctors/:id') with types from `Endpoints`.
 */
import { accountEndpoints } from './accounts';
import { adminDoctorEndpoints } from './admin-doctors';
import { adminOperationEndpoints } from './admin-operations';
import { apiKeyEndpoints } from './api-keys';
import { authEndpoints } from './auth';
import { caseEndpoints, staffClinicEndpoints } from './cases';
import { chainTopicEndpoints } from './chain-topics';
import { changeNoteEndpoints } from './change-notes';
import { clinicEndpoints } from './clinics';
import type { EndpointDefinition, EndpointMap } from './contract';
import { doctorAccountEndpoints } from './doctor-accounts';
import { doctorEndpoints } from './doctors';
import { feedbackEndpoints } from './feedback';
import { insightEndpoints } from './insights';
import { invitationEndpoints } from './invitations';
import { metricsEndpoints } from './metrics';
import { notificationEndpoints } from './notifications';
import { platformEndpoints } from './platform';
import { portalEndpoints } from './portal';
import { privacyEndpoints } from './privacy';
import { replyEndpoints } from './replies';
import { replyTemplateEndpoints } from './reply-templates';
import { specialtyEndpoints } from './specialties';
import { userEndpoints } from './users';
import { visitEndpoints } from './visits';
import { webhookEndpoints } from './webhooks';

export const contract = {
  platform: platformEndpoints,
  auth: authEndpoints,
  adminOperations: adminOperationEndpoints,
  doctors: doctorEndpoints,
  feedback: feedbackEndpoints,
  visits: visitEndpoints,
  accounts: accountEndpoints,
  users: userEndpoints,
  apiKeys: apiKeyEndpoints,
  clinics: clinicEndpoints,
  adminDoctors: adminDoctorEndpoints,
  notifications: notificationEndpoints,
  doctorAccounts: doctorAccountEndpoints,
  portal: portalEndpoints,
  replies: replyEndpoints,
  replyTemplates: replyTemplateEndpoints,
  privacy: privacyEndpoints,
  specialties: specialtyEndpoints,
  invitations: invitationEndpoints,
  metrics: metricsEndpoints,
  webhooks: webhookEndpoints,
  staffClinics: staffClinicEndpoints,
  cases: caseEndpoints,
  changeNotes: changeNoteEndpoints,
  insights: insightEndpoints,
  chainTopics: chainTopicEndpoints,
};

/** Every endpoint definition, for the router's completeness check and the OpenAPI document. */
export const allEndpoints: EndpointDefinition[] = Object.values(contract).flatMap((m) =>
  Object.values(m),
);

/** 'METHOD /path' → endpoint definition, for the typed client. Add each new module here. */
export type Endpoints = EndpointMap<typeof platformEndpoints> &
  EndpointMap<typeof authEndpoints> &
  EndpointMap<typeof adminOperationEndpoints> &
  EndpointMap<typeof doctorEndpoints> &
  EndpointMap<typeof feedbackEndpoints> &
  EndpointMap<typeof visitEndpoints> &
  EndpointMap<typeof accountEndpoints> &
  EndpointMap<typeof userEndpoints> &
  EndpointMap<typeof apiKeyEndpoints> &
  EndpointMap<typeof clinicEndpoints> &
  EndpointMap<typeof adminDoctorEndpoints> &
  EndpointMap<typeof notificationEndpoints> &
  EndpointMap<typeof doctorAccountEndpoints> &
  EndpointMap<typeof portalEndpoints> &
  EndpointMap<typeof replyEndpoints> &
  EndpointMap<typeof replyTemplateEndpoints> &
  EndpointMap<typeof privacyEndpoints> &
  EndpointMap<typeof specialtyEndpoints> &
  EndpointMap<typeof invitationEndpoints> &
  EndpointMap<typeof metricsEndpoints> &
  EndpointMap<typeof webhookEndpoints> &
  EndpointMap<typeof staffClinicEndpoints> &
  EndpointMap<typeof caseEndpoints> &
  EndpointMap<typeof changeNoteEndpoints> &
  EndpointMap<typeof insightEndpoints> &
  EndpointMap<typeof chainTopicEndpoints>;
