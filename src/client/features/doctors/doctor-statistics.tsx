import { CRITERIA_WEIGHTS, RATING_MAX } from '@shared/constants';
import type { DoctorScoreStats, DoctorStats } from '@shared/doctors';
import { ChartNoAxesColumn } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/empty-state';
import { QueryStates } from '../../components/query-states';
import { Skeleton, SkeletonStack } from '../../components/ui/skeleton';
import { StarRating } from '../../components/ui/star-rating';
import { useFormatters } from '../../lib/format';
import { importWithRetry } from '../../lib/lazy-component';
import { useDoctorStats } from './api';
import '../../i18n/features/doctors';
import '../../i18n/features/journey';

const RatingDistributionChart = lazy(async () => ({
  default: (await importWithRetry(() => import('./rating-distribution-chart')))
    .RatingDistributionChart,
}));

const STARS_DESCENDING = ['5', '4', '3', '2', '1'] as const;

const CRITERIA = [
  { key: 'medicalExpertise', mean: 'avg_medical', percent: 'medical' },
  { key: 'customerExperience', mean: 'avg_customer', percent: 'customer' },
  { key: 'compliance', mean: 'avg_compliance', percent: 'compliance' },
] as const;

function Tile({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1 rounded-xl border bg-card p-3 shadow-sm sm:p-4">
      <div className="text-muted-foreground text-xs leading-snug sm:text-sm">{label}</div>
      <div className="mt-auto flex flex-wrap items-center gap-x-2 gap-y-1">{children}</div>
    </div>
  );
}

function StatisticsContent({ stats }: { stats: DoctorScoreStats }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const criteriaTitleId = useId();
  const rows = STARS_DESCENDING.map((star) => ({
    star,
    label: `${star} ★`,
    count: stats.rating_counts[star],
  }));

  return (
    <div className="flex flex-col gap-6">
      <div className="grid grid-cols-2 gap-2 sm:gap-4">
        <Tile label={t('doctors.stats.score')}>
          <span className="font-bold text-2xl tabular-nums sm:text-3xl">
            {format.rating(stats.score)}
          </span>
          <span className="text-muted-foreground text-sm">/ {RATING_MAX}</span>
          <StarRating
            value={stats.score}
            size="sm"
            className="hidden sm:inline-flex"
            label={t('doctors.scoreSummary', {
              value: format.rating(stats.score),
              max: RATING_MAX,
            })}
          />
        </Tile>
        <Tile label={t('doctors.stats.totalReviews')}>
          <span className="font-bold text-2xl tabular-nums sm:text-3xl">
            {format.number(stats.review_count)}
          </span>
        </Tile>
      </div>
      {/* What the score is, where it shows, and what the stars below are. */}
      <p className="-mt-3 text-muted-foreground text-sm">{t('journey.reviews.scoresExplained')}</p>

      <figure className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
        <figcaption className="font-semibold text-foreground">
          {t('doctors.stats.distributionTitle')}
        </figcaption>
        <div aria-hidden="true" className="min-h-[200px]">
          <Suspense fallback={<Skeleton className="h-[200px] w-full" />}>
            <RatingDistributionChart rows={rows} formatCount={format.number} />
          </Suspense>
        </div>
        {/* The chart's numbers for screen readers (and the browser tests). */}
        <table className="sr-only" data-testid="rating-distribution-table">
          <caption>{t('doctors.stats.distributionTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('doctors.stats.starColumn')}</th>
              <th scope="col">{t('doctors.stats.countColumn')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.star}>
                <th scope="row">{t('rating.star', { count: Number(row.star) })}</th>
                <td>{format.number(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>

      <section
        aria-labelledby={criteriaTitleId}
        className="flex flex-col gap-4 rounded-xl border bg-card p-4 shadow-sm sm:p-5"
      >
        <div className="flex flex-col gap-1">
          <h3 id={criteriaTitleId} className="font-semibold text-foreground">
            {t('doctors.stats.criteriaTitle')}
          </h3>
          <p className="text-muted-foreground text-sm">{t('doctors.stats.scoreHint')}</p>
        </div>
        <ul className="flex flex-col gap-4">
          {CRITERIA.map((criterion) => {
            const percent = stats.percent[criterion.percent];
            return (
              <li key={criterion.key} className="flex flex-col gap-1.5">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
                  <span className="font-medium text-foreground">
                    {t(`doctors.criteria.${criterion.key}`)}{' '}
                    <span className="font-normal text-muted-foreground">
                      (
                      {t('doctors.criteria.weight', {
                        weight: format.percent(CRITERIA_WEIGHTS[criterion.key]),
                      })}
                      )
                    </span>
                  </span>
                  <span className="font-semibold text-foreground tabular-nums">
                    {t('doctors.stats.criterionValue', {
                      value: format.rating(stats[criterion.mean]),
                      percent: format.percent(percent / 100),
                    })}
                  </span>
                </div>
                <div className="h-2.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
                  <div
                    className="h-full rounded-full bg-primary"
                    style={{ width: `${Math.min(100, Math.max(0, percent))}%` }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </section>
    </div>
  );
}

/** The combined score, review count, overall-star distribution and the three weighted criteria. */
export function DoctorStatistics({ doctorId }: { doctorId: string }) {
  const { t } = useTranslation();
  const stats = useDoctorStats(doctorId);

  return (
    <QueryStates
      query={stats}
      loading={
        <SkeletonStack
          label={t('doctors.stats.loading')}
          shapes={['h-24 rounded-xl', 'h-64 rounded-xl']}
          className="gap-4"
        />
      }
      errorTitle={t('doctors.stats.error')}
    >
      {(data) =>
        data.has_score ? <StatisticsContent stats={data} /> : <TooFewReviews stats={data} />
      }
    </QueryStates>
  );
}

/** No score is published below the minimum number of reviews; say how far off it is. */
function TooFewReviews({
  stats,
}: {
  stats: Pick<DoctorStats, 'review_count' | 'min_reviews_for_score'>;
}) {
  const { t } = useTranslation();
  const { review_count: n, min_reviews_for_score: min } = stats;
  return (
    <EmptyState icon={ChartNoAxesColumn} className="gap-2">
      <p className="text-muted-foreground">
        {n === 0 ? t('doctors.stats.noData') : t('doctors.stats.notEnough', { n, min })}
      </p>
    </EmptyState>
  );
}
