/**
 * Target checks, machine-readable results (bench/results/<date>-<scenario>.json) and the human
 * report (bench/REPORT.md). Quick or partial runs write to bench/results/tmp/ instead, so the
 * committed report always comes from a full run.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import { JS_BUDGET_KB } from './bundle';
import type { LoadResult } from './load';
import { PHASES } from './options';
import type { BenchResults, ServerRun, TargetCheck } from './types';

const CEILING_SHARE = 0.1;
const P99_MS = 50;
const P50_FACTOR = 2;
const POST_MS = 5000;
const DELIVERY_MS = 2000;
/** While a 10,000-visit import runs, other requests still answer within this. */
const DURING_IMPORT_MS = 1000;

const fmt = (n: number | null | undefined, digits = 1) =>
  n === null || n === undefined || Number.isNaN(n) ? '–' : n.toFixed(digits).replace(/\.0+$/, '');
const pct = (n: number | undefined) => (n === undefined ? '–' : `${(n * 100).toFixed(1)}%`);
const yes = (met: boolean) => (met ? 'met' : '**not met**');

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

const run = (r: BenchResults, label: ServerRun['label']) => r.runs.find((x) => x.label === label);
const directory = (s: ServerRun) => s.scenarios.filter((x) => !x.scenario.startsWith('admin-'));

export function checkTargets(r: BenchResults): TargetCheck[] {
  const out = directoryTargets(run(r, 'full-postgres'), run(r, 'demo-postgres'), '');
  // The cache-off run is checked the same way, and reported apart: what a new query costs.
  out.push(
    ...directoryTargets(run(r, 'full-postgres-uncached'), run(r, 'demo-postgres'), ' (cache off)'),
  );
  return [...out, ...otherTargets(r)];
}

function directoryTargets(
  full: ServerRun | undefined,
  demo: ServerRun | undefined,
  suffix: string,
): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const s of full ? directory(full) : []) {
    out.push({
      target: `≥ ${CEILING_SHARE * 100}% of the ceiling's throughput`,
      subject: `${s.scenario}${suffix}`,
      value: `${pct(s.ratioToCeiling)} (${fmt(s.rps, 0)} of ${fmt(s.adjacentCeilingRps ?? full!.ceiling.rps, 0)} req/s)`,
      met: (s.ratioToCeiling ?? 0) >= CEILING_SHARE,
    });
    out.push({
      target: `p99 < ${P99_MS} ms at ${s.connections} connections`,
      subject: `${s.scenario}${suffix}`,
      value: `${s.latencyMs.p99} ms`,
      met: s.latencyMs.p99 < P99_MS,
    });
    out.push({
      target: 'no errors, no non-2xx',
      subject: `${s.scenario}${suffix}`,
      value: `${s.errors} errors, ${s.non2xx} non-2xx`,
      met: s.errors === 0 && s.non2xx === 0,
    });
    const d = demo?.scenarios.find((x) => x.scenario === s.scenario);
    if (d) {
      const ratio = s.latencyMs.p50 / Math.max(d.latencyMs.p50, 1);
      out.push({
        target: `p50 full ≤ ${P50_FACTOR}× p50 demo (PostgreSQL)`,
        subject: `${s.scenario}${suffix}`,
        value: `${s.latencyMs.p50} ms vs ${d.latencyMs.p50} ms (${fmt(ratio, 2)}×)`,
        met: ratio <= P50_FACTOR,
      });
    }
  }
  return out;
}

function otherTargets(r: BenchResults): TargetCheck[] {
  const out: TargetCheck[] = [];
  for (const e of r.explain?.endpoints.filter((x) => x.directory) ?? []) {
    out.push({
      target: 'EXPLAIN: no sequential scan of feedback',
      subject: e.endpoint,
      value: e.seqScanOfFeedback ? 'Seq Scan on feedback' : 'none',
      met: !e.seqScanOfFeedback,
    });
  }
  if (r.realtime) {
    const rt = r.realtime;
    out.push({
      target: `announcement POST < ${POST_MS / 1000} s`,
      subject: `${rt.notifiedUsers} users notified`,
      value: `${fmt(rt.postMs / 1000, 2)} s`,
      met: rt.postMs < POST_MS,
    });
    out.push({
      target: `every connected recipient has it < ${DELIVERY_MS / 1000} s after the write`,
      subject: `${rt.streamsOpen} streams, ${rt.expectedRecipients} recipients`,
      value: `${rt.received}/${rt.expectedRecipients} received, last ${fmt(rt.lastArrivalAfterPostMs, 0)} ms after the POST answered`,
      met: rt.received === rt.expectedRecipients && rt.lastArrivalAfterPostMs < DELIVERY_MS,
    });
    out.push({
      target: `${r.settings.streams} concurrent SSE streams on one instance`,
      subject: 'streams open',
      value: `${rt.streamsOpen}/${rt.streamsRequested}`,
      met: rt.streamsOpen === rt.streamsRequested,
    });
  }
  if (r.invitations) {
    const inv = r.invitations;
    out.push({
      target: `${inv.visits.toLocaleString('en')} invitations queued in one import`,
      subject: 'POST /api/admin/visits/import',
      value: `${inv.outboxRows} queued in ${fmt(inv.requestMs / 1000, 2)} s`,
      met: inv.outboxRows === inv.visits,
    });
    out.push({
      target: `other requests answered < ${DURING_IMPORT_MS} ms during the import`,
      subject: 'GET /api/health',
      value: `max ${inv.healthDuringImport.maxMs} ms (${inv.healthDuringImport.count} requests)`,
      met: inv.healthDuringImport.maxMs < DURING_IMPORT_MS,
    });
  }
  for (const p of r.bundle?.pages ?? []) {
    out.push({
      target: `first-load JS ≤ ${JS_BUDGET_KB} KB gzip`,
      subject: p.page,
      value: `${fmt(p.jsGzipKb)} KB`,
      met: p.withinBudget,
    });
    out.push({
      target: 'no admin chunk on first load',
      subject: p.page,
      value: p.adminChunks.length ? p.adminChunks.join(', ') : 'none',
      met: p.adminChunks.length === 0,
    });
  }
  return out;
}

function loadRow(s: LoadResult): (string | number)[] {
  return [
    `\`${s.scenario}\``,
    fmt(s.rps, 0),
    s.latencyMs.p50,
    s.latencyMs.p99,
    `${s.errors} / ${s.non2xx}`,
    s.ratioToCeiling === undefined
      ? 'best run'
      : `${pct(s.ratioToCeiling)} of ${fmt(s.adjacentCeilingRps, 0)}`,
    fmt(s.bytesPerResponse / 1024, 1),
    `${fmt(s.cpuMsPerRequest.server, 2)} + ${fmt(s.cpuMsPerRequest.database, 2)}`,
  ];
}

function serverSection(s: ServerRun): string {
  return [
    `### ${s.label} (${s.database}, ${s.dataset} dataset)`,
    '',
    `Started in ${s.startSeconds} s. Doctor used for :id: ${s.picks.doctorName} ` +
      `(${s.picks.doctorReviews} approved reviews, the most reviewed). ` +
      `Filter: \`${s.picks.filterQuery}\` (${s.picks.filterTotal} matches). RSS at rest ` +
      `${s.rssMb.atRest} MB, peak under load ${s.rssMb.peakUnderLoad} MB.`,
    '',
    `Ceiling runs (${s.ceiling.durationS} s each, one just before each scenario): ${(
      s.ceilingRuns ?? [s.ceiling]
    )
      .map((c) => fmt(c.rps, 0))
      .join(', ')} req/s; the first row is the best of them.`,
    '',
    table(
      [
        'scenario',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors / non-2xx',
        'of ceiling',
        'KB/resp',
        'CPU ms/req server + db',
      ],
      [loadRow(s.ceiling), ...s.scenarios.map(loadRow)],
    ),
  ].join('\n');
}

function sideBySide(r: BenchResults): string {
  const full = run(r, 'full-postgres');
  const cold = run(r, 'full-postgres-uncached');
  const demo = run(r, 'demo-postgres');
  const lite = run(r, 'demo-pglite');
  const names = (full ?? demo ?? lite)?.scenarios.map((s) => s.scenario) ?? [];
  const cell = (s: ServerRun | undefined, name: string) => {
    const x = name === 'ceiling' ? s?.ceiling : s?.scenarios.find((y) => y.scenario === name);
    return x ? `${fmt(x.rps, 0)} · ${x.latencyMs.p50} · ${x.latencyMs.p99}` : '–';
  };
  const ratio = (name: string) => {
    const a = full?.scenarios.find((y) => y.scenario === name);
    const b = demo?.scenarios.find((y) => y.scenario === name);
    return a && b ? `${fmt(a.latencyMs.p50 / Math.max(1, b.latencyMs.p50), 2)}×` : '–';
  };
  return table(
    [
      'scenario',
      'full · PostgreSQL',
      'full · PostgreSQL, cache off',
      'demo · PostgreSQL',
      'demo · PGlite',
      'p50 full / demo (PG)',
    ],
    ['ceiling', ...names.filter((n) => !n.startsWith('admin-'))].map((n) => [
      `\`${n}\``,
      cell(full, n),
      cell(cold, n),
      cell(demo, n),
      cell(lite, n),
      n === 'ceiling' ? '' : ratio(n),
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
  return [
    `One \`POST /api/admin/visits/import\` of ${inv.visits.toLocaleString('en')} CSV lines ` +
      `(${fmt(inv.csvBytes / 1024 / 1024, 2)} MB), each a visit with an e-mail address: the request ` +
      'validates the lines, writes the visits and queues one invitation e-mail per visit in the ' +
      'outbox with a single INSERT … SELECT (the worker sends them afterwards).',
    '',
    table(
      ['', ''],
      [
        ['request time', `${fmt(inv.requestMs / 1000, 2)} s`],
        ['visits written', inv.written],
        ['invitations queued (answer / outbox rows)', `${inv.invitedReported} / ${inv.outboxRows}`],
        [
          '`GET /api/health` during the import (every 100 ms)',
          `${inv.healthDuringImport.count} requests, p50 ${inv.healthDuringImport.p50Ms} ms, max ${inv.healthDuringImport.maxMs} ms`,
        ],
        ...(inv.cpuMs
          ? [
              [
                'CPU',
                `${inv.cpuMs.server} ms in the server + ${inv.cpuMs.database} ms in PostgreSQL`,
              ],
            ]
          : []),
      ],
    ),
  ].join('\n');
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
  for (const s of r.runs) {
    rows.push([`${s.label}: at rest`, s.rssMb.atRest]);
    rows.push([`${s.label}: peak under HTTP load`, s.rssMb.peakUnderLoad]);
  }
  if (r.realtime) {
    rows.push(['full-postgres: at rest before the streams', r.realtime.rssAtRestMb]);
    rows.push([
      `full-postgres: with ${r.realtime.streamsOpen} SSE streams`,
      r.realtime.rssMb.streamsOpen,
    ]);
    rows.push(['full-postgres: streams + announcement delivered', r.realtime.rssMb.afterDelivery]);
  }
  return rows.length ? table(['server process (VmRSS)', 'MB'], rows) : '_Not run._';
}

function bundleSection(r: BenchResults): string {
  const b = r.bundle;
  if (!b) return '_Not run._';
  return [
    `Budget: ${b.budgetJsGzipKb} KB of JavaScript (gzip) on first load. Entry \`${b.entry}\`; ` +
      `${b.totalJsFiles} JS files in the build, ${fmt(b.totalJsGzipKb)} KB gzip in all. ` +
      (b.manifestFound ? '' : '**Vite manifest missing: route chunks not followed.**'),
    '',
    table(
      ['page', 'JS gzip KB', 'JS raw KB', 'CSS gzip KB', 'files', 'admin chunks', 'budget'],
      b.pages.map((p) => [
        p.page,
        fmt(p.jsGzipKb),
        fmt(p.jsRawKb),
        fmt(p.cssGzipKb),
        p.files.length,
        p.adminChunks.length ? p.adminChunks.join(', ') : 'none',
        yes(p.withinBudget),
      ]),
    ),
    '',
    `What the entry chunk is made of (gzip KB of each package's code compressed on its own): ${b.entryComposition
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

function render(r: BenchResults, analysis: string): string {
  const m = r.machine;
  const s = r.settings;
  const missed = r.targets.filter((t) => !t.met);
  return [
    '# Performance report',
    '',
    `Generated by \`${r.command}\` on ${m.date.slice(0, 10)} (${m.date}), commit ${m.gitCommit}` +
      `${m.gitDirty ? ' with uncommitted changes' : ''}; the whole run took ${Math.round(r.totalSeconds / 60)} min.`,
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
      'a dedicated server; ratios to the ceiling measured in the same conditions are the ' +
      'meaningful part.',
    '',
    '## How it was run',
    '',
    '```bash',
    'npm run bench                      # everything: 10-14 min on this machine',
    'npm run bench -- --quick           # 100k feedback, 10k users, 3 s per scenario, 300 streams: ~4.5 min',
    'npm run bench -- --skip build,generate   # reuse the build and the generated database',
    'npm run bench -- --only bundle     # one phase; --help lists them all',
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
    'Latencies in ms (autocannon, 1 ms resolution); "of ceiling" is the throughput relative to ' +
      '`GET /api/health` on the same server, measured for 5 s just before the scenario (the load of ' +
      'the shared machine drifts within minutes). "CPU ms/req" is the CPU time the ' +
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
    '## Feedback under load (full dataset)',
    '',
    feedbackSection(r),
    '',
    '## Real-time',
    '',
    realtimeSection(r),
    '',
    '## Invitation e-mails: 10,000 queued in one import (full dataset)',
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
    '## Targets met / not met and why',
    '',
    `${r.targets.length - missed.length} of ${r.targets.length} checks met.` +
      (r.errors.length
        ? ` Phases that failed: ${r.errors.map((e) => `${e.phase} (${e.message})`).join('; ')}.`
        : ''),
    '',
    table(
      ['target', 'subject', 'measured', ''],
      r.targets.map((t) => [t.target, `\`${t.subject}\``, t.value, yes(t.met)]),
    ),
    '',
    analysis.trim(),
    '',
  ].join('\n');
}

const isComplete = (r: BenchResults) =>
  !r.settings.quick && PHASES.every((p) => r.settings.phases.includes(p));

const resultsDir = (complete: boolean) =>
  complete ? projectPath('bench', 'results') : projectPath('bench', 'results', 'tmp');

function writeMarkdown(r: BenchResults): string {
  const analysisFile = projectPath('bench', 'ANALYSIS.md');
  const analysis = fs.existsSync(analysisFile) ? fs.readFileSync(analysisFile, 'utf8') : '';
  const complete = isComplete(r);
  const report = complete
    ? projectPath('bench', 'REPORT.md')
    : path.join(resultsDir(false), 'REPORT.md');
  fs.writeFileSync(report, render(r, analysis));
  return report;
}

/** Writes the JSON files and the report; returns their paths. */
export function writeReport(r: BenchResults): string[] {
  const dir = resultsDir(isComplete(r));
  fs.mkdirSync(dir, { recursive: true });
  const date = r.machine.date.slice(0, 10);
  const files: string[] = [];
  const write = (name: string, data: unknown) => {
    if (data === undefined) return;
    const file = path.join(dir, `${date}-${name}.json`);
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
  files.push(writeMarkdown(r));
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
  };
}

/** Renders REPORT.md again from stored results (after editing bench/ANALYSIS.md). */
export function renderAgain(date: string): string {
  const r = readResults(date);
  r.targets = checkTargets(r);
  return writeMarkdown(r);
}
