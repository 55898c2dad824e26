import { closeAccountSchema, type DataExport, readableExportQuery } from '../privacy';
import { dataExportResponse, withdrawnResponse } from '../responses/privacy';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const privacyEndpoints = {
  exportData: defineEndpoint<DataExport>()({
    method: 'GET',
    path: '/api/me/data-export',
    access: 'user',
    tag: 'Privacy',
    summary:
      'Everything kept about your account, as JSON: profile, preferences, reviews with their history, reports, notifications, visits, sessions, audit events. Rate-limited and audited.',
    errors: ['rate_limited'],
    responseSchema: dataExportResponse,
  }),
  exportDataHtml: defineEndpoint()({
    method: 'GET',
    path: '/api/me/data-export.html',
    access: 'user',
    tag: 'Privacy',
    summary:
      "The same data export as a readable HTML page (downloaded as a file), in the reader's language: `lang`, else the site's language cookie, else the profile's.",
    query: readableExportQuery,
    errors: ['rate_limited'],
    raw: 'html',
  }),
  closeAccount: defineEndpoint()({
    method: 'DELETE',
    path: '/api/me/account',
    access: 'user',
    tag: 'Privacy',
    summary:
      'Close your account after re-authenticating (password, and a TOTP code when two-factor is on); published reviews are removed or kept anonymously, as chosen.',
    body: closeAccountSchema,
    status: 204,
    errors: ['invalid_current_password', 'invalid_two_factor_code', 'conflict', 'rate_limited'],
  }),
  withdrawReview: defineEndpoint<{ status: 'withdrawn' }>()({
    method: 'POST',
    path: '/api/me/feedback/:id/withdraw',
    access: 'user',
    tag: 'Privacy',
    summary:
      'Withdraw your consent for a published (or hidden) review: it is removed at once and leaves the score.',
    params: uuidParams,
    errors: ['invalid_transition'],
    responseSchema: withdrawnResponse,
  }),
};
