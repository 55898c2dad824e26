import { and, desc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRIVACY_NOTICE_VERSION } from '../../shared/privacy';
import { auditLogs, mailOutbox, profiles, users, verifications } from '../db/schema';
import { createInviteSigner } from '../modules/invitations/token';
import { testAppForFile } from '../test/file-app';
import { makeDoctor, makeVisit } from '../test/fixtures';

/**
 * Sign-in with a code sent by SMS: a number in any usual Vietnamese form, the same answer for a
 * known and an unknown one, 6 digits for 5 minutes and 5 tries, an account with the phone alone
 * at the first sign-in (one number, one account), staff kept to e-mail and password.
 */
const t = testAppForFile();

let n = 0;
/** A fresh mobile number, typed as people do (090 …), and its E.164 form. */
function number() {
  const digits = String(10_000_000 + ((Date.now() + ++n * 7919) % 80_000_000)).slice(-8);
  return {
    typed: `09${digits.slice(0, 1)} ${digits.slice(1, 4)} ${digits.slice(4)}`,
    e164: `+849${digits}`,
  };
}

/** Each request from its own address, so limits per address do not mix tests. */
const from = (ip: string) => ({ 'x-forwarded-for': ip });

const askCode = (phone: string, ip = '198.51.100.1', language?: 'vi' | 'en') =>
  t.api('POST /api/auth/phone-number/send-otp', {
    body: { phone, ...(language ? { language } : {}) },
    headers: from(ip),
  });

const signIn = (phone: string, code: string, ip = '198.51.100.1') =>
  t.api('POST /api/auth/phone-number/verify', {
    body: { phone, code, privacy_notice_version: PRIVACY_NOTICE_VERSION },
    headers: from(ip),
  });

/** The code in the latest SMS to the number. */
async function lastCode(e164: string) {
  const [sms] = await t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, e164), eq(mailOutbox.channel, 'sms')))
    .orderBy(desc(mailOutbox.created_at))
    .limit(1);
  return { sms, code: /\b(\d{6})\b/.exec(sms?.text_body ?? '')?.[1] };
}

/** A number as the answers show it: 09•• ••• and its last three digits. */
const masked = (e164: string) => `09•• ••• ${e164.slice(-3)}`;
const cookieOf = (res: Response) => (res.headers.get('set-cookie') ?? '').split(';')[0]!;
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('sign-in with a phone number', () => {
  it('sends a code by SMS and signs a new number in to a new account with the phone alone', async () => {
    const phone = number();
    const asked = await askCode(phone.typed, '198.51.100.10', 'en');
    expect(asked.status).toBe(200);
    expect(await asked.json()).toEqual({ sent: true, to: masked(phone.e164) });
    const { sms, code } = await lastCode(phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    expect(sms!.purpose).toBeNull();
    expect(sms!.text_body).toMatch(/^Your sign-in code is \d{6}\. It works for 5 minutes/);
    // The origin-bound line lets the phone offer the code to this site only.
    expect(sms!.text_body).toContain(`@${new URL(t.config.PUBLIC_URL).host} #${code}`);

    expect((await signIn(phone.typed, wrong(code!), '198.51.100.10')).status).toBe(400);
    const signedIn = await signIn(phone.typed, code!, '198.51.100.10');
    expect(signedIn.status, await signedIn.clone().text()).toBe(200);
    const cookie = cookieOf(signedIn);
    const me = await (await t.api('GET /api/me', { cookie })).json();
    expect(me.user).toMatchObject({ email: null, phone: expect.stringMatching(/^09\d[\d ]+$/) });
    expect(me.profile).toMatchObject({ first_name: '', last_name: '' });
    expect(me.role).toBeNull();
    const exported = await (await t.api('GET /api/me/data-export', { cookie })).json();
    expect(exported.account).toMatchObject({ email: null, phone: phone.e164 });

    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, phone.e164));
    expect(account).toMatchObject({ phoneNumberVerified: true, name: '' });
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.id, account!.id));
    expect(profile!.privacy_notice_version).toBe(PRIVACY_NOTICE_VERSION);
    const audit = await t.database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.user_id, account!.id), eq(auditLogs.action, 'user.signed_up')));
    expect(audit).toHaveLength(1);
    // The audit log names the number by its last digits only.
    expect(audit[0]!.description).not.toContain(phone.e164.slice(3));

    // The same number, written another way, is the same account.
    await askCode(phone.e164, '198.51.100.10');
    const again = await signIn(
      `+84 ${phone.e164.slice(3)}`,
      (await lastCode(phone.e164)).code!,
      '198.51.100.10',
    );
    expect(again.status).toBe(200);
    const count = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.phoneNumber, phone.e164));
    expect(count[0]!.n).toBe(1);
    // Nothing is ever mailed to the placeholder address the library needs.
    const resetAsked = await t.api('POST /api/auth/request-password-reset', {
      body: { email: account!.email },
      headers: from('198.51.100.11'),
    });
    expect(resetAsked.status).toBe(200);
    const mailed = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, account!.email));
    expect(mailed).toHaveLength(0);
  });

  it('answers a known and an unknown number alike, and refuses what is not a Vietnamese number', async () => {
    const known = number();
    await askCode(known.typed, '198.51.100.20');
    await signIn(known.typed, (await lastCode(known.e164)).code!, '198.51.100.20');
    const unknown = number();
    const forKnown = await askCode(known.typed, '198.51.100.20');
    const forUnknown = await askCode(unknown.typed, '198.51.100.20');
    expect([forKnown.status, await forKnown.json()]).toEqual([
      200,
      { sent: true, to: masked(known.e164) },
    ]);
    expect([forUnknown.status, await forUnknown.json()]).toEqual([
      200,
      { sent: true, to: masked(unknown.e164) },
    ]);

    for (const phone of ['12345', '+1 415 555 0100', '090 123 45']) {
      const refused = await askCode(phone, '198.51.100.21');
      expect(refused.status).toBe(400);
      expect((await refused.json()).error.code).toBe('validation_failed');
    }
  });

  it('gives a code 5 tries and 5 minutes, then asks for a new one', async () => {
    const phone = number();
    await askCode(phone.typed, '198.51.100.30');
    const { code } = await lastCode(phone.e164);
    for (let i = 0; i < 5; i++) {
      const refused = await signIn(phone.typed, wrong(code!), '198.51.100.30');
      expect((await refused.json()).error.code).toBe('invalid_phone_code');
    }
    // The right code, after its 5 tries: too late.
    const late = await signIn(phone.typed, code!, '198.51.100.30');
    expect(late.status).toBe(400);
    expect((await late.json()).error.code).toBe('phone_code_expired');

    await askCode(phone.typed, '198.51.100.30');
    const fresh = await lastCode(phone.e164);
    await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, phone.e164));
    const expired = await signIn(phone.typed, fresh.code!, '198.51.100.30');
    expect((await expired.json()).error.code).toBe('phone_code_expired');
    expect(cookieOf(expired)).toBe('');
  });

  it('sends at most 5 codes an hour to one number, whoever asks', async () => {
    const phone = number();
    for (let i = 0; i < 5; i++) {
      expect((await askCode(phone.typed, `198.51.100.${40 + i}`)).status).toBe(200);
    }
    const refused = await askCode(phone.typed, '198.51.100.49');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const sent = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, phone.e164));
    expect(sent).toHaveLength(5);
  });

  it('keeps staff to e-mail and password: no code is sent, and a code cannot sign them in', async () => {
    const phone = number();
    // A patient who signed in by phone and was later given a staff role.
    await askCode(phone.typed, '198.51.100.50');
    await signIn(phone.typed, (await lastCode(phone.e164)).code!, '198.51.100.50');
    const staff = await t.createUser({ role: 'staff' });
    await t.database.db.delete(users).where(eq(users.phoneNumber, phone.e164));
    await t.database.db
      .update(users)
      .set({ phoneNumber: phone.e164, phoneNumberVerified: true })
      .where(eq(users.id, staff.id));

    const before = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, phone.e164));
    const asked = await askCode(phone.typed, '198.51.100.51');
    // The same answer as for anyone else, and nothing sent.
    expect(await asked.json()).toEqual({ sent: true, to: masked(phone.e164) });
    const after = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, phone.e164));
    expect(after).toHaveLength(before.length);
    const refused = await signIn(phone.typed, (await lastCode(phone.e164)).code!, '198.51.100.51');
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.details).toEqual({ reason: 'staff_sign_in_by_email' });
    expect(cookieOf(refused)).toBe('');
  });

  it('sends the code to the number of the invitation the person came from, without showing it', async () => {
    const phone = number();
    const doctor = await makeDoctor(t);
    const visit = await makeVisit(t, [doctor.id], phone.e164);
    const signer = createInviteSigner(t.config.AUTH_SECRET!);
    const invite = signer.sign(visit.id, visit.expires_at);

    const asked = await t.api('POST /api/auth/phone-number/send-otp', {
      body: { invite },
      headers: from('198.51.100.60'),
    });
    expect(asked.status).toBe(200);
    // The page can say where the code went, by the number's last digits only.
    expect(await asked.json()).toEqual({ sent: true, to: masked(phone.e164) });
    const { code } = await lastCode(phone.e164);
    const signedIn = await t.api('POST /api/auth/phone-number/verify', {
      body: { invite: invite!, code: code!, privacy_notice_version: PRIVACY_NOTICE_VERSION },
      headers: from('198.51.100.60'),
    });
    expect(signedIn.status).toBe(200);
    const me = await (await t.api('GET /api/me', { cookie: cookieOf(signedIn) })).json();
    expect(me.user.phone?.replace(/\D/g, '')).toBe(`0${phone.e164.slice(3)}`);

    // A forged or altered invitation names no number, and sends nothing.
    const forged = await t.api('POST /api/auth/phone-number/send-otp', {
      body: { invite: `${invite.slice(0, -2)}xx` },
      headers: from('198.51.100.61'),
    });
    expect(forged.status).toBe(410);
    expect((await forged.json()).error.code).toBe('invitation_invalid');
    // Both a number and an invitation, or neither: refused.
    const both = await t.api('POST /api/auth/phone-number/send-otp', {
      body: { invite, phone: phone.typed },
      headers: from('198.51.100.61'),
    });
    expect(both.status).toBe(400);
  });

  it('lets a phone account close itself with a code sent to its phone, having no password', async () => {
    const phone = number();
    await askCode(phone.typed, '198.51.100.70');
    const cookie = cookieOf(
      await signIn(phone.typed, (await lastCode(phone.e164)).code!, '198.51.100.70'),
    );
    const close = (body: Record<string, unknown>) =>
      t.api('DELETE /api/me/account', { cookie, body: { reviews: 'remove', ...body } });

    // No code, or a wrong one: refused, and the account stays.
    expect((await (await close({})).json()).error.code).toBe('invalid_phone_code');
    await askCode(phone.typed, '198.51.100.70');
    const { code } = await lastCode(phone.e164);
    expect((await (await close({ code: wrong(code!) })).json()).error.code).toBe(
      'invalid_phone_code',
    );
    expect((await close({ password: 'anything-at-all' })).status).toBe(400);
    const still = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone.e164));
    expect(still).toHaveLength(1);

    const closed = await close({ code });
    expect(closed.status, await closed.clone().text()).toBeLessThan(300);
    const gone = await t.database.db.select().from(users).where(eq(users.phoneNumber, phone.e164));
    expect(gone).toHaveLength(0);
    // The number is free again: a new sign-in makes a new account.
    await askCode(phone.typed, '198.51.100.71');
    const again = await signIn(phone.typed, (await lastCode(phone.e164)).code!, '198.51.100.71');
    expect(again.status).toBe(200);
  });

  it('gives a phone account no staff role: it has no password nor second factor', async () => {
    const phone = number();
    await askCode(phone.typed, '198.51.100.80');
    await signIn(phone.typed, (await lastCode(phone.e164)).code!, '198.51.100.80');
    const [account] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.phoneNumber, phone.e164));
    const admin = await t.createUser({ role: 'admin' });
    const refused = await t.api('PUT /api/admin/users/:id/role', {
      params: { id: account!.id },
      cookie: admin.cookie,
      body: { role: 'staff' },
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.details).toEqual({ reason: 'phone_account' });
  });
});
