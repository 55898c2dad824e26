/**
 * The review-screening detector (the moderation assistant): span precision and recall per kind
 * on the tuning set (src/server/modules/screening/labelled/texts.json, the set the rules were
 * written against and the targets apply to) and on the held-out set (labelled/holdout.json,
 * never tuned on), per language group, and the detector's time per text over many runs of the
 * tuning set. No server, no database. `npm run bench -- --only screening`; the section of
 * bench/REPORT.md is rendered in bench/report-phases.ts.
 */
import fs from 'node:fs';
import { projectPath } from '../src/server/lib/paths';
import { SCREENING_VERSION, scanText } from '../src/server/modules/screening/detect';
import {
  type Counts,
  knownSchema,
  labelledSetSchema,
  type Measurement,
  measureScreening,
  two,
} from '../src/server/modules/screening/measure';
import { COMMENT_MAX_CHARS } from '../src/shared/constants';
import { median, percentile } from './stats';

const DIR = 'src/server/modules/screening/labelled';
export const LABELLED_SET = `${DIR}/texts.json`;
export const HOLDOUT_SET = `${DIR}/holdout.json`;
export const KNOWN_FILE = `${DIR}/known.json`;

/** The moderation assistant's targets, on the tuning set. */
export const SCREENING_LIMITS = {
  personalRecall: 0.95,
  personalPrecision: 0.85,
  abuseRecall: 0.85,
  abusePrecision: 0.8,
  alertRecall: 0.9,
  p99Ms: 1,
};

export interface ScreeningTiming {
  runs: number;
  samples: number;
  /** Over the texts, each text's median over the runs: median and p99, in µs. */
  medianUs: number;
  p99Us: number;
  slowest: { item: number; chars: number; medianUs: number };
  /** p99 of the single calls, pauses of the collector or the machine included. */
  callP99Us: number;
  perSecond: number;
  medianChars: number;
  maxChars: number;
  /** The tuning texts joined into one review of the longest length allowed: its median. */
  longest: { chars: number; medianUs: number };
}

export interface ScreeningTarget {
  target: string;
  value: string;
  met: boolean;
}

export interface ScreeningResult {
  detectorVersion: number;
  labelledSet: string;
  measurement: Measurement;
  /** Without its disagreements: no run shows what to tune against. */
  holdout: { labelledSet: string; measurement: Omit<Measurement, 'disagreements'> };
  timing: ScreeningTiming;
  targets: ScreeningTarget[];
}

export const WARMUP_RUNS = 20;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;
const readJson = (relative: string): unknown =>
  JSON.parse(fs.readFileSync(projectPath(...relative.split('/')), 'utf8'));

/** Each call timed on its own, every text as many times as there are runs. */
function timeDetector(texts: string[], known: Parameters<typeof scanText>[1], runs: number) {
  for (let r = 0; r < WARMUP_RUNS; r++) for (const t of texts) scanText(t, known);
  const perText = texts.map(() => [] as number[]);
  const started = performance.now();
  for (let r = 0; r < runs; r++) {
    texts.forEach((t, i) => {
      const t0 = performance.now();
      scanText(t, known);
      perText[i]!.push((performance.now() - t0) * 1000);
    });
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const calls = perText.flat().sort((a, b) => a - b);
  const medians = perText.map((times) => median(times));
  const sorted = [...medians].sort((a, b) => a - b);
  const slowest = medians.indexOf(sorted.at(-1) ?? 0);
  const chars = texts.map((t) => t.length);
  const long = texts.join(' ').slice(0, COMMENT_MAX_CHARS);
  const longTimes = Array.from({ length: Math.max(20, runs / 4) }, () => {
    const t0 = performance.now();
    scanText(long, known);
    return (performance.now() - t0) * 1000;
  });
  return {
    runs,
    samples: calls.length,
    medianUs: round(percentile(sorted, 50)),
    p99Us: round(percentile(sorted, 99)),
    slowest: {
      item: slowest + 1,
      chars: chars[slowest] ?? 0,
      medianUs: round(medians[slowest] ?? 0),
    },
    callP99Us: round(percentile(calls, 99)),
    perSecond: Math.round(calls.length / wallSeconds),
    medianChars: median(chars),
    maxChars: Math.max(...chars),
    longest: { chars: long.length, medianUs: round(median(longTimes)) },
  };
}

function targetsOf(m: Measurement, timing: ScreeningTiming): ScreeningTarget[] {
  const L = SCREENING_LIMITS;
  const kind = (k: string) => m.all.kinds.find((x) => x.kind === k)!;
  const atLeast = (target: string, value: number | null, min: number): ScreeningTarget => ({
    target,
    value: two(value),
    met: (value ?? 0) >= min,
  });
  const personal = (name: string, c: Counts) => [
    atLeast(`${name}: recall ≥ ${L.personalRecall}`, c.recall, L.personalRecall),
    atLeast(`${name}: precision ≥ ${L.personalPrecision}`, c.precision, L.personalPrecision),
  ];
  return [
    ...personal('personal data (pooled)', m.all.personalData),
    ...['phone', 'email', 'id_number', 'address', 'person_name', 'birth_date'].flatMap((k) =>
      personal(k, kind(k)),
    ),
    atLeast(`abuse: recall ≥ ${L.abuseRecall}`, kind('abuse').recall, L.abuseRecall),
    atLeast(`abuse: precision ≥ ${L.abusePrecision}`, kind('abuse').precision, L.abusePrecision),
    atLeast(`threat: recall ≥ ${L.alertRecall}`, kind('threat').recall, L.alertRecall),
    atLeast(`self_harm: recall ≥ ${L.alertRecall}`, kind('self_harm').recall, L.alertRecall),
    {
      target: `time per text: p99 < ${L.p99Ms} ms`,
      value: `${timing.p99Us} µs`,
      met: timing.p99Us < L.p99Ms * 1000,
    },
  ];
}

export function measureScreeningPhase(runs: number, log: (line: string) => void): ScreeningResult {
  const known = knownSchema.parse(readJson(KNOWN_FILE));
  const items = labelledSetSchema.parse(readJson(LABELLED_SET));
  const measurement = measureScreening(items, known);
  const { disagreements: _hidden, ...held } = measureScreening(
    labelledSetSchema.parse(readJson(HOLDOUT_SET)),
    known,
  );
  const timing = timeDetector(
    items.map((i) => i.text),
    known,
    runs,
  );
  const targets = targetsOf(measurement, timing);
  const p = measurement.all.personalData;
  log(
    `  tuning set, ${items.length} texts: personal data P ${two(p.precision)} R ${two(p.recall)}, ` +
      `held-out ${held.all.texts} texts: personal data P ${two(held.all.personalData.precision)} ` +
      `R ${two(held.all.personalData.recall)}; per text median ${timing.medianUs} µs, p99 ` +
      `${timing.p99Us} µs; ${targets.filter((t) => t.met).length} of ${targets.length} targets met`,
  );
  return {
    detectorVersion: SCREENING_VERSION,
    labelledSet: LABELLED_SET,
    measurement,
    holdout: { labelledSet: HOLDOUT_SET, measurement: held },
    timing,
    targets,
  };
}
