import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { mailOutbox, mailUnsubscribes, visits } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { drainOutbox } from '../../mail/outbox';
import { createTransport } from '../../mail/transport';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, setInvitationChannels, submitReview } from '../../test/fixtures';
import type { TestUser } from '../../test/harness';
import { type InvitationMailer, runInvitationMailPass } from './emails';
import { createInviteSigner, emailHash } from './token';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let doctorId: string;
let clinicId: string;
let mailer: InvitationMailer;
beforeAll(async () => {
  const doctor = await makeDoctor(t);
  doctorId = doctor.id;
  // The visits here are at a clinic that invites by e-mail first (invitation-sms.test.ts and
  // invitation-zalo.test.ts cover the other channels and the default order).
  clinicId = doctor.clinic_id!;
  await setInvitationChannels(t, clinicId, ['email', 'sms']);
  mailer = { signer: createInviteSigner(t.config.AUTH_SECRET!), publicUrl: t.config.PUBLIC_URL };
});

let n = 0;
/** A fresh address for each patient, so every test reads only its own mail. */
const address = () => `patient${++n}-${Date.now()}@example.com`;
const today = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;

/** Imports CSV lines as visits at the e-mail-first clinic. */
const importCsv = (csv: string, dry_run = false) =>
  t.api('POST /api/admin/visits/import', {
    cookie: admin.cookie,
    body: {
      csv: csv
        .split('\n')
        .map((line, i) => (i === 0 ? `clinic_id,${line}` : `${clinicId},${line}`))
        .join('\n'),
      dry_run,
    },
  });

/** Imports one visit with an e-mail (and language) and returns its id. */
async function importOne(email: string, language?: 'vi' | 'en', date = today()) {
  const header = language
    ? 'phone,visit_date,doctor_ids,email,language'
    : 'phone,visit_date,doctor_ids,email';
  const line = `0901234567,${date},${doctorId},${email}${language ? `,${language}` : ''}`;
  const res = await importCsv(`${header}\n${line}`);
  expect(res.status).toBe(200);
  const [row] = await t.database.db
    .select()
    .from(visits)
    .where(eq(visits.email, email.toLowerCase()));
  return row!;
}

const mailsTo = (email: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to_address, email.toLowerCase()))
    .orderBy(mailOutbox.created_at);

const linkIn = (text: string) => {
  const url = text.match(/https?:\/\/\S+\/feedback\?invite=\S+/)?.[0];
  expect(url, text).toBeDefined();
  return new URL(url!);
};
const unsubscribeLinkOf = (headers: Record<string, string> | null) =>
  headers!['List-Unsubscribe']!.replace(/^<|>$/g, '');

const claim = (user: TestUser, invite: string) =>
  t.api('POST /api/visits/invite', { cookie: user.cookie, body: { invite } });

/** Moves the visit's invitation `days` into the past, as if the clock had moved on. */
const age = (visitId: string, days: number) =>
  t.database.db
    .update(visits)
    .set({ invited_at: new Date(Date.now() - days * DAY_MS) })
    .where(eq(visits.id, visitId));

/** A mail provider's RFC 8058 one-click POST: a form body, no Origin, no cookie. */
const oneClick = (url: string) =>
  t.request('POST', new URL(url).pathname + new URL(url).search, {
    headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });

describe('invitation e-mails', () => {
  it('queues one invitation per visit with an address, in its language, with a working personal link', async () => {
    const vi = address();
    const en = address();
    const csv = [
      'phone,visit_date,doctor_ids,email,language',
      `0901234567,${today()},${doctorId},${vi.toUpperCase()},`,
      `0901234568,${today()},${doctorId},${en},en`,
      `0901234569,${today()},${doctorId},,`,
    ].join('\n');
    // A dry run queues nothing.
    expect((await (await importCsv(csv, true)).json()).invited).toBeUndefined();
    expect(await mailsTo(vi)).toHaveLength(0);

    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    const body = await res.json();
    // The visit without an address is invited too, by SMS (invitation-sms.test.ts).
    expect(body).toMatchObject({ written: 3, invited: 3 });

    const [viMail] = await mailsTo(vi);
    const [enMail] = await mailsTo(en);
    expect(viMail?.subject).toMatch(/^Buổi khám ngày .+ của bạn thế nào\?$/);
    expect(viMail?.text_body).toContain('Hủy nhận thư');
    expect(enMail?.subject).toMatch(/^How was your visit on .+\?$/);
    expect(enMail?.text_body).toContain('Unsubscribe in one click');
    expect(enMail?.headers).toMatchObject({
      'List-Unsubscribe': expect.stringMatching(
        /^<http:\/\/localhost:3000\/api\/mail\/unsubscribe\?token=[0-9a-f]{64}\.[\w-]{43}&lang=en>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(unsubscribeLinkOf(viMail!.headers)).toMatch(/&lang=vi$/);
    // The invitation link opens the site in the patient's language.
    expect(linkIn(enMail!.text_body).searchParams.get('lang')).toBe('en');
    expect(linkIn(viMail!.text_body).searchParams.get('lang')).toBeNull();

    // The link opens the visit of that address for whoever signs in, with nothing to type.
    const [visit] = await t.database.db.select().from(visits).where(eq(visits.email, vi));
    expect(visit?.language).toBe('vi');
    expect(visit?.invited_at).not.toBeNull();
    const link = linkIn(viMail!.text_body);
    const opened = await claim(await t.createUser(), link.searchParams.get('invite')!);
    expect(opened.status).toBe(200);
    expect((await opened.json()).visit_id).toBe(visit!.id);
  });

  it('invites a visit dated in the future once its day comes, through the job', async () => {
    const email = address();
    const tomorrow = new Date(Date.now() + 2 * DAY_MS).toISOString().slice(0, 10);
    const visit = await importOne(email, 'en', tomorrow);
    expect(visit.invited_at).toBeNull();
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(0);
    await t.database.db.update(visits).set({ visit_date: today() }).where(eq(visits.id, visit.id));
    const pass = await runInvitationMailPass(t.database.db, mailer);
    expect(pass?.invited).toBeGreaterThanOrEqual(1);
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^How was your visit/);
  });

  it('queues exactly one reminder after 3 days, and a second run queues nothing more', async () => {
    const email = address();
    const visit = await importOne(email);
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(1); // not 3 days yet
    await age(visit.id, 2);
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(1);

    await age(visit.id, 3.1);
    const first = await runInvitationMailPass(t.database.db, mailer);
    expect(first?.reminded).toBeGreaterThanOrEqual(1);
    const second = await runInvitationMailPass(t.database.db, mailer);
    expect(second).toEqual({ invited: 0, reminded: 0 });

    const mails = await mailsTo(email);
    expect(mails.map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Buổi khám/),
      expect.stringMatching(/^Nhắc nhẹ: đánh giá buổi khám ngày /),
    ]);
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row?.reminded_at).not.toBeNull();
    // The reminder carries the same working link.
    expect(linkIn(mails[1]!.text_body).searchParams.get('invite')).toBe(
      linkIn(mails[0]!.text_body).searchParams.get('invite'),
    );
  });

  it('sends no reminder for a visit already reviewed', async () => {
    const email = address();
    const visit = await importOne(email, 'en');
    const [invitation] = await mailsTo(email);
    const patient = await t.createUser();
    expect(
      (await claim(patient, linkIn(invitation!.text_body).searchParams.get('invite')!)).status,
    ).toBe(200);
    const rated = await submitReview(t, patient, {
      visitId: visit.id,
      doctorId,
      rating: 2,
      anonymous: true,
    });
    expect(rated.status).toBe(201);
    await age(visit.id, 4);
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(1);
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row?.reminded_at).toBeNull();
  });

  it('unsubscribes in one click, at once: no reminder and no further invitation to the address', async () => {
    const email = address();
    const visit = await importOne(email, 'en');
    const [invitation] = await mailsTo(email);
    const url = unsubscribeLinkOf(invitation!.headers);
    expect(invitation!.text_body).toContain(url);

    // Opening the link only asks: a scanner following it unsubscribes nobody.
    const page = await t.request('GET', new URL(url).pathname + new URL(url).search);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<form method="post"');
    expect(html).toContain('Unsubscribe');
    const stored = () =>
      t.database.db
        .select()
        .from(mailUnsubscribes)
        .where(eq(mailUnsubscribes.email_hash, emailHash(email)));
    expect(await stored()).toHaveLength(0);

    const res = await oneClick(url);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('You are unsubscribed');
    const kept = await stored();
    expect(kept).toHaveLength(1);
    // Only a hash of the address is kept.
    expect(JSON.stringify(kept)).not.toContain(email.split('@')[0]);
    // Again is harmless.
    expect((await oneClick(url)).status).toBe(200);

    await age(visit.id, 4);
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(1);

    // A later visit of the same address (in another case) is not invited.
    const next = await importCsv(
      `phone,visit_date,doctor_ids,email\n0901234567,${today()},${doctorId},${email.toUpperCase()}`,
    );
    expect((await next.json()).invited).toBe(0);
    expect(await mailsTo(email)).toHaveLength(1);
  });

  it('refuses a tampered or forged unsubscribe link and records nothing', async () => {
    const email = address();
    await importOne(email);
    const [invitation] = await mailsTo(email);
    const url = new URL(unsubscribeLinkOf(invitation!.headers));
    const token = url.searchParams.get('token')!;
    const [hash, mac] = token.split('.') as [string, string];
    const other = emailHash(address());
    const forged = createInviteSigner('another-secret-another-secret-0000').signUnsubscribe(email);
    const flipped = `${mac.slice(0, -1)}${mac.endsWith('A') ? 'B' : 'A'}`;
    for (const bad of [`${hash}.${flipped}`, `${other}.${mac}`, forged]) {
      const path = `/api/mail/unsubscribe?token=${bad}&lang=vi`;
      const posted = await t.request('POST', path, {
        headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      });
      expect(posted.status, bad).toBe(404);
      expect(await posted.text()).toContain('Liên kết này không hợp lệ');
      expect((await t.request('GET', path)).status).toBe(404);
    }
    const rows = await t.database.db
      .select()
      .from(mailUnsubscribes)
      .where(sql`${mailUnsubscribes.email_hash} in (${hash}, ${other})`);
    expect(rows).toHaveLength(0);
    const malformed = await t.api('POST /api/mail/unsubscribe', {
      query: { token: 'nope' },
      headers: { origin: '' },
    });
    expect(malformed.status).toBe(400);
  });

  it('takes an e-mail and a language from a clinic system through the integration API', async () => {
    const created = await t.api('POST /api/admin/api-keys', {
      cookie: admin.cookie,
      body: { name: 'HIS invitations' },
    });
    const { key } = (await created.json()) as { key: string };
    const push = (visit: Record<string, unknown>) =>
      t.api('POST /api/integrations/visits', {
        headers: { authorization: `Bearer ${key}`, origin: '' },
        body: {
          visits: [
            {
              phone: '0909555000',
              visit_date: today(),
              doctor_ids: [doctorId],
              clinic_id: clinicId,
              ...visit,
            },
          ],
        },
      });
    const email = address();
    const res = await push({ email, language: 'en' });
    expect(res.status).toBe(201);
    const { created: visitsCreated } = (await res.json()) as { created: { id: string }[] };
    const [row] = await t.database.db
      .select()
      .from(visits)
      .where(eq(visits.id, visitsCreated[0]!.id));
    expect(row).toMatchObject({ email, language: 'en', source: 'integration' });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toMatch(/^How was your visit/);

    // Still strict: a bad address, a language we do not write, or an unknown field is refused.
    for (const bad of [{ email: 'not-an-address' }, { language: 'fr' }, { emails: email }]) {
      expect((await push(bad)).status, JSON.stringify(bad)).toBe(400);
    }
  });

  it('sends one address at most 3 invitation messages a day, whatever names it', async () => {
    const { key } = (await (
      await t.api('POST /api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS flooding' },
      })
    ).json()) as { key: string };
    const email = address();
    const visit = (n: number) => ({
      phone: `09095550${String(n).padStart(2, '0')}`,
      visit_date: today(),
      doctor_ids: [doctorId],
      clinic_id: clinicId,
      email: n % 2 ? email.toUpperCase() : email,
    });
    // One push of 20 visits naming the address (in either case): 3 messages, 20 visits written.
    const pushed = await t.api('POST /api/integrations/visits', {
      headers: { authorization: `Bearer ${key}`, origin: '' },
      body: { visits: Array.from({ length: 20 }, (_, n) => visit(n)) },
    });
    expect(pushed.status).toBe(201);
    expect(((await pushed.json()) as { created: unknown[] }).created).toHaveLength(20);
    expect(await mailsTo(email)).toHaveLength(3);
    // The quota is the address's for the day: an import naming it again sends nothing more, and
    // another address in the same file still gets its invitation.
    const other = address();
    const res = await importCsv(
      `phone,visit_date,doctor_ids,email\n0901234567,${today()},${doctorId},${email}\n0901234568,${today()},${doctorId},${other}`,
    );
    expect(res.status).toBe(200);
    expect(await mailsTo(email)).toHaveLength(3);
    expect(await mailsTo(other)).toHaveLength(1);
    // Nor do the job's reminders, three days on.
    await t.database.db.execute(
      sql`update visits set invited_at = now() - interval '3.1 days' where lower(email) = ${email}`,
    );
    await runInvitationMailPass(t.database.db, mailer);
    expect(await mailsTo(email)).toHaveLength(3);
  });

  it('limits the pushes of one API key to 60 a minute', async () => {
    const { key } = (await (
      await t.api('POST /api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS in a loop' },
      })
    ).json()) as { key: string };
    const push = () =>
      t.api('POST /api/integrations/visits', {
        headers: { authorization: `Bearer ${key}`, origin: '' },
        body: { visits: [{ phone: '0909555111', visit_date: today(), doctor_ids: [doctorId] }] },
      });
    for (let i = 0; i < 60; i++) expect((await push()).status).toBe(201);
    const refused = await push();
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
  });

  it('sends the invitation with List-Unsubscribe and List-Unsubscribe-Post headers', async () => {
    const email = address();
    await importOne(email, 'en');
    const [queued] = await mailsTo(email);
    const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'invitation-mail-'));
    try {
      const log = createLogger('silent');
      await drainOutbox(
        t.database.db,
        { email: createTransport({ from: 'ratings@example.com', mailDir, log }) },
        log,
        // Whatever the hour the tests run at (quiet hours: invitation-sms.test.ts).
        null,
      );
      const sent = fs
        .readdirSync(mailDir)
        .map((f) => fs.readFileSync(path.join(mailDir, f), 'utf8'))
        .find((eml) => eml.includes(`To: ${email}`));
      expect(sent).toBeDefined();
      const unfolded = sent!.replace(/\r?\n[ \t]+/g, ' ');
      expect(unfolded).toContain(`List-Unsubscribe: ${queued!.headers!['List-Unsubscribe']}`);
      expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    } finally {
      fs.rmSync(mailDir, { recursive: true, force: true });
    }
  });

  it('imports thousands of visits with e-mails in one request larger than the usual body limit', async () => {
    const domain = `bulk${Date.now()}.example.com`;
    const count = 3000;
    const csv = [
      'phone,visit_date,doctor_ids,email,language',
      ...Array.from(
        { length: count },
        (_, i) =>
          `090${String(i).padStart(7, '0')},${today()},${doctorId},p${i}@${domain},${i % 2 ? 'en' : 'vi'}`,
      ),
    ].join('\n');
    expect(csv.length).toBeGreaterThan(256 * 1024);
    const res = await importCsv(csv);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ written: count, invited: count });
    const [counted] = await queryRows<{ n: number; en: number }>(
      t.database.db,
      sql`select count(*)::int as n, count(*) filter (where subject like 'How was%')::int as en
          from mail_outbox where to_address like ${`%@${domain}`}`,
    );
    expect(counted).toEqual({ n: count, en: count / 2 });
  });
});
