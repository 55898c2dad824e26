import { hasRoleQuery, type Preferences, preferencesSchema, profileChangeSchema } from '../auth';
import type { MeResponse } from '../me';
import {
  avatarResponse,
  hasRoleResponse,
  meResponse,
  preferencesResponse,
} from '../responses/accounts';
import { defineEndpoint } from './contract';
import { imageUploadErrors } from './params';

export const accountEndpoints = {
  me: defineEndpoint<MeResponse>()({
    method: 'GET',
    path: '/api/me',
    access: 'user',
    tag: 'Account',
    summary: 'The signed-in user: account, profile, role and two-factor state.',
    responseSchema: meResponse,
  }),
  hasRole: defineEndpoint<{ has_role: boolean }>()({
    method: 'GET',
    path: '/api/me/has-role',
    access: 'user',
    tag: 'Account',
    summary: 'Whether the signed-in user holds a role, read from the database.',
    query: hasRoleQuery,
    responseSchema: hasRoleResponse,
  }),
  updateProfile: defineEndpoint<MeResponse>()({
    method: 'PATCH',
    path: '/api/me/profile',
    access: 'user',
    tag: 'Account',
    summary: 'Change one’s names and language, or the language alone (audited).',
    body: profileChangeSchema,
    responseSchema: meResponse,
  }),
  avatar: defineEndpoint<{ avatar_url: string | null }>()({
    method: 'PUT',
    path: '/api/me/avatar',
    access: 'user',
    tag: 'Account',
    summary:
      'Replace one’s picture: a JPEG, PNG, GIF or WebP of at most 5 MB in the form field "file".',
    errors: imageUploadErrors,
    responseSchema: avatarResponse,
  }),
  preferences: defineEndpoint<Preferences>()({
    method: 'GET',
    path: '/api/me/preferences',
    access: 'user',
    tag: 'Account',
    summary: 'Notification preferences.',
    responseSchema: preferencesResponse,
  }),
  savePreferences: defineEndpoint<Preferences>()({
    method: 'PUT',
    path: '/api/me/preferences',
    access: 'user',
    tag: 'Account',
    summary: 'Replace the notification preferences.',
    body: preferencesSchema,
    responseSchema: preferencesResponse,
  }),
};
