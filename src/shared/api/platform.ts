import { z } from 'zod';
import { defineEndpoint } from './contract';

// Generic, so the literal ('ok', 'ready') stays in the schema's type as in the response type.
const status = <V extends string>(value: V) => z.strictObject({ status: z.literal(value) });

const docsAsset = z.strictObject({
  file: z.enum(['swagger-ui.css', 'swagger-ui-bundle.js', 'docs.js']),
});

export const platformEndpoints = {
  health: defineEndpoint<{ status: 'ok' }>()({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tag: 'Platform',
    summary: 'Liveness: the process is up.',
    responseSchema: status('ok'),
  }),
  ready: defineEndpoint<{ status: 'ready' }>()({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tag: 'Platform',
    summary: 'Readiness: the database answers (503 while it does not).',
    responseSchema: status('ready'),
  }),
  openapi: defineEndpoint<Record<string, unknown>>()({
    method: 'GET',
    path: '/api/openapi.json',
    access: 'public',
    tag: 'Platform',
    summary: 'This document: OpenAPI 3.1, generated from the endpoint contract.',
    // Described by the OpenAPI specification itself, not restated here.
    responseSchema: z.record(z.string(), z.unknown()),
  }),
  docs: defineEndpoint()({
    method: 'GET',
    path: '/api/docs',
    access: 'public',
    tag: 'Platform',
    summary: 'The API documentation, rendered from /api/openapi.json.',
    raw: 'html',
  }),
  docsAsset: defineEndpoint()({
    method: 'GET',
    path: '/api/docs/:file',
    access: 'public',
    tag: 'Platform',
    summary: 'Script and style of the API documentation page, served from this origin.',
    params: docsAsset,
    raw: 'file',
  }),
};
