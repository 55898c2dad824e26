import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, startTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_REQUIRE_2FA: 'true' });
});
afterAll(() => t.close());

/** Turns two-factor on for a user the way the profile screen does; returns the TOTP generator. */
async function enableTotp(user: TestUser) {
  const res = await t.request('POST', '/api/auth/two-factor/enable', {
    cookie: user.cookie,
    body: { password: user.password },
  });
  expect(res.status).toBe(200);
  const { totpURI, backupCodes } = await res.json();
  expect(backupCodes.length).toBeGreaterThan(0);
  const secret = new TextDecoder().decode(
    base32.decode(new URL(totpURI).searchParams.get('secret')!),
  );
  const otp = createOTP(secret);
  const verify = await t.request('POST', '/api/auth/two-factor/verify-totp', {
    cookie: user.cookie,
    body: { code: await otp.totp() },
  });
  expect(verify.status).toBe(200);
  return { otp, cookie: cookieOf(verify) || user.cookie };
}

describe('two-factor authentication', () => {
  it('asks for the code at sign-in once turned on, and signs in with it', async () => {
    const user = await t.createUser();
    const { otp } = await enableTotp(user);
    const first = await t.request('POST', '/api/auth/sign-in/email', {
      body: { email: user.email, password: user.password },
    });
    expect(first.status).toBe(200);
    expect((await first.json()).twoFactorRedirect).toBe(true);
    const pending = cookieOf(first);
    expect((await t.request('GET', '/api/me', { cookie: pending })).status).toBe(401);
    const wrong = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    const ok = await t.request('POST', '/api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: await otp.totp() },
    });
    expect(ok.status).toBe(200);
    const me = await (await t.request('GET', '/api/me', { cookie: cookieOf(ok) })).json();
    expect(me).toMatchObject({ user: { id: user.id }, two_factor_enabled: true });
  });

  it('with ADMIN_REQUIRE_2FA, keeps admins without it out of admin routes', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const target = await t.createUser();
    const refused = await t.request('PUT', `/api/admin/users/${target.id}/role`, {
      cookie: admin.cookie,
      body: { role: 'staff' },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details.reason).toBe('two_factor_required');
    const { cookie } = await enableTotp(admin);
    const allowed = await t.request('PUT', `/api/admin/users/${target.id}/role`, {
      cookie,
      body: { role: 'staff' },
    });
    expect(allowed.status).toBe(200);
  });
});
