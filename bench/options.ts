/**
 * Command-line options of `npm run bench` (node:util parseArgs). Every size and duration has a
 * flag, and `--quick` swaps the defaults for a small, fast run that still exercises every phase.
 */
import { parseArgs } from 'node:util';

export const PHASES = [
  'build',
  'bundle',
  'start',
  'profile',
  'generate',
  'explain',
  'full',
  'full-uncached',
  'feedback',
  'realtime',
  'invitations',
  'demo-postgres',
  'demo-pglite',
  'lighthouse',
  'page-load',
  'topics',
  'screening',
] as const;
export type Phase = (typeof PHASES)[number];

export interface DatasetSize {
  seed: number;
  clinics: number;
  doctors: number;
  feedback: number;
  users: number;
  /** Users that get a fresh visit (two doctors) for the feedback scenario. */
  visits: number;
}

export interface BenchOptions {
  quick: boolean;
  databaseUrl: string;
  size: DatasetSize;
  /** Seconds of measured load per HTTP scenario. */
  duration: number;
  /** Seconds of unmeasured warm-up before each HTTP scenario. */
  warmup: number;
  connections: number;
  /** Send `Accept-Encoding: gzip` like a browser (responses over 1 KB are compressed). */
  gzip: boolean;
  /** Seconds of the feedback (verify + submit + moderate) scenario. */
  feedbackSeconds: number;
  feedbackConcurrency: number;
  /** Concurrent Server-Sent-Event streams, each from its own signed-in user. */
  streams: number;
  /** Users signed in through the API (the rest of the streams get sessions made in SQL). */
  signIns: number;
  signInConcurrency: number;
  lighthouseRuns: number;
  /** Loads of each page in Chromium for the downloaded JavaScript and the hydration tasks. */
  pageLoadRuns: number;
  /** Runs of the whole labelled set through the topic detector for its time per comment. */
  topicsRuns: number;
  /** Runs of the screening tuning set through the detector for its time per text. */
  screeningRuns: number;
  phases: Set<Phase>;
  /** Keep the bench databases when done (the full one is always kept for --skip-generate). */
  keepDemo: boolean;
}

const HELP = `npm run bench -- [options]

  --quick                 small dataset (100k feedback, 10k users), 3 s per scenario, 300 streams
  --duration <s>          measured seconds per HTTP scenario        (default 10, quick 3)
  --warmup <s>            warm-up seconds before each scenario      (default 2, quick 1)
  --connections <n>       autocannon connections                    (default 32)
  --no-gzip               do not send Accept-Encoding: gzip
  --seed <n>              dataset seed                              (default 20260101)
  --feedback <n>          feedback rows                             (default 1000000)
  --users <n>             users                                     (default 100000)
  --doctors <n>           doctors                                   (default 10000)
  --clinics <n>           clinics                                   (default 200)
  --streams <n>           concurrent SSE streams                    (default 2000)
  --sign-ins <n>          users signed in through the API           (default 100, quick 40);
                          the other stream users get sessions inserted in SQL
  --feedback-seconds <s>  duration of the feedback scenario         (default 20, quick 5)
  --lighthouse-runs <n>   Lighthouse runs per page (median kept)     (default 3, quick 1)
  --page-load-runs <n>    page loads in Chromium per page (median)   (default 5, quick 1)
  --topics-runs <n>       runs of the tuning set through the topic detector (default 200, quick 50)
  --screening-runs <n>    runs of the tuning set through the screening detector (default 200, quick 50)
  --only <a,b>            run only these phases: ${PHASES.join(', ')}
  --skip <a,b>            skip these phases (e.g. --skip build,generate to reuse a dataset)
  --keep-demo             keep the bench_demo database afterwards

  Phases: build (npm run build), bundle (first-load JS), start (npm start in a copy of the
  checkout: first start with the build, then a second one), profile (node --cpu-prof on the
  demo data, top self-time entries under load), generate (the full dataset), explain, full
  (full dataset on PostgreSQL), full-uncached (directory cache off), feedback, realtime,
  invitations, demo-postgres, demo-pglite, lighthouse, page-load (a guest's page loads in
  Chromium at 4x CPU slowdown: JavaScript downloaded, hydration tasks), topics (the comment-topic
  detector: precision and recall on its tuning set and its held-out set, time per comment),
  screening (the moderation assistant's review screening: span precision and recall per kind on
  its tuning and held-out sets, time per text; run alone and without --quick, it also refreshes its
  section of bench/REPORT.md). Every HTTP scenario is compared with a raw node:http server
  (bench/baseline-server.mjs) run just before and just after it.

  BENCH_DATABASE_URL      default postgres://postgres@127.0.0.1:5432/bench`;

function phaseList(value: string | undefined, flag: string): Phase[] {
  if (!value) return [];
  return value.split(',').map((p) => {
    const phase = p.trim() as Phase;
    if (!PHASES.includes(phase)) throw new Error(`${flag}: unknown phase "${p}"`);
    return phase;
  });
}

function positive(value: string | undefined, fallback: number, flag: string): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n < 0) throw new Error(`--${flag} must be a non-negative number`);
  return n;
}

export function parseOptions(argv: string[]): BenchOptions {
  const { values } = parseArgs({
    args: argv,
    options: {
      help: { type: 'boolean', short: 'h' },
      quick: { type: 'boolean' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      connections: { type: 'string' },
      'no-gzip': { type: 'boolean' },
      seed: { type: 'string' },
      feedback: { type: 'string' },
      users: { type: 'string' },
      doctors: { type: 'string' },
      clinics: { type: 'string' },
      streams: { type: 'string' },
      'sign-ins': { type: 'string' },
      'feedback-seconds': { type: 'string' },
      'lighthouse-runs': { type: 'string' },
      'page-load-runs': { type: 'string' },
      'topics-runs': { type: 'string' },
      'screening-runs': { type: 'string' },
      only: { type: 'string' },
      skip: { type: 'string' },
      'keep-demo': { type: 'boolean' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(HELP);
    process.exit(0);
  }
  const quick = values.quick ?? false;
  const streams = positive(values.streams, quick ? 300 : 2000, 'streams');
  const users = positive(values.users, quick ? 10_000 : 100_000, 'users');
  const only = phaseList(values.only, '--only');
  const skip = new Set(phaseList(values.skip, '--skip'));
  const phases = new Set((only.length ? only : PHASES).filter((p) => !skip.has(p)));
  return {
    quick,
    databaseUrl: process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/bench',
    size: {
      seed: positive(values.seed, 20_260_101, 'seed'),
      clinics: positive(values.clinics, 200, 'clinics'),
      doctors: positive(values.doctors, 10_000, 'doctors'),
      feedback: positive(values.feedback, quick ? 100_000 : 1_000_000, 'feedback'),
      users,
      visits: Math.min(users, Math.max(streams, 1000)),
    },
    duration: positive(values.duration, quick ? 3 : 10, 'duration'),
    warmup: positive(values.warmup, quick ? 1 : 2, 'warmup'),
    connections: positive(values.connections, 32, 'connections'),
    gzip: !values['no-gzip'],
    feedbackSeconds: positive(values['feedback-seconds'], quick ? 5 : 20, 'feedback-seconds'),
    feedbackConcurrency: 16,
    streams: Math.min(streams, users),
    signIns: positive(values['sign-ins'], quick ? 40 : 100, 'sign-ins'),
    signInConcurrency: 8,
    lighthouseRuns: Math.max(
      1,
      positive(values['lighthouse-runs'], quick ? 1 : 3, 'lighthouse-runs'),
    ),
    pageLoadRuns: Math.max(1, positive(values['page-load-runs'], quick ? 1 : 5, 'page-load-runs')),
    topicsRuns: Math.max(1, positive(values['topics-runs'], quick ? 50 : 200, 'topics-runs')),
    screeningRuns: Math.max(
      1,
      positive(values['screening-runs'], quick ? 50 : 200, 'screening-runs'),
    ),
    phases,
    keepDemo: values['keep-demo'] ?? false,
  };
}
