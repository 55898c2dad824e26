import type { AppNotification } from '@shared/notifications';
import { safeRedirectPath } from '../../lib/auth/redirect';

/**
 * Where a notification leads from the bell: where its reader can act on it, as the server wrote
 * it with the notification (a moderator to the queue, an author to their own review in the
 * profile). Rows written before the server did so lead by their type: announcements are read at
 * /announcements by everyone and managed by admins at /admin/settings/announcements.
 */
export function notificationTarget(
  notification: Pick<AppNotification, 'type' | 'reference_id' | 'path'>,
  isAdmin: boolean,
): string {
  const path = safeRedirectPath(notification.path);
  if (path) return path;
  const ref = notification.reference_id;
  switch (notification.type) {
    case 'feedback':
      return ref
        ? `/admin/feedback/moderate?id=${encodeURIComponent(ref)}`
        : '/admin/feedback/moderate';
    case 'doctor':
      return ref ? `/doctors/${encodeURIComponent(ref)}` : '/doctors';
    case 'system':
      return isAdmin ? '/admin/settings/announcements' : '/announcements';
  }
}
