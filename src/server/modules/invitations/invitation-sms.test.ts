import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, visits } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { drainOutbox, recordDeliveryReceipt } from '../../mail/outbox';
import type { MailTransport } from '../../mail/transport';
import { DEFAULT_QUIET_HOURS } from '../../messages/quiet-hours';
import { devOutboxSms, maskPhone } from '../../messages/sms';
import { fitsOneSegment } from '../../messages/sms-text';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, setInvitationChannels } from '../../test/fixtures';
import { type InvitationMailer, runInvitationMailPass } from './emails';
import { createInviteSigner } from './token';

/**
 * Visits without an e-mail address are invited by SMS: one GSM-7 segment with a short link on
 * our domain that opens the signed invitation, and an opt-out link honoured from then on.
 */
const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let doctorId: string;
let clinicId: string;
let mailer: InvitationMailer;
beforeAll(async () => {
  const doctor = await makeDoctor(t);
  doctorId = doctor.id;
  // A clinic that invites by SMS first (the default order tries Zalo first: invitation-zalo.test.ts).
  clinicId = doctor.clinic_id!;
  await setInvitationChannels(t, clinicId, ['sms', 'email']);
  mailer = { signer: createInviteSigner(t.config.AUTH_SECRET!), publicUrl: t.config.PUBLIC_URL };
});

let n = 0;
/** A fresh number for each patient: 09 + 8 digits. */
const phone = () => `09${String(10_000_000 + (Date.now() % 80_000_000) + ++n).slice(-8)}`;
const e164 = (local: string) => `+84${local.slice(1)}`;
const today = () => new Date().toISOString().slice(0, 10);
const DAY_MS = 86_400_000;
const log = createLogger('silent');

/** Imports CSV lines as visits at the SMS-first clinic. */
async function importVisits(lines: string[], header = 'phone,visit_date,doctor_ids,language') {
  const csv = [`clinic_id,${header}`, ...lines.map((line) => `${clinicId},${line}`)].join('\n');
  const res = await t.api('POST /api/admin/visits/import', {
    cookie: admin.cookie,
    body: { csv, dry_run: false },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return res.json();
}

const smsTo = (local: string) =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, e164(local)), eq(mailOutbox.channel, 'sms')))
    .orderBy(mailOutbox.created_at);

/** The invitation state staff see on the visit, in the admin list searched by its phone. */
const invitationOf = async (local: string) => {
  const res = await t.api('GET /api/admin/visits', { query: { q: local }, cookie: admin.cookie });
  const { items } = await res.json();
  return items.map((v: { invitation: unknown }) => v.invitation);
};

const visitOf = async (local: string) =>
  (
    await t.database.db
      .select()
      .from(visits)
      .where(eq(visits.phone, e164(local)))
  )[0]!;

const shortPath = (text: string) => {
  const link = /https?:\/\/\S+\/r\/([\w-]{12})(?=\s|$)/.exec(text);
  expect(link, text).not.toBeNull();
  return new URL(link![0]).pathname;
};

describe('invitations by SMS', () => {
  it('sends a visit without an address one segment with a short link to its invitation', async () => {
    const vi = phone();
    const en = phone();
    const body = await importVisits([
      `${vi},${today()},${doctorId},`,
      `${en},${today()},${doctorId},en`,
    ]);
    expect(body).toMatchObject({ written: 2, invited: 2 });

    const [viSms] = await smsTo(vi);
    const [enSms] = await smsTo(en);
    expect(viSms?.text_body).toMatch(/moi ban danh gia bac si buoi kham \d+\/\d+: /);
    expect(enSms?.text_body).toMatch(/please rate your doctor, visit of \d+ \w{3}: /);
    for (const sms of [viSms!, enSms!]) {
      expect(fitsOneSegment(sms.text_body), sms.text_body).toBe(true);
      expect(sms.subject).toBe('');
    }

    // The short link opens the signed invitation, in the patient's language.
    const opened = await t.request('GET', shortPath(enSms!.text_body));
    expect(opened.status).toBe(302);
    expect(opened.headers.get('cache-control')).toBe('no-store');
    const invitation = new URL(opened.headers.get('location')!);
    expect(invitation.pathname).toBe('/feedback');
    expect(invitation.searchParams.get('lang')).toBe('en');
    const patient = await t.createUser();
    const claimed = await t.api('POST /api/visits/invite', {
      cookie: patient.cookie,
      body: { invite: invitation.searchParams.get('invite')! },
    });
    expect(claimed.status).toBe(200);
    expect((await claimed.json()).visit_id).toBe((await visitOf(en)).id);
    // The message is the patient's data: it is in their export, in words in the readable one.
    const exported = await t.api('GET /api/me/data-export', { cookie: patient.cookie });
    const data = await exported.json();
    // Whoever opened the link learns nothing of the number the clinic recorded.
    expect(JSON.stringify(data.messages)).not.toContain(e164(en).slice(3));
    expect(data.messages).toEqual([
      expect.objectContaining({ channel: 'sms', kind: 'invitation', to: maskPhone(e164(en)) }),
    ]);
    const readable = await t.api('GET /api/me/data-export.html', {
      query: { lang: 'en' },
      cookie: patient.cookie,
    });
    expect(await readable.text()).toContain('Invitation (SMS)');

    // A token that is not a visit's leads to the page where a visit is verified by hand.
    const unknown = await t.request('GET', '/r/AAAAAAAAAAAA');
    expect(unknown.headers.get('location')).toBe('/feedback');
  });

  it('sends through the gateway, records its id, and marks the receipt', async () => {
    const local = phone();
    await importVisits([`${local},${today()},${doctorId},`]);
    expect(await invitationOf(local)).toEqual([
      { state: 'queued', channel: 'sms', reminder: false },
    ]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-'));
    const unused: MailTransport = {
      send: () => Promise.reject(new Error('no e-mail expected')),
    } as unknown as MailTransport;
    expect(
      await drainOutbox(t.database.db, { email: unused, sms: devOutboxSms(dir, log) }, log, null),
    ).toBeGreaterThan(0);
    const written = fs
      .readdirSync(dir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    const mine = written.find((m) => m.to === e164(local));
    expect(mine.links).toHaveLength(2);
    const [sent] = await smsTo(local);
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.provider_message_id).toMatch(/^dev-/);
    expect((await invitationOf(local))[0].state).toBe('sent');
    await recordDeliveryReceipt(t.database.db, 'sms', {
      messageId: sent!.provider_message_id!,
      delivered: true,
    });
    expect((await smsTo(local))[0]?.delivered_at).not.toBeNull();
    expect((await invitationOf(local))[0].state).toBe('delivered');
  });

  it('honours the opt-out link: no reminder, and no invitation of a later visit', async () => {
    const local = phone();
    await importVisits([`${local},${today()},${doctorId},`]);
    const [sms] = await smsTo(local);
    const optOut = await t.request('GET', `${shortPath(sms!.text_body)}/x`);
    expect(optOut.status).toBe(302);
    const page = new URL(optOut.headers.get('location')!, t.config.PUBLIC_URL);
    expect(page.pathname).toBe('/api/mail/unsubscribe');
    // GET only asks; the page's button confirms.
    const asked = await t.request('GET', page.pathname + page.search);
    expect(await asked.text()).toContain('số điện thoại');
    const confirmed = await t.request('POST', page.pathname + page.search, {
      headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(200);

    // Three days on, the reminder pass sends nothing to that number; nor does a new visit.
    await t.database.db
      .update(visits)
      .set({ invited_at: new Date(Date.now() - 4 * DAY_MS) })
      .where(eq(visits.phone, e164(local)));
    await runInvitationMailPass(t.database.db, mailer);
    await importVisits([`${local},${today()},${doctorId},`]);
    expect(await smsTo(local)).toHaveLength(1);
    // Staff see why the new visit got nothing.
    expect((await invitationOf(local))[0]).toEqual({
      state: 'opted_out',
      channel: null,
      reminder: false,
    });
  });

  it('holds invitations through the quiet hours (21:00 to 08:00 in Vietnam), then sends them', async () => {
    const local = phone();
    await importVisits([`${local},${today()},${doctorId},`]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-quiet-'));
    const sms = devOutboxSms(dir, log);
    const unused = { send: () => Promise.resolve() } as unknown as MailTransport;
    // Tomorrow (days from now in UTC), at a time of day in UTC: always after the message's queuing.
    const at = (days: number, utc: string) =>
      new Date(`${new Date(Date.now() + days * DAY_MS).toISOString().slice(0, 10)}T${utc}Z`);
    // 22:30 and 07:59 in Vietnam (UTC+7): nothing to patients.
    await drainOutbox(
      t.database.db,
      { email: unused, sms },
      log,
      DEFAULT_QUIET_HOURS,
      at(1, '15:30:00'),
    );
    await drainOutbox(
      t.database.db,
      { email: unused, sms },
      log,
      DEFAULT_QUIET_HOURS,
      at(2, '00:59:00'),
    );
    expect((await smsTo(local))[0]?.sent_at).toBeNull();
    // 08:00: sent.
    await drainOutbox(
      t.database.db,
      { email: unused, sms },
      log,
      DEFAULT_QUIET_HOURS,
      at(2, '01:00:00'),
    );
    expect((await smsTo(local))[0]?.sent_at).not.toBeNull();
  });

  it('sends one number at most 3 messages a day, whatever the visits', async () => {
    const local = phone();
    await importVisits(Array.from({ length: 5 }, () => `${local},${today()},${doctorId},`));
    expect(await smsTo(local)).toHaveLength(3);
  });
});
