import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema';
import { createLogger } from '../../lib/logger';
import { drainOutbox, type OutboxSenders } from '../../mail/outbox';
import type { MailTransport } from '../../mail/transport';
import { devOutboxSms, maskPhone } from '../../messages/sms';
import { devOutboxZalo, memoryTokenStore, zaloTransport } from '../../messages/zalo-transport';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, setInvitationChannels } from '../../test/fixtures';
import { handOverUndeliverable, type InvitationMailer } from './emails';
import { createInviteSigner } from './token';

/**
 * Invitations by Zalo ZNS, the first channel of the default order: a template message with the
 * visit's short link, sent through Zalo's API (a server started here that answers as Zalo's
 * documented API does); a phone Zalo cannot reach hands the visit over to SMS; Zalo's signed
 * delivery receipts mark the message delivered.
 */
const APP_ID = '1234567890';
const OA_SECRET = 'oa-secret-key-for-tests';
const t = testAppForFile({
  ZALO_APP_ID: APP_ID,
  ZALO_SECRET_KEY: 'app-secret-key',
  ZALO_REFRESH_TOKEN: 'refresh-token-initial',
  ZALO_OA_SECRET_KEY: OA_SECRET,
  ZALO_TEMPLATE_INVITATION: '301001',
  ZALO_TEMPLATE_REMINDER: '301002',
});
const admin = testUserForFile(t, { role: 'admin' });
const log = createLogger('silent');
let doctorId: string;
let clinicId: string;
let mailer: InvitationMailer;

/** Zalo's send endpoint: a live token is required; numbers ending 118 have no Zalo account. */
let zalo: http.Server;
let zaloUrl = '';
const sentToZalo: Record<string, unknown>[] = [];
let msgSequence = 0;

beforeAll(async () => {
  const doctor = await makeDoctor(t);
  doctorId = doctor.id;
  clinicId = doctor.clinic_id!;
  mailer = { signer: createInviteSigner(t.config.AUTH_SECRET!), publicUrl: t.config.PUBLIC_URL };
  zalo = http.createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const body = JSON.parse(text) as Record<string, unknown>;
    sentToZalo.push(body);
    const answer =
      req.headers.access_token !== 'live-token'
        ? { error: -124, message: 'Access token invalid' }
        : String(body.phone).endsWith('118')
          ? { error: -118, message: 'Zalo account not existed' }
          : { error: 0, message: 'Success', data: { msg_id: `zns-${++msgSequence}` } };
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => zalo.listen(0, '127.0.0.1', resolve));
  zaloUrl = `http://127.0.0.1:${(zalo.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => zalo.close(() => resolve())));

let n = 0;
const phone = (ending = '') =>
  `09${String(10_000_000 + (Date.now() % 80_000_000) + ++n).slice(-8 + ending.length)}${ending}`;
const e164 = (local: string) => `+84${local.slice(1)}`;
const today = () => new Date().toISOString().slice(0, 10);

async function importVisits(lines: string[]) {
  const csv = ['clinic_id,phone,visit_date,doctor_ids,email,language', ...lines].join('\n');
  const res = await t.api('POST /api/admin/visits/import', {
    cookie: admin.cookie,
    body: { csv, dry_run: false },
  });
  expect(res.status, await res.clone().text()).toBe(200);
}

const messagesTo = (local: string, channel: 'zalo' | 'sms') =>
  t.database.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to_address, e164(local)), eq(mailOutbox.channel, channel)));

const unusedMail = {
  send: () => Promise.reject(new Error('no e-mail expected')),
} as unknown as MailTransport;

/** The outbox's Zalo sender through the real adapter, against the local Zalo. */
function realZalo() {
  const transport = zaloTransport({
    appId: APP_ID,
    secretKey: 'app-secret-key',
    refreshToken: 'unused',
    apiBase: zaloUrl,
    oauthBase: zaloUrl,
    store: memoryTokenStore({
      accessToken: 'live-token',
      refreshToken: 'next',
      expiresAt: new Date(Date.now() + 3_600_000),
    }),
    log,
  });
  const templates: Record<string, string> = { invitation: '301001', reminder: '301002' };
  return {
    send: (
      m: { phone: string; template: string; params: Record<string, string> } & {
        trackingId: string;
      },
    ) =>
      transport.send({
        phone: m.phone,
        templateId: templates[m.template]!,
        params: m.params,
        trackingId: m.trackingId,
      }),
  };
}

const signed = (body: string, secret = OA_SECRET) => {
  const { timestamp } = JSON.parse(body) as { timestamp: string };
  return `mac=${createHash('sha256').update(`${APP_ID}${body}${timestamp}${secret}`).digest('hex')}`;
};

describe('invitations by Zalo', () => {
  it('tries Zalo first by default, even for a visit with an e-mail address, with a template message', async () => {
    const local = phone();
    await importVisits([`${clinicId},${local},${today()},${doctorId},someone@example.com,en`]);
    const [message] = await messagesTo(local, 'zalo');
    expect(message).toMatchObject({ subject: 'invitation', purpose: 'invitation' });
    expect(message!.template_data).toEqual({
      clinic_name: expect.stringContaining('Phòng khám'),
      visit_date: expect.stringMatching(/^\d{2}\/\d{2}\/\d{4}$/),
      review_link: expect.stringMatching(/\/r\/[\w-]{12}$/),
      opt_out_link: expect.stringMatching(/\/r\/[\w-]{12}\/x$/),
    });
    // The review link opens the signed invitation in the patient's language.
    const opened = await t.request('GET', new URL(message!.template_data!.review_link!).pathname);
    expect(opened.status).toBe(302);
    const invitation = new URL(opened.headers.get('location')!);
    expect(invitation.searchParams.get('lang')).toBe('en');
    // The patient who claims the visit finds the message in their export, the number masked.
    const patient = await t.createUser();
    const claimed = await t.api('POST /api/visits/invite', {
      cookie: patient.cookie,
      body: { invite: invitation.searchParams.get('invite')! },
    });
    expect(claimed.status).toBe(200);
    const exported = await (
      await t.api('GET /api/me/data-export', { cookie: patient.cookie })
    ).json();
    expect(exported.messages).toEqual([
      expect.objectContaining({ channel: 'zalo', kind: 'invitation', to: maskPhone(e164(local)) }),
    ]);

    // Unconfigured, Zalo messages are written to the dev outbox, one JSON file each.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zalo-'));
    const dev = devOutboxZalo(dir, log);
    const senders: OutboxSenders = {
      email: unusedMail,
      zalo: {
        send: (m) =>
          dev.send({
            phone: m.phone,
            templateId: m.template,
            params: m.params,
            trackingId: m.trackingId,
          }),
      },
    };
    await drainOutbox(t.database.db, senders, log, null);
    const written = fs
      .readdirSync(dir)
      .map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')));
    const mine = written.find((m) => m.to === e164(local));
    expect(mine).toMatchObject({ template_id: 'invitation' });
    expect(mine.links).toEqual([
      message!.template_data!.review_link,
      message!.template_data!.opt_out_link,
    ]);
  });

  it('sends through Zalo, and a delivery receipt signed by Zalo marks it delivered', async () => {
    const local = phone();
    await importVisits([`${clinicId},${local},${today()},${doctorId},,vi`]);
    await drainOutbox(t.database.db, { email: unusedMail, zalo: realZalo() }, log, null);
    const [sent] = await messagesTo(local, 'zalo');
    expect(sent?.sent_at).not.toBeNull();
    expect(sent?.provider_message_id).toMatch(/^zns-\d+$/);
    const asSent = sentToZalo.find((b) => b.phone === e164(local).slice(1));
    expect(asSent).toMatchObject({ template_id: '301001', tracking_id: sent!.id });

    const receipt = JSON.stringify({
      app_id: APP_ID,
      event_name: 'user_received_message',
      timestamp: String(Date.now()),
      message: {
        msg_id: sent!.provider_message_id,
        tracking_id: sent!.id,
        delivery_time: String(Date.now()),
      },
    });
    const post = (signature: string, body = receipt) =>
      t.request('POST', '/api/webhooks/zalo', {
        headers: {
          'x-zevent-signature': signature,
          'content-type': 'application/json',
          origin: '',
        },
        body,
      });
    // A forged receipt, or one signed with another key, changes nothing.
    expect((await post(signed(receipt, 'wrong-secret-key'))).status).toBe(401);
    expect((await post(signed(receipt), receipt.replace('zns-', 'zzz-'))).status).toBe(401);
    expect((await messagesTo(local, 'zalo'))[0]?.delivered_at).toBeNull();
    const accepted = await post(signed(receipt));
    expect(accepted.status).toBe(200);
    expect(await accepted.json()).toEqual({ received: true });
    expect((await messagesTo(local, 'zalo'))[0]?.delivered_at).not.toBeNull();
    const res = await t.api('GET /api/admin/visits', { query: { q: local }, cookie: admin.cookie });
    expect((await res.json()).items[0].invitation).toEqual({
      state: 'delivered',
      channel: 'zalo',
      reminder: false,
    });
  });

  it('hands a phone Zalo cannot reach over to the next channel, SMS', async () => {
    const local = phone('118');
    await importVisits([`${clinicId},${local},${today()},${doctorId},,vi`]);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'zalo-sms-'));
    const senders: OutboxSenders = {
      email: unusedMail,
      zalo: realZalo(),
      sms: devOutboxSms(dir, log),
      onUndeliverable: (row) => handOverUndeliverable(t.database.db, mailer, row).then(() => {}),
    };
    await drainOutbox(t.database.db, senders, log, null);
    const [refused] = await messagesTo(local, 'zalo');
    // Given up at once: no retry can make Zalo reach a phone without an account.
    expect(refused).toMatchObject({ sent_at: null, attempts: 8 });
    expect(refused!.last_error).toMatch(/Zalo account not existed/);
    const [sms] = await messagesTo(local, 'sms');
    expect(sms).toMatchObject({ purpose: 'invitation' });
    expect(sms!.text_body).toMatch(/moi ban danh gia bac si/);
    // Its short link is the one the Zalo message carried: one link per visit.
    expect(sms!.text_body).toContain(refused!.template_data!.review_link);
    await drainOutbox(t.database.db, senders, log, null);
    expect((await messagesTo(local, 'sms'))[0]?.sent_at).not.toBeNull();
  });

  it('follows the clinic’s own order, and refuses an order naming a channel twice', async () => {
    const set = (invitation_channels: unknown) =>
      t
        .request('GET', `/api/admin/clinics/${clinicId}`, { cookie: admin.cookie })
        .then(async (res) => {
          const clinic = await res.json();
          const { id, image_url, doctor_count, created_at, updated_at, ...details } = clinic;
          return t.api('PUT /api/admin/clinics/:id', {
            params: { id: clinicId },
            cookie: admin.cookie,
            body: { ...details, invitation_channels },
          });
        });
    const repeated = await set(['sms', 'sms']);
    expect(repeated.status).toBe(400);
    expect(JSON.stringify(await repeated.json())).toContain('validation.clinic.channelRepeated');
    const updated = await set(['email', 'sms']);
    expect(updated.status).toBe(200);
    expect((await updated.json()).invitation_channels).toEqual(['email', 'sms']);
    // The public never see a clinic's invitation settings.
    const pub = await (await t.api('GET /api/clinics/:id', { params: { id: clinicId } })).json();
    expect(pub).not.toHaveProperty('invitation_channels');

    const withEmail = phone();
    const withoutEmail = phone();
    await importVisits([
      `${clinicId},${withEmail},${today()},${doctorId},order@example.com,vi`,
      `${clinicId},${withoutEmail},${today()},${doctorId},,vi`,
    ]);
    const [mail] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to_address, 'order@example.com'));
    expect(mail?.channel).toBe('email');
    expect(await messagesTo(withoutEmail, 'sms')).toHaveLength(1);
    expect(await messagesTo(withoutEmail, 'zalo')).toHaveLength(0);
    await setInvitationChannels(t, clinicId, ['zalo', 'sms', 'email']);
  });

  it('honours an opt-out from a Zalo message on every channel, e-mail included', async () => {
    const local = phone();
    await importVisits([`${clinicId},${local},${today()},${doctorId},,vi`]);
    const [zaloMessage] = await messagesTo(local, 'zalo');
    const optOut = await t.request(
      'GET',
      new URL(zaloMessage!.template_data!.opt_out_link!).pathname,
    );
    expect(optOut.status).toBe(302);
    const page = new URL(optOut.headers.get('location')!, t.config.PUBLIC_URL);
    const confirmed = await t.request('POST', page.pathname + page.search, {
      headers: { origin: '', 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    expect(confirmed.status).toBe(200);

    // A later visit of the same phone, now with an e-mail address, at a clinic that invites by
    // e-mail first: nothing is sent, on any channel.
    await setInvitationChannels(t, clinicId, ['email', 'sms', 'zalo']);
    try {
      await importVisits([`${clinicId},${local},${today()},${doctorId},later@example.com,vi`]);
      const toAddress = await t.database.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to_address, 'later@example.com'));
      expect(toAddress).toHaveLength(0);
      expect(await messagesTo(local, 'zalo')).toHaveLength(1);
      expect(await messagesTo(local, 'sms')).toHaveLength(0);
    } finally {
      await setInvitationChannels(t, clinicId, ['zalo', 'sms', 'email']);
    }
  });
});
