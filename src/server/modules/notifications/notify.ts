/**
 * Creating notifications, always set-based: one INSERT … SELECT picks the recipients (by role,
 * by id, or everyone), honours each recipient's preferences, stores the text in both languages
 * (Vietnamese in title/message, English in title_en/message_en) so the bell and the stream show
 * it in the reader's language at the time it is read, queues e-mail copies in the recipient's
 * profile language for those who want them (the outbox sends them within seconds), and one
 * NOTIFY signal per call tells every server instance to deliver the new rows to the clients
 * connected to it.
 */
import type { NotificationType } from '../../../shared/constants';
import type { Permission } from '../../../shared/permissions';
import type { DbOrTx } from '../../db/client';
import { insertNotifications, lockNotificationWriters, signalChannel } from './repo';

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

/**
 * Where an author acts on their own review: its card in their profile. The link of notices to
 * authors about their review, from feedback and replies alike.
 */
export const ownReviewLink = (publicUrl: string, feedbackId: string) =>
  `${publicUrl}/profile?tab=feedback#review-${feedbackId}`;

/** Wakes every instance's stream hub; one small signal per transaction, never per recipient. */
export const signalNotifications = (tx: DbOrTx) => signalChannel(tx, NOTIFY_CHANNEL);

/** The path of a link on this site (links are written from the public address). */
const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

export async function notify(tx: DbOrTx, o: NotifyOptions): Promise<number> {
  await lockNotificationWriters(tx);
  const notified = await insertNotifications(tx, o, pathOf(o.link));
  if (notified > 0 && o.signal !== false) await signalNotifications(tx);
  return notified;
}

export const notifyAboutFeedback = (tx: DbOrTx, notice: FeedbackNotice) =>
  notify(tx, feedbackNotice(notice));
