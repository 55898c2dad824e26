import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../shared/constants';
import { hasPermission } from '../../shared/permissions';
import type { Access } from '../http/router';
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
  personas.otherDoctor = await t.createUser({ role: 'doctor' });
  personas.admin = await t.createUser({ role: 'admin' });
});
afterAll(() => t.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/:\w+/g, SOME_ID);
/** Signing out would end the personas' sessions for the rows after it. */
const SIGN_OUT = 'POST /api/auth/sign-out';

const ROLE_OF: Record<string, Role | null> = {
  guest: null,
  user: null,
  otherUser: null,
  staff: 'staff',
  doctor: 'doctor',
  otherDoctor: 'doctor',
  admin: 'admin',
};

/**
 * What the guard must answer a persona for an access level (undefined: passes the guard). A
 * permission opens to the roles the permission table grants it to, and to nobody else.
 */
function expected(access: Access, persona: string): number | undefined {
  if (access === 'public') return undefined;
  // No session of any kind opens a clinic-system route: only an API key does.
  if (access === 'api_key') return 401;
  if (persona === 'guest') return 401;
  if (access === 'user') return undefined;
  const role = ROLE_OF[persona];
  const allowed = access === 'admin' ? role === 'admin' : hasPermission(role, access);
  return allowed ? undefined : 403;
}

describe('authorization matrix', () => {
  it('has a row for every registered route, with the access the route declares', () => {
    const declared = Object.fromEntries(t.routes.map((r) => [`${r.method} ${r.path}`, r.access]));
    expect(declared).toEqual(ACCESS_MATRIX);
  });

  const rows = Object.entries(ACCESS_MATRIX).filter(([route]) => route !== SIGN_OUT);
  it.each(rows)('%s is %s', async (route, access) => {
    const [method, path] = route.split(' ') as [string, string];
    for (const [persona, user] of Object.entries(personas)) {
      const res = await t.request(method, concrete(path), {
        cookie: user?.cookie,
        body: method === 'GET' ? undefined : {},
      });
      // An event stream stays open: only its status matters here.
      await res.body?.cancel();
      const status = expected(access, persona);
      if (status) expect(res.status, `${persona} → ${route}`).toBe(status);
      else
        expect([401, 403], `${persona} → ${route} answered ${res.status}`).not.toContain(
          res.status,
        );
      expect(res.status, `${persona} → ${route}`).toBeLessThan(500);
    }
  });
});
