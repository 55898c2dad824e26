/**
 * Generated bad input against every route that takes a body or a query: wrong types, missing
 * and extra fields, huge strings, unicode edge cases, control characters, dates and cursors the
 * database cannot represent, SQL and HTML metacharacters, numbers out of every range. The server
 * must never answer 5xx, must answer errors with a stable code, and must write nothing when it
 * refuses.
 */

import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../shared/errors';
import { queryRows } from '../db/client';
import { ACCESS_MATRIX } from '../test/access-matrix';
import { testAppForFile, testUserForFile } from '../test/file-app';
import { makeDoctor } from '../test/fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let ids: Record<string, string>;
beforeAll(async () => {
  const doctor = await makeDoctor(t);
  ids = { id: doctor.id };
});

const nasty = fc.oneof(
  fc.constantFrom(
    "' OR 1=1 --",
    "'; DROP TABLE feedback; --",
    '<script>alert(1)</script>',
    '"><img src=x onerror=alert(1)>',
    '../../etc/passwd',
    '\u0000',
    'a\u0000b',
    '\u0001\u0008\u000b\u000c\u000e\u001b\u001f',
    '\u007f',
    'line\nbreak\r\n\ttab',
    '0000-01-01',
    '275760-09-13',
    '+275760-09-13T00:00:00.000Z',
    'MDAwMC0wMS0wMVQwMDowMDowMC4wMDBafDBhMGIwYzBkLTAwMDAtNDAwMC04MDAwLTAwMDAwMDAwMDAwMA',
    '\uD800',
    '𝕳𝖊𝖑𝖑𝖔 👩‍⚕️',
    'ǸǵǾ\u202E\u200B',
    '%00%2e%2e',
    '9'.repeat(400),
    '-1',
    'NaN',
    'Infinity',
    '1e309',
  ),
  fc.string({ maxLength: 50 }),
  // Any character including C0 controls and DEL, which must be refused, never reach SQL.
  fc.string({
    unit: fc.integer({ min: 0, max: 0x7f }).map((n) => String.fromCharCode(n)),
    maxLength: 20,
  }),
  fc.string({ minLength: 5000, maxLength: 20000 }),
);
const value: fc.Arbitrary<unknown> = fc.oneof(
  nasty,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(-1, 0, 6, 2 ** 53, -(2 ** 31), 1.5),
  fc.array(nasty, { maxLength: 3 }),
  fc.dictionary(nasty, nasty, { maxKeys: 3 }),
);
const body = fc.oneof(
  fc.dictionary(
    fc.constantFrom(
      'email',
      'password',
      'rating',
      'comment',
      'status',
      'ids',
      'title',
      'content',
      'name',
      'role',
      'phone',
      'visit_code',
      'visit_id',
      'doctor_id',
      'first_name',
      'operating_hours',
      'user_id',
      '__proto__',
      'constructor',
    ),
    value,
    { maxKeys: 6 },
  ),
  value,
);
const query = fc.dictionary(
  fc.constantFrom(
    'q',
    'page',
    'page_size',
    'min_rating',
    'sort',
    'status',
    'limit',
    'cursor',
    'range',
    'clinic_id',
    'severity',
    'from',
    'to',
    'role',
    'zzz',
  ),
  nasty,
  { maxKeys: 4 },
);

/** A fingerprint of the tables a refused request must not change, in one query. */
async function fingerprint(): Promise<string> {
  const tables = [
    'doctors',
    'clinics',
    'feedback',
    'feedback_reports',
    'users',
    'profiles',
    'user_roles',
    'user_preferences',
    'visits',
    'announcements',
    'notifications',
    'doctor_rating_stats',
    'api_keys',
  ];
  const hashes = tables.map(
    (name) =>
      `'${name}:' || (select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${name} x)`,
  );
  const [row] = await queryRows<{ h: string }>(
    t.database.db,
    sql.raw(`select ${hashes.join(" || ',' || ")} as h`),
  );
  return row!.h;
}

const routes = Object.entries(ACCESS_MATRIX).filter(
  ([route]) =>
    !route.includes('/stream') && route !== 'GET /api/health' && route !== 'GET /api/ready',
);

describe('hostile input', () => {
  it.each(routes)(
    '%s never answers 5xx, answers a stable code, and writes nothing when refusing',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:id/g, ids.id!).replace('/*', '/sign-in/email');
      let before: string | undefined;
      await fc.assert(
        fc.asyncProperty(body, query, async (b, q) => {
          // What the tables held before this request: a refusal leaves them as they are, so only
          // an accepted request makes the next run read them again.
          before ??= await fingerprint();
          const search = new URLSearchParams(
            Object.entries(q).map(([k, v]) => [k, String(v)]),
          ).toString();
          const res = await t.request(method, `${url}${search ? `?${search}` : ''}`, {
            cookie: admin.cookie,
            body: method === 'GET' || method === 'DELETE' ? undefined : JSON.stringify(b),
            headers: { 'content-type': 'application/json' },
            ip: '198.51.100.1',
          });
          expect(res.status, `${route} ${search} ${JSON.stringify(b).slice(0, 200)}`).toBeLessThan(
            500,
          );
          if (res.status >= 400) {
            const err = await res.json();
            expect(ERROR_CODES).toContain(err.error.code);
            if (res.status !== 429) expect(await fingerprint(), route).toBe(before);
            else before = undefined;
          } else {
            await res.body?.cancel();
            before = undefined;
          }
        }),
        { numRuns: 12, seed: 42 },
      );
    },
  );
});

describe('deeply nested bodies', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
  // Every route that takes a JSON body (uploads take image bytes, never parsed as JSON).
  const writes = routes.filter(
    ([route]) => /^(POST|PUT|PATCH) /.test(route) && !/\/(avatar|image)$/.test(route),
  );

  it.each(writes)(
    '%s answers 400 to a body 7,000 levels deep, before walking it',
    async (route) => {
      const [method, path] = route.split(' ') as [string, string];
      const url = path.replace(/:id/g, ids.id!).replace('/*', '/sign-in/email');
      const res = await t.request(method, url, {
        cookie: admin.cookie,
        body: nested(7000),
        headers: { 'content-type': 'application/json' },
        ip: '198.51.100.2',
      });
      expect(res.status).toBe(400);
      const { error } = await res.json();
      expect(error.code).toBe('validation_failed');
      expect(error.details.fields[0].code).toBe('too_deep');
    },
  );

  it('lets 32 levels through to the route and refuses 33, brackets in strings not counted', async () => {
    const send = (body: string) =>
      t.request('POST', '/api/feedback', {
        cookie: admin.cookie,
        body,
        headers: { 'content-type': 'application/json' },
      });
    const codeOf = async (body: string) => {
      const { error } = await (await send(body)).json();
      return error.details?.fields?.[0]?.code;
    };
    expect(await codeOf(nested(33))).toBe('too_deep');
    expect(await codeOf(nested(32))).not.toBe('too_deep');
    expect(await codeOf(JSON.stringify({ comment: '[[[['.repeat(40), x: '\\"[[' }))).not.toBe(
      'too_deep',
    );
  });
});
