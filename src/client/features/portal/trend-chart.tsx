import type { PortalMonth, PortalTrendSeries } from '@shared/portal';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/portal';

/** Whole stars on the score axis: a score reads against 1 to 5, nothing in between. */
const SCORE_TICKS = [1, 2, 3, 4, 5];

/**
 * One question at a time over the last 12 months: a score (1 to 5, one line) or the number of
 * reviews (bars), chosen beside the chart. Loaded lazily with recharts; decorative for assistive
 * technology, since the portal gives the same figures as a table.
 */
export function TrendChart({
  months,
  series,
}: {
  months: PortalMonth[];
  series: PortalTrendSeries;
}) {
  const { t } = useTranslation();
  const format = useFormatters();
  const points = months.map((m) => ({
    label: format.monthYear(`${m.month}-01T00:00:00Z`),
    value: m[series],
  }));
  const name = t(`portal.trend.series.${series}`);
  const axis = { fontSize: 12, tickLine: false } as const;
  return (
    <div aria-hidden="true" className="h-60 w-full" data-series={series}>
      {series === 'review_count' ? (
        <BarChart
          responsive
          accessibilityLayer={false}
          data={points}
          style={{ width: '100%', height: 240 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
          <YAxis allowDecimals={false} width={32} {...axis} />
          <Tooltip formatter={(v) => [format.number(Number(v)), name]} />
          <Bar dataKey="value" name={name} fill="var(--color-primary)" />
        </BarChart>
      ) : (
        <LineChart
          responsive
          accessibilityLayer={false}
          data={points}
          style={{ width: '100%', height: 240 }}
        >
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="label" {...axis} interval="preserveStartEnd" />
          <YAxis domain={[1, 5]} ticks={SCORE_TICKS} width={24} {...axis} />
          <Tooltip formatter={(v) => [format.rating(Number(v)), name]} />
          <Line
            dataKey="value"
            name={name}
            stroke="var(--color-primary)"
            strokeWidth={2}
            dot={{ r: 3 }}
            connectNulls
          />
        </LineChart>
      )}
    </div>
  );
}
