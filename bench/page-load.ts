/**
 * What a guest's browser does on a public page, measured in the system Chromium: the JavaScript
 * it downloads until the network is idle (compressed bodies, every script of the load, deferred
 * chunks included) and the main thread's longest task from navigation to a hydrated, idle page,
 * with the CPU slowed down four times as Lighthouse's mobile profile does.
 */
import fs from 'node:fs';
import { type CDPSession, chromium, type Page } from 'playwright-core';
import { median } from './stats';

export interface PageLoadRun {
  /** Compressed bytes of every JavaScript response, in KB. */
  jsBodyKb: number;
  scripts: { file: string; bodyKb: number }[];
  /**
   * The hydration figure: the longest main-thread task (ms, at the CPU slowdown) from the moment
   * the app's main chunk is compiled to the page's `page-ready` mark (hydrated, every part), or
   * to the idle network when the page sets no such mark.
   */
  hydrationLongestTaskMs: number;
  /** Longest task after that, until the network is idle (the session check, deferred code). */
  afterHydrationLongestTaskMs: number;
  /** Longest task of the whole load, the first layout of the drawn page included. */
  longestTaskMs: number;
  /** Tasks of 50 ms or more, longest first, with what they ran. */
  longTasks: { ms: number; startMs: number; script: boolean; what: string }[];
  /** When the page reported itself hydrated (data-hydrated), ms after navigation. */
  hydratedMs: number | null;
}

export interface PageLoadResult {
  page: string;
  url: string;
  cpuSlowdown: number;
  /** The run with the median hydration figure. */
  median: PageLoadRun;
  runs: PageLoadRun[];
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  args?: { name?: string; data?: { url?: string; functionName?: string; frame?: string } };
}

/** Quiet time after which the network counts as idle (as Playwright's `networkidle`). */
const IDLE_MS = 1500;

async function waitForNetworkIdle(page: Page, since: () => number) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (Date.now() - since() >= IDLE_MS) return;
    await page.waitForTimeout(100);
  }
}

/** The main thread of the page's renderer: the thread that ran the most top-level tasks. */
function mainThreadTasks(events: TraceEvent[]) {
  const rendererMain = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const tasksBy = new Map<string, TraceEvent[]>();
  for (const e of events) {
    if (e.name !== 'RunTask' || e.ph !== 'X' || !e.dur) continue;
    const key = `${e.pid}:${e.tid}`;
    if (!rendererMain.has(key)) continue;
    tasksBy.set(key, [...(tasksBy.get(key) ?? []), e]);
  }
  let best: TraceEvent[] = [];
  for (const tasks of tasksBy.values()) if (tasks.length > best.length) best = tasks;
  return best;
}

/** Trace events that mean JavaScript ran. */
const SCRIPT_EVENTS = new Set([
  'EvaluateScript',
  'v8.evaluateModule',
  'FunctionCall',
  'v8.callFunction',
  'v8.run',
]);
/** Events worth naming in a task's description. */
const DESCRIBED = new Set([
  ...SCRIPT_EVENTS,
  'v8.compileModule',
  'ParseHTML',
  'Layout',
  'UpdateLayoutTree',
  'Paint',
  'TimerFire',
  'EventDispatch',
  'MajorGC',
  'MinorGC',
]);

function eventsInside(task: TraceEvent, events: TraceEvent[]) {
  const end = task.ts + (task.dur ?? 0);
  return events.filter(
    (e) =>
      e.pid === task.pid && e.tid === task.tid && e.ph === 'X' && e.ts >= task.ts && e.ts < end,
  );
}

/** A task that ran at least a millisecond of JavaScript. */
const runsScript = (inside: TraceEvent[]) =>
  inside.some((e) => SCRIPT_EVENTS.has(e.name) && (e.dur ?? 0) >= 1000);

/** What a task ran: its longest steps, scripts named by file. */
function describe(inside: TraceEvent[]): string {
  const top = inside
    .filter((e) => DESCRIBED.has(e.name))
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 3)
    .map((e) => {
      const url = e.args?.data?.url ?? '';
      const file = url ? url.slice(url.lastIndexOf('/') + 1) : '';
      return `${e.name}${file ? ` ${file}` : ''} ${Math.round((e.dur ?? 0) / 1000)} ms`;
    });
  return top.join(', ');
}

async function measureOnce(url: string, chromePath: string, cpuSlowdown: number) {
  const browser = await chromium.launch({
    executablePath: chromePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let lastActivity = Date.now();
    const scripts: { file: string; bodyKb: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('request', () => {
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      lastActivity = Date.now();
      if (request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then((sizes) => {
          const file = new URL(request.url()).pathname;
          scripts.push({ file, bodyKb: sizes.responseBodySize / 1024 });
        }),
      );
    });
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'toplevel',
        'v8',
        'blink.user_timing',
      ],
    });
    const navigationStart = Date.now();
    await page.goto(url, { waitUntil: 'load' });
    const hydrated = await page
      .waitForFunction(() => 'hydrated' in document.documentElement.dataset, null, {
        timeout: 30_000,
        polling: 50,
      })
      .then(() => Date.now() - navigationStart)
      .catch(() => null);
    await waitForNetworkIdle(page, () => lastActivity);
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    await Promise.all(pending);
    const events = trace.traceEvents;
    const tasks = mainThreadTasks(events);
    const first = tasks.reduce((min, t) => Math.min(min, t.ts), Number.POSITIVE_INFINITY);
    const ms = (us: number) => Math.round(us / 100) / 10;
    const appStart =
      events.find(
        (e) =>
          e.name === 'v8.compileModule' &&
          /\/assets\/main-[^/]*\.js$/.test(e.args?.data?.url ?? ''),
      )?.ts ?? first;
    const ready =
      events.find((e) => e.name === 'page-ready' && e.cat?.includes('user_timing'))?.ts ??
      Number.POSITIVE_INFINITY;
    let hydration = 0;
    let after = 0;
    const longTasks: PageLoadRun['longTasks'] = [];
    for (const task of tasks) {
      const dur = task.dur ?? 0;
      const end = task.ts + dur;
      if (end >= appStart && task.ts <= ready) hydration = Math.max(hydration, dur);
      else if (task.ts > ready) after = Math.max(after, dur);
      if (dur >= 50_000) {
        const inside = eventsInside(task, events);
        const script = runsScript(inside);
        longTasks.push({
          ms: ms(dur),
          startMs: Math.round((task.ts - first) / 1000),
          script,
          what: describe(inside),
        });
      }
    }
    longTasks.sort((a, b) => b.ms - a.ms);
    const longest = tasks.reduce((max, t) => Math.max(max, t.dur ?? 0), 0);
    const round = (kb: number) => Math.round(kb * 10) / 10;
    return {
      jsBodyKb: round(scripts.reduce((sum, s) => sum + s.bodyKb, 0)),
      scripts: scripts
        .map((s) => ({ ...s, bodyKb: round(s.bodyKb) }))
        .sort((a, b) => b.bodyKb - a.bodyKb),
      hydrationLongestTaskMs: ms(hydration),
      afterHydrationLongestTaskMs: ms(after),
      longestTaskMs: ms(longest),
      longTasks,
      hydratedMs: hydrated,
    } satisfies PageLoadRun;
  } finally {
    await browser.close();
  }
}

export interface PageLoadResults {
  chromePath: string;
  cpuSlowdown: number;
  pages: PageLoadResult[];
  error?: string;
}

export async function measurePageLoads(
  pages: { page: string; url: string }[],
  runs: number,
  cpuSlowdown = 4,
): Promise<PageLoadResults> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  if (!fs.existsSync(chromePath)) {
    return { chromePath, cpuSlowdown, pages: [], error: `no Chromium at ${chromePath}` };
  }
  const out: PageLoadResult[] = [];
  for (const { page, url } of pages) {
    // Warm, like every other measurement: the server's first drawing of a page loads its code.
    await fetch(url).then((res) => res.arrayBuffer());
    const all: PageLoadRun[] = [];
    for (let r = 0; r < runs; r++) all.push(await measureOnce(url, chromePath, cpuSlowdown));
    const hydration = median(all.map((run) => run.hydrationLongestTaskMs));
    const representative = all.find((run) => run.hydrationLongestTaskMs === hydration) ?? all[0]!;
    out.push({ page, url, cpuSlowdown, median: representative, runs: all });
  }
  return { chromePath, cpuSlowdown, pages: out };
}

/** `npx tsx bench/page-load.ts <url> [runs]`: one page, printed. */
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, runs = '3'] = process.argv.slice(2);
  if (!url) throw new Error('usage: tsx bench/page-load.ts <url> [runs]');
  const result = await measurePageLoads([{ page: 'page', url }], Number(runs));
  console.log(JSON.stringify(result, null, 2));
}
