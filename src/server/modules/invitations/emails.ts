/**
 * Invitations. A visit gets one invitation to review it (when it is imported, added or pushed,
 * or, for a visit dated in the future, by the job once its day comes) and at most one reminder
 * 3 days later, unless the visit was reviewed, expired, or the address unsubscribed. Each goes by
 * the first channel of the clinic's order the visit can use (Zalo and SMS need its phone, e-mail
 * its address); a channel that cannot reach the phone hands the visit over to the next one. Messages go through the mail outbox, queued set-based: an import
 * of 10,000 visits queues its 10,000 invitations in one statement.
 *
 * The job runs on every instance, one pass at a time across all of them: a pass takes the
 * transaction-scoped advisory lock `INVITATION_MAIL_LOCK_KEY` and an instance that does not get
 * it skips its turn (as the retention job does). Passes are idempotent: a visit is marked
 * `invited_at` / `reminded_at` in the same statement that queues its message, only if unset.
 */
import { CLINIC_TIME_ZONE } from '../../../shared/clinic-hours';
import { DEFAULT_CHANNEL_ORDER, type MessageChannel } from '../../../shared/messages';
import type { Db, DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import type { OutboxRow } from '../../mail/outbox';
import { type MailLanguage, renderVisitInvitationMail } from '../../mail/templates';
import {
  addUnsubscribe,
  clinicInvitationSettings,
  dueInvitations,
  dueReminders,
  findHandoverCandidate,
  type InvitationCandidate,
  queueHandover,
  queueNewVisitInvitations,
  queueVisitMails,
  tryTransactionLock,
  type VisitMail,
} from './repo';
import { invitationSms, optOutLink, shortLink, zaloParams } from './sms';
import { type InviteSigner, inviteUrl } from './token';

/** What queuing invitation e-mails needs: the link signer, the public address, the worker. */
export interface InvitationMailer {
  signer: InviteSigner;
  publicUrl: string;
  /** Wakes the mail worker after messages were queued. */
  onMailQueued?: () => void;
}

/** The advisory lock key of the invitation e-mail job (a constant unique to it). */
export const INVITATION_MAIL_LOCK_KEY = 18_2026_11;
/** Days from the invitation to its one reminder. */
export const REMINDER_AFTER_DAYS = 3;
/**
 * Past this many days a missed reminder (the job did not run) or a missed invitation of a visit
 * dated in the future is no longer sent; it also bounds what each pass reads.
 */
const CATCH_UP_DAYS = 14;
const BATCH = 1000;
const DAY_MS = 86_400_000;

const dateIn = new Intl.DateTimeFormat('en-CA', { timeZone: CLINIC_TIME_ZONE });
/** yyyy-mm-dd in the clinics' time zone. */
const localDate = (at: Date) => dateIn.format(at);

export function unsubscribeUrl(mailer: InvitationMailer, email: string, language: string) {
  const token = mailer.signer.signUnsubscribe(email);
  return `${mailer.publicUrl}/api/mail/unsubscribe?token=${token}&lang=${language === 'en' ? 'en' : 'vi'}`;
}

/** The channels of `order` after `after` (all of them without it) that the visit can use. */
function usableChannels(c: InvitationCandidate, after?: MessageChannel): MessageChannel[] {
  const order = c.channels.length > 0 ? c.channels : DEFAULT_CHANNEL_ORDER;
  const rest = after ? order.slice(order.indexOf(after) + 1) : order;
  return rest.filter((channel) => (channel === 'email' ? Boolean(c.email) : Boolean(c.phone)));
}

type Kind = 'invitation' | 'reminder';

/** A phone message: the SMS text, or the same words as a Zalo template's values. */
function renderPhoneMessage(
  mailer: InvitationMailer,
  kind: Kind,
  c: InvitationCandidate,
  channel: 'sms' | 'zalo',
): VisitMail {
  const language: MailLanguage = c.language === 'en' ? 'en' : 'vi';
  const token = mailer.signer.shortToken(c.id);
  const texts = {
    clinic: c.clinic_name,
    visit_date: c.visit_date,
    link: shortLink(mailer.publicUrl, token),
    stop: optOutLink(mailer.publicUrl, token),
  };
  return {
    visit_id: c.id,
    channel,
    short_token: token,
    to_address: c.phone,
    // A Zalo message names its template (the provider's id is looked up when it is sent).
    subject: channel === 'zalo' ? kind : '',
    text_body: invitationSms(kind, language, texts),
    headers: {},
    template_data: channel === 'zalo' ? zaloParams(language, texts) : null,
  };
}

function render(
  mailer: InvitationMailer,
  kind: Kind,
  c: InvitationCandidate,
  channel: MessageChannel = usableChannels(c)[0] ?? 'sms',
): VisitMail {
  if (channel !== 'email' || !c.email) {
    return renderPhoneMessage(mailer, kind, c, channel === 'email' ? 'sms' : channel);
  }
  const language: MailLanguage = c.language === 'en' ? 'en' : 'vi';
  const m = renderVisitInvitationMail(kind, language, c.email, {
    url: inviteUrl(mailer.publicUrl, mailer.signer, c),
    unsubscribeUrl: unsubscribeUrl(mailer, c.email, language),
    visitDate: c.visit_date,
    expiresAt: c.expires_at,
    clinic: c.clinic_name,
  });
  return {
    visit_id: c.id,
    channel: 'email',
    short_token: null,
    to_address: m.to,
    subject: m.subject,
    text_body: m.text,
    headers: m.headers,
    template_data: null,
  };
}

/**
 * A message the provider could not deliver for good (the phone has no Zalo account, the number
 * is invalid, the template was refused): the visit's next usable channel gets the same message,
 * if the visit is still waiting for its review. Returns whether one was queued.
 */
export async function handOverUndeliverable(
  db: DbOrTx,
  mailer: InvitationMailer,
  row: Pick<OutboxRow, 'visit_id' | 'purpose' | 'channel'>,
  now = new Date(),
): Promise<boolean> {
  if (!row.visit_id || (row.purpose !== 'invitation' && row.purpose !== 'reminder')) return false;
  const visit = await findHandoverCandidate(db, row.visit_id, now);
  const next = visit && usableChannels(visit, row.channel)[0];
  if (!visit || !next) return false;
  await queueHandover(db, row.purpose, render(mailer, row.purpose, visit, next));
  mailer.onMailQueued?.();
  return true;
}

/**
 * Whether a visit being written is invited at once (by e-mail, or by SMS without an address):
 * its day has come (in the clinics' time zone) and it is still valid. The caller writes it with
 * `invited_at` set, then queues the messages with `inviteNewVisits`; later-dated visits wait for
 * the job.
 */
export function invitedOnWrite(v: { visit_date: string; expires_at: Date }, now: Date): boolean {
  return v.visit_date <= localDate(now) && v.expires_at > now;
}

/** Lets other requests run between slices of a long synchronous loop. */
const breathe = () => new Promise<void>((resolve) => setImmediate(resolve));
const SLICE = 500;

/**
 * Queues, in the caller's transaction, the invitations of visits just written with `invited_at`
 * set (see `invitedOnWrite`): one INSERT for all of them, skipping unsubscribed addresses.
 * Rendering yields to the event loop every 500 messages, so a 10,000-line import does not hold
 * up other requests.
 */
export async function inviteNewVisits(
  tx: DbOrTx,
  mailer: InvitationMailer,
  written: {
    id: string;
    email: string | null;
    phone: string;
    language: string;
    visit_date: string;
    expires_at: Date;
    clinic_id: string | null;
    invited_at: Date | null;
  }[],
): Promise<number> {
  const due = written.filter((v) => v.invited_at);
  if (due.length === 0) return 0;
  const clinics = await clinicInvitationSettings(tx, [
    ...new Set(due.map((v) => v.clinic_id).filter((c): c is string => Boolean(c))),
  ]);
  const mails: VisitMail[] = [];
  for (let i = 0; i < due.length; i += SLICE) {
    if (i > 0) await breathe();
    for (const v of due.slice(i, i + SLICE)) {
      const clinic = v.clinic_id ? clinics.get(v.clinic_id) : undefined;
      mails.push(
        render(mailer, 'invitation', {
          id: v.id,
          email: v.email,
          phone: v.phone,
          language: v.language,
          visit_date: v.visit_date,
          expires_at: v.expires_at,
          clinic_name: clinic?.name ?? null,
          channels: clinic?.channels ?? DEFAULT_CHANNEL_ORDER,
        }),
      );
    }
  }
  return queueNewVisitInvitations(tx, mails);
}

/**
 * One pass of the job: invitations of visits whose day has come, then reminders of invitations
 * older than 3 days. Returns what it queued, or null when another instance holds the lock.
 */
export async function runInvitationMailPass(
  db: Db,
  mailer: InvitationMailer,
  now = new Date(),
): Promise<{ invited: number; reminded: number } | null> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, INVITATION_MAIL_LOCK_KEY))) return null;
    const catchUp = new Date(now.getTime() - CATCH_UP_DAYS * DAY_MS);
    const invitations = await dueInvitations(tx, localDate(catchUp), localDate(now), now, BATCH);
    const invited = await queueVisitMails(
      tx,
      'invitation',
      invitations.map((c) => render(mailer, 'invitation', c)),
    );
    const reminderFrom = new Date(catchUp.getTime() - REMINDER_AFTER_DAYS * DAY_MS);
    const reminderUntil = new Date(now.getTime() - REMINDER_AFTER_DAYS * DAY_MS);
    const reminders = await dueReminders(tx, reminderFrom, reminderUntil, now, BATCH);
    const reminded = await queueVisitMails(
      tx,
      'reminder',
      reminders.map((c) => render(mailer, 'reminder', c)),
    );
    return { invited, reminded };
  });
}

/** Runs a pass soon after start, then every `intervalMs` (hourly by default), until stopped. */
export function startInvitationMailJob(
  db: Db,
  mailer: InvitationMailer,
  log: Logger,
  intervalMs = 3_600_000,
) {
  return startPeriodicJob({
    name: 'invitation e-mail',
    log,
    intervalMs,
    firstAfterMs: 15_000,
    pass: async () => {
      // Batches until a pass finds less than a batch, so a backlog clears in one turn.
      for (;;) {
        const done = await runInvitationMailPass(db, mailer);
        if (!done) break;
        if (done.invited || done.reminded) {
          log.info(done, 'invitation e-mails queued');
          mailer.onMailQueued?.();
        }
        if (done.invited < BATCH && done.reminded < BATCH) break;
      }
    },
  });
}

/**
 * Honours an unsubscribe link at once: the address hash is recorded, and every query that
 * queues an invitation or a reminder skips it. Null for a forged or altered token.
 */
export async function unsubscribe(db: DbOrTx, signer: InviteSigner, token: string) {
  const hash = signer.verifyUnsubscribe(token);
  if (!hash) return false;
  await addUnsubscribe(db, hash);
  return true;
}
