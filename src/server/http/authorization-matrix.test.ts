import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_MATRIX } from '../test/access-matrix';
import { startTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
const personas: Record<string, TestUser | null> = {};
beforeAll(async () => {
  t = await startTestApp();
  personas.guest = null;
  personas.user = await t.createUser();
  personas.otherUser = await t.createUser();
  personas.staff = await t.createUser({ role: 'staff' });
  personas.doctor = await t.createUser({ role: 'doctor' });
  personas.admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:\w+/g, SOME_ID).replace('/*', '/get-session');

/** What the guard must answer each persona for each access level (undefined: passes the guard). */
const EXPECTED: Record<string, Record<string, number | undefined>> = {
  public: {
    guest: undefined,
    user: undefined,
    otherUser: undefined,
    staff: undefined,
    doctor: undefined,
    admin: undefined,
  },
  user: {
    guest: 401,
    user: undefined,
    otherUser: undefined,
    staff: undefined,
    doctor: undefined,
    admin: undefined,
  },
  admin: { guest: 401, user: 403, otherUser: 403, staff: 403, doctor: 403, admin: undefined },
  // No session of any kind opens a clinic-system route: only an API key does.
  api_key: { guest: 401, user: 401, otherUser: 401, staff: 401, doctor: 401, admin: 401 },
};

describe('authorization matrix', () => {
  it('has a row for every registered route, with the access the route declares', () => {
    const declared = Object.fromEntries(t.routes.map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(declared).toEqual(ACCESS_MATRIX);
  });

  const rows = Object.entries(ACCESS_MATRIX).filter(([route]) => !route.includes('/auth/'));
  it.each(rows)('%s is %s', async (route, access) => {
    const [method, path] = route.split(' ') as [string, string];
    for (const [persona, user] of Object.entries(personas)) {
      const res = await t.request(method, concrete(path), {
        cookie: user?.cookie,
        body: method === 'GET' ? undefined : {},
      });
      // An event stream stays open: only its status matters here.
      await res.body?.cancel();
      const expected = EXPECTED[access]![persona];
      if (expected) expect(res.status, `${persona} → ${route}`).toBe(expected);
      else
        expect([401, 403], `${persona} → ${route} answered ${res.status}`).not.toContain(
          res.status,
        );
      expect(res.status, `${persona} → ${route}`).toBeLessThan(500);
    }
  });
});
