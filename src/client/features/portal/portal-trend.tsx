import { PORTAL_TREND_SERIES, type PortalMonth, type PortalTrendSeries } from '@shared/portal';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatters } from '../../lib/format';
import { importWithRetry } from '../../lib/lazy-component';
import { cn } from '../../lib/utils';
import '../../i18n/features/portal';

// recharts is large: its chunk loads only when the portal shows the chart.
const TrendChart = lazy(async () => ({
  default: (await importWithRetry(() => import('./trend-chart'))).TrendChart,
}));

/** The scores of the table's columns, in the chooser's order (the count comes first). */
const SCORES = PORTAL_TREND_SERIES.filter((s) => s !== 'review_count');

/**
 * The last 12 months, one question at a time: the doctor picks the combined score, the overall
 * stars, a criterion or the number of reviews, and the chart shows that alone on its own scale.
 * Every figure is also in a table, for screen readers and for exact numbers.
 */
export function PortalTrend({ months }: { months: PortalMonth[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [series, setSeries] = useState<PortalTrendSeries>('score');
  const name = useId();
  const value = (v: number | null) => (v === null ? '—' : format.rating(v));
  const empty = months.every((m) => m.review_count === 0);
  return (
    <div className="grid gap-3">
      <fieldset className="grid gap-2">
        <legend className="mb-1 font-medium text-sm">{t('portal.trend.choose')}</legend>
        <div className="flex flex-wrap gap-2">
          {PORTAL_TREND_SERIES.map((s) => (
            <label
              key={s}
              className={cn(
                'cursor-pointer rounded-full border px-3 py-1.5 text-sm has-focus-visible:outline-2 has-focus-visible:outline-ring',
                s === series
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'bg-background hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={s}
                checked={s === series}
                onChange={() => setSeries(s)}
                className="sr-only"
              />
              {t(`portal.trend.series.${s}`)}
            </label>
          ))}
        </div>
      </fieldset>
      {empty ? (
        <p className="text-muted-foreground text-sm">{t('portal.trend.empty')}</p>
      ) : (
        <Suspense fallback={<div className="h-60" />}>
          <TrendChart months={months} series={series} />
        </Suspense>
      )}
      <details>
        <summary className="cursor-pointer text-sm">{t('portal.trend.table')}</summary>
        <div className="overflow-x-auto">
          <table className="mt-2 w-full text-sm">
            <thead>
              <tr>
                <th className="text-start">{t('portal.trend.month')}</th>
                <th className="text-end">{t('portal.trend.series.review_count')}</th>
                {SCORES.map((s) => (
                  <th key={s} className="text-end">
                    {t(`portal.trend.series.${s}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {months.map((m) => (
                <tr key={m.month}>
                  <td>{format.monthYear(`${m.month}-01T00:00:00Z`)}</td>
                  <td className="text-end">{format.number(m.review_count)}</td>
                  {SCORES.map((s) => (
                    <td key={s} className="text-end">
                      {value(m[s])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </div>
  );
}
