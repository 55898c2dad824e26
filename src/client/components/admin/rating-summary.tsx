import { RATING_MAX } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { cn } from '../../lib/utils';
import { StarRating } from '../ui/star-rating';

interface RatingSummaryProps {
  /** The doctor's combined score. */
  score: number;
  reviewCount: number;
  className?: string;
  /** Where space is short on phones, the figure alone says it. */
  starsClassName?: string;
}

/** A doctor's combined score: stars and figure, with the number of reviews under them. */
export function RatingSummary({
  score,
  reviewCount,
  className,
  starsClassName,
}: RatingSummaryProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className={cn('flex flex-col gap-0.5', className)}>
      <span className="flex items-center gap-1.5">
        <StarRating
          value={score}
          size="sm"
          className={starsClassName}
          label={t('admin.dashboard.scoreSummary', {
            value: format.rating(score),
            max: RATING_MAX,
          })}
        />
        <span className="font-semibold tabular-nums">{format.rating(score)}</span>
      </span>
      <span className="text-muted-foreground text-xs">
        {t('admin.dashboard.reviewCount', { count: reviewCount })}
      </span>
    </div>
  );
}
