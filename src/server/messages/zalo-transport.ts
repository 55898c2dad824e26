/**
 * Zalo ZNS (Zalo Notification Service): a template approved by Zalo, filled with parameters, sent
 * to a phone number through the Official Account's business Open API. Delivery receipts come back
 * later through the OA webhook (see zalo-callback.ts), naming the msg_id the send answered with.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import type { Logger } from '../lib/logger';
import { maskPhone } from './sms';

export interface ZaloMessage {
  /** E.164, e.g. +84901234567. */
  phone: string;
  templateId: string;
  params: Record<string, string>;
  /** Ours; Zalo hands it back in the delivery receipt. */
  trackingId: string;
}

export interface ZaloTransport {
  send(message: ZaloMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

export interface ZaloTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
}

/**
 * Where the OA tokens live. A refresh token works once and each refresh returns the next one, so
 * the newest pair must survive restarts and be what every server process reads.
 */
export interface ZaloTokenStore {
  load(): Promise<ZaloTokens | null>;
  save(tokens: ZaloTokens): Promise<void>;
}

export type ZaloErrorKind =
  | 'invalid_phone'
  | 'not_zalo_user'
  | 'quota'
  | 'template'
  | 'token'
  | 'other';

/**
 * ZNS error codes by what the sender should do about them (zalo.cloud/zns/guidelines/handle-error-code).
 * Permanent: this message will never reach this number, however often it is retried; the next
 * channel should take over. Codes not listed are 'other' and worth retrying.
 */
const ZNS_ERRORS: Record<string, { kind: ZaloErrorKind; permanent: boolean }> = {
  '-108': { kind: 'invalid_phone', permanent: true }, // Phone number invalid
  '-118': { kind: 'not_zalo_user', permanent: true }, // Zalo account not existed
  '-119': { kind: 'not_zalo_user', permanent: true }, // Account can not receive ZNS
  '-124': { kind: 'token', permanent: false }, // Access token invalid: refresh, then send again
  '-115': { kind: 'quota', permanent: false }, // Out of quota (ZNS balance)
  '-144': { kind: 'quota', permanent: false }, // OA has exceeded its daily quota
  '-109': { kind: 'template', permanent: true }, // Template ID invalid
  '-111': { kind: 'template', permanent: true }, // Template data empty
  '-112': { kind: 'template', permanent: true }, // Template data invalid
  '-113': { kind: 'template', permanent: true }, // Button invalid
  '-117': { kind: 'template', permanent: true }, // OA or app may not use this template
  '-131': { kind: 'template', permanent: true }, // Template not approved
  '-132': { kind: 'template', permanent: true }, // Parameter invalid
};

const TOKEN_EXPIRED = -124;

export class ZaloError extends Error {
  readonly code: number;
  readonly kind: ZaloErrorKind;
  readonly permanent: boolean;

  /** `kind` only for failures that are not a ZNS send's answer (the token endpoint's, HTTP's). */
  constructor(code: number, message: string, kind?: ZaloErrorKind) {
    super(message);
    this.name = 'ZaloError';
    this.code = code;
    const known = ZNS_ERRORS[String(code)];
    this.kind = kind ?? known?.kind ?? 'other';
    this.permanent = kind ? false : (known?.permanent ?? false);
  }
}

export interface ZaloOptions {
  appId: string;
  /** The app's secret key (Zalo for Developers), which the token endpoint asks for. */
  secretKey: string;
  /** The OA's refresh token, used only while the store holds none. */
  refreshToken: string;
  /** Each message names its own template. */
  templateId?: never;
  apiBase?: string;
  oauthBase?: string;
  store: ZaloTokenStore;
  log: Logger;
  fetch?: typeof fetch;
}

/** An access token this close to expiry is refreshed before use rather than failing mid-send. */
const REFRESH_MARGIN_MS = 5 * 60_000;

const sendAnswer = z.object({
  error: z.coerce.number(),
  message: z.string().optional(),
  data: z.object({ msg_id: z.coerce.string() }).nullish(),
});
const tokenAnswer = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  // Seconds; Zalo sends it as a string.
  expires_in: z.coerce.number().positive(),
});
const tokenRefusal = z.object({
  error: z.coerce.number().optional(),
  error_name: z.string().optional(),
  error_description: z.string().optional(),
});

/** The body as JSON; anything else (a proxy's error page) is a failure worth retrying. */
async function readJson(response: Response, what: string): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    throw new ZaloError(response.status, `${what}: HTTP ${response.status}, not JSON`, 'other');
  }
}

export function zaloTransport(options: ZaloOptions): ZaloTransport {
  const http = options.fetch ?? fetch;
  const apiBase = (options.apiBase ?? 'https://business.openapi.zalo.me').replace(/\/$/, '');
  const oauthBase = (options.oauthBase ?? 'https://oauth.zaloapp.com').replace(/\/$/, '');
  let refreshing: Promise<ZaloTokens> | undefined;

  const usable = (tokens: ZaloTokens | null, rejected?: string) =>
    tokens !== null &&
    tokens.accessToken !== rejected &&
    tokens.expiresAt.getTime() - Date.now() > REFRESH_MARGIN_MS;

  async function requestTokens(refreshToken: string): Promise<ZaloTokens> {
    const response = await http(`${oauthBase}/v4/oa/access_token`, {
      method: 'POST',
      headers: {
        secret_key: options.secretKey,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({
        refresh_token: refreshToken,
        app_id: options.appId,
        grant_type: 'refresh_token',
      }),
    });
    const body = await readJson(response, 'Zalo token refresh');
    const tokens = tokenAnswer.safeParse(body);
    if (!tokens.success) {
      // Not permanent for the message: the OA must be authorised again, then everything can go.
      const refusal = tokenRefusal.safeParse(body).data;
      const reason = refusal?.error_description ?? refusal?.error_name ?? 'no tokens in the answer';
      throw new ZaloError(
        refusal?.error ?? response.status,
        `Zalo refused the refresh token: ${reason}`,
        'token',
      );
    }
    return {
      accessToken: tokens.data.access_token,
      refreshToken: tokens.data.refresh_token,
      expiresAt: new Date(Date.now() + tokens.data.expires_in * 1000),
    };
  }

  async function refresh(rejected?: string): Promise<ZaloTokens> {
    // Read again: another process may have refreshed since, and the old refresh token is spent.
    const stored = await options.store.load();
    if (stored && usable(stored, rejected)) return stored;
    const tokens = await requestTokens(stored?.refreshToken ?? options.refreshToken);
    await options.store.save(tokens);
    options.log.info({ expiresAt: tokens.expiresAt }, 'Zalo OA access token refreshed');
    return tokens;
  }

  /** A usable access token; concurrent sends share one refresh, since a refresh token works once. */
  async function accessToken(rejected?: string): Promise<string> {
    const stored = refreshing ? null : await options.store.load();
    if (stored && usable(stored, rejected)) return stored.accessToken;
    refreshing ??= refresh(rejected).finally(() => {
      refreshing = undefined;
    });
    return (await refreshing).accessToken;
  }

  async function post(message: ZaloMessage, token: string) {
    const response = await http(`${apiBase}/message/template`, {
      method: 'POST',
      headers: { access_token: token, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        phone: message.phone.replace(/^\+/, ''),
        template_id: message.templateId,
        template_data: message.params,
        tracking_id: message.trackingId,
      }),
    });
    const answer = sendAnswer.safeParse(await readJson(response, 'Zalo ZNS send'));
    if (!answer.success)
      throw new ZaloError(
        response.status,
        `Zalo ZNS send: unexpected answer (HTTP ${response.status})`,
        'other',
      );
    return answer.data;
  }

  return {
    async send(message) {
      let token = await accessToken();
      let answer = await post(message, token);
      if (answer.error === TOKEN_EXPIRED) {
        // Revoked or expired early: one refresh and one more try, never a loop.
        options.log.warn('Zalo refused the access token; refreshing it once');
        token = await accessToken(token);
        answer = await post(message, token);
      }
      if (answer.error === 0 && answer.data?.msg_id) return { messageId: answer.data.msg_id };
      throw new ZaloError(
        answer.error,
        `Zalo refused the message to ${maskPhone(message.phone)} (error ${answer.error}: ${answer.message ?? 'no message'})`,
      );
    },
    async close() {
      // A refresh under way carries the only valid refresh token: let it reach the store.
      await refreshing?.catch(() => undefined);
    },
  };
}

/** Tokens kept in memory, for tests and development. */
export function memoryTokenStore(initial: ZaloTokens | null = null): ZaloTokenStore {
  let tokens = initial;
  return {
    async load() {
      return tokens && { ...tokens };
    },
    async save(next) {
      tokens = { ...next };
    },
  };
}

/**
 * Unconfigured, messages are written to `dir` (DATA_DIR/outbox/zalo), one JSON file each, and
 * their links logged, as the dev mailbox does for e-mail.
 */
export function devOutboxZalo(dir: string, log: Logger): ZaloTransport {
  let sequence = 0;
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const messageId = `dev-${Date.now()}-${++sequence}`;
      const links = Object.values(message.params).filter((value) => /^https?:\/\/\S+$/.test(value));
      const file = {
        to: message.phone,
        template_id: message.templateId,
        params: message.params,
        links,
      };
      await fs.writeFile(path.join(dir, `${messageId}.json`), `${JSON.stringify(file, null, 2)}\n`);
      log.info({ to: maskPhone(message.phone), links }, 'Zalo message written to the dev outbox');
      return { messageId };
    },
    async close() {},
  };
}
