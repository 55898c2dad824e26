/**
 * The HTTP scenarios of one running server: bare Hono, the product's /api/health, the directory
 * and (on the full dataset) the admin dashboard, each measured in rounds that alternate with
 * short runs of the raw node:http baseline.
 */
import type { Baseline } from './baseline';
import { clientIp, signIn } from './http';
import {
  combineRuns,
  type LoadResult,
  type LoadSettings,
  measure,
  type Round,
  type Scenario,
} from './load';
import type { BenchOptions } from './options';
import {
  BARE_HONO,
  DASHBOARD_SCENARIOS,
  directoryScenarios,
  HEALTH,
  pickDirectory,
  RAW,
} from './scenarios';
import { ADMIN_EMAIL, ADMIN_PASSWORD, type ServerHandle } from './server';
import { median } from './stats';
import type { RunLabel, ServerRun } from './types';

/**
 * Seconds of each round (whole seconds: autocannon ends a run on a one-second tick): a 10 s
 * scenario is measured in five rounds; one shorter than two rounds is measured in one.
 */
const ROUND_SECONDS = 2;

/** The raw throughput a round is compared with: the mean of the runs around it. */
const rawAround = (before: number, after: number) => Math.round(((before + after) / 2) * 10) / 10;
const ratio = (rps: number, raw: number) => (raw > 0 ? Math.round((rps / raw) * 1000) / 1000 : 0);

export async function adminSession(server: ServerHandle) {
  return signIn(server.url, ADMIN_EMAIL, ADMIN_PASSWORD, clientIp(0xfffffe));
}

export async function loadServer(
  o: BenchOptions,
  server: ServerHandle,
  baseline: Baseline,
  label: RunLabel,
  startSeconds: number,
  withDashboard: boolean,
  log: (line: string) => void,
): Promise<ServerRun> {
  await new Promise((r) => setTimeout(r, 2000));
  const atRest = server.rssMb();
  const picks = await pickDirectory(server.url);
  log(
    `  ${label}: doctor ${picks.doctorName} (${picks.doctorReviews} reviews), filter ${picks.filterQuery}`,
  );
  const settings: LoadSettings = {
    base: server.url,
    connections: o.connections,
    duration: o.duration,
    warmup: o.warmup,
    gzip: o.gzip,
    adminCookie: withDashboard ? await adminSession(server) : undefined,
    rss: server.rssMb,
    cpu: server.cpuMs,
  };
  // The baseline process's own memory and CPU, not the product's.
  const onBaseline = (base: string): LoadSettings => ({
    ...settings,
    base,
    adminCookie: undefined,
    rss: baseline.rssMb,
    cpu: baseline.cpuMs,
  });
  // Other processes share the machine and its speed moves from one second to the next (raw's own
  // throughput moved by ±20% between consecutive 5 s runs), so a scenario's measured time is cut
  // into rounds, each between two raw node:http runs of the same length (a raw run between two
  // rounds serves both). A round is compared with the mean of the raw runs just before and just
  // after it, and the scenario's ratio is the median of its rounds': a drift that is steady over
  // a round cancels out, and one round caught by a burst of other work does not decide it.
  const rounds = Math.max(1, Math.floor(o.duration / ROUND_SECONDS));
  const roundSeconds = rounds > 1 ? ROUND_SECONDS : o.duration;
  // Warmed up once: the raw server answers a constant, and each scenario warms up before its
  // first round.
  const rawSettings = { ...onBaseline(baseline.rawUrl), duration: roundSeconds, warmup: 0 };
  let lastRaw = await measure({ ...rawSettings, warmup: o.warmup }, RAW);
  const rawRuns: LoadResult[] = [lastRaw];
  const scenarios: LoadResult[] = [];
  const run = async (scenario: Scenario, on: LoadSettings) => {
    const parts: LoadResult[] = [];
    const measured: Round[] = [];
    for (let i = 0; i < rounds; i++) {
      const before = lastRaw;
      const part = await measure(
        { ...on, duration: roundSeconds, warmup: i === 0 ? on.warmup : 0 },
        scenario,
      );
      const after = await measure(rawSettings, RAW);
      rawRuns.push(after);
      lastRaw = after;
      const raw = rawAround(before.rps, after.rps);
      measured.push({ rps: part.rps, rawRps: raw, ratio: ratio(part.rps, raw) });
      parts.push(part);
    }
    const r = combineRuns(parts);
    r.rounds = measured;
    r.rawRps = Math.round(median(measured.map((x) => x.rawRps)) * 10) / 10;
    r.ratioToRaw = Math.round(median(measured.map((x) => x.ratio)) * 1000) / 1000;
    log(
      `  ${r.scenario}: ${r.rps} req/s, ratio ${r.ratioToRaw} (rounds: ` +
        `${measured.map((x) => `${x.rps}/${x.rawRps}`).join(', ')}), p50 ` +
        `${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`,
    );
    scenarios.push(r);
  };
  await run(BARE_HONO, onBaseline(baseline.honoUrl));
  await run(HEALTH, settings);
  for (const scenario of directoryScenarios(picks)) await run(scenario, settings);
  if (withDashboard) for (const scenario of DASHBOARD_SCENARIOS) await run(scenario, settings);
  const product = scenarios.filter((x) => x.scenario !== BARE_HONO.name);
  return {
    label,
    database: label === 'demo-pglite' ? 'PGlite' : 'PostgreSQL',
    dataset: label.startsWith('full') ? 'full' : 'demo',
    startSeconds,
    picks,
    rssMb: { atRest, peakUnderLoad: Math.max(atRest, ...product.map((x) => x.peakRssMb)) },
    raw: rawRuns.reduce((a, b) => (b.rps > a.rps ? b : a)),
    rawRuns,
    scenarios,
  };
}
