import { apiKeyListResponse, createdApiKeyResponse } from '../responses/visits';
import { type ApiKey, apiKeyCreateSchema, type CreatedApiKey } from '../visits';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const apiKeyEndpoints = {
  list: defineEndpoint<{ items: ApiKey[] }>()({
    method: 'GET',
    path: '/api/admin/api-keys',
    access: 'manage_visits',
    tag: 'API keys',
    summary: 'The API keys of clinic systems, newest first (prefixes only).',
    responseSchema: apiKeyListResponse,
  }),
  create: defineEndpoint<CreatedApiKey>()({
    method: 'POST',
    path: '/api/admin/api-keys',
    access: 'manage_visits',
    tag: 'API keys',
    summary: 'Create a key; the answer is the only time the key is shown (audited).',
    body: apiKeyCreateSchema,
    status: 201,
    responseSchema: createdApiKeyResponse,
  }),
  revoke: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/api-keys/:id',
    access: 'manage_visits',
    tag: 'API keys',
    summary: 'Revoke an active key (audited).',
    params: uuidParams,
    status: 204,
    errors: ['not_found'],
  }),
};
