import type { NotificationType } from '@shared/constants';
import type { AppNotification } from '@shared/notifications';
import { type LucideIcon, Megaphone, MessageSquareText, Stethoscope } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DropdownMenuItem } from '../../components/ui/dropdown-menu';
import { useFormatters } from '../../lib/format';
import { LocalizedText } from '../../lib/localized';
import { cn } from '../../lib/utils';
import '../../i18n/features/notifications';

const TYPE_ICON: Record<NotificationType, LucideIcon> = {
  feedback: MessageSquareText,
  doctor: Stethoscope,
  system: Megaphone,
};

interface NotificationItemProps {
  notification: AppNotification;
  onOpen: (notification: AppNotification) => void;
}

/**
 * One row of the bell's list; a menu item, so arrow keys and Enter work as in any menu. The text
 * is shown in the current language: English when the row has it, else the Vietnamese marked
 * lang="vi" (rows written before both texts were kept have Vietnamese only).
 */
export function NotificationItem({ notification, onOpen }: NotificationItemProps) {
  const { t } = useTranslation();
  const { dateTime } = useFormatters();
  const Icon = TYPE_ICON[notification.type];
  const unread = !notification.is_read;

  return (
    <DropdownMenuItem
      data-unread={unread || undefined}
      onSelect={() => onOpen(notification)}
      className={cn(
        'items-start gap-3 px-3 py-2.5',
        unread && 'bg-primary-soft/70 focus:bg-primary-soft',
      )}
    >
      <span
        aria-hidden="true"
        className={cn(
          'mt-0.5 flex size-8 shrink-0 items-center justify-center rounded-full',
          unread ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
      >
        <Icon />
      </span>
      <span className="flex min-w-0 flex-1 flex-col gap-0.5">
        <span className="flex items-start gap-2">
          <LocalizedText
            vi={notification.title}
            en={notification.title_en}
            className={cn(
              'min-w-0 flex-1 break-words leading-snug',
              unread ? 'font-semibold' : 'font-medium',
            )}
          />
          {unread ? (
            <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary">
              <span className="sr-only">{t('notifications.unread')}</span>
            </span>
          ) : null}
        </span>
        <LocalizedText
          vi={notification.message}
          en={notification.message_en}
          className="break-words text-muted-foreground"
        />
        <time dateTime={notification.created_at} className="text-muted-foreground text-xs">
          {dateTime(notification.created_at)}
        </time>
      </span>
    </DropdownMenuItem>
  );
}
