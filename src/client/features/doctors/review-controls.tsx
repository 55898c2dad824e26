import { REVIEW_SORTS, type ReviewSort } from '@shared/constants';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { selectTriggerClassName } from '../../components/ui/select-trigger-class';
import type { ReviewView } from './api';
import '../../i18n/features/journey';

const STARS = [5, 4, 3, 2, 1] as const;

/**
 * Order and star filter of a doctor's reviews, as native selects (keyboard and screen reader
 * behaviour come from the browser), with a short note telling the two headline figures apart.
 */
export function ReviewControls({
  view,
  onChange,
}: {
  view: ReviewView;
  onChange: (view: ReviewView) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex flex-col gap-3">
      <div className="grid grid-cols-2 gap-3 sm:flex sm:items-end">
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
          <label htmlFor={`${id}-sort`} className="font-medium text-sm">
            {t('journey.reviews.sortLabel')}
          </label>
          <select
            id={`${id}-sort`}
            className={selectTriggerClassName}
            value={view.sort}
            onChange={(e) => onChange({ ...view, sort: e.target.value as ReviewSort })}
          >
            {REVIEW_SORTS.map((sort) => (
              <option key={sort} value={sort}>
                {t(`journey.reviews.sort.${sort}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="flex min-w-0 flex-col gap-1.5 sm:w-48">
          <label htmlFor={`${id}-star`} className="font-medium text-sm">
            {t('journey.reviews.starLabel')}
          </label>
          <select
            id={`${id}-star`}
            className={selectTriggerClassName}
            value={view.star ?? ''}
            onChange={(e) =>
              onChange({ ...view, star: e.target.value ? Number(e.target.value) : undefined })
            }
          >
            <option value="">{t('journey.reviews.allStars')}</option>
            {STARS.map((star) => (
              <option key={star} value={star}>
                {t('journey.reviews.stars', { count: star })}
              </option>
            ))}
          </select>
        </div>
      </div>
      <p className="text-muted-foreground text-sm">{t('journey.reviews.scoresExplained')}</p>
    </div>
  );
}
