import { and, desc, eq, gt, inArray, lte, type SQL, sql } from 'drizzle-orm';
import { PHONE_ACCOUNT_DOMAIN } from '../../../shared/auth';
import type { AppNotification } from '../../../shared/notifications';
import { rolesWith } from '../../../shared/permissions';
import type { DbOrTx } from '../../db/client';
import { notifications, sessions } from '../../db/schema';
import type { NotifyOptions } from './notify';

const columns = {
  id: notifications.id,
  seq: notifications.seq,
  user_id: notifications.user_id,
  title: notifications.title,
  message: notifications.message,
  title_en: notifications.title_en,
  message_en: notifications.message_en,
  type: notifications.type,
  reference_id: notifications.reference_id,
  path: notifications.path,
  is_read: notifications.is_read,
  created_at: notifications.created_at,
};
type Row = Pick<typeof notifications.$inferSelect, keyof typeof columns>;

export const toAppNotification = (r: Row): AppNotification => ({
  id: r.id,
  seq: r.seq,
  title: r.title,
  message: r.message,
  title_en: r.title_en,
  message_en: r.message_en,
  type: r.type as AppNotification['type'],
  reference_id: r.reference_id,
  path: r.path,
  is_read: r.is_read,
  created_at: r.created_at.toISOString(),
});

export async function listForUser(db: DbOrTx, userId: string, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.seq))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false))),
  ]);
  return { items: rows.map(toAppNotification), unread_count: unread?.n ?? 0 };
}

export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)));
}

/** The rows after `afterSeq` up to `upToSeq` included: what a stream has not delivered yet. */
const seqWindow = (afterSeq: number, upToSeq: number) =>
  and(gt(notifications.seq, afterSeq), lte(notifications.seq, upToSeq));

/** Rows in (afterSeq, upToSeq] of the users connected to this instance (index on user_id, seq). */
export async function newSince(
  db: DbOrTx,
  userIds: string[],
  afterSeq: number,
  upToSeq: number,
  limit: number,
) {
  if (userIds.length === 0) return [];
  return db
    .select(columns)
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), seqWindow(afterSeq, upToSeq)))
    .orderBy(notifications.seq)
    .limit(limit);
}

/** The newest `limit` rows of one user in (afterSeq, upToSeq], oldest first. */
export async function replayFor(
  db: DbOrTx,
  userId: string,
  afterSeq: number,
  upToSeq: number,
  limit: number,
) {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), seqWindow(afterSeq, upToSeq)))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.reverse();
}

export async function maxSeq(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${notifications.seq}), 0)`.mapWith(Number) })
    .from(notifications);
  return row?.n ?? 0;
}

/** Whether a session still exists and has not expired (sign-out or revocation deletes it). */
export async function isSessionAlive(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}

// ---------------------------------------------------------------- writing (see notify.ts)

/**
 * Notification writers take their `seq` values one transaction at a time (a transaction-scoped
 * advisory lock, released at commit), so seq order is commit order: a row can never become
 * visible below a seq the stream hubs have already read past, and a hub only ever reads rows
 * above the highest seq it has seen. Commits of notifying transactions are serialised by
 * PostgreSQL's NOTIFY queue anyway; this extends that to the insert.
 */
const NOTIFICATION_WRITER_LOCK = 734_221_908;

/** The recipient works for the doctor's clinic, or for every clinic. */
const inClinicOf = (doctorId: string) => sql` and (
  not exists (select 1 from staff_clinics s where s.user_id = u.id)
  or exists (select 1 from staff_clinics s join doctors d on d.clinic_id = s.clinic_id
    where s.user_id = u.id and d.id = ${doctorId}))`;

export async function lockNotificationWriters(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATION_WRITER_LOCK})`);
}

/**
 * One INSERT … SELECT for every recipient of `o` who wants it (see notify), with its e-mail or
 * SMS copies queued; returns how many were notified. `path`: where the bell's row leads.
 */
export async function insertNotifications(
  tx: DbOrTx,
  o: NotifyOptions,
  path: string,
): Promise<number> {
  const audience: SQL =
    o.audience === 'everyone'
      ? sql`true`
      : 'role' in o.audience
        ? sql`u.id in (select user_id from user_roles where role = ${o.audience.role})`
        : 'permission' in o.audience
          ? sql`u.id in (select user_id from user_roles where role in (${sql.join(
              rolesWith(o.audience.permission).map((r) => sql`${r}`),
              sql`, `,
            )}))${o.audience.aboutDoctor ? inClinicOf(o.audience.aboutDoctor) : sql``}`
          : 'userIds' in o.audience
            ? o.audience.userIds.length > 0
              ? sql`u.id in (${sql.join(
                  o.audience.userIds.map((id) => sql`${id}::uuid`),
                  sql`, `,
                )})`
              : sql`false`
            : sql`u.id = ${o.audience.userId}`;
  const wanted: SQL =
    o.preference === null
      ? sql`true`
      : sql`coalesce((up.notification_preferences ->> ${o.preference})::boolean, true)`;
  const result = (await tx.execute(sql`
    with recipients as (
      select u.id, u.email, u.phone_number, coalesce(p.language, 'vi') as language,
        u.email like ${`%@${PHONE_ACCOUNT_DOMAIN}`} as phone_account,
        coalesce((up.notification_preferences ->> 'email_notifications')::boolean, true) as wants_email
      from users u
      left join profiles p on p.id = u.id
      left join user_preferences up on up.user_id = u.id
      where ${audience} and ${wanted}
    ), inserted as (
      insert into notifications (user_id, title, message, title_en, message_en, type, reference_id, path)
      select r.id, ${o.text.vi.title}, ${o.text.vi.message}, ${o.text.en.title}, ${o.text.en.message},
        ${o.type}, ${o.referenceId}, ${path}
      from recipients r
      -- In user order: three of the table's indexes lead with user_id, so a fan-out to many
      -- users fills their pages in sequence instead of touching a random page per row.
      order by r.id
      returning user_id
    ), mailed as (
      -- The e-mail copy is worded in the recipient's profile language now, as it is queued.
      insert into mail_outbox (to_address, subject, text_body)
      select r.email,
        case when r.language = 'en' then ${o.text.en.title} else ${o.text.vi.title} end,
        case when r.language = 'en' then ${o.text.en.message} else ${o.text.vi.message} end
          || E'\\n\\n' || ${o.link}
      from inserted i join recipients r on r.id = i.user_id
      where r.wants_email and not r.phone_account
      returning 1
    ), texted as (
      insert into mail_outbox (to_address, subject, text_body, channel)
      select r.phone_number, '',
        case when r.language = 'en' then ${o.text.en.title} else ${o.text.vi.title} end
          || E'\n' || ${o.link},
        'sms'
      from inserted i join recipients r on r.id = i.user_id
      where ${o.smsToPhoneAccounts === true} and r.wants_email and r.phone_account
        and r.phone_number is not null
      returning 1
    )
    select (select count(*) from inserted)::int as notified,
      (select count(*) from mailed)::int + (select count(*) from texted)::int as mailed
  `)) as unknown as { rows: { notified: number }[] };
  return result.rows[0]?.notified ?? 0;
}

/** A NOTIFY on `channel`, delivered when the transaction commits. */
export async function signalChannel(tx: DbOrTx, channel: string) {
  await tx.execute(sql`select pg_notify(${channel}, '')`);
}
