/** One autocannon run per scenario: a short warm-up, then the measured run with RSS sampling. */
import autocannon from 'autocannon';
import { median } from './stats';

export interface Scenario {
  name: string;
  path: string;
  /** Needs the admin session cookie. */
  admin?: boolean;
}

export interface LoadResult {
  scenario: string;
  path: string;
  connections: number;
  durationS: number;
  requests: number;
  /** Mean requests per second over the measured run. */
  rps: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  /** Mean response size in bytes (on the wire, after compression). */
  bytesPerResponse: number;
  /** Highest RSS of the server process seen during the run, in MB. */
  peakRssMb: number;
  /**
   * CPU time per request of the server process and of its PostgreSQL backends (0 for PGlite,
   * which runs inside the server process). Unlike throughput, this barely depends on what else
   * runs on the machine.
   */
  cpuMsPerRequest: { server: number; database: number };
  /** Throughput of the raw node:http baseline around this scenario (mean of before and after). */
  rawRps?: number;
  /** Throughput relative to that raw run ("of raw"); the median of `rounds` when there are some. */
  ratioToRaw?: number;
  /** The scenario's rounds, each between two raw runs (results since the second run of 2026-11-27). */
  rounds?: Round[];
}

/** One round of a scenario: its throughput, the mean of the raw runs around it, their ratio. */
export interface Round {
  rps: number;
  rawRps: number;
  ratio: number;
}

export interface LoadSettings {
  base: string;
  connections: number;
  duration: number;
  warmup: number;
  gzip: boolean;
  adminCookie?: string;
  rss: () => number;
  cpu: () => Promise<{ server: number; database: number }>;
}

function run(opts: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(opts, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/**
 * Waits until the server answers a database round trip promptly again: requests autocannon
 * gave up on may still hold the pool, and must not slow down the next scenario.
 */
export async function settle(base: string, maxMs = 60_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < maxMs) {
    const t = performance.now();
    const res = await fetch(`${base}/api/ready`).catch(() => null);
    await res?.arrayBuffer();
    if (res?.ok && performance.now() - t < 100) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  return Math.round(performance.now() - started);
}

/**
 * One result from the measured parts (rounds) of a scenario: counts, CPU and sizes over all of
 * them; the median part's p50 and the worst part's p90, p99 and max (percentiles of separate runs
 * do not add up, and a target on p99 should not hide a bad round).
 */
export function combineRuns(parts: LoadResult[]): LoadResult {
  const first = parts[0]!;
  if (parts.length === 1) return first;
  const sum = (f: (x: LoadResult) => number) => parts.reduce((n, x) => n + f(x), 0);
  const requests = sum((x) => x.requests);
  const durationS = Math.round(sum((x) => x.durationS) * 100) / 100;
  const weighted = (f: (x: LoadResult) => number, digits: number) =>
    requests > 0 ? Math.round((sum((x) => f(x) * x.requests) / requests) * digits) / digits : 0;
  const statusCodes: Record<string, number> = {};
  for (const part of parts)
    for (const [code, n] of Object.entries(part.statusCodes))
      statusCodes[code] = (statusCodes[code] ?? 0) + n;
  const worst = (f: (x: LoadResult) => number) => Math.max(...parts.map(f));
  return {
    ...first,
    durationS,
    requests,
    rps: durationS > 0 ? Math.round((requests / durationS) * 10) / 10 : 0,
    latencyMs: {
      p50: median(parts.map((x) => x.latencyMs.p50)),
      p90: worst((x) => x.latencyMs.p90),
      p99: worst((x) => x.latencyMs.p99),
      max: worst((x) => x.latencyMs.max),
      mean: weighted((x) => x.latencyMs.mean, 100),
    },
    errors: sum((x) => x.errors),
    timeouts: sum((x) => x.timeouts),
    non2xx: sum((x) => x.non2xx),
    statusCodes,
    bytesPerResponse: Math.round(weighted((x) => x.bytesPerResponse, 1)),
    peakRssMb: worst((x) => x.peakRssMb),
    cpuMsPerRequest: {
      server: weighted((x) => x.cpuMsPerRequest.server, 1000),
      database: weighted((x) => x.cpuMsPerRequest.database, 1000),
    },
  };
}

const perRequest = (ms: number, requests: number) =>
  requests > 0 ? Math.round((Math.max(0, ms) / requests) * 1000) / 1000 : 0;

export async function measure(s: LoadSettings, scenario: Scenario): Promise<LoadResult> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (s.gzip) headers['accept-encoding'] = 'gzip';
  if (scenario.admin && s.adminCookie) headers.cookie = s.adminCookie;
  const base: autocannon.Options = {
    url: `${s.base}${scenario.path}`,
    connections: s.connections,
    headers,
    // Admin dashboards may take longer than a second under load: measure them, not time-outs.
    timeout: scenario.admin ? 30 : 10,
  };
  if (s.warmup > 0) await run({ ...base, duration: s.warmup });
  let peak = s.rss();
  const sampler = setInterval(() => {
    peak = Math.max(peak, s.rss());
  }, 250);
  const cpuBefore = await s.cpu();
  const r = await run({ ...base, duration: s.duration }).finally(() => clearInterval(sampler));
  const cpuAfter = await s.cpu();
  await settle(s.base);
  const statusCodes: Record<string, number> = {};
  for (const [code, v] of Object.entries(r.statusCodeStats ?? {})) statusCodes[code] = v.count ?? 0;
  const requests = r.requests.total;
  return {
    scenario: scenario.name,
    path: scenario.path,
    connections: s.connections,
    durationS: r.duration,
    requests,
    rps: Math.round((requests / r.duration) * 10) / 10,
    latencyMs: {
      p50: r.latency.p50,
      p90: r.latency.p90,
      p99: r.latency.p99,
      max: r.latency.max,
      mean: Math.round(r.latency.mean * 100) / 100,
    },
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    statusCodes,
    bytesPerResponse: requests > 0 ? Math.round(r.throughput.total / requests) : 0,
    peakRssMb: peak,
    cpuMsPerRequest: {
      server: perRequest(cpuAfter.server - cpuBefore.server, requests),
      database: perRequest(cpuAfter.database - cpuBefore.database, requests),
    },
  };
}
