import { Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DeferredWidget } from '../../components/deferred-widget';
import { Button } from '../../components/ui/button';
import { lazyComponent } from '../../lib/lazy-component';
import type { StreamSourceConstructor } from './notification-stream';
import { NotificationsProvider, useNotifications } from './notifications-provider';
import '../../i18n/features/notifications';

const NotificationsDropdown = lazyComponent(
  () => import('./notifications-dropdown'),
  'NotificationsDropdown',
);

/** The badge stays two characters wide at most. */
export function unreadBadgeText(count: number): string {
  return count > 9 ? '9+' : String(count);
}

/** The header's bell for a signed-in user, with its own provider (one list, one stream). */
export function NotificationsBell({
  EventSourceImpl,
}: {
  EventSourceImpl?: StreamSourceConstructor;
}) {
  return (
    <NotificationsProvider EventSourceImpl={EventSourceImpl}>
      <NotificationsMenu />
    </NotificationsProvider>
  );
}

/** The bell button; its panel loads on first intent. Needs a NotificationsProvider above it. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { unreadCount } = useNotifications();
  // The label carries the count as the badge shows it ('9+'), so what is seen is what is named
  // (WCAG 2.5.3; axe label-content-name-mismatch) and speech users can say what they see.
  const label =
    unreadCount > 0
      ? t('notifications.bellWithUnread', { unread: unreadBadgeText(unreadCount) })
      : t('notifications.bell');

  const trigger = (
    <Button variant="ghost" size="icon" className="relative" aria-label={label}>
      <Bell className="size-5!" aria-hidden="true" />
      {unreadCount > 0 ? (
        // The count is in the button's label; the badge is only its visual form.
        <span
          aria-hidden="true"
          data-testid="notifications-badge"
          className="absolute top-1 right-1 flex h-[1.125rem] min-w-[1.125rem] items-center justify-center rounded-full bg-destructive px-1 font-semibold text-[0.6875rem] text-destructive-foreground leading-none ring-2 ring-background"
        >
          {unreadBadgeText(unreadCount)}
        </span>
      ) : null}
    </Button>
  );

  return (
    <DeferredWidget standIn={trigger} opensOn="menu" preload={NotificationsDropdown.preload}>
      {(start) => <NotificationsDropdown start={start} trigger={trigger} />}
    </DeferredWidget>
  );
}
