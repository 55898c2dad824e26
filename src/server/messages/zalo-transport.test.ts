import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createLogger } from '../lib/logger';
import { readZaloReceipt, verifyZaloSignature } from './zalo-callback';
import {
  devOutboxZalo,
  memoryTokenStore,
  ZaloError,
  type ZaloOptions,
  type ZaloTokens,
  zaloTransport,
} from './zalo-transport';

/**
 * The ZNS adapter against a server started here that answers as Zalo's documented API does: the
 * token endpoint wants the app's secret key and trades a refresh token, once, for a new pair
 * (expires_in a string of seconds); the send endpoint wants a live access token (-124 otherwise)
 * and refuses some numbers and templates with ZNS error codes.
 */
const APP_ID = '1234567890';
const SECRET = 'app-secret';
const INITIAL_REFRESH = 'rt-initial';
/** Numbers and a template the fake Zalo refuses, and with what. */
const REFUSALS: Record<string, { error: number; message: string }> = {
  '84900000108': { error: -108, message: 'Phone number invalid' },
  '84900000118': { error: -118, message: 'Zalo account not existed' },
  '84900000144': { error: -144, message: 'OA has exceeded the daily quota' },
  unapproved: { error: -131, message: 'Template not approved' },
};

interface Sent {
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}
let server: http.Server;
let base = '';
let sequence = 0;
/** Refresh tokens not yet used, and access tokens Zalo accepts. */
let refreshTokens: Set<string>;
let accessTokens: Set<string>;
let refreshes: { headers: http.IncomingHttpHeaders; form: URLSearchParams }[];
let sendAttempts: Sent[];
/** Zalo revoking every access token, however fresh. */
let revokeAll = false;

const readBody = async (req: http.IncomingMessage) => {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
};
const answer = (res: http.ServerResponse, body: unknown) => {
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const text = await readBody(req);
    if (req.method === 'POST' && req.url === '/v4/oa/access_token') {
      const form = new URLSearchParams(text);
      refreshes.push({ headers: req.headers, form });
      // Slow enough for concurrent sends to overlap with the refresh.
      await new Promise((resolve) => setTimeout(resolve, 50));
      const token = form.get('refresh_token') ?? '';
      const valid =
        req.headers.secret_key === SECRET &&
        form.get('app_id') === APP_ID &&
        form.get('grant_type') === 'refresh_token' &&
        refreshTokens.delete(token);
      if (!valid) {
        answer(res, {
          error: -14014,
          error_name: 'Invalid refresh token',
          error_description: 'Refresh token is invalid',
        });
        return;
      }
      const n = ++sequence;
      accessTokens.add(`at-${n}`);
      refreshTokens.add(`rt-${n}`);
      answer(res, { access_token: `at-${n}`, refresh_token: `rt-${n}`, expires_in: '90000' });
      return;
    }
    if (req.method === 'POST' && req.url === '/message/template') {
      const body = JSON.parse(text) as Record<string, unknown>;
      sendAttempts.push({ headers: req.headers, body });
      if (revokeAll || !accessTokens.has(String(req.headers.access_token))) {
        answer(res, { error: -124, message: 'Access token invalid' });
        return;
      }
      const refusal = REFUSALS[String(body.phone)] ?? REFUSALS[String(body.template_id)];
      if (refusal) {
        answer(res, refusal);
        return;
      }
      answer(res, {
        error: 0,
        message: 'Success',
        data: {
          msg_id: `msg-${++sequence}`,
          sent_time: String(Date.now()),
          quota: { dailyQuota: '500', remainingQuota: '499' },
        },
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  refreshTokens = new Set([INITIAL_REFRESH]);
  accessTokens = new Set();
  refreshes = [];
  sendAttempts = [];
  revokeAll = false;
});

const log = createLogger('silent');
const HOUR = 3_600_000;
const message = {
  phone: '+84901234567',
  templateId: '231677',
  params: { customer_name: 'Nguyễn Văn An', review_link: 'https://clinic.test/r/abc' },
  trackingId: 'outbox-42',
};
const transportWith = (tokens: ZaloTokens | null, extra: Partial<ZaloOptions> = {}) => {
  const store = memoryTokenStore(tokens);
  const transport = zaloTransport({
    appId: APP_ID,
    secretKey: SECRET,
    refreshToken: INITIAL_REFRESH,
    apiBase: base,
    oauthBase: base,
    store,
    log,
    ...extra,
  });
  return { store, transport };
};
/** A pair the fake Zalo has issued and still accepts. */
const liveTokens = (expiresInMs = HOUR): ZaloTokens => {
  accessTokens.add('at-live');
  refreshTokens.add('rt-live');
  return {
    accessToken: 'at-live',
    refreshToken: 'rt-live',
    expiresAt: new Date(Date.now() + expiresInMs),
  };
};
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => expect.fail('the send should have been refused'),
    (err: unknown) => {
      expect(err).toBeInstanceOf(ZaloError);
      return err as ZaloError;
    },
  );

describe('Zalo ZNS transport', () => {
  it('sends the template to the number without its plus, with the stored access token', async () => {
    const { transport } = transportWith(liveTokens());
    const { messageId } = await transport.send(message);
    expect(messageId).toMatch(/^msg-\d+$/);
    expect(refreshes).toHaveLength(0);
    expect(sendAttempts).toHaveLength(1);
    const [sent] = sendAttempts;
    expect(sent?.headers.access_token).toBe('at-live');
    expect(sent?.headers['content-type']).toBe('application/json');
    expect(sent?.body).toEqual({
      phone: '84901234567',
      template_id: '231677',
      template_data: message.params,
      tracking_id: 'outbox-42',
    });
    await transport.close();
  });

  it('with an empty store, trades the configured refresh token and keeps the new pair', async () => {
    const { store, transport } = transportWith(null);
    const before = Date.now();
    await transport.send(message);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.headers.secret_key).toBe(SECRET);
    expect(refreshes[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(refreshes[0]?.form ?? [])).toEqual({
      refresh_token: INITIAL_REFRESH,
      app_id: APP_ID,
      grant_type: 'refresh_token',
    });
    const saved = await store.load();
    expect(saved?.accessToken).toBe(sendAttempts[0]?.headers.access_token);
    expect(saved?.refreshToken).toMatch(/^rt-\d+$/);
    // expires_in came as the string "90000" (seconds).
    expect(saved?.expiresAt.getTime()).toBeGreaterThanOrEqual(before + 90_000_000);
    expect(saved?.expiresAt.getTime()).toBeLessThanOrEqual(Date.now() + 90_000_000);
  });

  it('refreshes a token about to expire before sending with it', async () => {
    const { store, transport } = transportWith(liveTokens(2 * 60_000));
    await transport.send(message);
    expect(refreshes).toHaveLength(1);
    expect(refreshes[0]?.form.get('refresh_token')).toBe('rt-live');
    expect(sendAttempts).toHaveLength(1);
    expect(sendAttempts[0]?.headers.access_token).toBe((await store.load())?.accessToken);
    expect(sendAttempts[0]?.headers.access_token).not.toBe('at-live');
  });

  it('after -124, refreshes once and sends once more; the spent refresh token is refused after', async () => {
    refreshTokens.add('rt-old');
    const revoked = {
      accessToken: 'at-revoked',
      refreshToken: 'rt-old',
      expiresAt: new Date(Date.now() + HOUR),
    };
    const { store, transport } = transportWith(revoked);
    const { messageId } = await transport.send(message);
    expect(messageId).toMatch(/^msg-\d+$/);
    expect(refreshes).toHaveLength(1);
    expect(sendAttempts.map((s) => s.headers.access_token)).toEqual([
      'at-revoked',
      (await store.load())?.accessToken,
    ]);
    const saved = await store.load();
    expect(saved?.refreshToken).not.toBe('rt-old');

    // Another process still holding the old pair: Zalo will not take rt-old twice.
    const stale = transportWith({ ...revoked });
    const err = await refusal(stale.transport.send(message));
    expect(err.kind).toBe('token');
    expect(err.permanent).toBe(false);
    expect(refreshes).toHaveLength(2);
    expect(sendAttempts).toHaveLength(3);
  });

  it('gives up after one refresh when Zalo still refuses the token', async () => {
    revokeAll = true;
    const { transport } = transportWith(liveTokens());
    const err = await refusal(transport.send(message));
    expect(err).toMatchObject({ code: -124, kind: 'token', permanent: false });
    expect(refreshes).toHaveLength(1);
    expect(sendAttempts).toHaveLength(2);
  });

  it('an invalid phone number (-108) is permanent', async () => {
    const { transport } = transportWith(liveTokens());
    const err = await refusal(transport.send({ ...message, phone: '+84900000108' }));
    expect(err).toMatchObject({ code: -108, kind: 'invalid_phone', permanent: true });
    expect(err.message).not.toContain('84900000108');
    expect(refreshes).toHaveLength(0);
    expect(sendAttempts).toHaveLength(1);
  });

  it('a number with no Zalo account (-118) is permanent', async () => {
    const { transport } = transportWith(liveTokens());
    const err = await refusal(transport.send({ ...message, phone: '+84900000118' }));
    expect(err).toMatchObject({ code: -118, kind: 'not_zalo_user', permanent: true });
  });

  it('an exceeded quota (-144) is worth retrying later', async () => {
    const { transport } = transportWith(liveTokens());
    const err = await refusal(transport.send({ ...message, phone: '+84900000144' }));
    expect(err).toMatchObject({ code: -144, kind: 'quota', permanent: false });
  });

  it('a template not approved (-131) is permanent', async () => {
    const { transport } = transportWith(liveTokens());
    const err = await refusal(transport.send({ ...message, templateId: 'unapproved' }));
    expect(err).toMatchObject({ code: -131, kind: 'template', permanent: true });
  });

  it('concurrent sends share one refresh', async () => {
    const { store, transport } = transportWith(null);
    const results = await Promise.all(
      Array.from({ length: 5 }, (_, i) => transport.send({ ...message, trackingId: `t${i}` })),
    );
    expect(refreshes).toHaveLength(1);
    expect(new Set(results.map((r) => r.messageId)).size).toBe(5);
    const token = (await store.load())?.accessToken;
    expect(sendAttempts.every((s) => s.headers.access_token === token)).toBe(true);
  });
});

describe('Zalo dev outbox', () => {
  it('writes each message to a file and logs the masked number and the links', async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'zalo-outbox-'));
    const lines: string[] = [];
    const captured = pino(
      { level: 'info' },
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const transport = devOutboxZalo(path.join(dir, 'zalo'), captured);
    const { messageId } = await transport.send(message);
    const file = JSON.parse(await fs.readFile(path.join(dir, 'zalo', `${messageId}.json`), 'utf8'));
    expect(file).toEqual({
      to: '+84901234567',
      template_id: '231677',
      params: message.params,
      links: ['https://clinic.test/r/abc'],
    });
    expect(lines).toHaveLength(1);
    const logged = JSON.parse(lines[0] ?? '{}');
    expect(logged.links).toEqual(['https://clinic.test/r/abc']);
    expect(logged.to).toMatch(/^\+84•+567$/);
    expect(lines[0]).not.toContain('901234567');
    await fs.rm(dir, { recursive: true });
  });
});

describe('Zalo delivery callbacks', () => {
  const OA_SECRET = 'oa-secret';
  const receipt = {
    app_id: APP_ID,
    event_name: 'user_received_message',
    sender: { id: '579745863508352884' },
    recipient: { id: '84901234567' },
    message: { msg_id: 'msg-7', tracking_id: 'outbox-42', delivery_time: '1718000400000' },
    timestamp: '1718000500000',
  };
  const raw = JSON.stringify(receipt);
  const mac = (body: string, secret = OA_SECRET) =>
    createHash('sha256').update(`${APP_ID}${body}1718000500000${secret}`).digest('hex');

  it('accepts the mac Zalo computes, and refuses a changed body or a wrong mac', () => {
    expect(verifyZaloSignature(raw, `mac=${mac(raw)}`, APP_ID, OA_SECRET)).toBe(true);
    const changed = raw.replace('msg-7', 'msg-8');
    expect(verifyZaloSignature(changed, `mac=${mac(raw)}`, APP_ID, OA_SECRET)).toBe(false);
    expect(verifyZaloSignature(raw, `mac=${mac(raw, 'other-secret')}`, APP_ID, OA_SECRET)).toBe(
      false,
    );
    const right = mac(raw);
    const flipped = `${right.slice(0, -1)}${right.endsWith('0') ? '1' : '0'}`;
    expect(verifyZaloSignature(raw, `mac=${flipped}`, APP_ID, OA_SECRET)).toBe(false);
    expect(verifyZaloSignature(raw, undefined, APP_ID, OA_SECRET)).toBe(false);
    expect(verifyZaloSignature(raw, 'mac=nothex', APP_ID, OA_SECRET)).toBe(false);
    expect(verifyZaloSignature('not json', `mac=${mac('not json')}`, APP_ID, OA_SECRET)).toBe(
      false,
    );
  });

  it('reads the message a ZNS receipt names, and nothing from other bodies', () => {
    expect(readZaloReceipt(receipt)).toEqual({
      messageId: 'msg-7',
      trackingId: 'outbox-42',
      delivered: true,
    });
    const { tracking_id: _, ...untracked } = receipt.message;
    expect(readZaloReceipt({ ...receipt, message: untracked })).toEqual({
      messageId: 'msg-7',
      delivered: true,
    });
    // The OA's chat receipt: same event name, no delivery_time.
    expect(readZaloReceipt({ ...receipt, message: { msg_id: 'msg-7' } })).toBeNull();
    expect(readZaloReceipt({ ...receipt, event_name: 'user_seen_message' })).toBeNull();
    expect(readZaloReceipt({ ...receipt, message: { ...receipt.message, msg_id: '' } })).toBeNull();
    expect(readZaloReceipt(null)).toBeNull();
    expect(readZaloReceipt('user_received_message')).toBeNull();
    expect(readZaloReceipt({})).toBeNull();
  });
});
