/**
 * The HTTP scenarios of one running server: bare Hono, the product's /api/health, the directory
 * and (on the full dataset) the admin dashboard, each between two short runs of the raw node:http
 * baseline.
 */
import type { Baseline } from './baseline';
import { clientIp, signIn } from './http';
import { type LoadResult, type LoadSettings, measure, type Scenario } from './load';
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
import type { RunLabel, ServerRun } from './types';

/** Seconds of each raw reference run: long enough to be stable, short enough to repeat often. */
const RAW_SECONDS = 5;

/** The raw throughput a scenario is compared with: the mean of the runs around it. */
const rawAround = (before: number, after: number) => Math.round(((before + after) / 2) * 10) / 10;

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
  const rawSettings = {
    ...onBaseline(baseline.rawUrl),
    duration: Math.min(o.duration, RAW_SECONDS),
  };
  // Other processes share the machine and its speed drifts within minutes, so each scenario is
  // compared with the mean of two raw node:http runs, made in the same conditions just before
  // and just after it: a drift that is steady over the scenario cancels out, and each raw run
  // between two scenarios serves both.
  let lastRaw = await measure(rawSettings, RAW);
  const rawRuns: LoadResult[] = [lastRaw];
  const scenarios: LoadResult[] = [];
  const run = async (scenario: Scenario, on: LoadSettings) => {
    const before = lastRaw;
    const r = await measure(on, scenario);
    const after = await measure(rawSettings, RAW);
    rawRuns.push(after);
    lastRaw = after;
    r.rawRps = rawAround(before.rps, after.rps);
    r.ratioToRaw = r.rawRps > 0 ? Math.round((r.rps / r.rawRps) * 1000) / 1000 : 0;
    log(
      `  ${r.scenario}: ${r.rps} req/s (raw before and after: ${before.rps} and ${after.rps}, ` +
        `ratio ${r.ratioToRaw}), p50 ${r.latencyMs.p50} ms, p99 ${r.latencyMs.p99} ms, ` +
        `non-2xx ${r.non2xx}, errors ${r.errors}`,
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
