/**
 * Where e-mail goes: SMTP when SMTP_URL is set; otherwise each message is written as an .eml
 * file under DATA_DIR/mail (and its links logged), so verification and reset work locally.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../lib/logger';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  /** Extra headers, e.g. List-Unsubscribe. */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  send(message: MailMessage): Promise<void>;
}

export function createTransport(options: {
  smtpUrl?: string;
  from: string;
  mailDir: string;
  log: Logger;
}): MailTransport {
  const { smtpUrl, from, mailDir, log } = options;
  const envelope = (m: MailMessage) => ({
    from,
    to: m.to,
    subject: m.subject,
    text: m.text,
    html: m.html ?? undefined,
    headers: m.headers ?? undefined,
  });
  if (smtpUrl) {
    // Pooled: the worker sends one message after another, so one kept connection saves a TCP
    // (and TLS) handshake and a greeting per message.
    const url = new URL(smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true');
    const smtp = nodemailer.createTransport(url.toString());
    return {
      send: async (m) => {
        await smtp.sendMail(envelope(m));
      },
    };
  }
  const stream = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    send: async (m) => {
      const info = await stream.sendMail(envelope(m));
      await fs.mkdir(mailDir, { recursive: true });
      const file = path.join(
        mailDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${crypto.randomUUID().slice(0, 8)}.eml`,
      );
      await fs.writeFile(file, info.message as Buffer);
      const links = m.text.match(/https?:\/\/\S+/g) ?? [];
      log.info({ to: m.to, subject: m.subject, file, links }, 'mail written to the dev mailbox');
    },
  };
}
