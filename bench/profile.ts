/**
 * Where a request's CPU time goes: the built server under `node --cpu-prof` (demo data on
 * PGlite in a temporary DATA_DIR, like the demo-pglite run), loaded with /api/health and a
 * cached /api/doctors for a few seconds each. The self-time tables count only the samples taken
 * while each load ran, so start-up, migrations and seeding do not dilute them.
 * bench/PROFILE.md keeps the before/after record of the changes these profiles led to.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import { type CpuProfile, locator, monotonicUs, selfTime, type WindowSummary } from './cpuprofile';
import { measure, type Scenario } from './load';
import type { BenchOptions } from './options';
import { startServerProcess } from './server';

export interface ProfiledLoad extends WindowSummary {
  scenario: string;
  path: string;
  seconds: number;
  /** With the profiler on: lower than in the load runs. */
  rps: number;
}

export interface ProfileResult {
  loads: ProfiledLoad[];
  /** Kept for a look in Chrome DevTools (Performance → Load profile). */
  profileFile: string;
}

const PROFILED: Scenario[] = [
  { name: 'health', path: '/api/health' },
  { name: 'doctors-list (cached)', path: '/api/doctors' },
];
const MAX_SECONDS = 5;

export async function profileServer(
  o: BenchOptions,
  log: (line: string) => void,
): Promise<ProfileResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cpuprofile-'));
  try {
    const server = await startServerProcess({
      label: 'profile',
      seedDemo: true,
      nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${dir}`],
    });
    const windows: { scenario: Scenario; from: number; to: number; rps: number; s: number }[] = [];
    try {
      const settings = {
        base: server.url,
        connections: o.connections,
        duration: Math.min(o.duration, MAX_SECONDS),
        warmup: 0,
        gzip: o.gzip,
        rss: server.rssMb,
        cpu: server.cpuMs,
      };
      for (const scenario of PROFILED) {
        // Warm-up apart, so the window holds only the measured run (the cache is filled by then).
        await measure({ ...settings, duration: Math.max(1, o.warmup) }, scenario);
        const from = monotonicUs();
        const r = await measure(settings, scenario);
        windows.push({ scenario, from, to: from + r.durationS * 1e6, rps: r.rps, s: r.durationS });
        log(`  ${scenario.name}: ${r.rps} req/s under the profiler`);
      }
    } finally {
      // The server ends with process.exit on SIGTERM; node writes the profile on that exit.
      await server.stop();
    }
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
    if (files.length === 0) throw new Error(`no .cpuprofile written in ${dir}`);
    // One file per thread; the main thread is the one that has samples in the load windows.
    const profiles = files.map((f) => path.join(dir, f));
    const locate = locator();
    let best: { file: string; loads: ProfiledLoad[] } | undefined;
    for (const file of profiles) {
      const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
      const loads = windows.map((w) => ({
        scenario: w.scenario.name,
        path: w.scenario.path,
        seconds: w.s,
        rps: w.rps,
        ...selfTime(profile, w.from, w.to, locate),
      }));
      const busy = (x: ProfiledLoad[]) => x.reduce((n, l) => n + l.nonIdleSamples, 0);
      if (!best || busy(loads) > busy(best.loads)) best = { file, loads };
    }
    const keptDir = projectPath('bench', 'results', 'tmp');
    fs.mkdirSync(keptDir, { recursive: true });
    const profileFile = path.join(keptDir, 'server.cpuprofile');
    fs.copyFileSync(best!.file, profileFile);
    return { loads: best!.loads, profileFile };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
