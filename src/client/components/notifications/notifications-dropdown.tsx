import type { AppNotification } from '@shared/notifications';
import { Bell, CheckCheck, type LucideIcon, RotateCw } from 'lucide-react';
import { type ReactElement, type ReactNode, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem, DropdownMenuLabel } from '../../components/ui/dropdown-menu';
import { Spinner } from '../../components/ui/spinner';
import { cn } from '../../lib/utils';
import { DeferredDropdown } from '../deferred-dropdown';
import type { DeferredStart } from '../deferred-widget';
import { NotificationItem } from './notification-item';
import { useNotifications } from './notifications-provider';
import '../../i18n/features/notifications';

/** The bell's panel, loaded on first intent (see NotificationsMenu). */
export function NotificationsDropdown({
  start,
  trigger,
}: {
  start: DeferredStart;
  trigger: ReactElement;
}) {
  const { t } = useTranslation();
  const { items, unreadCount, status, refetch, openNotification, markAllRead, isMarkingAllRead } =
    useNotifications();
  // Opening a notification goes to its page, which places the focus itself (e.g. on the review
  // it is about): the closing menu must not pull it back to the bell.
  const leaving = useRef(false);
  const open = (notification: AppNotification) => {
    leaving.current = true;
    openNotification(notification);
  };

  return (
    // Non-modal: a modal menu hides the page with aria-hidden while its links stay focusable
    // (axe: aria-hidden-focus), and a glance at notifications need not lock page scrolling.
    <DeferredDropdown
      start={start}
      trigger={trigger}
      modal={false}
      collisionPadding={8}
      // 24rem on desktop; on a 360 px phone it takes the width minus the collision padding.
      className="w-[min(24rem,calc(100vw-1rem))] p-0"
      onCloseAutoFocus={(event) => {
        if (leaving.current) event.preventDefault();
        leaving.current = false;
      }}
    >
      <div className="flex items-center justify-between gap-2 border-b px-3 py-2">
        <DropdownMenuLabel className="px-0 text-base">{t('notifications.title')}</DropdownMenuLabel>
        {/* The panel stays open so the user sees the items turn read. */}
        <PanelAction
          icon={CheckCheck}
          onAct={markAllRead}
          disabled={unreadCount === 0 || isMarkingAllRead}
          className="shrink-0 px-2 py-1.5 text-xs"
        >
          {t('notifications.markAllRead')}
        </PanelAction>
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
            <PanelAction icon={RotateCw} onAct={refetch}>
              {t('notifications.retry')}
            </PanelAction>
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
              <NotificationItem key={notification.id} notification={notification} onOpen={open} />
            ))}
          </div>
        )}
      </div>
    </DeferredDropdown>
  );
}

interface PanelActionProps {
  icon: LucideIcon;
  onAct: () => void;
  disabled?: boolean;
  className?: string;
  children: ReactNode;
}

/** A link-coloured menu item that acts without closing the panel. */
function PanelAction({ icon: Icon, onAct, disabled, className, children }: PanelActionProps) {
  return (
    <DropdownMenuItem
      disabled={disabled}
      onSelect={(event) => {
        event.preventDefault();
        onAct();
      }}
      className={cn('font-medium text-primary focus:text-primary', className)}
    >
      <Icon aria-hidden="true" />
      {children}
    </DropdownMenuItem>
  );
}
