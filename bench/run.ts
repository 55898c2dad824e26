/**
 * `npm run bench`: builds, measures the client weight, the comment-topic detector and the review
 * screening (on their labelled sets), `npm start` (first start with the build, second start) and
 * a CPU profile of the server, generates the dataset, then runs the HTTP,
 * feedback and real-time scenarios against the real server on the full dataset, the same
 * directory scenarios on the demo data (PostgreSQL and PGlite), Lighthouse, and writes
 * bench/results/<date>-<scenario>.json and bench/REPORT.md. Every HTTP scenario is compared
 * with a raw node:http server run just before and just after it (bench/baseline-server.mjs).
 * `npm run bench -- --help` for flags.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { projectPath } from '../src/server/lib/paths';
import { recomputeAll } from '../src/server/modules/ratings/repo';
import { type Baseline, startBaseline } from './baseline';
import { measureBundle } from './bundle';
import { explainDirectory } from './explain';
import { feedbackScenario, mintSessions, type Patient, signInUsers } from './feedback';
import { generateDataset } from './generate';
import { invitationsScenario, quietExistingMessages } from './invitations';
import { runLighthouse } from './lighthouse';
import { loadAverage, machineInfo } from './machine';
import { startMessageServers } from './message-servers';
import { type Phase, parseOptions } from './options';
import { measurePageLoads } from './page-load';
import { dropDatabase, resetDatabase, withClient, withDatabase } from './pg';
import { profileServer } from './profile';
import { realtimeScenario } from './realtime';
import { writeReport } from './report';
import { pickDirectory } from './scenarios';
import { measureScreeningPhase } from './screening';
import { AUTH_SECRET, type ServerHandle, startServerProcess } from './server';
import { adminSession, loadServer } from './server-load';
import { measureStart } from './start';
import { checkSummary, checkTargets, targetSummary } from './targets';
import { measureTopicsPhase } from './topics';
import type { BenchResults, RunLabel } from './types';

const log = (line: string) =>
  console.log(`[bench ${new Date().toISOString().slice(11, 19)}] ${line}`);

async function phase<T>(
  results: BenchResults,
  name: string,
  run: () => Promise<T>,
): Promise<T | undefined> {
  log(`— ${name}`);
  try {
    return await run();
  } catch (err) {
    const message = (err as Error).stack ?? String(err);
    log(`${name} failed: ${message}`);
    results.errors.push({ phase: name, message: (err as Error).message });
    return undefined;
  } finally {
    results.loadAverages.push({ phase: name, load: loadAverage() });
  }
}

function build() {
  const res = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', cwd: projectPath() });
  if (res.status !== 0) throw new Error(`npm run build failed (${res.status})`);
}

/** How big the database a full run measured is (it may be a reused dataset of another size). */
async function countRows(url: string) {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ feedback: string; doctors: string }>(
      'select (select count(*) from feedback) as feedback, (select count(*) from doctors) as doctors',
    );
    return { feedback: Number(rows[0]?.feedback ?? 0), doctors: Number(rows[0]?.doctors ?? 0) };
  });
}

/** Makes the bench visits usable again when the dataset is reused (--skip generate). */
async function resetFeedbackState(url: string) {
  await withClient(url, async (c) => {
    await c.query(
      `delete from feedback where visit_id in (select id from visits where source = 'bench')`,
    );
    await c.query(`update visits set claimed_by = null where source = 'bench'`);
    await c.query('delete from idempotency_keys');
    await c.query('delete from rate_limits');
  });
  const database = await openDatabase({ url, log: createLogger('warn') });
  try {
    await recomputeAll(database.db);
  } finally {
    await database.close();
  }
}

async function benchVisits(url: string): Promise<Map<number, string>> {
  return withClient(url, async (c) => {
    const { rows } = await c.query<{ visit_code: string; phone: string }>(
      `select visit_code, phone from visits where source = 'bench'`,
    );
    return new Map(rows.map((r) => [Number(r.phone.slice(5)), r.visit_code]));
  });
}

async function timedStart(...args: Parameters<typeof startServerProcess>) {
  const t = performance.now();
  const server = await startServerProcess(...args);
  return { server, seconds: Math.round((performance.now() - t) / 100) / 10 };
}

async function main() {
  const command = `npm run bench${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`;
  const o = parseOptions(process.argv.slice(2));
  const started = performance.now();
  const has = (p: Phase) => o.phases.has(p);
  const results: BenchResults = {
    machine: await machineInfo(o.databaseUrl),
    settings: {
      quick: o.quick,
      size: o.size,
      duration: o.duration,
      warmup: o.warmup,
      connections: o.connections,
      gzip: o.gzip,
      streams: o.streams,
      phases: [...o.phases],
      feedbackSeconds: o.feedbackSeconds,
    },
    command,
    loadAverages: [],
    errors: [],
    runs: [],
    targets: [],
    totalSeconds: 0,
  };
  log(
    `machine: ${results.machine.cpus} CPUs, ${results.machine.memoryGb} GB, load ${results.machine.loadAverageAtStart.join(' ')}`,
  );

  if (has('build')) await phase(results, 'build', async () => build());
  if (has('bundle')) results.bundle = await phase(results, 'bundle', async () => measureBundle());
  if (has('topics')) {
    results.topics = await phase(results, 'topics', async () =>
      measureTopicsPhase(o.topicsRuns, log),
    );
  }
  if (has('screening')) {
    results.screening = await phase(results, 'screening', async () =>
      measureScreeningPhase(o.screeningRuns, log),
    );
  }
  if (has('start')) results.start = await phase(results, 'start', () => measureStart(log));
  if (has('profile'))
    results.profile = await phase(results, 'profile', () => profileServer(o, log));
  // Raw node:http and bare Hono, in a process of their own, started when a load run needs them.
  let baseline: Promise<Baseline> | undefined;
  const getBaseline = () => {
    baseline ??= startBaseline();
    return baseline;
  };
  const load = async (
    server: ServerHandle,
    label: RunLabel,
    startSeconds: number,
    withDashboard: boolean,
  ) => {
    const run = await loadServer(
      o,
      server,
      await getBaseline(),
      label,
      startSeconds,
      withDashboard,
      log,
    );
    // Only said in the report: a failed count must not lose the run.
    if (label.startsWith('full')) run.rows = await countRows(o.databaseUrl).catch(() => undefined);
    return run;
  };

  if (has('generate')) {
    results.dataset = await phase(results, 'generate', () =>
      generateDataset(o.databaseUrl, o.size, (l) => log(l)),
    );
  }

  // ---- full dataset on PostgreSQL: directory + dashboard, EXPLAIN, feedback, real-time
  const needsFull = (['explain', 'full', 'feedback', 'realtime'] as Phase[]).some(has);
  if (needsFull) {
    let server: ServerHandle | undefined;
    try {
      const start = await phase(results, 'start full-postgres', () =>
        timedStart({ label: 'full-postgres', databaseUrl: o.databaseUrl, seedDemo: false }),
      );
      if (!start) throw new Error('the full-postgres server did not start');
      server = start.server;
      const s = server;
      if (has('explain')) {
        results.explain = await phase(results, 'explain', async () =>
          explainDirectory(o.databaseUrl, await pickDirectory(s.url)),
        );
      }
      if (has('full')) {
        const run = await phase(results, 'load full-postgres', () =>
          load(s, 'full-postgres', start.seconds, true),
        );
        if (run) results.runs.push(run);
      }
      if (has('feedback') || has('realtime')) {
        await phase(results, 'reset feedback state', () => resetFeedbackState(o.databaseUrl));
        const rssAtRest = s.rssMb();
        const sample = Math.min(o.signIns, o.streams);
        const cpuDelta = async <T>(run: () => Promise<T>) => {
          const before = await s.cpuMs();
          const out = await run();
          const after = await s.cpuMs();
          return {
            out,
            cpuMs: {
              server: Math.round(after.server - before.server),
              database: Math.round(after.database - before.database),
            },
          };
        };
        const signedIn = await phase(results, 'sign-in', () =>
          cpuDelta(() => signInUsers(s.url, sample, o.signInConcurrency)),
        );
        results.signIn = signedIn && { ...signedIn.out.result, cpuMs: signedIn.cpuMs };
        const minted = await phase(results, 'sessions', () =>
          mintSessions(o.databaseUrl, AUTH_SECRET, sample + 1, o.streams),
        );
        const patients: Patient[] = [...(signedIn?.out.patients ?? []), ...(minted ?? [])];
        const admin = (await phase(results, 'admin sign-in', () => adminSession(s))) ?? '';
        if (has('feedback') && patients.length && admin) {
          const fb = await phase(results, 'feedback', async () => {
            const visits = await benchVisits(o.databaseUrl);
            return cpuDelta(() =>
              feedbackScenario(
                s.url,
                patients,
                visits,
                admin,
                o.feedbackSeconds,
                o.feedbackConcurrency,
              ),
            );
          });
          results.feedback = fb && { ...fb.out, cpuMs: fb.cpuMs };
        }
        if (has('realtime') && patients.length && admin) {
          const rt = await phase(results, 'realtime', () =>
            realtimeScenario(s.url, o.databaseUrl, patients, admin, s.rssMb, s.cpuMs),
          );
          if (rt) results.realtime = { ...rt, rssAtRestMb: rssAtRest };
        }
      }
    } finally {
      await server?.stop();
    }
  }

  // ---- invitations: a server of their own whose channels reach local providers (the other
  // servers, with no providers configured, would take the messages into their dev outboxes).
  if (has('invitations')) {
    const providers = await startMessageServers();
    await quietExistingMessages(o.databaseUrl);
    let server: ServerHandle | undefined;
    try {
      const start = await phase(results, 'start invitations', () =>
        timedStart({
          label: 'invitations',
          databaseUrl: o.databaseUrl,
          seedDemo: false,
          env: providers.env,
        }),
      );
      server = start?.server;
      const s = server;
      if (s) {
        results.invitations = await phase(results, 'invitations', async () => {
          const before = await s.cpuMs();
          const out = await invitationsScenario(
            s.url,
            o.databaseUrl,
            await adminSession(s),
            providers,
          );
          const after = await s.cpuMs();
          log(
            `  import of ${out.visits} visits: ${out.requestMs} ms, ${out.outboxRows} invitations ` +
              `queued, all sent in ${out.sendingSeconds} s ` +
              `(${(out.channels ?? []).map((c) => `${c.channel} ${c.perSecond}/s`).join(', ')}), ` +
              `health max ${out.healthDuringImport.maxMs} ms during the import, ` +
              `p99 ${out.healthDuringSending?.p99Ms} ms while sending`,
          );
          return {
            ...out,
            cpuMs: {
              server: Math.round(after.server - before.server),
              database: Math.round(after.database - before.database),
            },
          };
        });
      }
    } finally {
      await server?.stop();
      await providers.close();
    }
  }

  // ---- the same directory scenarios with the directory cache off: what a query nobody asked
  // since the last change costs (the cached figures above are what repeated queries cost).
  if (has('full-uncached')) {
    let server: ServerHandle | undefined;
    try {
      const start = await phase(results, 'start full-postgres-uncached', () =>
        timedStart({
          label: 'full-postgres-uncached',
          databaseUrl: o.databaseUrl,
          seedDemo: false,
          env: { DIRECTORY_CACHE_SIZE: '0' },
        }),
      );
      server = start?.server;
      const s = server;
      if (s && start) {
        const run = await phase(results, 'load full-postgres-uncached', () =>
          load(s, 'full-postgres-uncached', start.seconds, false),
        );
        if (run) results.runs.push(run);
      }
    } finally {
      await server?.stop();
    }
  }

  // ---- demo data on PostgreSQL (+ Lighthouse), then on PGlite
  const demoUrl = withDatabase(o.databaseUrl, `${new URL(o.databaseUrl).pathname.slice(1)}_demo`);
  if (has('demo-postgres') || has('lighthouse') || has('page-load')) {
    let server: ServerHandle | undefined;
    try {
      const start = await phase(results, 'start demo-postgres', async () => {
        await resetDatabase(demoUrl);
        return timedStart({ label: 'demo-postgres', databaseUrl: demoUrl, seedDemo: true });
      });
      server = start?.server;
      const s = server;
      if (s && start && has('demo-postgres')) {
        const run = await phase(results, 'load demo-postgres', () =>
          load(s, 'demo-postgres', start.seconds, false),
        );
        if (run) results.runs.push(run);
      }
      const publicPages = async (url: string) => {
        const picks = await pickDirectory(url);
        return [
          { page: 'home', url: `${url}/` },
          { page: 'doctor list', url: `${url}/doctors` },
          { page: 'doctor page', url: `${url}/doctors/${picks.doctorId}` },
        ];
      };
      if (s && has('lighthouse')) {
        results.lighthouse = await phase(results, 'lighthouse', async () =>
          runLighthouse(await publicPages(s.url), o.lighthouseRuns),
        );
      }
      if (s && has('page-load')) {
        results.pageLoad = await phase(results, 'page-load', async () =>
          measurePageLoads(await publicPages(s.url), o.pageLoadRuns),
        );
      }
    } finally {
      await server?.stop();
      if (!o.keepDemo) await dropDatabase(demoUrl).catch(() => {});
    }
  }
  if (has('demo-pglite')) {
    let server: ServerHandle | undefined;
    try {
      const start = await phase(results, 'start demo-pglite', () =>
        timedStart({ label: 'demo-pglite', seedDemo: true }),
      );
      server = start?.server;
      const s = server;
      if (s && start) {
        const run = await phase(results, 'load demo-pglite', () =>
          load(s, 'demo-pglite', start.seconds, false),
        );
        if (run) results.runs.push(run);
      }
    } finally {
      await server?.stop();
    }
  }

  await baseline?.then((b) => b.stop()).catch(() => {});

  results.totalSeconds = Math.round((performance.now() - started) / 1000);
  results.targets = checkTargets(results);
  const written = writeReport(results);
  log(`results: ${written.map((f) => path.relative(projectPath(), f)).join(', ')}`);
  log(
    `done in ${results.totalSeconds} s: ${targetSummary(results.targets)}, ${checkSummary(results.targets)}` +
      (results.errors.length ? `, ${results.errors.length} phase error(s)` : ''),
  );
  const explainFailed = results.explain && !results.explain.directoryNoFeedbackSeqScan;
  if (results.errors.length || explainFailed) process.exitCode = 1;
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
