/**
 * Lighthouse (mobile form factor, default simulated throttling) performance and accessibility
 * scores in the system Chromium (CHROME_PATH, default /usr/bin/chromium); no browser download.
 */
import fs from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type RunnerResult } from 'lighthouse';
import { median } from './stats';

type LighthouseLhr = RunnerResult['lhr'];

export interface LighthousePage {
  page: string;
  url: string;
  performance: number | null;
  accessibility: number | null;
  metrics: Record<string, number | null>;
  /** Transfer sizes of what the page downloaded, by resource type, in KB. */
  transferKb: Record<string, number>;
  failedAccessibilityAudits: string[];
  /** Why a score is missing (Lighthouse runtime error or a metric that could not be measured). */
  problems: string[];
  runs: number;
}

export interface LighthouseResult {
  chromePath: string;
  lighthouseVersion: string;
  pages: LighthousePage[];
  error?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

export async function runLighthouse(
  pages: { page: string; url: string }[],
  runs: number,
): Promise<LighthouseResult> {
  const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
  const version = JSON.parse(
    fs.readFileSync(new URL('../node_modules/lighthouse/package.json', import.meta.url), 'utf8'),
  ) as { version: string };
  if (!fs.existsSync(chromePath)) {
    return {
      chromePath,
      lighthouseVersion: version.version,
      pages: [],
      error: `no Chromium at ${chromePath}`,
    };
  }
  /**
   * One fresh browser per run. A run whose trace could not be recorded (NO_NAVSTART and the
   * like, which happens on a busy machine) is tried again, up to three times.
   */
  const audit = async (url: string): Promise<LighthouseLhr> => {
    let last: LighthouseLhr | undefined;
    for (let attempt = 0; attempt < 3; attempt++) {
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless', '--no-sandbox', '--disable-gpu'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          formFactor: 'mobile',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`lighthouse gave no result for ${url}`);
        last = result.lhr;
        if (!last.runtimeError && last.categories.performance?.score != null) return last;
      } finally {
        chrome.kill();
      }
    }
    return last!;
  };
  const out: LighthousePage[] = [];
  for (const { page, url } of pages) {
    // Warm, like every HTTP scenario: the server's first drawing of a page type loads its code.
    await fetch(url).then((res) => res.arrayBuffer());
    const results: LighthouseLhr[] = [];
    for (let r = 0; r < runs; r++) results.push(await audit(url));
    // The run with the median performance score represents the page.
    const scores = results.map((l) => l.categories.performance?.score ?? 0);
    const lhr = results[scores.indexOf(median(scores))] ?? results[0]!;
    const metrics: Record<string, number | null> = {};
    for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? null;
    const transferKb: Record<string, number> = {};
    const details = lhr.audits['network-requests']?.details as
      | { items?: NetworkItem[] }
      | undefined;
    for (const item of details?.items ?? []) {
      const type = item.resourceType ?? 'Other';
      transferKb[type] = (transferKb[type] ?? 0) + (item.transferSize ?? 0) / 1024;
    }
    for (const k of Object.keys(transferKb)) transferKb[k] = Math.round(transferKb[k]! * 10) / 10;
    const a11y = lhr.categories.accessibility;
    out.push({
      page,
      url,
      performance:
        lhr.categories.performance?.score == null
          ? null
          : Math.round(lhr.categories.performance.score * 100),
      accessibility: a11y?.score == null ? null : Math.round(a11y.score * 100),
      metrics,
      transferKb,
      problems: [
        ...(lhr.runtimeError ? [`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`] : []),
        ...METRICS.flatMap((id) => {
          const message = lhr.audits[id]?.errorMessage;
          return message ? [`${id}: ${message}`] : [];
        }),
      ],
      failedAccessibilityAudits: (a11y?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
      runs,
    });
  }
  return { chromePath, lighthouseVersion: version.version, pages: out };
}
