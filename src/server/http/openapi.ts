/**
 * The OpenAPI 3.1 document, generated from the endpoint contract: paths, parameters and bodies
 * from the zod schemas (zod's own JSON Schema output, draft 2020-12 as OpenAPI 3.1 uses), the
 * error answers each endpoint can give, and the two ways of calling: a session cookie, or a
 * clinic system's API key.
 */
import { z } from 'zod';
import { allEndpoints } from '../../shared/api';
import type { EndpointDefinition } from '../../shared/api/contract';
import type { ErrorCode } from '../../shared/errors';
import { statusOf } from './errors';

type Schema = Record<string, unknown>;

/**
 * Named schemas (`.meta({ id })`, the response schemas' shared parts: a doctor summary, a clinic,
 * a reply…) collected while converting, to be written once under `components.schemas` and
 * referred to everywhere else. Without them the document repeats a clinic's week of opening
 * hours in every answer that carries one, and grows several times over.
 */
type Components = Record<string, Schema>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output', components?: Components): Schema => {
  const {
    $schema: _,
    $defs,
    ...rest
  } = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
  }) as Schema;
  if (!$defs) return rest;
  if (!components) throw new Error('A named schema outside the responses: give it no id.');
  for (const [name, def] of Object.entries(toComponentRefs($defs) as Components)) {
    const known = components[name];
    if (known && JSON.stringify(known) !== JSON.stringify(def)) {
      throw new Error(`Two different schemas are named ${name}.`);
    }
    components[name] = def;
  }
  return toComponentRefs(rest) as Schema;
};

/** zod refers to named schemas within one conversion (`#/$defs/…`); the document holds them all. */
const toComponentRefs = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value).replaceAll('"#/$defs/', '"#/components/schemas/'));

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

function parameters(e: EndpointDefinition) {
  const path = [...e.path.matchAll(/:(\w+)/g)].map(([, name]) => {
    const shape = e.params ? (toSchema(e.params, 'input').properties as Schema) : {};
    return { name, in: 'path', required: true, schema: shape[name!] ?? { type: 'string' } };
  });
  if (!e.query) return path;
  const query = toSchema(e.query, 'input');
  const required = new Set((query.required as string[] | undefined) ?? []);
  const props = (query.properties ?? {}) as Record<string, Schema>;
  return [
    ...path,
    ...Object.entries(props).map(([name, schema]) => ({
      name,
      in: 'query',
      required: required.has(name),
      schema,
    })),
  ];
}

/** The error codes an endpoint can answer: its own, plus those its input and access imply. */
function errorCodes(e: EndpointDefinition): ErrorCode[] {
  const codes: ErrorCode[] = [...(e.errors ?? [])];
  if (e.query || e.body) codes.push('validation_failed');
  if (e.params) codes.push('not_found');
  if (e.access !== 'public') codes.push('unauthenticated');
  if (!['public', 'user', 'api_key'].includes(e.access)) codes.push('forbidden');
  codes.push('service_unavailable');
  return [...new Set(codes)];
}

/** The success answer: JSON (with its schema when the contract gives one), or what raw names. */
function success(e: EndpointDefinition, components: Components) {
  if (e.status === 204) return { description: 'Done; no body.' };
  if (e.raw === 'event-stream') {
    return { description: 'Server-Sent Events', content: { 'text/event-stream': {} } };
  }
  if (e.raw === 'redirect') return { description: 'A redirect (Location header).' };
  if (e.raw) return { description: 'A file or page.' };
  const schema = e.responseSchema ? toSchema(e.responseSchema, 'output', components) : {};
  return { description: 'OK', content: { 'application/json': { schema } } };
}

function responses(e: EndpointDefinition, components: Components) {
  const status = String(e.status ?? 200);
  const ok = success(e, components);
  const byStatus = new Map<number, ErrorCode[]>();
  for (const code of errorCodes(e)) {
    byStatus.set(statusOf(code), [...(byStatus.get(statusOf(code)) ?? []), code]);
  }
  return {
    [status]: ok,
    ...Object.fromEntries(
      [...byStatus].map(([s, codes]) => [
        String(s),
        {
          description: `Error code: ${codes.join(', ')}`,
          content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
        },
      ]),
    ),
  };
}

/** A session for every access but public and api_key; `x-access` names the permission. */
function security(access: EndpointDefinition['access']): Schema[] {
  if (access === 'public') return [];
  if (access === 'api_key') return [{ apiKey: [] }];
  return [{ session: [] }];
}

export function buildOpenApiDocument(
  endpoints: EndpointDefinition[],
  info: { publicUrl: string; version: string },
) {
  const paths: Record<string, Record<string, unknown>> = {};
  const components: Components = {};
  for (const e of endpoints) {
    const operation: Schema = {
      operationId: `${e.method.toLowerCase()}${openApiPath(e.path).replace(/[^A-Za-z0-9]+(.)?/g, (_, ch: string | undefined) => (ch ? ch.toUpperCase() : ''))}`,
      summary: e.summary,
      tags: [e.tag],
      'x-access': e.access,
      security: security(e.access),
      parameters: parameters(e),
      responses: responses(e, components),
    };
    if (e.body) {
      operation.requestBody = {
        required: true,
        content: { 'application/json': { schema: toSchema(e.body, 'input') } },
      };
    }
    paths[openApiPath(e.path)] ??= {};
    paths[openApiPath(e.path)]![e.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Doctor Ratings API',
      version: info.version,
      description:
        'The API of the doctor rating platform. Browsers call it with the session cookie set by ' +
        'sign-in (`POST /api/auth/sign-in/email`, tag Auth); clinic systems push visits with an ' +
        'API key created by an administrator.',
    },
    servers: [{ url: info.publicUrl }],
    paths,
    components: {
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token' },
        apiKey: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'drk_…',
          description: 'An API key from /admin/visits, sent as `Authorization: Bearer drk_…`.',
        },
      },
      schemas: {
        ...components,
        Error: {
          type: 'object',
          required: ['error'],
          properties: {
            error: {
              type: 'object',
              required: ['code', 'message'],
              properties: {
                code: { type: 'string' },
                message: { type: 'string' },
                details: {},
              },
            },
          },
        },
      },
    },
  };
}

/**
 * The API's version in its OpenAPI document; the contract changes with the product's releases.
 * The served document states it, and so does the committed one (`docs/openapi.json`).
 */
export const API_VERSION = '0.2.0';

/** Where the committed document lives, from the repository's root. */
export const OPENAPI_FILE = 'docs/openapi.json';

/** The same object with every object's keys in order, so the file's diff shows only changes. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
  );
}

/**
 * The document as committed in `docs/openapi.json` (`npm run openapi` writes it; a test compares
 * it with this), so a change to the API shows in review. The server URL is the default of a
 * local run: the one a deployment serves is its own PUBLIC_URL.
 */
export function repositoryOpenApiDocument() {
  return sortKeys(
    buildOpenApiDocument(allEndpoints, {
      publicUrl: 'http://localhost:3000',
      version: API_VERSION,
    }),
  ) as ReturnType<typeof buildOpenApiDocument>;
}
