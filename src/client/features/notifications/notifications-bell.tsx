import { Bell, CheckCheck, RotateCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuTrigger,
} from '../../components/ui/dropdown-menu';
import { Spinner } from '../../components/ui/spinner';
import { NotificationItem } from './notification-item';
import type { StreamSourceConstructor } from './notification-stream';
import { NotificationsProvider, useNotifications } from './notifications-provider';

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

/** The bell button and its panel; needs a NotificationsProvider above it. */
export function NotificationsMenu() {
  const { t } = useTranslation();
  const { items, unreadCount, status, refetch, openNotification, markAllRead, isMarkingAllRead } =
    useNotifications();
  // The label carries the count as the badge shows it ('9+'), so what is seen is what is named
  // (WCAG 2.5.3; axe label-content-name-mismatch) and speech users can say what they see.
  const label =
    unreadCount > 0
      ? t('notifications.bellWithUnread', { unread: unreadBadgeText(unreadCount) })
      : t('notifications.bell');

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable
    // (axe: aria-hidden-focus), and a glance at notifications need not lock page scrolling.
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
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
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        collisionPadding={8}
        // 24rem on desktop; on a 360 px phone it takes the width minus the collision padding.
        className="w-[min(24rem,calc(100vw-1rem))] p-0"
      >
        <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
          <DropdownMenuLabel className="px-0 text-base">
            {t('notifications.title')}
          </DropdownMenuLabel>
          <DropdownMenuItem
            disabled={unreadCount === 0 || isMarkingAllRead}
            // Keep the panel open so the user sees the items turn read.
            onSelect={(event) => {
              event.preventDefault();
              markAllRead();
            }}
            className="shrink-0 px-2 py-1.5 font-medium text-primary text-xs focus:text-primary"
          >
            <CheckCheck aria-hidden="true" />
            {t('notifications.markAllRead')}
          </DropdownMenuItem>
        </div>
        <div className="max-h-80 overflow-y-auto overscroll-contain p-1">
          {status === 'pending' ? (
            <div className="flex justify-center py-8">
              <Spinner />
              <span className="sr-only">{t('notifications.loading')}</span>
            </div>
          ) : status === 'error' && items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-3 py-6 text-center text-sm">
              <p className="text-muted-foreground">{t('notifications.loadFailed')}</p>
              <DropdownMenuItem
                onSelect={(event) => {
                  event.preventDefault();
                  refetch();
                }}
                className="font-medium text-primary focus:text-primary"
              >
                <RotateCw aria-hidden="true" />
                {t('notifications.retry')}
              </DropdownMenuItem>
            </div>
          ) : items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 px-3 py-8 text-center">
              <Bell className="size-8 text-muted-foreground/60" aria-hidden="true" />
              <p className="text-muted-foreground text-sm">{t('notifications.empty')}</p>
            </div>
          ) : (
            // Plain containers: inside role=menu only menu items may carry a role.
            <div className="flex flex-col gap-0.5">
              {items.map((notification) => (
                <NotificationItem
                  key={notification.id}
                  notification={notification}
                  onOpen={openNotification}
                />
              ))}
            </div>
          )}
        </div>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
