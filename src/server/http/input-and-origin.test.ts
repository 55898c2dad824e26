import { describe, expect, it } from 'vitest';
import { testAppForFile, testUserForFile } from '../test/file-app';
import { makeDoctor } from '../test/fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const code = async (res: Response) => ({
  status: res.status,
  code: (await res.json()).error?.code,
});
const refused = { status: 400, code: 'validation_failed' };

describe('control characters', () => {
  it.each(['%00', '%01', '%1F', '%7F', 'a%0Ab', '%09'])(
    'refuses %s in a query string with 400 validation_failed',
    async (raw) => {
      expect(await code(await t.request('GET', `/api/doctors?q=${raw}`))).toEqual(refused);
    },
  );

  it('refuses a NUL byte in a query key and in the auth library routes', async () => {
    expect(await code(await t.request('GET', '/api/doctors?%00=1'))).toEqual(refused);
    const signIn = await t.api('POST /api/auth/sign-in/email', {
      body: { email: 'a\u0000@example.com', password: 'x' },
    });
    expect(await code(signIn)).toEqual(refused);
  });

  it('refuses C0 controls and DEL in body strings and keys, at any depth', async () => {
    for (const bad of ['\u0000', '\u0008', '\u001b', '\u007f']) {
      const res = await t.request('POST', '/api/admin/clinics', {
        cookie: admin.cookie,
        body: { name: `Phòng khám ${bad}`, address: 'x', city: 'y' },
      });
      expect(await code(res)).toEqual(refused);
    }
    const nested = await t.request('POST', '/api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'ok', content: 'ok', extra: [{ 'k\u0000': 1 }] },
    });
    expect((await nested.json()).error.details.fields[0].path).toBe('extra.0.k\u0000');
  });

  it('keeps tab, line feed and carriage return in multi-line body text', async () => {
    const res = await t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Nhiều dòng', content: 'Dòng 1\r\nDòng 2\n\tthụt lề' },
    });
    expect(res.status).toBe(201);
  });
});

describe('values outside the representable range', () => {
  const cursor = (s: string) => Buffer.from(s).toString('base64url');
  it.each([
    'from=0000-01-01',
    'to=0000-12-31',
    'from=9999-12-31',
    'to=1899-12-31',
    'from=275760-09-13',
    'cursor=%25%25%25',
    `cursor=${cursor('not a cursor')}`,
    `cursor=${cursor('0000-01-01T00:00:00.000Z|0a0b0c0d-0000-4000-8000-000000000000')}`,
    `cursor=${cursor('+275760-09-13T00:00:00.000Z|0a0b0c0d-0000-4000-8000-000000000000')}`,
    `cursor=${cursor('2026-01-01T00:00:00.000Z|------------------------------------')}`,
  ])('audit log answers %s with 400 validation_failed', async (q) => {
    const res = await t.request('GET', `/api/admin/audit-logs?${q}`, { cookie: admin.cookie });
    expect(await code(res)).toEqual(refused);
  });

  it('admin feedback refuses a cursor that decodes to a bad id or date, and takes a real one', async () => {
    const bad = cursor('2026-01-01T00:00:00.000Z|------------------------------------');
    const res = await t.api('GET /api/admin/feedback', {
      query: { cursor: bad },
      cookie: admin.cookie,
    });
    expect(await code(res)).toEqual(refused);
    const good = cursor('2026-01-01T00:00:00.000Z|0a0b0c0d-0000-4000-8000-000000000000');
    const ok = await t.api('GET /api/admin/feedback', {
      query: { cursor: good },
      cookie: admin.cookie,
    });
    expect(ok.status).toBe(200);
  });

  it('refuses a visit date of year 0 in a body', async () => {
    const doctor = await makeDoctor(t);
    const res = await t.api('POST /api/admin/visits', {
      cookie: admin.cookie,
      body: { phone: '0909000111', visit_date: '0000-01-01', doctor_ids: [doctor.id] },
    });
    expect(await code(res)).toEqual(refused);
  });
});

describe('state-changing JSON requests from other sites', () => {
  const announce = (headers: Record<string, string>) =>
    t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      headers,
      body: { title: 'Origin', content: 'check' },
    });

  it('refuses a foreign Origin with 403', async () => {
    const res = await announce({ origin: 'https://evil.example' });
    expect(await code(res)).toEqual({ status: 403, code: 'forbidden' });
  });

  it('refuses Sec-Fetch-Site: cross-site with 403, even with a matching Origin', async () => {
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.request(method, '/api/me/preferences', {
        cookie: admin.cookie,
        headers: { 'sec-fetch-site': 'cross-site' },
        body: {},
      });
      expect(res.status, method).toBe(403);
    }
    expect((await announce({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('accepts same-origin requests', async () => {
    expect((await announce({ 'sec-fetch-site': 'same-origin' })).status).toBe(201);
  });

  it('accepts a clinic system without Origin on the API-key endpoint', async () => {
    const { key } = await (
      await t.api('POST /api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS' },
      })
    ).json();
    const doctor = await makeDoctor(t);
    const res = await t.api('POST /api/integrations/visits', {
      headers: { origin: '', authorization: `Bearer ${key}` },
      body: {
        visits: [{ phone: '0909000222', visit_date: '2026-01-02', doctor_ids: [doctor.id] }],
      },
    });
    expect(res.status).toBe(201);
  });
});
