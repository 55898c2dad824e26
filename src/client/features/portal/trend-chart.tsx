import type { PortalMonth } from '@shared/portal';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../lib/format';

/**
 * Reviews per month (bars) and their average rating (line, 0–5) over the last 12 months. Loaded
 * lazily with recharts; decorative for assistive technology: the portal shows the same numbers
 * as a table.
 */
export function TrendChart({ months }: { months: PortalMonth[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const points = months.map((m) => ({
    label: format.monthYear(`${m.month}-01T00:00:00Z`),
    reviews: m.review_count,
    rating: m.rating,
  }));
  return (
    <div aria-hidden="true" className="h-64 w-full">
      <ComposedChart
        responsive
        data={points}
        accessibilityLayer={false}
        style={{ width: '100%', height: 250 }}
      >
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="label" fontSize={12} />
        <YAxis yAxisId="n" allowDecimals={false} fontSize={12} />
        <YAxis yAxisId="r" orientation="right" domain={[0, 5]} fontSize={12} />
        <Tooltip />
        <Legend />
        <Bar
          yAxisId="n"
          dataKey="reviews"
          name={t('portal.chart.reviews')}
          fill="var(--color-primary)"
        />
        <Line
          yAxisId="r"
          dataKey="rating"
          name={t('portal.chart.rating')}
          stroke="var(--color-warning)"
          connectNulls
        />
      </ComposedChart>
    </div>
  );
}
