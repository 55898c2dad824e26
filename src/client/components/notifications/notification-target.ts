import type { AppNotification } from '@shared/notifications';

/**
 * Where a notification leads from the bell. Announcements are read at /announcements
 * by everyone and managed by admins at /admin/settings/announcements.
 */
export function notificationTarget(
  notification: Pick<AppNotification, 'type' | 'reference_id'>,
  isAdmin: boolean,
): string {
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
