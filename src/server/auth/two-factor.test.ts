import { base32 } from '@better-auth/utils/base32';
import { createOTP } from '@better-auth/utils/otp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions } from '../db/schema';
import {
  auditRows,
  cookieOf,
  outbox,
  startTestApp,
  type TestApp,
  type TestUser,
} from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ADMIN_REQUIRE_2FA: 'true' });
});
afterAll(() => t.close());

/**
 * Codes for distinct time-steps (the server accepts the current step and its neighbours), so a
 * test can use several codes in a row without waiting 30 seconds, as each code works only once.
 */
async function codes(secret: string) {
  // Near the end of a step, wait for the next one, so the three steps stay valid for the test.
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 8_000) await new Promise((resolve) => setTimeout(resolve, left + 100));
  const otp = createOTP(secret);
  const now = Math.floor(Date.now() / 30_000);
  return { otp, at: (offset: -1 | 0 | 1) => otp.hotp(now + offset) };
}

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';
const signIn = (user: TestUser) =>
  t.api('POST /api/auth/sign-in/email', {
    body: { email: user.email, password: user.password },
  });

const enable = (user: TestUser, extra: Record<string, unknown> = {}) =>
  t.api('POST /api/auth/two-factor/enable', {
    cookie: user.cookie,
    body: { password: user.password, ...extra },
  });

/** Turns two-factor on the way the profile screen does; returns the code maker and new cookie. */
async function enableTotp(user: TestUser, extra: Record<string, unknown> = {}) {
  return confirmSetup(user, await enable(user, extra));
}

/** Reads the secret from the enable answer and confirms it with a first code. */
async function confirmSetup(user: TestUser, res: Response) {
  expect(res.status, await res.clone().text()).toBe(200);
  const { totpURI, backupCodes } = await res.json();
  expect(backupCodes.length).toBeGreaterThan(0);
  const secret = new TextDecoder().decode(
    base32.decode(new URL(totpURI).searchParams.get('secret')!),
  );
  const code = await codes(secret);
  const verify = await t.api('POST /api/auth/two-factor/verify-totp', {
    cookie: user.cookie,
    body: { code: await code.at(-1) },
  });
  expect(verify.status).toBe(200);
  return { code, cookie: cookieOf(verify) || user.cookie };
}

const setRole = (cookie: string, id: string) =>
  t.api('PUT /api/admin/users/:id/role', { params: { id }, cookie, body: { role: 'staff' } });

describe('two-factor authentication', () => {
  it('asks for the code at sign-in once turned on, and accepts each code only once', async () => {
    const user = await t.createUser();
    const { code } = await enableTotp(user);
    const first = await signIn(user);
    expect(first.status).toBe(200);
    expect((await first.json()).twoFactorRedirect).toBe(true);
    const pending = cookieOf(first);
    expect((await t.api('GET /api/me', { cookie: pending })).status).toBe(401);
    const wrong = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    // The code used to turn two-factor on cannot be used again.
    const replayed = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: await code.at(-1) },
    });
    expect(replayed.status).toBe(401);
    const ok = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: pending,
      body: { code: await code.at(0) },
    });
    expect(ok.status).toBe(200);
    const me = await (await t.api('GET /api/me', { cookie: cookieOf(ok) })).json();
    expect(me).toMatchObject({ user: { id: user.id }, two_factor_enabled: true });
    // A second sign-in cannot reuse that code either.
    const again = cookieOf(await signIn(user));
    const reused = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: again,
      body: { code: await code.at(0) },
    });
    expect(reused.status).toBe(401);
  });

  it('accepts a backup code instead of a TOTP code at sign-in, each code once', async () => {
    const user = await t.createUser();
    const setup = await enable(user);
    const [backupCode] = (await setup.clone().json()).backupCodes;
    await confirmSetup(user, setup);
    const signInWithBackupCode = async () =>
      t.api('POST /api/auth/two-factor/verify-backup-code', {
        cookie: cookieOf(await signIn(user)),
        body: { code: backupCode },
      });
    const ok = await signInWithBackupCode();
    expect(ok.status).toBe(200);
    expect((await t.api('GET /api/me', { cookie: cookieOf(ok) })).status).toBe(200);
    const reused = await signInWithBackupCode();
    expect(reused.status).toBe(401);
    expect((await reused.json()).error.code).toBe('invalid_two_factor_code');
  });

  it('turning it on ends the other sessions, e-mails the user in their language and audits', async () => {
    const user = await t.createUser();
    await t.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, user.id));
    const other = cookieOf(await signIn(user));
    const { cookie } = await enableTotp(user);
    expect((await t.api('GET /api/me', { cookie: other })).status).toBe(401);
    expect((await t.api('GET /api/me', { cookie })).status).toBe(200);
    const mails = (await outbox(t)).filter((m) => m.to_address === user.email);
    expect(mails.map((m) => m.subject)).toContain('Two-factor authentication was turned on');
    const rows = await auditRows(t, 'security.two_factor_enabled');
    expect(rows.some((r) => r.user_id === user.id)).toBe(true);
  });

  it('refuses to turn it on again while on, and turning it off needs a fresh code', async () => {
    const user = await t.createUser();
    const { code, cookie } = await enableTotp(user);
    const twice = await t.api('POST /api/auth/two-factor/enable', {
      cookie,
      body: { password: user.password },
    });
    expect(twice.status).toBe(400);
    expect((await twice.json()).error.code).toBe('two_factor_already_enabled');
    const other = cookieOf(
      await t.api('POST /api/auth/two-factor/verify-totp', {
        cookie: cookieOf(await signIn(user)),
        body: { code: await code.at(0) },
      }),
    );
    const noCode = await t.api('POST /api/auth/two-factor/disable', {
      cookie,
      body: { password: user.password },
    });
    expect(noCode.status).toBe(401);
    expect((await noCode.json()).error.code).toBe('invalid_two_factor_code');
    const off = await t.api('POST /api/auth/two-factor/disable', {
      cookie,
      body: { password: user.password, code: await code.at(1) },
    });
    expect(off.status).toBe(200);
    const me = await (await t.api('GET /api/me', { cookie: cookieOf(off) })).json();
    expect(me.two_factor_enabled).toBe(false);
    expect((await t.api('GET /api/me', { cookie: other })).status).toBe(401);
    const mails = (await outbox(t)).filter((m) => m.to_address === user.email);
    expect(mails.map((m) => m.subject)).toContain('Xác thực hai bước đã bị tắt');
    expect(
      (await auditRows(t, 'security.two_factor_disabled')).some((r) => r.user_id === user.id),
    ).toBe(true);
  });

  it('limits password checks when turning it off, like sign-in', async () => {
    const user = await t.createUser();
    const { code, cookie } = await enableTotp(user);
    const ip = '198.51.100.23';
    for (let i = 0; i < 10; i++) {
      const res = await t.api('POST /api/auth/two-factor/disable', {
        cookie,
        ip,
        body: { password: 'not the password!' },
      });
      expect(res.status).toBeLessThan(429);
      expect(res.ok).toBe(false);
    }
    const limited = await t.api('POST /api/auth/two-factor/disable', {
      cookie,
      ip,
      body: { password: user.password, code: await code.at(1) },
    });
    expect(limited.status).toBe(429);
    const me = await (await t.api('GET /api/me', { cookie })).json();
    expect(me.two_factor_enabled).toBe(true);
  });

  it('with ADMIN_REQUIRE_2FA, an admin enrols through an e-mailed one-time link', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const target = await t.createUser();
    const refused = await setRole(admin.cookie, target.id);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details.reason).toBe('two_factor_required');
    // The password alone does not start the enrolment: a link goes to the account's mailbox.
    const asked = await enable(admin);
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ enrolmentLinkSent: true });
    const mail = (await outbox(t)).filter((m) => m.to_address === admin.email).at(-1);
    expect(mail?.subject).toBe('Xác nhận bật xác thực hai bước');
    const token = new URL(linkIn(mail!.text_body)).searchParams.get('enrol')!;
    expect(token).toBeTruthy();
    const forged = await enable(admin, { enrolToken: 'made-up' });
    expect(forged.status).toBe(400);
    expect((await forged.json()).error.code).toBe('invalid_enrolment_link');
    const setup = await enable(admin, { enrolToken: token });
    // The link works once.
    expect((await enable(admin, { enrolToken: token })).status).toBe(400);
    const { cookie } = await confirmSetup(admin, setup);
    expect((await setRole(cookie, target.id)).status).toBe(200);
  });

  it('with ADMIN_REQUIRE_2FA, a session that has not passed a code keeps out of admin routes', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const target = await t.createUser();
    const before = cookieOf(await signIn(admin));
    const enrol = await enrolAdmin(admin);
    // The session opened before two-factor was on is over.
    expect((await setRole(before, target.id)).status).toBe(401);
    // A session that never passed a code (as one from before this rule existed) is refused…
    await t.database.db
      .update(sessions)
      .set({ twoFactorVerified: false })
      .where(eq(sessions.userId, admin.id));
    const unconfirmed = await setRole(enrol.cookie, target.id);
    expect(unconfirmed.status).toBe(403);
    expect((await unconfirmed.json()).error.details.reason).toBe('two_factor_session_required');
    // …until it is confirmed with a code.
    const confirm = await t.api('POST /api/auth/two-factor/verify-totp', {
      cookie: enrol.cookie,
      body: { code: await enrol.code.at(0) },
    });
    expect(confirm.status).toBe(200);
    expect((await setRole(enrol.cookie, target.id)).status).toBe(200);
  });

  it('with ADMIN_REQUIRE_2FA, staff routes need two-factor too, and staff enrol by link', async () => {
    const staff = await t.createUser({ role: 'staff' });
    const refused = await t.api('GET /api/admin/feedback', { cookie: staff.cookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details.reason).toBe('two_factor_required');
    const { cookie } = await enrolAdmin(staff);
    expect((await t.api('GET /api/admin/feedback', { cookie })).status).toBe(200);
  });
});

/** An admin's whole enrolment: request the link, follow it, confirm the first code. */
async function enrolAdmin(admin: TestUser) {
  await enable(admin);
  const mail = (await outbox(t)).filter((m) => m.to_address === admin.email).at(-1);
  const token = new URL(linkIn(mail!.text_body)).searchParams.get('enrol')!;
  return enableTotp(admin, { enrolToken: token });
}
