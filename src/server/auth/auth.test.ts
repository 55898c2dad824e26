import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, sessions, userPreferences, userRoles, users } from '../db/schema';
import { auditRows, cookieOf, outbox, startTestApp, type TestApp } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const signUp = (body: Record<string, unknown>) =>
  t.request('POST', '/api/auth/sign-up/email', {
    body: { privacy_notice_version: '2026-11', ...body },
  });
const signIn = (email: string, password: string) =>
  t.api('POST /api/auth/sign-in/email', { body: { email, password } });
const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';

describe('sign-up', () => {
  it('creates the user, profile, default preferences and role record together', async () => {
    const res = await signUp({
      email: 'Hoa.Tran@Example.com',
      password: 'một câu mật khẩu dài',
      name: 'ignored',
      first_name: 'Hoa',
      last_name: 'Trần Thị',
    });
    expect(res.status).toBe(200);
    // Sign-up opens no session (so a taken address cannot be told apart); signing in does.
    expect(await res.json()).not.toHaveProperty('token');
    const signedIn = await signIn('hoa.tran@example.com', 'một câu mật khẩu dài');
    const cookie = cookieOf(signedIn);
    expect(signedIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(signedIn.headers.get('set-cookie')).toMatch(/SameSite=Lax/i);
    const me = await (await t.api('GET /api/me', { cookie })).json();
    expect(me.user).toMatchObject({
      email: 'hoa.tran@example.com',
      name: 'Trần Thị Hoa',
      email_verified: false,
    });
    expect(me.profile).toMatchObject({ first_name: 'Hoa', last_name: 'Trần Thị' });
    expect(me).toMatchObject({ role: null, is_admin: false });
    const db = t.database.db;
    expect(
      await db.select().from(userPreferences).where(eq(userPreferences.user_id, me.user.id)),
    ).toHaveLength(1);
    expect(await db.select().from(userRoles).where(eq(userRoles.user_id, me.user.id))).toHaveLength(
      1,
    );
    expect((await auditRows(t, 'user.signed_up')).some((r) => r.user_id === me.user.id)).toBe(true);
    // A verification e-mail was queued with a working link.
    const mail = (await outbox(t)).find((m) => m.to_address === 'hoa.tran@example.com');
    expect(mail?.subject).toBe('Hoàn tất tài khoản: xác nhận e-mail của bạn');
    const verify = await t.request('GET', linkIn(mail!.text_body).replace(/^https?:\/\/[^/]+/, ''));
    expect([200, 302]).toContain(verify.status);
    const [user] = await db.select().from(users).where(eq(users.id, me.user.id));
    expect(user?.emailVerified).toBe(true);
  });

  it.each([
    [{ email: 'a@example.com', password: 'long enough pass', last_name: 'X' }, 'first_name'],
    [
      { email: 'not-an-email', password: 'long enough pass', first_name: 'A', last_name: 'B' },
      'email',
    ],
    [{ email: 'b@example.com', password: 'short', first_name: 'A', last_name: 'B' }, 'password'],
    [
      { email: 'c@example.com', password: 'password123', first_name: 'A', last_name: 'B' },
      'password',
    ],
  ])('refuses %j naming %s, and creates nothing', async (body, field) => {
    const before = await t.database.db.select().from(users);
    const res = await signUp(body);
    expect(res.status).toBe(400);
    const json = await res.json();
    expect(json.error.code).toBe('validation_failed');
    expect(json.error.details.fields.map((f: { path: string }) => f.path)).toContain(field);
    expect(await t.database.db.select().from(users)).toHaveLength(before.length);
  });

  it('refuses the most common passwords', async () => {
    const res = await signUp({
      email: 'd@example.com',
      password: 'iloveyou',
      first_name: 'A',
      last_name: 'B',
    });
    expect((await res.json()).error.details.fields[0].code).toBe('common_password');
  });

  it('answers a taken e-mail exactly like a new one, creates nothing and tells its owner', async () => {
    const body = {
      email: 'twice@example.com',
      password: 'a fine passphrase',
      first_name: 'A',
      last_name: 'B',
      language: 'en',
    };
    const first = await signUp(body);
    expect(first.status, await first.clone().text()).toBe(200);
    const again = await signUp({ ...body, email: 'TWICE@example.com', first_name: 'C' });
    expect(again.status).toBe(200);
    const shape = (json: Record<string, unknown> & { user: Record<string, unknown> }) => ({
      fields: Object.keys(json).sort(),
      user: Object.keys(json.user).sort(),
    });
    expect(shape(await again.json())).toEqual(shape(await first.json()));
    expect(cookieOf(again)).toBe('');
    expect(
      await t.database.db
        .select()
        .from(profiles)
        .innerJoin(users, eq(users.id, profiles.id))
        .where(eq(users.email, 'twice@example.com')),
    ).toHaveLength(1);
    const mails = (await outbox(t)).filter((m) => m.to_address === 'twice@example.com');
    expect(mails.map((m) => m.subject)).toContain('You already have an account with this e-mail');
  });

  it('e-mails a link that signs the new account in and returns to the page it came from', async () => {
    const back = '/feedback?invite=abc.123.xyz&doctor=d1';
    const res = await signUp({
      email: 'minh.le@example.com',
      password: 'một câu mật khẩu dài',
      first_name: 'Minh',
      last_name: 'Lê',
      callbackURL: back,
    });
    expect(res.status).toBe(200);
    expect(cookieOf(res)).toBe('');
    const mail = (await outbox(t)).find((m) => m.to_address === 'minh.le@example.com');
    const link = new URL(linkIn(mail!.text_body));
    expect(link.searchParams.get('callbackURL')).toBe(back);
    const opened = await t.request('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    const location = new URL(opened.headers.get('location')!, 'http://x');
    expect(location.pathname + location.search).toBe(back);
    // Signed in by the link itself: no password typed again.
    const me = await t.api('GET /api/me', { cookie: cookieOf(opened) });
    expect(me.status).toBe(200);
    expect((await me.json()).user).toMatchObject({
      email: 'minh.le@example.com',
      email_verified: true,
    });
  });

  it('sends the owner of a taken address a sign-in link back to the same page', async () => {
    const owner = await t.createUser();
    const back = '/feedback?invite=abc.123.xyz';
    const res = await signUp({
      email: owner.email,
      password: 'another long passphrase',
      first_name: 'X',
      last_name: 'Y',
      callbackURL: back,
    });
    expect(res.status).toBe(200);
    const mail = (await outbox(t)).filter((m) => m.to_address === owner.email).at(-1);
    const link = new URL(linkIn(mail!.text_body));
    expect(link.pathname).toBe('/auth');
    expect(link.searchParams.get('redirect')).toBe(back);
    expect(mail!.text_body).toContain('/forgot-password');
  });

  it.each(['https://evil.example/x', '//evil.example', '/\\evil.example', 'javascript:alert(1)'])(
    'refuses a return address off the site: %s',
    async (callbackURL) => {
      const res = await signUp({
        email: 'off.site@example.com',
        password: 'một câu mật khẩu dài',
        first_name: 'A',
        last_name: 'B',
        callbackURL,
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    },
  );

  it('tells the owner of a taken e-mail once a day, however many sign-ups use it', async () => {
    const owner = await t.createUser();
    for (let i = 0; i < 8; i++) {
      const res = await t.api('POST /api/auth/sign-up/email', {
        body: {
          email: owner.email,
          password: 'a fine passphrase',
          first_name: 'X',
          last_name: `Y${i}`,
          privacy_notice_version: '2026-11',
        },
        ip: `192.0.2.${i + 1}`,
      });
      expect(res.status).toBe(200);
    }
    const notices = (await outbox(t)).filter(
      (m) =>
        m.to_address === owner.email && /already have an account|đã có tài khoản/i.test(m.subject),
    );
    expect(notices).toHaveLength(1);
  });

  it('sends the confirmation link again, leading back to the page that asked', async () => {
    const user = await t.createUser();
    const res = await t.api('POST /api/auth/send-verification-email', {
      body: { email: user.email, callbackURL: '/profile' },
    });
    expect(res.status).toBe(200);
    const mail = (await outbox(t)).filter((m) => m.to_address === user.email).at(-1);
    const link = new URL(linkIn(mail!.text_body));
    expect(link.searchParams.get('callbackURL')).toBe('/profile');
    const opened = await t.request('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    expect(new URL(opened.headers.get('location')!, 'http://x').pathname).toBe('/profile');
  });
});

describe('sign-in and sessions', () => {
  it('keeps the session token out of every JSON answer: only the HttpOnly cookie carries it', async () => {
    const user = await t.createUser();
    const signedIn = await signIn(user.email, user.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/HttpOnly/i);
    // The cookie's value is the token and a signature: neither part may be in a body.
    const token = decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split(
      '.',
    )[0]!;
    expect(token.length).toBeGreaterThan(10);
    const signInBody = await signedIn.text();
    const session = await t.api('GET /api/auth/get-session', { cookie: user.cookie });
    expect(session.status).toBe(200);
    const sessionBody = await session.text();
    expect(JSON.parse(sessionBody).user.email).toBe(user.email);
    for (const body of [signInBody, sessionBody]) {
      expect(body).not.toContain(token);
      expect(body).not.toContain('"token"');
    }
  });

  it('gives the same answer for an unknown e-mail and a wrong password, and audits both', async () => {
    const user = await t.createUser();
    const wrong = await signIn(user.email, 'not the password at all');
    const unknown = await signIn('nobody@example.com', 'not the password at all');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    const [a, b] = [await wrong.json(), await unknown.json()];
    expect(a).toEqual(b);
    expect(a.error.code).toBe('invalid_credentials');
    const failures = await auditRows(t, 'security.sign_in_failed');
    expect(failures.filter((r) => r.description?.includes(user.email))).toHaveLength(1);
    expect(failures[0]?.severity).toBe('warning');
  });

  it('ends the session on sign-out', async () => {
    const user = await t.createUser();
    expect((await t.api('GET /api/me', { cookie: user.cookie })).status).toBe(200);
    const out = await t.request('POST', '/api/auth/sign-out', { body: {}, cookie: user.cookie });
    expect(out.status).toBe(200);
    expect((await t.api('GET /api/me', { cookie: user.cookie })).status).toBe(401);
  });

  it('refuses an address that failed too often for an account with 429, not the owner elsewhere', async () => {
    const user = await t.createUser();
    const stranger = '203.0.113.7';
    for (let i = 0; i < 10; i++) {
      const res = await t.api('POST /api/auth/sign-in/email', {
        ip: stranger,
        body: { email: user.email, password: 'wrong password!' },
      });
      expect(res.status).toBe(401);
    }
    const limited = await t.api('POST /api/auth/sign-in/email', {
      ip: stranger,
      body: { email: user.email, password: user.password },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await limited.json()).error.code).toBe('rate_limited');
    // The owner, from their own address, still gets in with the right password (slowed only).
    expect((await signIn(user.email, user.password)).status).toBe(200);
  });

  it('never counts successful sign-ins as failures', async () => {
    const user = await t.createUser();
    const ip = '203.0.113.44';
    const attempt = (password: string) =>
      t.api('POST /api/auth/sign-in/email', { ip, body: { email: user.email, password } });
    for (let i = 0; i < 15; i++) expect((await attempt(user.password)).status).toBe(200);
    expect((await attempt('wrong password!')).status).toBe(401);
    expect((await attempt(user.password)).status).toBe(200);
  });
});

describe('passwords', () => {
  it('changes the password with the current one and ends the other sessions', async () => {
    const user = await t.createUser();
    const other = cookieOf(await signIn(user.email, user.password));
    const wrong = await t.api('POST /api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: 'not it at all', newPassword: 'a brand new passphrase' },
    });
    expect(wrong.status).toBe(400);
    expect((await wrong.json()).error.code).toBe('invalid_current_password');
    const ok = await t.api('POST /api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: 'a brand new passphrase' },
    });
    expect(ok.status).toBe(200);
    expect((await t.api('GET /api/me', { cookie: other })).status).toBe(401);
    expect((await signIn(user.email, 'a brand new passphrase')).status).toBe(200);
    expect(
      (await auditRows(t, 'security.password_changed')).some((r) => r.user_id === user.id),
    ).toBe(true);
  });

  it('resets a forgotten password through the e-mailed link', async () => {
    const user = await t.createUser();
    const res = await t.api('POST /api/auth/request-password-reset', {
      body: { email: user.email, redirectTo: '/reset-password' },
    });
    expect(res.status).toBe(200);
    const mail = (await outbox(t)).filter((m) => m.to_address === user.email).at(-1);
    expect(mail?.subject).toBe('Đặt lại mật khẩu');
    const link = new URL(linkIn(mail!.text_body));
    const token = link.pathname.split('/').at(-1)!;
    // Opening the link leads to the reset page, with the token.
    const opened = await t.request('GET', link.pathname + link.search);
    expect(opened.status).toBe(302);
    const page = new URL(opened.headers.get('location')!);
    expect(page.pathname).toBe('/reset-password');
    expect(page.searchParams.get('token')).toBe(token);
    const reset = await t.api('POST /api/auth/reset-password', {
      body: { token, newPassword: 'chosen after forgetting' },
    });
    expect(reset.status).toBe(200);
    expect((await t.api('GET /api/me', { cookie: user.cookie })).status).toBe(401);
    expect((await signIn(user.email, 'chosen after forgetting')).status).toBe(200);
    const reused = await t.api('POST /api/auth/reset-password', {
      body: { token, newPassword: 'another new passphrase' },
    });
    expect(reused.status).toBe(400);
    expect((await reused.json()).error.code).toBe('invalid_token');
  });

  it('answers a reset request for an unknown e-mail the same way, sending nothing', async () => {
    const before = (await outbox(t)).length;
    const res = await t.api('POST /api/auth/request-password-reset', {
      body: { email: 'ghost@example.com' },
    });
    expect(res.status).toBe(200);
    expect((await outbox(t)).length).toBe(before);
  });
});

describe('sessions table', () => {
  it('stores sessions in the database', async () => {
    const user = await t.createUser();
    expect(
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, user.id))).length,
    ).toBeGreaterThan(0);
  });
});
