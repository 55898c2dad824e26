import type { Dashboard } from '@shared/admin';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../../lib/format';

type Series = Dashboard['series'];

interface Point {
  label: string;
  reviews: number;
  /** null where no review was given: no rating is not a rating of 0. */
  rating: number | null;
}

/**
 * Reviews per day or week (bars, left axis) and their combined score (line, right axis, 0–5).
 * Decorative for assistive technology: the same numbers follow as a visually hidden table.
 */
export function DashboardChart({ series }: { series: Series }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const points: Point[] = series.map((point) => ({
    label: format.dayMonth(point.bucket),
    reviews: point.reviews,
    rating: point.reviews > 0 ? point.score : null,
  }));
  const reviewsName = t('admin.dashboard.chart.reviews');
  const ratingName = t('admin.dashboard.chart.score');

  return (
    <figure className="grid gap-2">
      <div aria-hidden="true" className="text-primary">
        <ComposedChart
          responsive
          data={points}
          margin={{ top: 8, right: 0, bottom: 0, left: -16 }}
          accessibilityLayer={false}
          style={{ width: '100%', height: 300 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} className="stroke-border" />
          <XAxis
            dataKey="label"
            tickLine={false}
            axisLine={false}
            minTickGap={16}
            tick={{ className: 'fill-muted-foreground text-xs' }}
          />
          <YAxis
            yAxisId="reviews"
            allowDecimals={false}
            tickLine={false}
            axisLine={false}
            tickFormatter={(value: number) => format.number(value)}
            tick={{ className: 'fill-muted-foreground text-xs' }}
          />
          <YAxis
            yAxisId="rating"
            orientation="right"
            domain={[0, 5]}
            ticks={[0, 1, 2, 3, 4, 5]}
            tickLine={false}
            axisLine={false}
            tick={{ className: 'fill-muted-foreground text-xs' }}
          />
          <Tooltip
            formatter={(value, name) =>
              typeof value === 'number'
                ? [name === ratingName ? format.rating(value) : format.number(value), name]
                : ['–', name]
            }
          />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            yAxisId="reviews"
            dataKey="reviews"
            name={reviewsName}
            fill="var(--color-primary)"
            radius={[4, 4, 0, 0]}
            maxBarSize={32}
            isAnimationActive={false}
          />
          <Line
            yAxisId="rating"
            dataKey="rating"
            name={ratingName}
            type="monotone"
            stroke="var(--color-star-stroke)"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
            isAnimationActive={false}
          />
        </ComposedChart>
      </div>
      <figcaption className="text-muted-foreground text-sm">
        {t('admin.dashboard.chart.caption')}
      </figcaption>
      {/* The wrapper is what hides it: a table ignores the height that sr-only sets. */}
      <div className="sr-only">
        <table>
          <caption>{t('admin.dashboard.chart.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('admin.dashboard.chart.period')}</th>
              <th scope="col">{reviewsName}</th>
              <th scope="col">{ratingName}</th>
            </tr>
          </thead>
          <tbody>
            {points.map((point, index) => (
              <tr key={series[index]?.bucket ?? index}>
                <th scope="row">{point.label}</th>
                <td>{format.number(point.reviews)}</td>
                <td>{point.rating === null ? '–' : format.rating(point.rating)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
