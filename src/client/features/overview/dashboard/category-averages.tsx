import type { Dashboard } from '@shared/admin';
import { CRITERIA_WEIGHTS, RATING_MAX } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { Progress } from '../../../components/ui/progress';
import { useFormatters } from '../../../lib/format';

type Categories = Dashboard['categories'];

const ROWS = [
  { key: 'medical', weight: CRITERIA_WEIGHTS.medicalExpertise },
  { key: 'customer', weight: CRITERIA_WEIGHTS.customerExperience },
  { key: 'compliance', weight: CRITERIA_WEIGHTS.compliance },
] as const;

/** Average of each criterion (out of 5) with its weight, and the combined score they make. */
export function CategoryAverages({ categories, score }: { categories: Categories; score: number }) {
  const { t } = useTranslation();
  const format = useFormatters();
  return (
    <div className="grid gap-5">
      <ul className="grid gap-4">
        {ROWS.map(({ key, weight }) => {
          const value = categories[key];
          const label = t(`admin.dashboard.categories.${key}`);
          return (
            <li key={key} className="grid gap-1.5">
              <div className="flex items-baseline justify-between gap-2 text-sm">
                <span className="font-medium">
                  {label}{' '}
                  <span className="text-muted-foreground">
                    ({t('admin.dashboard.categories.weight', { weight: format.percent(weight) })})
                  </span>
                </span>
                <span className="font-semibold tabular-nums">
                  {format.rating(value)}/{RATING_MAX}
                </span>
              </div>
              <Progress
                value={(value / RATING_MAX) * 100}
                aria-label={t('admin.dashboard.categories.valueLabel', {
                  label,
                  value: format.rating(value),
                  max: RATING_MAX,
                })}
              />
            </li>
          );
        })}
      </ul>
      <div className="flex items-center justify-between gap-2 rounded-lg bg-primary-soft p-4">
        <span className="font-semibold text-primary">{t('admin.dashboard.categories.score')}</span>
        <span className="font-bold text-2xl text-primary tabular-nums">
          {format.rating(score)}
          <span className="font-medium text-base">/{RATING_MAX}</span>
        </span>
      </div>
    </div>
  );
}
