import {
  type Announcement,
  type AuditPage,
  announcementListQuery,
  announcementSchema,
  auditQuery,
  type Dashboard,
  dashboardQuery,
} from '../admin';
import type { Paged } from '../doctors';
import {
  announcementPageResponse,
  announcementResponse,
  auditPageResponse,
  dashboardResponse,
  settingsResponse,
} from '../responses/admin';
import { type SettingsResponse, settingsUpdateSchema } from '../settings';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const adminOperationEndpoints = {
  dashboard: defineEndpoint<Dashboard>()({
    method: 'GET',
    path: '/api/admin/dashboard',
    access: 'view_dashboard',
    tag: 'Admin',
    summary: 'Dashboard figures for a time range, clinic and doctor search.',
    query: dashboardQuery,
    responseSchema: dashboardResponse,
  }),
  auditLog: defineEndpoint<AuditPage>()({
    method: 'GET',
    path: '/api/admin/audit-logs',
    access: 'view_audit',
    tag: 'Admin',
    summary:
      'Audit log entries, newest first, by cursor, with the names of the doctor, clinic and account concerned and the recorded metadata.',
    query: auditQuery,
    responseSchema: auditPageResponse,
  }),
  settings: defineEndpoint<SettingsResponse>()({
    method: 'GET',
    path: '/api/admin/settings',
    access: 'manage_settings',
    tag: 'Admin',
    summary: 'Platform settings in force, with their defaults.',
    responseSchema: settingsResponse,
  }),
  updateSettings: defineEndpoint<SettingsResponse>()({
    method: 'PUT',
    path: '/api/admin/settings',
    access: 'manage_settings',
    tag: 'Admin',
    summary: 'Change some platform settings (audited).',
    body: settingsUpdateSchema,
    responseSchema: settingsResponse,
  }),
  announcements: defineEndpoint<Paged<Announcement>>()({
    method: 'GET',
    path: '/api/announcements',
    access: 'user',
    tag: 'Announcements',
    summary: 'System announcements, newest first.',
    query: announcementListQuery,
    responseSchema: announcementPageResponse,
  }),
  createAnnouncement: defineEndpoint<Announcement>()({
    method: 'POST',
    path: '/api/admin/announcements',
    access: 'manage_announcements',
    tag: 'Announcements',
    summary: 'Publish an announcement and notify every user who wants them.',
    body: announcementSchema,
    status: 201,
    responseSchema: announcementResponse,
  }),
  deleteAnnouncement: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/announcements/:id',
    access: 'manage_announcements',
    tag: 'Announcements',
    summary: 'Delete an announcement.',
    params: uuidParams,
    status: 204,
    errors: ['not_found'],
  }),
};
