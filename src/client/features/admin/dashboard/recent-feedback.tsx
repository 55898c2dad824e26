import type { Dashboard } from '@shared/admin';
import type { FeedbackStatus } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeProps } from '../../../components/ui/badge';
import { StarRating } from '../../../components/ui/star-rating';
import { useFormatters } from '../../../lib/format';
import { EmptyNote } from './empty-note';

const STATUS_VARIANT: Record<FeedbackStatus, BadgeProps['variant']> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'outline',
  reported: 'destructive',
  archived: 'outline',
};

const VI_DATE_TIME = new Intl.DateTimeFormat('vi-VN', {
  hour: '2-digit',
  minute: '2-digit',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * English keeps 'MMM d, yyyy - h:mm a'; that pattern reads badly in Vietnamese
 * ('thg 11 21, 2026'), so Vietnamese gets its usual '04:38 21/11/2026'.
 */
function feedbackTime(value: string, format: ReturnType<typeof useFormatters>): string {
  return format.lng === 'vi' ? VI_DATE_TIME.format(new Date(value)) : format.dateTime(value);
}

/** The latest feedback of the period and filters, newest first, whatever its status. */
export function RecentFeedback({ items }: { items: Dashboard['recent_feedback'] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  if (items.length === 0) return <EmptyNote>{t('admin.dashboard.recent.empty')}</EmptyNote>;
  return (
    <ul className="grid grid-cols-1 gap-3">
      {items.map((item) => (
        <li key={item.id} className="grid min-w-0 gap-2 rounded-lg border p-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <p className="font-semibold">{item.doctor_name}</p>
            <Badge variant={STATUS_VARIANT[item.status]}>
              {t(`admin.catalog.feedbackStatus.${item.status}`)}
            </Badge>
          </div>
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-muted-foreground text-sm">
            <StarRating value={item.rating} size="sm" />
            <time dateTime={item.created_at}>{feedbackTime(item.created_at, format)}</time>
          </div>
          <p className={item.comment ? 'text-sm' : 'text-muted-foreground text-sm italic'}>
            {item.comment || t('admin.dashboard.recent.noComment')}
          </p>
        </li>
      ))}
    </ul>
  );
}
