/**
 * A row of bars, one per month, scaled to the row's own largest value: the shape of a trend at a
 * glance. Decorative: the exact numbers are in a table beside it.
 */
export function Sparkline({ values }: { values: readonly number[] }) {
  const max = Math.max(1, ...values);
  const bar = 5;
  const gap = 2;
  const height = 20;
  return (
    <svg
      aria-hidden="true"
      className="text-primary"
      width={values.length * (bar + gap)}
      height={height}
      viewBox={`0 0 ${values.length * (bar + gap)} ${height}`}
    >
      {values.map((value, i) => {
        // A month without any still shows a sliver, so the months can be counted.
        const h = Math.max(1, (value / max) * height);
        return (
          <rect
            // biome-ignore lint/suspicious/noArrayIndexKey: the months are fixed positions.
            key={i}
            x={i * (bar + gap)}
            y={height - h}
            width={bar}
            height={h}
            rx={1}
            fill="currentColor"
            opacity={value === 0 ? 0.3 : 1}
          />
        );
      })}
    </svg>
  );
}
