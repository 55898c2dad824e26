import { NOTIFICATIONS_FETCHED } from '@shared/constants';
import type { AppNotification, NotificationList } from '@shared/notifications';
import { api } from '../../lib/api';

/**
 * Under 'me' on purpose: signing out removes every ['me', …] query, so one account's
 * notifications never show to the next account used in the same tab. The user id keeps two
 * accounts apart even before that cleanup runs.
 */
export function notificationsKey(userId: string) {
  return ['me', 'notifications', userId] as const;
}

/** `GET /api/notifications/stream`, read by EventSource rather than through api(). */
export const NOTIFICATIONS_STREAM_URL = '/api/notifications/stream';

export function fetchNotifications(signal?: AbortSignal): Promise<NotificationList> {
  return api('GET /api/notifications', { query: { limit: NOTIFICATIONS_FETCHED }, signal });
}

export function postNotificationRead(id: string): Promise<void> {
  return api('POST /api/notifications/:id/read', { params: { id } });
}

export function postAllNotificationsRead(): Promise<void> {
  return api('POST /api/notifications/read-all');
}

/*
 * Pure cache updates. Each one changes only what it must (never restores a snapshot), so a live
 * notification that lands while a request is in flight survives a rollback.
 */

/** Adds a live notification on top; unchanged when it is already listed (replays, refetch overlap). */
export function prependNotification(
  list: NotificationList,
  item: AppNotification,
): NotificationList {
  if (list.items.some((existing) => existing.id === item.id)) return list;
  return {
    // Keep the list as long as a fetch would return, newest first.
    items: [item, ...list.items].slice(0, Math.max(NOTIFICATIONS_FETCHED, list.items.length)),
    unread_count: list.unread_count + (item.is_read ? 0 : 1),
  };
}

/** Sets one item's read flag; the unread count moves only when the flag really changes. */
export function setNotificationRead(
  list: NotificationList,
  id: string,
  isRead: boolean,
): NotificationList {
  const target = list.items.find((item) => item.id === id);
  if (!target || target.is_read === isRead) return list;
  return {
    items: list.items.map((item) => (item.id === id ? { ...item, is_read: isRead } : item)),
    unread_count: Math.max(0, list.unread_count + (isRead ? -1 : 1)),
  };
}

/** What mark-all-as-read changed, so a failure can undo exactly that. */
export interface MarkAllUndo {
  ids: string[];
  unreadCount: number;
}

export function markAllInList(list: NotificationList): {
  list: NotificationList;
  undo: MarkAllUndo;
} {
  return {
    list: { items: list.items.map((item) => ({ ...item, is_read: true })), unread_count: 0 },
    undo: {
      ids: list.items.filter((item) => !item.is_read).map((item) => item.id),
      unreadCount: list.unread_count,
    },
  };
}

export function undoMarkAll(list: NotificationList, undo: MarkAllUndo): NotificationList {
  const ids = new Set(undo.ids);
  return {
    items: list.items.map((item) => (ids.has(item.id) ? { ...item, is_read: false } : item)),
    // Anything that arrived meanwhile is already counted in list.unread_count.
    unread_count: list.unread_count + undo.unreadCount,
  };
}
