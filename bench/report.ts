/**
 * Target checks, machine-readable results (bench/results/<date>-<scenario>.json) and the human
 * report (bench/REPORT.md). Quick or partial runs write to bench/results/tmp/ instead, so the
 * committed report always comes from a full run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import type { LoadResult } from './load';
import { PHASES, type Phase } from './options';
import { profileSection, screeningSection, startSection, topicsSection } from './report-phases';
import { median } from './stats';
import { checkSummary, checkTargets, LIMITS, roundsRange, targetSummary } from './targets';
import type { BenchResults, ServerRun, TargetCheck } from './types';

const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits).replace(/\.0+$/, '');
const yes = (met: boolean) => (met ? 'met' : '**not met**');

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const run = (r: BenchResults, label: ServerRun['label']) => r.runs.find((x) => x.label === label);

/**
 * Since 2026-11-27 a raw run sits between every two scenarios and a scenario is compared with the
 * mean of the runs before and after it; earlier results compared it with the run just before.
 * Since the second run of that day a scenario is measured in rounds, each between two raw runs.
 */
const rawAroundEach = (s: ServerRun) => s.rawRuns.length > s.scenarios.length;
const inRounds = (s: ServerRun) => s.scenarios.some((x) => x.rounds !== undefined);
/** "5 rounds of 2 s per scenario", from the first run. */
const roundsOf = (r: BenchResults) => {
  const first = r.runs[0];
  const n = first?.scenarios[0]?.rounds?.length ?? 0;
  return `${n} rounds of ${fmt(first?.raw.durationS, 0)} s per scenario`;
};
const rawComparison = (r: BenchResults) =>
  r.runs.length > 0 && r.runs.every(inRounds)
    ? 'the raw node:http baseline run alternately with it, round by round (each round of the scenario against the mean of the raw runs just before and just after it; the median round counts)'
    : r.runs.length > 0 && r.runs.every(rawAroundEach)
      ? 'the mean of the raw node:http runs made just before and just after the scenario'
      : 'the raw node:http baseline measured just before the scenario';

const ofRaw = (s: LoadResult) => {
  if (s.ratioToRaw === undefined) return '';
  const range = roundsRange(s);
  return `${fmt(s.ratioToRaw, 2)} of ${fmt(s.rawRps, 0)}${range ? ` (rounds ${range})` : ''}`;
};

function loadRow(s: LoadResult, best = false): (string | number)[] {
  return [
    `\`${s.scenario}\``,
    fmt(s.rps, 0),
    s.latencyMs.p50,
    s.latencyMs.p99,
    `${s.errors} / ${s.non2xx}`,
    best ? 'best raw run' : ofRaw(s),
    fmt(s.bytesPerResponse / 1024, 1),
    // Three digits: the baselines and cached answers cost hundredths of a millisecond.
    `${fmt(s.cpuMsPerRequest.server, 3)} + ${fmt(s.cpuMsPerRequest.database, 3)}`,
  ];
}

function rawRunsLine(s: ServerRun): string {
  const note = ' `bare-hono` runs in the baseline process too; the other rows are the product.';
  if (inRounds(s)) {
    const rps = s.rawRuns.map((c) => c.rps);
    const rounds = s.scenarios[0]?.rounds?.length ?? 0;
    return (
      `Raw node:http runs: ${rps.length} of ${fmt(s.raw.durationS, 0)} s, one before the first ` +
      `scenario and one after each of its ${rounds} rounds, ${fmt(Math.min(...rps), 0)}–` +
      `${fmt(Math.max(...rps), 0)} req/s (median ${fmt(median(rps), 0)}); the first row is the ` +
      `best of them, "of raw" gives the scenario's median ratio and its rounds' range.${note}`
    );
  }
  return (
    `Raw node:http runs (${s.raw.durationS} s each, ` +
    (rawAroundEach(s)
      ? 'one before the first scenario and one after each; a scenario is compared with the mean of the runs just before and just after it'
      : 'one just before each scenario') +
    `): ${s.rawRuns.map((c) => fmt(c.rps, 0)).join(', ')} req/s; the first row is the best of ` +
    `them.${note}`
  );
}

function serverSection(s: ServerRun): string {
  const rows = s.rows
    ? ` Database: ${s.rows.feedback.toLocaleString('en')} feedback, ` +
      `${s.rows.doctors.toLocaleString('en')} doctors.`
    : '';
  return [
    `### ${s.label} (${s.database}, ${s.dataset} dataset)`,
    '',
    `Started in ${s.startSeconds} s.${rows} Doctor used for :id: ${s.picks.doctorName} ` +
      `(${s.picks.doctorReviews} approved reviews, the most reviewed). ` +
      `Filter: \`${s.picks.filterQuery}\` (${s.picks.filterTotal} matches). RSS at rest ` +
      `${s.rssMb.atRest} MB, peak under load ${s.rssMb.peakUnderLoad} MB.`,
    '',
    rawRunsLine(s),
    '',
    table(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors / non-2xx',
        'of raw (req/s)',
        'KB/resp',
        'CPU ms/req server + db',
      ],
      [loadRow({ ...s.raw, scenario: 'raw' }, true), ...s.scenarios.map((x) => loadRow(x))],
    ),
  ].join('\n');
}

function sideBySide(r: BenchResults): string {
  const full = run(r, 'full-postgres');
  const cold = run(r, 'full-postgres-uncached');
  const demo = run(r, 'demo-postgres');
  const lite = run(r, 'demo-pglite');
  const names = (full ?? demo ?? lite ?? cold)?.scenarios.map((s) => s.scenario) ?? [];
  const cell = (s: ServerRun | undefined, name: string) => {
    const x = name === 'raw' ? s?.raw : s?.scenarios.find((y) => y.scenario === name);
    if (!x) return '–';
    const ratio = x.ratioToRaw === undefined ? '' : ` (${fmt(x.ratioToRaw, 2)})`;
    return `${fmt(x.rps, 0)}${ratio} · ${x.latencyMs.p50} · ${x.latencyMs.p99}`;
  };
  const ratio = (name: string) => {
    const a = full?.scenarios.find((y) => y.scenario === name);
    const b = demo?.scenarios.find((y) => y.scenario === name);
    return a && b ? `${fmt(a.latencyMs.p50 / Math.max(1, b.latencyMs.p50), 2)}×` : '–';
  };
  const product = (n: string) => n !== 'raw' && n !== 'bare-hono';
  return table(
    [
      'scenario',
      'full · PostgreSQL',
      'full · PostgreSQL, cache off',
      'demo · PostgreSQL',
      'demo · PGlite',
      'p50 full / demo (PG)',
    ],
    ['raw', ...names.filter((n) => !n.startsWith('admin-'))].map((n) => [
      `\`${n}\``,
      cell(full, n),
      cell(cold, n),
      cell(demo, n),
      cell(lite, n),
      product(n) ? ratio(n) : '',
    ]),
  );
}

function explainSection(r: BenchResults): string {
  if (!r.explain) return '_Not run._';
  const rows = r.explain.endpoints.map((e) => [
    `\`${e.endpoint}\``,
    e.queries.length,
    fmt(
      e.queries.reduce((s, q) => s + q.executionMs, 0),
      2,
    ),
    e.queries
      .flatMap((q) => q.scans)
      .map((s) => s.replace(/ rows=.*/, ''))
      .filter((s, i, all) => all.indexOf(s) === i)
      .join('; '),
    e.seqScanOfFeedback ? '**yes**' : 'no',
  ]);
  return [
    table(['endpoint', 'queries', 'execution ms (sum)', 'scans', 'seq scan of feedback'], rows),
    '',
    r.explain.directoryNoFeedbackSeqScan
      ? 'Assertion passed: no directory endpoint scans `feedback` sequentially.'
      : '**Assertion failed: a directory endpoint scans `feedback` sequentially.**',
    '',
    'Full plans (with the SQL and parameters) are in the `-explain.json` results file.',
  ].join('\n');
}

function feedbackSection(r: BenchResults): string {
  const parts: string[] = [];
  if (r.signIn) {
    const s = r.signIn;
    parts.push(
      `Sign-in of ${s.users} generated users through \`POST /api/auth/sign-in/email\` ` +
        `(${s.concurrency} at a time, scrypt password hashing): ${s.wallSeconds} s, ` +
        `${fmt(s.latency.perSecond)} sign-ins/s, p50 ${s.latency.p50} ms, p99 ${s.latency.p99} ms, ` +
        `${s.failures} failures` +
        (s.cpuMs
          ? `; CPU per sign-in ${fmt(s.cpuMs.server / Math.max(1, s.users), 0)} ms in the server ` +
            `+ ${fmt(s.cpuMs.database / Math.max(1, s.users), 1)} ms in PostgreSQL.`
          : '.'),
      '',
    );
  }
  if (r.feedback) {
    const f = r.feedback;
    const ops = f.operations;
    const total = ops.verify.count + ops.submit.count + ops.submitRetry.count + ops.moderate.count;
    parts.push(
      `${f.patientWorkers} patients at a time verify a visit and submit feedback for each doctor ` +
        `seen (Idempotency-Key; one submit in ten is retried with the same key), while ` +
        `${f.moderatorWorkers} admins approve: ${f.seconds} s, ${f.patientsServed} patients served, ` +
        `${fmt(f.totalPerSecond)} operations/s in all, ${f.idempotentReplaysMatched} retries answered ` +
        `with the first answer.`,
      '',
      table(
        ['operation', 'count', 'per s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms'],
        (
          [
            ['POST /api/visits/verify', ops.verify],
            ['POST /api/feedback', ops.submit],
            ['POST /api/feedback (retry, same key)', ops.submitRetry],
            ['PATCH /api/admin/feedback/:id approve', ops.moderate],
          ] as const
        ).map(([name, s]) => [name, s.count, fmt(s.perSecond), s.p50, s.p90, s.p99, s.max]),
      ),
      '',
      `Unexpected answers: ${Object.keys(f.unexpected).length ? JSON.stringify(f.unexpected) : 'none'}.` +
        (f.cpuMs
          ? ` CPU per operation (all four kinds together): ${fmt(f.cpuMs.server / Math.max(1, total), 1)} ms ` +
            `in the server + ${fmt(f.cpuMs.database / Math.max(1, total), 1)} ms in PostgreSQL.`
          : ''),
    );
  }
  return parts.length ? parts.join('\n') : '_Not run._';
}

function invitationsSection(r: BenchResults): string {
  const inv = r.invitations;
  if (!inv) return '_Not run._';
  const parts = [
    `One \`POST /api/admin/visits/import\` of ${inv.visits.toLocaleString('en')} CSV lines ` +
      `(${fmt(inv.csvBytes / 1024 / 1024, 2)} MB), a third of the visits at each of three clinics ` +
      'whose invitations try Zalo, SMS and e-mail first: the request validates the lines, writes ' +
      'the visits and queues one invitation per visit in the outbox with a single INSERT … SELECT. ' +
      "Then the server's worker sends them to local providers started by the bench (an SMPP 3.4 " +
      'gateway that sends delivery receipts, an HTTP server answering as Zalo’s Open API does, an ' +
      'SMTP server). One worker sends one message after another across the channels, so a ' +
      'channel’s rate below is its share of the worker while the others also had messages due.',
    '',
    table(
      ['', ''],
      [
        ['request time (writing and queuing)', `${fmt(inv.requestMs / 1000, 2)} s`],
        ['visits written', inv.written],
        ['invitations queued (answer / outbox rows)', `${inv.invitedReported} / ${inv.outboxRows}`],
        [
          '`GET /api/health` during the import (every 100 ms)',
          `${inv.healthDuringImport.count} requests, p50 ${inv.healthDuringImport.p50Ms} ms, max ${inv.healthDuringImport.maxMs} ms`,
        ],
        ...(inv.sendingSeconds !== undefined
          ? [['all sent, from the import’s answer', `${fmt(inv.sendingSeconds, 1)} s`]]
          : []),
        ...(inv.healthDuringSending
          ? [
              [
                '`GET /api/health` while the worker sent (every 100 ms)',
                `${inv.healthDuringSending.count} requests, p99 ${inv.healthDuringSending.p99Ms} ms, max ${inv.healthDuringSending.maxMs} ms`,
              ],
            ]
          : []),
        ...(inv.cpuMs
          ? [
              [
                'CPU (import and sending)',
                `${inv.cpuMs.server} ms in the server + ${inv.cpuMs.database} ms in PostgreSQL`,
              ],
            ]
          : []),
      ],
    ),
  ];
  if (inv.channels) {
    parts.push(
      '',
      table(
        ['channel', 'queued', 'sent', 'first to last sent', 'messages / s', 'provider received'],
        inv.channels.map((c) => [
          c.channel,
          c.queued,
          c.sent,
          `${fmt(c.seconds, 1)} s`,
          c.perSecond,
          inv.providersReceived?.[c.channel] ?? '–',
        ]),
      ),
    );
  }
  return parts.join('\n');
}

function realtimeSection(r: BenchResults): string {
  const rt = r.realtime;
  if (!rt) return '_Not run._';
  return [
    table(
      ['measure', 'value'],
      [
        [
          'streams open',
          `${rt.streamsOpen} / ${rt.streamsRequested} (opened in ${rt.openSeconds} s)`,
        ],
        ['users notified by the announcement (rows written)', rt.notifiedUsers],
        ['`POST /api/admin/announcements` (fan-out included)', `${fmt(rt.postMs, 0)} ms`],
        [
          'CPU used while the POST ran: server + PostgreSQL',
          `${fmt(rt.postCpuMs?.server, 0)} + ${fmt(rt.postCpuMs?.database, 0)} ms`,
        ],
        ['connected recipients (system announcements on)', rt.expectedRecipients],
        ['received', rt.received],
        [
          'arrival after the POST was sent: p50 / p99 / last',
          `${rt.arrivalAfterSendMs.p50} / ${rt.arrivalAfterSendMs.p99} / ${fmt(rt.lastArrivalAfterSendMs, 0)} ms`,
        ],
        ['last arrival after the POST answered', `${fmt(rt.lastArrivalAfterPostMs, 0)} ms`],
      ],
    ),
  ].join('\n');
}

function memorySection(r: BenchResults): string {
  const rows: (string | number)[][] = [];
  // Only the PGlite server has memory targets: it holds the database in its own process.
  const limit = (s: ServerRun, mb: number) => (s.label === 'demo-pglite' ? `≤ ${mb}` : '');
  for (const s of r.runs) {
    rows.push([`${s.label}: at rest`, s.rssMb.atRest, limit(s, LIMITS.pgliteRestMb)]);
    rows.push([
      `${s.label}: peak under HTTP load`,
      s.rssMb.peakUnderLoad,
      limit(s, LIMITS.pglitePeakMb),
    ]);
  }
  if (r.realtime) {
    rows.push(['full-postgres: at rest before the streams', r.realtime.rssAtRestMb, '']);
    rows.push([
      `full-postgres: with ${r.realtime.streamsOpen} SSE streams`,
      r.realtime.rssMb.streamsOpen,
      '',
    ]);
    rows.push([
      'full-postgres: streams + announcement delivered',
      r.realtime.rssMb.afterDelivery,
      '',
    ]);
  }
  return rows.length ? table(['server process (VmRSS)', 'MB', 'target MB'], rows) : '_Not run._';
}

function bundleSection(r: BenchResults): string {
  const b = r.bundle;
  if (!b) return '_Not run._';
  // Results from before the build's brotli copies measured the budget in gzip.
  const served = b.pages.every((p) => p.jsServedKb !== undefined);
  return [
    `Budget: ${b.budgetJsGzipKb} KB of JavaScript on first load (${served ? "as the server sends it: the build's brotli copies" : 'gzip'}). Entry \`${b.entry}\`; ` +
      `${b.totalJsFiles} JS files in the build, ${fmt(b.totalJsGzipKb)} KB gzip in all. ` +
      (b.manifestFound ? '' : '**Vite manifest missing: route chunks not followed.**'),
    '',
    table(
      [
        'page',
        ...(served ? ['JS served KB'] : []),
        'JS gzip KB',
        'JS raw KB',
        'CSS gzip KB',
        'files',
        'admin chunks',
        'budget',
      ],
      b.pages.map((p) => [
        p.page,
        ...(served ? [fmt(p.jsServedKb)] : []),
        fmt(p.jsGzipKb),
        fmt(p.jsRawKb),
        fmt(p.cssGzipKb),
        p.files.length,
        p.adminChunks.length ? p.adminChunks.join(', ') : 'none',
        yes(p.withinBudget),
      ]),
    ),
    '',
    `What the app's main chunk is made of (gzip KB of each package's code compressed on its own): ${b.entryComposition
      .slice(0, 12)
      .map((x) => `${x.name} ${fmt(x.gzipKb)}`)
      .join(', ')}.`,
    '',
    ...b.pages.map(
      (p) =>
        `- ${p.page}: ${p.files
          .slice(0, 6)
          .map((f) => `\`${path.basename(f.file)}\` ${fmt(f.gzipBytes / 1024)} KB`)
          .join(', ')}${p.files.length > 6 ? ', …' : ''}`,
    ),
  ].join('\n');
}

function pageLoadSection(r: BenchResults): string {
  const l = r.pageLoad;
  if (!l) return '_Not run._';
  if (l.error) return `The page loads could not run: ${l.error}`;
  const runs = l.pages[0]?.runs.length ?? 0;
  return [
    `A guest's load of each page in ${l.chromePath} (playwright-core, 412 × 823 phone screen, ` +
      `CPU slowed down ${l.cpuSlowdown}× with DevTools' throttling, demo data on PostgreSQL), ` +
      `${runs} load${runs === 1 ? '' : 's'} per page, the one with the median hydration figure shown. ` +
      'JavaScript: the compressed bodies of every script the page downloads until the network has ' +
      'been idle 1.5 s (deferred chunks and the session check included). Hydration: the longest ' +
      "main-thread task from the app's code starting to the page's `page-ready` mark (every part " +
      "hydrated); then the longest after it until the network is idle, and the load's longest " +
      "task of any kind (the browser's first layout of the drawn page included), from the trace.",
    '',
    table(
      [
        'page',
        'JS downloaded KB',
        'scripts',
        'hydration: longest task',
        'runs (hydration)',
        'after hydration',
        'any task',
        'hydrated at',
      ],
      l.pages.map((p) => [
        p.page,
        fmt(p.median.jsBodyKb),
        p.median.scripts.length,
        `${fmt(p.median.hydrationLongestTaskMs)} ms`,
        p.runs.map((x) => fmt(x.hydrationLongestTaskMs, 0)).join(', '),
        `${fmt(p.median.afterHydrationLongestTaskMs)} ms`,
        `${fmt(p.median.longestTaskMs)} ms`,
        p.median.hydratedMs == null ? '–' : `${fmt(p.median.hydratedMs / 1000, 2)} s`,
      ]),
    ),
    '',
    ...l.pages.map(
      (p) =>
        `- ${p.page}: ${p.median.scripts
          .slice(0, 5)
          .map((s) => `\`${path.basename(s.file)}\` ${fmt(s.bodyKb)} KB`)
          .join(', ')}${p.median.scripts.length > 5 ? ', …' : ''}; tasks ≥ 50 ms: ${
          p.median.longTasks.length
            ? p.median.longTasks
                .map((t) => `${fmt(t.ms, 0)} ms at ${t.startMs} ms (${t.what})`)
                .join('; ')
            : 'none'
        }`,
    ),
  ].join('\n');
}

function lighthouseSection(r: BenchResults): string {
  const l = r.lighthouse;
  if (!l) return '_Not run._';
  if (l.error) return `Lighthouse could not run: ${l.error}`;
  const ms = (v: number | null | undefined) => (v == null ? '–' : `${fmt(v / 1000, 2)} s`);
  return [
    `Lighthouse ${l.lighthouseVersion}, ${l.chromePath} (--headless --no-sandbox --disable-gpu), ` +
      'mobile form factor with the default simulated throttling, demo data on PostgreSQL.',
    '',
    table(
      ['page', 'performance', 'accessibility', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transfer KB'],
      l.pages.map((p) => [
        `${p.page} (\`${new URL(p.url).pathname}\`)`,
        p.performance ?? '–',
        p.accessibility ?? '–',
        ms(p.metrics['first-contentful-paint']),
        ms(p.metrics['largest-contentful-paint']),
        `${fmt(p.metrics['total-blocking-time'], 0)} ms`,
        fmt(p.metrics['cumulative-layout-shift'], 3),
        fmt(p.transferKb.Script),
      ]),
    ),
    '',
    ...l.pages
      .filter((p) => p.failedAccessibilityAudits.length)
      .map(
        (p) =>
          `- ${p.page}: failed accessibility audits: ${p.failedAccessibilityAudits.join(', ')}`,
      ),
  ].join('\n');
}

function datasetSection(r: BenchResults): string {
  const d = r.dataset;
  if (!d) return '_Not generated in this run (existing dataset reused)._';
  const c = d.counts;
  return [
    `Seed ${d.size.seed}; generated in ${d.totalSeconds} s (${Object.entries(d.seconds)
      .map(([k, v]) => `${k} ${v} s`)
      .join(', ')}).`,
    '',
    table(
      ['table', 'rows'],
      [
        ['clinics', c.clinics ?? 0],
        ['doctors (verified)', `${c.doctors} (${c.verified_doctors})`],
        [
          'feedback (by status)',
          `${c.feedback} (${Object.entries(d.feedbackByStatus)
            .map(([k, v]) => `${k} ${v}`)
            .join(', ')})`,
        ],
        ['feedback_reports', c.feedback_reports ?? 0],
        ['users = profiles = preferences', `${c.users} = ${c.profiles} = ${c.user_preferences}`],
        ['bench visits (2 doctors each)', c.visits ?? 0],
        [
          'approved reviews per verified doctor',
          `median ${d.reviewsPerDoctor.median}, max ${d.reviewsPerDoctor.max}`,
        ],
        [
          'table sizes (MB, with indexes)',
          Object.entries(d.tableSizesMb)
            .map(([k, v]) => `${k} ${v}`)
            .join(', '),
        ],
      ],
    ),
  ].join('\n');
}

const verdict = (t: TargetCheck) => (t.notMeasured ? 'not measured' : yes(t.met));

function targetsSection(r: BenchResults): string {
  const rows = (kind: TargetCheck['kind']) =>
    r.targets.filter((t) => t.kind === kind).map((t) => [t.target, t.subject, t.value, verdict(t)]);
  const failed = r.errors.length
    ? ` Phases that failed: ${r.errors.map((e) => `${e.phase} (${e.message})`).join('; ')}.`
    : '';
  return [
    `**${targetSummary(r.targets)}.**${failed}`,
    '',
    `The targets of the performance issue. "÷ raw" is the throughput relative to ${rawComparison(r)}; ` +
      'health and the cached directory ' +
      'answers are read from the full-dataset run when there is one (else the demo runs). ' +
      '"Cost independent of the range" is read as: the year dashboard\'s p50 at most ' +
      `${LIMITS.dashboardYearOverMonth} × the month's.`,
    '',
    table(['target', 'subject', 'measured', ''], rows('target')),
    '',
    '### Other checks',
    '',
    `${checkSummary(r.targets)}.`,
    '',
    table(['check', 'subject', 'measured', ''], rows('check')),
  ].join('\n');
}

const SCREENING_TITLE = '## Review screening (moderation assistant)';

/** `resultsPath`: the results folder from the checkout, named in sections that cite a json. */
function render(r: BenchResults, analysis: string, reportDir: string, resultsPath: string): string {
  const m = r.machine;
  const s = r.settings;
  return [
    '# Performance report',
    '',
    `Generated by \`${r.command}\` on ${m.date.slice(0, 10)} (${m.date}), commit ${m.gitCommit}` +
      `${m.gitDirty ? ' with uncommitted changes' : ''}; the whole run took ${Math.round(r.totalSeconds / 60)} min.`,
    '',
    `**${targetSummary(r.targets)}**: see [the targets](#targets-met--not-met-and-why).`,
    '',
    '## Machine',
    '',
    table(
      ['', ''],
      [
        ['CPU', `${m.cpus} × ${m.cpuModel}`],
        ['memory', `${m.memoryGb} GB`],
        ['Node.js', m.node],
        ['database', m.postgres],
        ['load average at start (1/5/15 min)', m.loadAverageAtStart.join(' / ')],
        [
          'load average after each phase (1 min)',
          r.loadAverages.map((l) => `${l.phase} ${l.load[0]}`).join(', '),
        ],
      ],
    ),
    '',
    'The load generator (autocannon, the SSE client) runs on the same 2 cores as the server and ' +
      'PostgreSQL (the load averages show whatever else ran): absolute figures are lower than on ' +
      `a dedicated server; ratios to ${rawComparison(r)}, in the same conditions, are the ` +
      'meaningful part.',
    '',
    '## How it was run',
    '',
    '```bash',
    'npm run bench                      # everything',
    'npm run bench -- --quick           # 100k feedback, 10k users, 3 s per scenario, 300 streams',
    'npm run bench -- --skip build,generate   # reuse the build and the generated database',
    'npm run bench -- --only start,profile    # some phases; --help lists them all',
    '```',
    '',
    `Settings: ${s.connections} connections, ${s.duration} s measured after ${s.warmup} s warm-up ` +
      `per scenario, \`Accept-Encoding: ${s.gzip ? 'gzip' : 'identity'}\`, no cache validators ` +
      `(every request is a full 200), ${s.streams} SSE streams, feedback scenario ${s.feedbackSeconds} s. ` +
      'Server: `node dist/server/index.js` with NODE_ENV=production, LOG_LEVEL=warn, ' +
      'SEED_DEMO=false (true for the demo runs), TRUST_PROXY=true (each simulated patient sends ' +
      'its own X-Forwarded-For so per-IP rate limits count per patient), pool of 10 connections, ' +
      'DIRECTORY_CACHE_SIZE=1000 (the default: directory answers are kept until the data changes; ' +
      'every scenario repeats one URL, so it measures a popular query) except in ' +
      '`full-postgres-uncached`, where DIRECTORY_CACHE_SIZE=0 makes every request query the ' +
      'database (what a query nobody asked since the last change costs).',
    '',
    '## Dataset (full)',
    '',
    datasetSection(r),
    '',
    '## HTTP scenarios',
    '',
    (r.runs.every(inRounds)
      ? "Latencies in ms (autocannon, 1 ms resolution; the median round's p50, the worst round's p99). " +
        `"of raw" is the throughput relative to ${rawComparison(r)}, in ${roundsOf(r)}: the ` +
        'speed of the shared machine moves within seconds. Raw is '
      : `Latencies in ms (autocannon, 1 ms resolution). "of raw" is the throughput relative to ${rawComparison(r)} ` +
        "(runs of 5 s, or the scenario's duration if shorter; the speed of the shared machine " +
        'drifts within minutes): ') +
      'a `node:http` server answering `{"status":"ok"}` with ' +
      'Content-Length. It runs ' +
      'in a process of its own (`bench/baseline-server.mjs`, started once per bench run) beside ' +
      '`bare-hono`, the same answer from a bare Hono app on @hono/node-server: what the ' +
      "framework alone costs. `health` is the product's own `GET /api/health`, every middleware " +
      'included. "CPU ms/req" is the CPU time the ' +
      'server process and its PostgreSQL backends spent per request during the measured run ' +
      '(from /proc/<pid>/stat; PGlite runs inside the server process): it hardly depends on the ' +
      'other load on the machine, and 2 000 / (server + db) estimates the requests per second two ' +
      'dedicated cores could serve.',
    '',
    ...r.runs.flatMap((x) => [serverSection(x), '']),
    '### Side by side (req/s · p50 ms · p99 ms)',
    '',
    sideBySide(r),
    '',
    '## Memory',
    '',
    memorySection(r),
    '',
    '## Start (`npm start`)',
    '',
    startSection(r),
    '',
    '## CPU profile',
    '',
    profileSection(r, path.relative(reportDir, projectPath('bench', 'PROFILE.md'))),
    '',
    '## Feedback under load (full dataset)',
    '',
    feedbackSection(r),
    '',
    '## Real-time',
    '',
    realtimeSection(r),
    '',
    '## Invitations: 10,000 queued in one import and sent on three channels (full dataset)',
    '',
    invitationsSection(r),
    '',
    '## EXPLAIN (ANALYZE, BUFFERS) on the full dataset',
    '',
    explainSection(r),
    '',
    '## Client weight',
    '',
    bundleSection(r),
    '',
    '## Lighthouse',
    '',
    lighthouseSection(r),
    '',
    '## Page load in Chromium (guest, 4× CPU slowdown)',
    '',
    pageLoadSection(r),
    '',
    '## Comment topics (tuning set and held-out set)',
    '',
    topicsSection(r),
    '',
    SCREENING_TITLE,
    '',
    screeningSection(r, resultsPath),
    '',
    '## Targets met / not met and why',
    '',
    targetsSection(r),
    '',
    analysis.trim(),
    '',
  ].join('\n');
}

const isComplete = (r: BenchResults) =>
  !r.settings.quick && PHASES.every((p) => r.settings.phases.includes(p));

const resultsDir = (complete: boolean) =>
  complete ? projectPath('bench', 'results') : projectPath('bench', 'results', 'tmp');
const resultsPath = (complete: boolean) => path.relative(projectPath(), resultsDir(complete));

function writeMarkdown(r: BenchResults): string {
  const analysisFile = projectPath('bench', 'ANALYSIS.md');
  const analysis = fs.existsSync(analysisFile) ? fs.readFileSync(analysisFile, 'utf8') : '';
  const complete = isComplete(r);
  const report = complete
    ? projectPath('bench', 'REPORT.md')
    : path.join(resultsDir(false), 'REPORT.md');
  fs.writeFileSync(report, render(r, analysis, path.dirname(report), resultsPath(complete)));
  return report;
}

/**
 * Phases whose run alone (without --quick) also refreshes their section of the committed
 * bench/REPORT.md and puts their json in bench/results/, as docs/screening.md says of
 * `--only screening`: their figures need no build, server or dataset, so they stand without the
 * rest of a full run. Any other partial run stays in results/tmp/.
 */
interface Refreshed {
  title: string;
  data: (r: BenchResults) => unknown;
  body: (r: BenchResults, resultsPath: string) => string;
}
const REFRESHED_ALONE: Partial<Record<Phase, Refreshed>> = {
  screening: { title: SCREENING_TITLE, data: (r) => r.screening, body: screeningSection },
};

/** Replaces the section `title` of bench/REPORT.md, or adds it before the targets. */
function refreshSection(title: string, body: string): string {
  const file = projectPath('bench', 'REPORT.md');
  const report = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = report.indexOf(`${title}\n`);
  const next = report.indexOf('\n## ', at + title.length);
  const targets = report.indexOf('## Targets met');
  const [start, end] =
    at >= 0
      ? [at, next >= 0 ? next + 1 : report.length]
      : targets >= 0
        ? [targets, targets]
        : [report.length, report.length];
  fs.writeFileSync(file, `${report.slice(0, start)}${title}\n\n${body}\n\n${report.slice(end)}`);
  return file;
}

/** Writes the JSON files and the report; returns their paths. */
export function writeReport(r: BenchResults): string[] {
  const dir = resultsDir(isComplete(r));
  fs.mkdirSync(dir, { recursive: true });
  const date = r.machine.date.slice(0, 10);
  const files: string[] = [];
  const write = (name: string, data: unknown, into = dir) => {
    if (data === undefined) return;
    const file = path.join(into, `${date}-${name}.json`);
    fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
    files.push(file);
  };
  write('summary', {
    machine: r.machine,
    settings: r.settings,
    command: r.command,
    totalSeconds: r.totalSeconds,
    loadAverages: r.loadAverages,
    errors: r.errors,
    targets: r.targets,
  });
  write('dataset', r.dataset);
  write('explain', r.explain);
  for (const x of r.runs) write(x.label, x);
  write('feedback', r.feedback && { signIn: r.signIn, feedback: r.feedback });
  write('realtime', r.realtime);
  write('invitations', r.invitations);
  write('bundle', r.bundle);
  write('lighthouse', r.lighthouse);
  write('page-load', r.pageLoad);
  write('start', r.start);
  write('profile', r.profile);
  write('topics', r.topics);
  write('screening', r.screening);
  files.push(writeMarkdown(r));
  const [only, ...others] = r.settings.phases;
  const alone = !r.settings.quick && !others.length && REFRESHED_ALONE[only as Phase];
  if (alone && alone.data(r) !== undefined) {
    write(only as Phase, alone.data(r), resultsDir(true));
    files.push(refreshSection(alone.title, alone.body(r, resultsPath(true))));
  }
  return files;
}

/** Reads the results of one date back (bench/results/<date>-*.json), e.g. to render again. */
export function readResults(date: string, dir = resultsDir(true)): BenchResults {
  const read = <T>(name: string): T | undefined => {
    const file = path.join(dir, `${date}-${name}.json`);
    return fs.existsSync(file) ? (JSON.parse(fs.readFileSync(file, 'utf8')) as T) : undefined;
  };
  const summary = read<Omit<BenchResults, 'runs'>>('summary');
  if (!summary) throw new Error(`no ${date}-summary.json in ${dir}`);
  const feedback = read<Pick<BenchResults, 'signIn' | 'feedback'>>('feedback');
  return {
    ...summary,
    dataset: read('dataset'),
    explain: read('explain'),
    runs: (['full-postgres', 'full-postgres-uncached', 'demo-postgres', 'demo-pglite'] as const)
      .map((label) => read<ServerRun>(label))
      .filter((x): x is ServerRun => x !== undefined),
    signIn: feedback?.signIn,
    feedback: feedback?.feedback,
    realtime: read('realtime'),
    invitations: read('invitations'),
    bundle: read('bundle'),
    lighthouse: read('lighthouse'),
    pageLoad: read('page-load'),
    start: read('start'),
    profile: read('profile'),
    topics: read('topics'),
    screening: read('screening'),
  };
}

/** Renders REPORT.md again from stored results (after editing bench/ANALYSIS.md). */
export function renderAgain(date: string, fromTmp = false): string {
  const r = readResults(date, resultsDir(!fromTmp));
  r.targets = checkTargets(r);
  return writeMarkdown(r);
}
