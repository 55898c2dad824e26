/**
 * Text messages to patients' phones. A transport sends one message and says the gateway's id of
 * it; delivery receipts arrive later, naming that id (see the outbox's recordReceipt).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '../lib/logger';

export interface SmsMessage {
  /** E.164, e.g. +84901234567. */
  to: string;
  text: string;
}

export interface SmsTransport {
  send(message: SmsMessage): Promise<{ messageId: string }>;
  close(): Promise<void>;
}

/** What a gateway's delivery receipt says about a message. */
export interface DeliveryReceipt {
  messageId: string;
  delivered: boolean;
}

/** The phone number as logs show it: the country code and the last three digits. */
export const maskPhone = (phone: string) =>
  phone.length > 6
    ? `${phone.slice(0, 3)}${'•'.repeat(phone.length - 6)}${phone.slice(-3)}`
    : '•••';

/**
 * Unconfigured, messages are written to `dir` (DATA_DIR/outbox/sms), one JSON file each, and
 * their links logged, as the dev mailbox does for e-mail.
 */
export function devOutboxSms(dir: string, log: Logger): SmsTransport {
  let sequence = 0;
  return {
    async send(message) {
      await fs.mkdir(dir, { recursive: true });
      const messageId = `dev-${Date.now()}-${++sequence}`;
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      await fs.writeFile(
        path.join(dir, `${messageId}.json`),
        `${JSON.stringify({ to: message.to, text: message.text, links }, null, 2)}\n`,
      );
      log.info({ to: maskPhone(message.to), links }, 'SMS written to the dev outbox');
      return { messageId };
    },
    async close() {},
  };
}
