/**
 * Message outbox (e-mail, and SMS and Zalo template messages to patients' phones): requests only insert a row (in their own
 * transaction); a worker in the server process sends due messages with exponential back-off, so
 * a failure never fails the request that caused it and nothing is lost when the process restarts.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { isPhoneAccountEmail } from '../../shared/auth';
import type { Db, DbOrTx } from '../db/client';
import { mailOutbox } from '../db/schema';
import type { Logger } from '../lib/logger';
import { startPeriodicJob } from '../lib/periodic-job';
import { DEFAULT_QUIET_HOURS, isQuietHour, type QuietHours } from '../messages/quiet-hours';
import { type DeliveryReceipt, maskPhone, type SmsTransport } from '../messages/sms';
import type { MailMessage, MailTransport } from './transport';

/** A template message to a phone (Zalo ZNS): the template's name, as queued, and its values. */
export interface TemplateMessage {
  phone: string;
  template: string;
  params: Record<string, string>;
  /** Our id of the message, echoed by the provider's delivery callbacks. */
  trackingId: string;
}

export interface TemplateSender {
  send(message: TemplateMessage): Promise<{ messageId: string }>;
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How the outbox reaches each channel. A channel without a sender waits for an instance with one. */
export interface OutboxSenders {
  email: MailTransport;
  sms?: SmsTransport;
  zalo?: TemplateSender;
  /**
   * Called after a message failed for good (a number Zalo does not know, a template the provider
   * refused): the invitations hand the visit over to its next channel.
   */
  onUndeliverable?: (row: OutboxRow) => Promise<void>;
}

/** A failure no retry can fix; the provider said so. */
const isPermanent = (err: unknown) =>
  Boolean(err && typeof err === 'object' && (err as { permanent?: unknown }).permanent === true);

export const MAX_MAIL_ATTEMPTS = 8;
const BATCH = 20;

export async function enqueueMail(db: DbOrTx, m: MailMessage) {
  // An account made by phone sign-in has no mailbox: its placeholder address gets nothing.
  if (isPhoneAccountEmail(m.to)) return;
  await db.insert(mailOutbox).values({
    to_address: m.to,
    subject: m.subject,
    text_body: m.text,
    html_body: m.html ?? null,
    headers: m.headers ?? null,
  });
}

async function send(senders: OutboxSenders, m: OutboxRow): Promise<string | null> {
  if (m.channel === 'sms' && senders.sms)
    return (await senders.sms.send({ to: m.to_address, text: m.text_body })).messageId;
  if (m.channel === 'zalo' && senders.zalo)
    return (
      await senders.zalo.send({
        phone: m.to_address,
        template: m.subject,
        params: m.template_data ?? {},
        trackingId: m.id,
      })
    ).messageId;
  await senders.email.send({
    to: m.to_address,
    subject: m.subject,
    text: m.text_body,
    html: m.html_body,
    ...(m.headers ? { headers: m.headers } : {}),
  });
  return null;
}

/**
 * Sends what is due; returns how many were sent. Safe to run on several instances at once. SMS
 * and Zalo messages wait for an instance that has their sender; invitations and reminders wait
 * out the quiet hours.
 */
export async function drainOutbox(
  db: Db,
  senders: OutboxSenders,
  log: Logger,
  quiet: QuietHours | null = DEFAULT_QUIET_HOURS,
  now = new Date(),
): Promise<number> {
  const channels: OutboxRow['channel'][] = ['email'];
  if (senders.sms) channels.push('sms');
  if (senders.zalo) channels.push('zalo');
  const toPatients = isQuietHour(now, quiet) ? isNull(mailOutbox.purpose) : undefined;
  let sent = 0;
  for (;;) {
    // Claim a batch by pushing its next attempt forward, so another instance skips it.
    const claimed = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(mailOutbox)
        .where(
          and(
            isNull(mailOutbox.sent_at),
            inArray(mailOutbox.channel, channels),
            toPatients,
            lte(mailOutbox.next_attempt_at, now),
            lte(mailOutbox.attempts, MAX_MAIL_ATTEMPTS - 1),
          ),
        )
        .orderBy(asc(mailOutbox.next_attempt_at))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      for (const m of due) {
        await tx
          .update(mailOutbox)
          .set({ next_attempt_at: sql`now() + interval '5 minutes'` })
          .where(eq(mailOutbox.id, m.id));
      }
      return due;
    });
    if (claimed.length === 0) return sent;
    for (const m of claimed) {
      try {
        const providerId = await send(senders, m);
        await db
          .update(mailOutbox)
          .set({
            sent_at: new Date(),
            attempts: m.attempts + 1,
            last_error: null,
            provider_message_id: providerId,
          })
          .where(eq(mailOutbox.id, m.id));
        sent += 1;
      } catch (err) {
        const permanent = isPermanent(err);
        const attempts = permanent ? MAX_MAIL_ATTEMPTS : m.attempts + 1;
        const backoffS = Math.min(3600, 2 ** attempts * 5);
        log.warn(
          {
            to: m.channel === 'email' ? m.to_address : maskPhone(m.to_address),
            channel: m.channel,
            attempts,
            err: (err as Error).message,
          },
          permanent ? 'message undeliverable, given up' : 'message send failed, will retry',
        );
        await db
          .update(mailOutbox)
          .set({
            attempts,
            last_error: (err as Error).message.slice(0, 500),
            next_attempt_at: sql`now() + ${backoffS} * interval '1 second'`,
          })
          .where(eq(mailOutbox.id, m.id));
        if (permanent) await senders.onUndeliverable?.(m);
      }
    }
    if (claimed.length < BATCH) return sent;
  }
}

/**
 * The outbox at a glance, for metrics, in one read of the unsent rows (partial index): waiting
 * to be sent, of which after a failed attempt, and given up after the last attempt.
 */
export async function outboxStats(db: Db) {
  const [row] = await db
    .select({
      backlog: sql<number>`(count(*) filter (where ${mailOutbox.attempts} < ${MAX_MAIL_ATTEMPTS}))::int`,
      retrying: sql<number>`(count(*) filter (where ${mailOutbox.attempts} between 1 and ${MAX_MAIL_ATTEMPTS - 1}))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.attempts} >= ${MAX_MAIL_ATTEMPTS}))::int`,
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sent_at));
  return { backlog: row?.backlog ?? 0, retrying: row?.retrying ?? 0, failed: row?.failed ?? 0 };
}

/** A provider's delivery receipt: the SMS or Zalo message it names reached the phone, or not. */
export async function recordDeliveryReceipt(
  db: DbOrTx,
  channel: 'sms' | 'zalo',
  receipt: DeliveryReceipt,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set(
      receipt.delivered
        ? { delivered_at: new Date() }
        : { last_error: 'The gateway reported the message undelivered' },
    )
    .where(
      and(eq(mailOutbox.channel, channel), eq(mailOutbox.provider_message_id, receipt.messageId)),
    );
}

/** Polls the outbox; `kick()` asks for an immediate pass (after a request enqueued mail). */
export function startMailWorker(
  db: Db,
  senders: OutboxSenders,
  log: Logger,
  quiet: QuietHours | null = DEFAULT_QUIET_HOURS,
  intervalMs = 5_000,
) {
  return startPeriodicJob({
    name: 'mail worker',
    log,
    intervalMs,
    pass: () => drainOutbox(db, senders, log, quiet),
  });
}
