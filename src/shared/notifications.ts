import { z } from 'zod';
import type { NotificationType } from './constants';

export interface AppNotification {
  id: string;
  /** Monotonic; the SSE event id. */
  seq: number;
  /** Vietnamese: the reference text, always present. */
  title: string;
  message: string;
  /**
   * English, shown to readers whose language is English; null on rows written before both
   * texts were kept (whose title/message are in the recipient's language of that time).
   */
  title_en: string | null;
  message_en: string | null;
  type: NotificationType;
  reference_id: string | null;
  /** Where it leads its reader (a path on the site); null on rows written before paths. */
  path: string | null;
  is_read: boolean;
  created_at: string;
}

/** `GET /api/notifications`: newest first, 20 by default, and how many are unread in all. */
export interface NotificationList {
  items: AppNotification[];
  unread_count: number;
}

export const notificationListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** The SSE event names; defined with the constants so the client's header needs no zod. */
export { SSE_EVENTS } from './constants';
