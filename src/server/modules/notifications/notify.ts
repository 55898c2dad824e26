/**
 * Creating notifications, always set-based: one INSERT … SELECT picks the recipients (by role,
 * by id, or everyone), honours each recipient's preferences, stores the text in both languages
 * (Vietnamese in title/message, English in title_en/message_en) so the bell and the stream show
 * it in the reader's language at the time it is read, queues e-mail copies in the recipient's
 * profile language for those who want them (the outbox sends them within seconds), and one
 * NOTIFY signal per call tells every server instance to deliver the new rows to the clients
 * connected to it.
 */
import { type SQL, sql } from 'drizzle-orm';
import { PHONE_ACCOUNT_DOMAIN } from '../../../shared/auth';
import type { NotificationType } from '../../../shared/constants';
import { type Permission, rolesWith } from '../../../shared/permissions';
import type { DbOrTx } from '../../db/client';

export type PreferenceKey =
  | 'system_announcements'
  | 'feedback_notifications'
  | 'doctor_update_notifications';
export type LocalizedText = Record<'vi' | 'en', { title: string; message: string }>;

export const NOTIFY_CHANNEL = 'app_notifications';

export interface NotifyOptions {
  audience:
    | { role: 'admin' }
    | {
        permission: Permission;
        /**
         * The doctor the notice is about: staff assigned to clinics hear only of their clinics'
         * doctors (staff without an assignment, and admins, hear of all).
         */
        aboutDoctor?: string;
      }
    | { userId: string }
    | { userIds: readonly string[] }
    | 'everyone';
  /** The preference that lets a recipient turn these off; null for duties nobody may mute. */
  preference: PreferenceKey | null;
  type: NotificationType;
  referenceId: string | null;
  text: LocalizedText;
  /**
   * Where the notification leads its reader: the absolute link of the e-mail copy, and as a path
   * where the bell's row leads.
   */
  link: string;
  /** false when the caller sends one signal itself after several calls in one transaction. */
  signal?: boolean;
  /**
   * Accounts with a phone number and no real address (phone sign-in) get the copy by SMS instead
   * of e-mail. Only for what a patient must not miss: an SMS costs the chain money.
   */
  smsToPhoneAccounts?: boolean;
}

/** Everyone who moderates feedback. */
export const MODERATORS = { permission: 'moderate_feedback' } as const;

/** A notice about a review or a reply, for those who keep feedback notifications on. */
export interface FeedbackNotice
  extends Pick<NotifyOptions, 'referenceId' | 'text' | 'link' | 'signal'> {
  to: NotifyOptions['audience'];
}

export const feedbackNotice = ({ to, ...notice }: FeedbackNotice): NotifyOptions => ({
  audience: to,
  preference: 'feedback_notifications',
  type: 'feedback',
  ...notice,
});

/** Wakes every instance's stream hub; one small signal per transaction, never per recipient. */
export async function signalNotifications(tx: DbOrTx) {
  await tx.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, '')`);
}

/**
 * Notification writers take their `seq` values one transaction at a time (a transaction-scoped
 * advisory lock, released at commit), so seq order is commit order: a row can never become
 * visible below a seq the stream hubs have already read past, and a hub only ever reads rows
 * above the highest seq it has seen. Commits of notifying transactions are serialised by
 * PostgreSQL's NOTIFY queue anyway; this extends that to the insert.
 */
const NOTIFICATION_WRITER_LOCK = 734_221_908;

/** The path of a link on this site (links are written from the public address). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The recipient works for the doctor's clinic, or for every clinic. */
const inClinicOf = (doctorId: string) => sql` and (
  not exists (select 1 from staff_clinics s where s.user_id = u.id)
  or exists (select 1 from staff_clinics s join doctors d on d.clinic_id = s.clinic_id
    where s.user_id = u.id and d.id = ${doctorId}))`;

export async function notify(tx: DbOrTx, o: NotifyOptions): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${NOTIFICATION_WRITER_LOCK})`);
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
        ${o.type}, ${o.referenceId}, ${pathOf(o.link)}
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
  const notified = result.rows[0]?.notified ?? 0;
  if (notified > 0 && o.signal !== false) await signalNotifications(tx);
  return notified;
}

export const notifyAboutFeedback = (tx: DbOrTx, notice: FeedbackNotice) =>
  notify(tx, feedbackNotice(notice));
