import { describe, expect, it } from 'vitest';
import { testAppForFile } from './file-app';
import type { TestApp } from './harness';

const t = testAppForFile();

describe('t.api', () => {
  it('calls an endpoint by its key, params and query filled into the URL', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    const res = await t.api('GET /api/doctors/:id', { params: { id: missing } });
    expect(res.status).toBe(404);
    const list = await t.api('GET /api/doctors', { query: { page_size: 12, sort: 'rating' } });
    expect(list.status).toBe(200);
    expect((await list.json()).page_size).toBe(12);
  });

  it('does not compile a wrong call (tsc proves it; the calls are never made)', () => {
    const wrongCalls = (app: TestApp) => {
      // @ts-expect-error an endpoint the contract does not have
      app.api('GET /api/no-such-thing');
      // @ts-expect-error a path param left out
      app.api('GET /api/doctors/:id', {});
      // @ts-expect-error a body of the wrong type
      app.api('PUT /api/me/preferences', { body: { email_notifications: 'yes' } });
      // @ts-expect-error a body the endpoint does not take
      app.api('GET /api/me', { body: {} });
    };
    expect(wrongCalls).toBeTypeOf('function');
  });
});
