import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../shared/api';
import type { EndpointDefinition } from '../../shared/api/contract';
import { startTestApp, type TestApp } from '../test/harness';
import { OPENAPI_FILE, repositoryOpenApiDocument } from './openapi';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const res = await t.api('GET /api/openapi.json');
    expect(res.status).toBe(200);
    const document = await res.json();
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every registered route, the auth library’s included, and nothing else', async () => {
    const document = await (await t.api('GET /api/openapi.json')).json();
    const documented = Object.entries(document.paths as Record<string, object>).flatMap(
      ([path, ops]) => Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const registered = t.routes.map((r) => `${r.method} ${openApiPath(r.path)}`);
    expect(registered.length).toBe(allEndpoints.length);
    expect(documented.sort()).toEqual(registered.sort());
  });

  it('documents access, input and error answers from the contract', async () => {
    const document = await (await t.api('GET /api/openapi.json')).json();
    const put = document.paths['/api/admin/settings'].put;
    expect(put['x-access']).toBe('manage_settings');
    expect(put.security).toEqual([{ session: [] }]);
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty(
      'report_hide_threshold',
    );
    expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '401', '403', '503']);
    const audit = document.paths['/api/admin/audit-logs'].get;
    expect(audit.parameters.map((p: { name: string }) => p.name)).toContain('cursor');
    expect(document.paths['/api/health'].get.security).toEqual([]);
    const signIn = document.paths['/api/auth/sign-in/email'].post;
    expect(signIn.requestBody.content['application/json'].schema.required).toEqual(
      expect.arrayContaining(['email', 'password']),
    );
    expect(Object.keys(signIn.responses)).toContain('401');
    expect(Object.keys(document.paths['/api/auth/verify-email'].get.responses)).toContain('302');
  });
});

describe('API documentation page', () => {
  it('is served from this origin under the strict CSP, with no inline script', async () => {
    const res = await t.api('GET /api/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js">');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    expect(html).not.toMatch(/https?:\/\//);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'docs.js'] as const) {
      const asset = await t.api('GET /api/docs/:file', { params: { file } });
      expect(asset.status, file).toBe(200);
      expect((await asset.text()).length).toBeGreaterThan(10);
    }
  });

  it('serves no other file from the documentation folder', async () => {
    for (const file of ['package.json', '..%2F..%2Fpackage.json', 'index.html']) {
      expect((await t.request('GET', `/api/docs/${file}`)).status, file).toBe(404);
    }
  });
});

describe('committed document (docs/openapi.json)', () => {
  const committed = () =>
    JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../..', OPENAPI_FILE), 'utf8'));
  const outdated = `${OPENAPI_FILE} differs from the endpoint contract: run \`npm run openapi\` and commit the file, so reviewers see the API change`;

  it('is the document the contract generates', () => {
    expect(committed(), outdated).toEqual(repositoryOpenApiDocument());
  });

  it('is what the server serves, but for the server URL of the deployment', async () => {
    const served = await (await t.api('GET /api/openapi.json')).json();
    // A different version here: the app states another than API_VERSION (src/server/http/openapi.ts).
    expect({ ...served, servers: [] }).toEqual({ ...committed(), servers: [] });
  });
});

/**
 * JSON endpoints known to answer without a response schema: the list may only shrink. Empty: every
 * JSON answer is described. A new endpoint gets its `responseSchema` instead of a line here.
 */
const WITHOUT_RESPONSE_SCHEMA: readonly string[] = [];

describe('response schemas', () => {
  const key = (e: EndpointDefinition) => `${e.method} ${e.path}`;
  const json = allEndpoints.filter((e) => !e.raw && e.status !== 204);

  it('describe every JSON answer but those on the (shrinking) list', () => {
    const missing = json.filter((e) => !e.responseSchema).map(key);
    console.info(
      `${json.length - missing.length} of ${json.length} JSON endpoints have a response schema`,
    );
    const unlisted = missing.filter((k) => !WITHOUT_RESPONSE_SCHEMA.includes(k));
    expect(unlisted, 'give these endpoints a responseSchema in src/shared/api').toEqual([]);
    const described = WITHOUT_RESPONSE_SCHEMA.filter((k) => !missing.includes(k));
    expect(described, 'these now have a schema (or are gone): take them off the list').toEqual([]);
  });

  it('are documented for each of those endpoints', () => {
    const document = repositoryOpenApiDocument();
    for (const e of json.filter((x) => x.responseSchema)) {
      const path = e.path.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[path]?.[e.method.toLowerCase()] as {
        responses: Record<string, { content: { 'application/json': { schema: object } } }>;
      };
      const schema =
        operation.responses[String(e.status ?? 200)]?.content['application/json'].schema;
      expect(Object.keys(schema ?? {}), key(e)).not.toEqual([]);
    }
  });
});
