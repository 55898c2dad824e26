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
            <time dateTime={item.created_at}>{format.dateTime(item.created_at)}</time>
          </div>
          <p className={item.comment ? 'text-sm' : 'text-muted-foreground text-sm italic'}>
            {item.comment || t('admin.dashboard.recent.noComment')}
          </p>
        </li>
      ))}
    </ul>
  );
}
