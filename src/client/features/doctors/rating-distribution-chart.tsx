import { Bar, BarChart, XAxis, YAxis } from 'recharts';

export interface DistributionRow {
  /** Axis label, e.g. '5 ★'. */
  label: string;
  count: number;
}

const ROW_HEIGHT = 40;

/**
 * Horizontal bars of reviews per star (5 at the top). Its own module so recharts loads only when
 * the Statistics tab opens. Decorative for assistive technology: the caller renders the same
 * numbers as a table.
 */
export function RatingDistributionChart({
  rows,
  formatCount,
}: {
  rows: DistributionRow[];
  formatCount: (count: number) => string;
}) {
  return (
    <BarChart
      responsive
      data={rows}
      layout="vertical"
      margin={{ top: 0, right: 0, bottom: 0, left: 0 }}
      barCategoryGap={8}
      accessibilityLayer={false}
      // currentColor lets the bars take the design token colour from the wrapper's CSS.
      className="text-star"
      style={{ width: '100%', height: rows.length * ROW_HEIGHT }}
    >
      <XAxis type="number" hide allowDecimals={false} domain={[0, 'dataMax']} />
      <YAxis
        yAxisId="star"
        type="category"
        dataKey="label"
        width={44}
        axisLine={false}
        tickLine={false}
        tick={{ className: 'fill-muted-foreground text-sm' }}
      />
      {/*
       * The counts as a second axis on the right rather than bar labels: a bar label is not
       * drawn for an empty bar, and '0' is information too.
       */}
      <YAxis
        yAxisId="count"
        orientation="right"
        type="category"
        dataKey="label"
        width={44}
        axisLine={false}
        tickLine={false}
        tickFormatter={(_label: string, index: number) => formatCount(rows[index]?.count ?? 0)}
        tick={{
          className: 'rating-count fill-foreground text-sm font-semibold',
          textAnchor: 'end',
          dx: 36,
        }}
      />
      <Bar
        yAxisId="star"
        dataKey="count"
        fill="currentColor"
        radius={[0, 4, 4, 0]}
        isAnimationActive={false}
        background={{ className: 'fill-muted', radius: 4 }}
      />
    </BarChart>
  );
}
