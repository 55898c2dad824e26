/** Latency summaries for the scenarios that drive their own requests (not autocannon). */

export interface LatencySummary {
  count: number;
  /** Completed operations per second over the scenario's wall time. */
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/**
 * The middle value, one of the values itself (the lower of the middle two for an even count), so
 * a caller can find the run it came from; 0 for none.
 */
export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)]! : 0;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank - 1))]!;
}

export function summarize(latenciesMs: number[], wallSeconds: number): LatencySummary {
  const sorted = [...latenciesMs].sort((a, b) => a - b);
  const sum = sorted.reduce((a, b) => a + b, 0);
  return {
    count: sorted.length,
    perSecond: wallSeconds > 0 ? round(sorted.length / wallSeconds) : 0,
    p50: round(percentile(sorted, 50)),
    p90: round(percentile(sorted, 90)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    mean: sorted.length ? round(sum / sorted.length) : 0,
  };
}

/** Runs `task` for items with at most `limit` in flight; returns the results in order. */
export async function pool<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      out[index] = await task(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return out;
}
