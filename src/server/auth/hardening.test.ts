import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../db/schema';
import { outbox, startTestApp, type TestApp, type TestUser } from '../test/harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const linkIn = (text: string) => text.match(/https?:\/\/\S+/)?.[0] ?? '';
const requestReset = (email: string) =>
  t.api('POST /api/auth/request-password-reset', {
    body: { email, redirectTo: '/reset-password' },
  });
const resetWith = (token: string, newPassword: string) =>
  t.api('POST /api/auth/reset-password', { body: { token, newPassword } });
const tokenOf = async (email: string) => {
  const mail = (await outbox(t)).filter((m) => m.to_address === email).at(-1);
  return new URL(linkIn(mail!.text_body)).pathname.split('/').at(-1)!;
};

describe('password reset requests', () => {
  const forgetLastLink = () =>
    t.database.db.execute(sql`delete from rate_limits where key like 'reset:address:%'`);

  it('a new link invalidates the older unused ones', async () => {
    const user = await t.createUser();
    expect((await requestReset(user.email)).status).toBe(200);
    const older = await tokenOf(user.email);
    // Once the first link would have expired, the owner asks again.
    await forgetLastLink();
    expect((await requestReset(user.email)).status).toBe(200);
    const newer = await tokenOf(user.email);
    expect(newer).not.toBe(older);
    const stale = await resetWith(older, 'chosen from the old link');
    expect(stale.status).toBe(400);
    expect((await stale.json()).error.code).toBe('invalid_token');
    expect((await resetWith(newer, 'chosen from the new link')).status).toBe(200);
  });

  it('sends no new link while the last one works and says so, the same for any address', async () => {
    const user = await t.createUser();
    const unknown = `nobody-${Date.now()}@example.com`;
    for (const email of [user.email, unknown]) {
      expect((await requestReset(email)).status).toBe(200);
      // A stranger asking again and again: refused, not counted, never past the link's hour.
      for (let i = 0; i < 6; i++) {
        const again = await requestReset(email);
        expect(again.status).toBe(429);
        const { error } = await again.json();
        expect(error.details.reason).toBe('reset_link_sent');
        expect(Number(again.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
        expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(3500);
      }
    }
    expect((await outbox(t)).filter((m) => m.to_address === user.email)).toHaveLength(1);
    // The hour over, the owner gets a new link at once.
    await t.database.db.execute(
      sql`update rate_limits set reset_at = now() - interval '1 second' where key like 'reset:address:%'`,
    );
    expect((await requestReset(user.email)).status).toBe(200);
    expect((await outbox(t)).filter((m) => m.to_address === user.email)).toHaveLength(2);
  });
});

describe('password rule', () => {
  it.each(['aaaaaaaa', 'password1'])('refuses %s at sign-up, reset and change', async (weak) => {
    const signUp = await t.api('POST /api/auth/sign-up/email', {
      body: {
        email: `weak-${weak}@example.com`,
        password: weak,
        first_name: 'A',
        last_name: 'B',
        privacy_notice_version: '2026-11',
      },
    });
    expect(signUp.status).toBe(400);
    const field = (await signUp.json()).error.details.fields[0];
    expect(field.path).toBe('password');
    expect(['common_password', 'weak_password']).toContain(field.code);

    const user = await t.createUser();
    const change = await t.api('POST /api/auth/change-password', {
      cookie: user.cookie,
      body: { currentPassword: user.password, newPassword: weak },
    });
    expect(change.status).toBe(400);
    expect((await change.json()).error.details.fields[0].path).toBe('newPassword');

    await requestReset(user.email);
    const reset = await resetWith(await tokenOf(user.email), weak);
    expect(reset.status).toBe(400);
    expect((await reset.json()).error.code).toBe('validation_failed');
  });

  it("counts the person's own e-mail and names as easy to guess", async () => {
    const res = await t.api('POST /api/auth/sign-up/email', {
      body: {
        email: 'nguyenvanbinh@example.com',
        password: 'nguyenvanbinh',
        privacy_notice_version: '2026-11',
        first_name: 'Bình',
        last_name: 'Nguyễn Văn',
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.fields[0].code).toBe('weak_password');
    const ok = await t.api('POST /api/auth/sign-up/email', {
      body: {
        email: 'someone-else@example.com',
        password: 'quiet lanterns drift north',
        privacy_notice_version: '2026-11',
        first_name: 'Bình',
        last_name: 'Nguyễn Văn',
      },
    });
    expect(ok.status).toBe(200);
  });
});

describe('profile rules cannot be bypassed through the auth library', () => {
  it('closes update-user, so name and picture change only through the profile routes', async () => {
    const user = await t.createUser();
    const res = await t.request('POST', '/api/auth/update-user', {
      cookie: user.cookie,
      body: { name: '', image: 'https://evil.example/x.png' },
    });
    expect(res.status).toBe(404);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.image).toBeNull();
    expect(row?.name).not.toBe('');
  });

  it('refuses a picture or other unknown fields at sign-up', async () => {
    const res = await t.request('POST', '/api/auth/sign-up/email', {
      body: {
        email: 'pic@example.com',
        password: 'quiet lanterns drift north',
        privacy_notice_version: '2026-11',
        first_name: 'A',
        last_name: 'B',
        image: 'https://evil.example/x.png',
      },
    });
    expect(res.status).toBe(400);
    expect(
      (await t.database.db.select().from(users).where(eq(users.email, 'pic@example.com'))).length,
    ).toBe(0);
  });
});

describe('auth library routes outside the contract', () => {
  let user: TestUser;
  beforeAll(async () => {
    user = await t.createUser();
  });

  it.each([
    ['GET', '/api/auth/ok'],
    ['GET', '/api/auth/error'],
    ['GET', '/api/auth/list-sessions'],
    ['POST', '/api/auth/get-session'],
    ['POST', '/api/auth/revoke-sessions'],
    ['POST', '/api/auth/change-email'],
    ['POST', '/api/auth/delete-user'],
    ['POST', '/api/auth/two-factor/get-totp-uri'],
    ['POST', '/api/auth/two-factor/generate-backup-codes'],
    ['POST', '/api/auth/sign-in/social'],
  ])('%s %s answers 404 in the API error shape, even signed in', async (method, path) => {
    const res = await t.request(method, path, {
      cookie: user.cookie,
      body: method === 'POST' ? { password: user.password } : undefined,
    });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect((await res.json()).error).toMatchObject({ code: 'not_found' });
  });
});

describe('password checks by a signed-in user', () => {
  it.each([
    ['/api/auth/verify-password', (pw: string) => ({ password: pw })],
    ['/api/auth/two-factor/enable', (pw: string) => ({ password: pw })],
    [
      '/api/auth/change-password',
      (pw: string) => ({ currentPassword: pw, newPassword: 'quiet lanterns drift north' }),
    ],
  ])('%s is limited per account and address like sign-in', async (path, body) => {
    const user = await t.createUser();
    const ip = '198.51.100.9';
    for (let i = 0; i < 10; i++) {
      const res = await t.request('POST', path, {
        cookie: user.cookie,
        ip,
        body: body('wrong one!'),
      });
      expect(res.status).toBe(400);
    }
    const limited = await t.request('POST', path, {
      cookie: user.cookie,
      ip,
      body: body(user.password),
    });
    expect(limited.status).toBe(429);
    await t.database.db.execute(sql`delete from rate_limits where key like ${`%${ip}%`}`);
  });
});
