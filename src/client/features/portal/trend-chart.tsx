import type { PortalMonth } from '@shared/portal';
import { useTranslation } from 'react-i18next';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, Tooltip, XAxis, YAxis } from 'recharts';
import { useFormatters } from '../../lib/format';
import '../../i18n/features/portal';

/** The criteria's lines: dashed, in colours apart from the overall rating's. */
const CRITERIA_LINES = [
  { key: 'medical_expertise', colour: 'var(--color-info)' },
  { key: 'customer_experience', colour: 'var(--color-success)' },
  { key: 'compliance', colour: 'var(--color-muted-foreground)' },
] as const;

/**
 * Reviews per month (bars), their average rating and each criterion's average (lines, 0–5) over
 * the last 12 months. Loaded lazily with recharts; decorative for assistive technology: the
 * portal shows the same numbers as a table.
 */
export function TrendChart({ months }: { months: PortalMonth[] }) {
  const { t } = useTranslation();
  const format = useFormatters();
  const points = months.map((m) => ({
    label: format.monthYear(`${m.month}-01T00:00:00Z`),
    reviews: m.review_count,
    rating: m.rating,
    medical_expertise: m.medical_expertise,
    customer_experience: m.customer_experience,
    compliance: m.compliance,
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
        {CRITERIA_LINES.map(({ key, colour }) => (
          <Line
            key={key}
            yAxisId="r"
            dataKey={key}
            name={t(`portal.criteria.${key}`)}
            stroke={colour}
            strokeDasharray="4 3"
            connectNulls
          />
        ))}
      </ComposedChart>
    </div>
  );
}
