import { useTranslation } from 'react-i18next';
import { StarRating } from '../../../components/ui/star-rating';
import { useFormatters } from '../../../lib/format';
import { cn } from '../../../lib/utils';

interface RatingSummaryProps {
  rating: number;
  reviewCount: number;
  className?: string;
  /** Where space is short on phones, the figure alone says it. */
  starsClassName?: string;
}

/** A doctor's rating: stars and figure, with the number of reviews under them. */
export function RatingSummary({
  rating,
  reviewCount,
  className,
  starsClassName,
}: RatingSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <span className="flex items-center gap-1.5">
        <StarRating value={rating} size="sm" className={starsClassName} />
        <span className="font-semibold tabular-nums">{format.rating(rating)}</span>
      </span>
      <span className="text-muted-foreground text-xs">
        {t('admin.dashboard.reviewCount', { count: reviewCount })}
      </span>
    </div>
  );
}
