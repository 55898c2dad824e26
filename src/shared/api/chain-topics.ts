import { type ChainTopic, chainTopicSchema } from '../chain-topics';
import { chainTopicListResponse, chainTopicResponse } from '../responses/insights';
import { defineEndpoint } from './contract';
import { uuidParams } from './params';

export const chainTopicEndpoints = {
  list: defineEndpoint<{ items: ChainTopic[] }>()({
    method: 'GET',
    path: '/api/admin/chain-topics',
    access: 'view_insights',
    tag: 'Insights',
    summary: 'The topics the chain added to the built-in ones, with the words that find them.',
    responseSchema: chainTopicListResponse,
  }),
  create: defineEndpoint<ChainTopic>()({
    method: 'POST',
    path: '/api/admin/chain-topics',
    access: 'manage_settings',
    tag: 'Insights',
    summary:
      'Add a topic found by its words in every comment, past ones included (re-read in the background; audited).',
    body: chainTopicSchema,
    status: 201,
    errors: ['conflict'],
    responseSchema: chainTopicResponse,
  }),
  update: defineEndpoint<ChainTopic>()({
    method: 'PUT',
    path: '/api/admin/chain-topics/:id',
    access: 'manage_settings',
    tag: 'Insights',
    summary: 'Rename a chain topic or change its words; comments are re-read (audited).',
    params: uuidParams,
    body: chainTopicSchema,
    responseSchema: chainTopicResponse,
  }),
  remove: defineEndpoint()({
    method: 'DELETE',
    path: '/api/admin/chain-topics/:id',
    access: 'manage_settings',
    tag: 'Insights',
    summary:
      'Remove a chain topic; its mentions leave the figures as comments are re-read (audited).',
    params: uuidParams,
    status: 204,
  }),
};
