import { and, eq, gt, inArray, isNull, lte, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { DEFAULT_CHANNEL_ORDER, type MessageChannel } from '../../../shared/messages';
import { type DbOrTx, queryRows } from '../../db/client';
import { clinics, feedback, mailOutbox, mailUnsubscribes, visits } from '../../db/schema';

// ---------------------------------------------------------------- invitation e-mails

/** The SHA-256 (hex) of a lower-cased address, as `emailHash` computes it in token.ts. */
const emailHashSql = (address: SQLWrapper) =>
  sql`encode(sha256(convert_to(lower(${address}), 'UTF8')), 'hex')`;

/** A visit an invitation or reminder may be written for. */
export interface InvitationCandidate {
  id: string;
  /** The e-mail address, or null: the invitation then goes by SMS to `phone`. */
  email: string | null;
  phone: string;
  language: string;
  visit_date: string;
  expires_at: Date;
  clinic_name: string | null;
  /** The clinic's channel order (the chain's default for a visit without a clinic). */
  channels: MessageChannel[];
}

/** A rendered message for one visit, queued with `queueVisitMails`. */
export interface VisitMail {
  visit_id: string;
  channel: MessageChannel;
  /** An SMS's short link token, kept on the visit so /r/<token> finds it. */
  short_token: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  headers: Record<string, string>;
  /** A Zalo template's values; null on other channels. */
  template_data: Record<string, string> | null;
}

/**
 * Takes the transaction-scoped advisory lock `key` if no one holds it (never waits); it is
 * released at commit or rollback. True when taken.
 */
export async function tryTransactionLock(tx: DbOrTx, key: number) {
  const [lock] = await queryRows<{ locked: boolean }>(
    tx,
    sql`select pg_try_advisory_xact_lock(${key}) as locked`,
  );
  return Boolean(lock?.locked);
}

/** Each clinic's name and channel order. */
export async function clinicInvitationSettings(
  db: DbOrTx,
  ids: string[],
): Promise<Map<string, { name: string; channels: MessageChannel[] }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: clinics.id, name: clinics.name, channels: clinics.invitation_channels })
    .from(clinics)
    .where(inArray(clinics.id, ids));
  return new Map(rows.map((r) => [r.id, { name: r.name, channels: r.channels }]));
}

const notReviewed = sql`not exists (select 1 from ${feedback} f where f.visit_id = ${visits.id})`;
/** Neither the visit's address nor its phone opted out: an opt-out holds on every channel. */
const notUnsubscribed = sql`not exists (select 1 from ${mailUnsubscribes} u where u.email_hash in (${emailHashSql(visits.phone)}, ${emailHashSql(sql`coalesce(${visits.email}, ${visits.phone})`)}))`;

/**
 * Visits that meet `due`, still valid at `now`, not reviewed, address (or phone) not
 * unsubscribed: the ones an invitation or a reminder may be written for.
 */
async function mailCandidates(
  db: DbOrTx,
  due: SQL[],
  now: Date,
  order: PgColumn,
  limit: number,
): Promise<InvitationCandidate[]> {
  return db
    .select({
      id: visits.id,
      email: visits.email,
      phone: visits.phone,
      language: visits.language,
      visit_date: visits.visit_date,
      expires_at: visits.expires_at,
      clinic_name: clinics.name,
      channels: sql<
        MessageChannel[]
      >`coalesce(${clinics.invitation_channels}, ${`{${DEFAULT_CHANNEL_ORDER.join(',')}}`}::text[])`,
    })
    .from(visits)
    .leftJoin(clinics, eq(clinics.id, visits.clinic_id))
    .where(and(...due, gt(visits.expires_at, now), notReviewed, notUnsubscribed))
    .orderBy(order)
    .limit(limit);
}

/** The visit of an undeliverable message, if an invitation may still be written for it. */
export async function findHandoverCandidate(
  db: DbOrTx,
  visitId: string,
  now: Date,
): Promise<InvitationCandidate | undefined> {
  const [visit] = await mailCandidates(db, [eq(visits.id, visitId)], now, visits.id, 1);
  return visit;
}

/** Visits never invited, dated between `from` and `today` (a visit imported before its date). */
export function dueInvitations(
  db: DbOrTx,
  from: string,
  today: string,
  now: Date,
  limit: number,
): Promise<InvitationCandidate[]> {
  const due = [isNull(visits.invited_at), sql`${visits.visit_date} between ${from} and ${today}`];
  return mailCandidates(db, due, now, visits.visit_date, limit);
}

/** Visits whose invitation was queued between `from` and `until` and not reminded yet. */
export function dueReminders(
  db: DbOrTx,
  from: Date,
  until: Date,
  now: Date,
  limit: number,
): Promise<InvitationCandidate[]> {
  const due = [
    isNull(visits.reminded_at),
    gt(visits.invited_at, from),
    lte(visits.invited_at, until),
  ];
  return mailCandidates(db, due, now, visits.invited_at, limit);
}

/**
 * At most this many invitation and reminder messages go to one address in a day, whatever
 * visits, imports or clinic systems name it: the rest are not sent (their visits still count as
 * invited, so nothing sends them later).
 */
export const INVITATIONS_PER_ADDRESS_PER_DAY = 3;
/** Serialises the writers of invitation messages, so two cannot both fill an address's quota. */
const INVITATION_QUOTA_LOCK_KEY = 18_2026_28;

/**
 * The messages of `mails` within their address's quota (with `n`, their order): those to
 * unsubscribed addresses and, for a visit already reviewed, none; then per address the first ones
 * that fit under what it received in the last day.
 */
const withinQuota = (mails: SQL, alsoRequire: SQL = sql`true`) => sql`
  sendable as (
    select m.*, row_number() over (partition by lower(m.to_address) order by m.n) as nth
    from ${mails} m
    where not exists (
        select 1 from ${mailUnsubscribes} u join ${visits} v on v.id = m.visit_id
        where u.email_hash in (${emailHashSql(sql`m.to_address`)}, ${emailHashSql(sql`v.phone`)}, ${emailHashSql(sql`coalesce(v.email, v.phone)`)})
      )
      and ${alsoRequire}
  ), received as (
    select lower(o.to_address) as address, count(*)::int as count from mail_outbox o
    where o.purpose is not null and o.created_at > now() - interval '1 day'
      and lower(o.to_address) in (select lower(to_address) from sendable)
    group by 1
  ), allowed as (
    select s.* from sendable s left join received r on r.address = lower(s.to_address)
    where coalesce(r.count, 0) + s.nth <= ${INVITATIONS_PER_ADDRESS_PER_DAY}
  )`;

const lockQuota = (db: DbOrTx) =>
  db.execute(sql`select pg_advisory_xact_lock(${INVITATION_QUOTA_LOCK_KEY})`);

const numbered = (mails: VisitMail[]) => JSON.stringify(mails.map((m, n) => ({ ...m, n })));

/**
 * Queues invitations or reminders for visits, in ONE statement, within each address's daily
 * quota: marks the visits (only those still unmarked, so a pass run twice queues nothing twice)
 * and queues the messages that fit. Call in a transaction: the quota is held until it commits.
 */
export async function queueVisitMails(
  db: DbOrTx,
  kind: 'invitation' | 'reminder',
  mails: VisitMail[],
): Promise<number> {
  if (mails.length === 0) return 0;
  await lockQuota(db);
  const mark = sql.raw(kind === 'invitation' ? 'invited_at' : 'reminded_at');
  const [row] = await queryRows<{ queued: number }>(
    db,
    sql`with m as (
      select * from jsonb_to_recordset(${numbered(mails)}::jsonb)
        as m(n int, visit_id uuid, channel text, short_token text, to_address text, subject text, text_body text, headers jsonb, template_data jsonb)
    ), ${withinQuota(sql`m`, sql`not exists (select 1 from ${feedback} f where f.visit_id = m.visit_id)`)},
    marked as (
      update ${visits} v set ${mark} = now(), short_token = coalesce(v.short_token, s.short_token)
      from sendable s where v.id = s.visit_id and v.${mark} is null
      returning v.id
    ), queued as (
      insert into mail_outbox (visit_id, channel, to_address, subject, text_body, headers, template_data, purpose)
      select a.visit_id, a.channel, a.to_address, a.subject, a.text_body, a.headers, a.template_data, ${kind}
      from allowed a join marked on marked.id = a.visit_id
      returning 1
    )
    select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}

/**
 * Queues the invitations of visits just inserted already marked `invited_at`, in ONE statement,
 * within each address's daily quota (unsubscribed addresses get none; a new visit has no review
 * yet). Marking at insertion spares updating 10,000 fresh rows (and every index of each) again.
 */
export async function queueNewVisitInvitations(db: DbOrTx, mails: VisitMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  await lockQuota(db);
  const [row] = await queryRows<{ queued: number }>(
    db,
    sql`with m as (
      select * from jsonb_to_recordset(${numbered(mails)}::jsonb)
        as m(n int, visit_id uuid, channel text, short_token text, to_address text, subject text, text_body text, headers jsonb, template_data jsonb)
    ), ${withinQuota(sql`m`)},
    linked as (
      update ${visits} v set short_token = a.short_token
      from allowed a where v.id = a.visit_id and a.short_token is not null
      returning 1
    ), queued as (
      insert into mail_outbox (visit_id, channel, to_address, subject, text_body, headers, template_data, purpose)
      select visit_id, channel, to_address, subject, text_body, headers, template_data, 'invitation' from allowed
      returning 1
    )
    select count(*)::int as queued from queued`,
  );
  return row?.queued ?? 0;
}

/**
 * Queues the message that takes over from an undeliverable one, outside the daily quota: it
 * replaces a message, it does not add one.
 */
export async function queueHandover(
  db: DbOrTx,
  purpose: 'invitation' | 'reminder',
  m: VisitMail,
): Promise<void> {
  await db.insert(mailOutbox).values({
    visit_id: m.visit_id,
    channel: m.channel,
    to_address: m.to_address,
    subject: m.subject,
    text_body: m.text_body,
    headers: m.headers,
    template_data: m.template_data,
    purpose,
  });
  if (m.short_token)
    await db
      .update(visits)
      .set({ short_token: sql`coalesce(${visits.short_token}, ${m.short_token})` })
      .where(eq(visits.id, m.visit_id));
}

/** Records an unsubscribed address hash (again is fine). */
export async function addUnsubscribe(db: DbOrTx, hash: string) {
  await db.insert(mailUnsubscribes).values({ email_hash: hash }).onConflictDoNothing();
}

// ---------------------------------------------------------------- short links

/** The visit an SMS short link's token names, or null. */
export async function visitOfShortToken(db: DbOrTx, token: string) {
  const [visit] = await db
    .select({
      id: visits.id,
      phone: visits.phone,
      language: visits.language,
      expires_at: visits.expires_at,
    })
    .from(visits)
    .where(eq(visits.short_token, token))
    .limit(1);
  return visit ?? null;
}
