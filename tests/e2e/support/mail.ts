/**
 * The messages the product wrote to its dev outbox (DATA_DIR/mail, one .eml file per message,
 * as the server writes them without SMTP): what a person would find in their mailbox.
 */
import fs from 'node:fs';
import path from 'node:path';

/** A quoted-printable body as text: soft line breaks joined, =XX bytes decoded as UTF-8. */
function decodeQuotedPrintable(body: string): string {
  const joined = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined[i] === '=' ? joined.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(Number.parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text of every message sent to `address`, oldest first. */
export function mailTo(dataDir: string, address: string): string[] {
  const dir = path.join(dataDir, 'mail');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => fs.readFileSync(path.join(dir, name), 'utf8'))
    .filter((eml) => new RegExp(`^To: ${address.replace(/[.+]/g, '\\$&')}$`, 'mi').test(eml))
    .map((eml) => {
      const split = eml.indexOf('\n\n');
      const head = eml.slice(0, split);
      const body = eml.slice(split + 2);
      return /quoted-printable/i.test(head) ? decodeQuotedPrintable(body) : body;
    });
}

/** The first link in the newest message to `address` whose path starts with `pathPrefix`. */
export function linkInMail(dataDir: string, address: string, pathPrefix: string): URL | null {
  for (const text of mailTo(dataDir, address).reverse()) {
    for (const found of text.match(/https?:\/\/\S+/g) ?? []) {
      const url = new URL(found);
      if (url.pathname.startsWith(pathPrefix)) return url;
    }
  }
  return null;
}

/** An SMS the server wrote to its dev outbox (DATA_DIR/outbox/sms, one JSON file each). */
export interface OutboxSms {
  to: string;
  text: string;
  links: string[];
}

/** A Zalo template message the server wrote to its dev outbox (DATA_DIR/outbox/zalo). */
export interface OutboxZalo {
  to: string;
  template_id: string;
  params: Record<string, string>;
  links: string[];
}

/** The messages of one dev outbox channel sent to `phone` (E.164), oldest first. */
function outboxTo<M extends { to: string }>(dataDir: string, channel: string, phone: string): M[] {
  const dir = path.join(dataDir, 'outbox', channel);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .sort()
    .map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as M)
    .filter((message) => message.to === phone);
}

/** The SMS sent to `phone` (E.164), oldest first. */
export const smsTo = (dataDir: string, phone: string) => outboxTo<OutboxSms>(dataDir, 'sms', phone);

/** The Zalo messages sent to `phone` (E.164), oldest first. */
export const zaloTo = (dataDir: string, phone: string) =>
  outboxTo<OutboxZalo>(dataDir, 'zalo', phone);
