/**
 * The review-screening detector (the moderation assistant): span precision and recall per kind
 * on the tuning set (src/server/modules/screening/labelled/texts.json, the set the rules were
 * written against and the targets apply to) and on the held-out set (labelled/holdout.json,
 * never tuned on), per language group, and the detector's time per text over many runs of the
 * tuning set. No server, no database. `npm run bench -- --only screening`.
 *
 * The phase writes its own results (bench/results/<date>-screening.json) and its section of
 * bench/REPORT.md, so a run of this phase alone keeps the report's other sections.
 */
import fs from 'node:fs';
import { projectPath } from '../src/server/lib/paths';
import { SCREENING_VERSION, scanText } from '../src/server/modules/screening/detect';
import {
  type Counts,
  knownSchema,
  LANGUAGE_GROUPS,
  labelledSetSchema,
  type Measurement,
  measureScreening,
  scoresTable,
  two,
} from '../src/server/modules/screening/measure';
import { COMMENT_MAX_CHARS } from '../src/shared/constants';
import { median, percentile } from './stats';

const DIR = 'src/server/modules/screening/labelled';
export const LABELLED_SET = `${DIR}/texts.json`;
export const HOLDOUT_SET = `${DIR}/holdout.json`;
export const KNOWN_FILE = `${DIR}/known.json`;
export const SECTION_TITLE = '## Review screening (moderation assistant)';

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
  date: string;
  command: string;
  detectorVersion: number;
  labelledSet: string;
  measurement: Measurement;
  /** Without its disagreements: no run shows what to tune against. */
  holdout: { labelledSet: string; measurement: Omit<Measurement, 'disagreements'> };
  timing: ScreeningTiming;
  targets: ScreeningTarget[];
}

const WARMUP_RUNS = 20;
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

export function measureScreeningPhase(
  runs: number,
  log: (line: string) => void,
  command = 'npm run bench -- --only screening',
): ScreeningResult {
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
    date: new Date().toISOString().slice(0, 10),
    command,
    detectorVersion: SCREENING_VERSION,
    labelledSet: LABELLED_SET,
    measurement,
    holdout: { labelledSet: HOLDOUT_SET, measurement: held },
    timing,
    targets,
  };
}

function groupsLine(m: Omit<Measurement, 'disagreements'>): string {
  return LANGUAGE_GROUPS.map((g) => `${m.groups[g].texts} ${g}`).join(', ');
}

/** The section of bench/REPORT.md, from its title to the end of its text. */
export function screeningSection(r: ScreeningResult): string {
  const t = r.timing;
  const m = r.measurement;
  const d = m.disagreements;
  return [
    SECTION_TITLE,
    '',
    `The review-screening detector (\`src/server/modules/screening/detect.ts\`, version ` +
      `${r.detectorVersion}; rules in docs/screening.md) on two sets of texts labelled by hand ` +
      'with spans. A found span is right when it overlaps a labelled span of its kind; a ' +
      'labelled span is found when a found span of its kind overlaps it. The known doctors and ' +
      `clinic phones passed in are those of \`${KNOWN_FILE}\`. Measured by \`${r.command}\` on ` +
      `${r.date} (\`bench/results/${r.date}-screening.json\`).`,
    '',
    `**Tuning set** \`${r.labelledSet}\`: ${m.all.texts} texts (${groupsLine(m)}). The rules ` +
      'were written together with this set, so its figures are optimistic.',
    '',
    scoresTable(m),
    '',
    '| target (tuning set) | measured |  |',
    '| --- | --- | --- |',
    ...r.targets.map((x) => `| ${x.target} | ${x.value} | ${x.met ? 'met' : '**not met**'} |`),
    '',
    `**Held-out (not tuned on)** \`${r.holdout.labelledSet}\`: ` +
      `${r.holdout.measurement.all.texts} texts (${groupsLine(r.holdout.measurement)}), written ` +
      'from the kind definitions before the detector was run on them; its disagreements are ' +
      'not listed. No target applies. The same person wrote the rules and both sets, so ' +
      'neither is an estimate of how the detector does on real reviews (docs/screening.md, ' +
      'limits).',
    '',
    scoresTable(r.holdout.measurement),
    '',
    `Time per text: every call to \`scanText\` timed on its own, ${t.runs} runs of the tuning ` +
      `set after ${WARMUP_RUNS} warm-up runs, in the bench process; a text counts with its ` +
      `median over the runs: median ${t.medianUs} µs, p99 ${t.p99Us} µs, slowest #` +
      `${t.slowest.item} (${t.slowest.chars} characters) ${t.slowest.medianUs} µs. Of the ` +
      `${t.samples} single calls, p99 ${t.callP99Us} µs; ${t.perSecond} texts/s. Texts of ` +
      `${t.medianChars} characters (median), at most ${t.maxChars}. Target: p99 < ` +
      `${SCREENING_LIMITS.p99Ms} ms. The longest review allowed (the texts joined, ` +
      `${t.longest.chars} characters): median ${t.longest.medianUs} µs.`,
    '',
    d.length === 0
      ? 'The detector and the labels of the tuning set agree on every span.'
      : `Where the detector and the labels of the tuning set disagree (${d.length}):\n\n${d
          .map((x) => `- #${x.item} ${x.kind}, ${x.type} (“${x.words}”): ${x.text}`)
          .join('\n')}`,
  ].join('\n');
}

/** Puts the section into REPORT.md in place of the old one, else before the targets. */
function patchReport(section: string): string {
  const file = projectPath('bench', 'REPORT.md');
  const report = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const at = report.indexOf(SECTION_TITLE);
  let next: string;
  if (at >= 0) {
    const end = report.indexOf('\n## ', at + SECTION_TITLE.length);
    next = `${report.slice(0, at)}${section}\n${end >= 0 ? report.slice(end) : ''}`;
  } else {
    const targets = report.indexOf('## Targets met');
    next =
      targets >= 0
        ? `${report.slice(0, targets)}${section}\n\n${report.slice(targets)}`
        : `${report.trimEnd()}\n\n${section}\n`;
  }
  fs.writeFileSync(file, next);
  return file;
}

/** Writes the results file and the report's section; returns their paths. */
export function writeScreening(r: ScreeningResult): string[] {
  const dir = projectPath('bench', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const json = projectPath('bench', 'results', `${r.date}-screening.json`);
  fs.writeFileSync(json, `${JSON.stringify(r, null, 2)}\n`);
  return [json, patchReport(screeningSection(r))];
}

export interface ScreeningRequest {
  /** The other options, for bench/options.ts (which does not know this phase). */
  argv: string[];
  /** The phase runs: named in --only, or no --only and not in --skip. */
  run: boolean;
  /** --only named no other phase: nothing else runs. */
  alone: boolean;
  runs: number;
}

/**
 * Takes this phase's words out of the command line: "screening" from --only and --skip, and
 * --screening-runs <n> (default 200).
 */
export function takeScreeningPhase(argv: readonly string[]): ScreeningRequest {
  const out: string[] = [];
  let only: string[] | undefined;
  let skipped = false;
  let runs = 200;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] = arg.includes('=') ? arg.split(/=(.*)/s) : [arg, undefined];
    if (flag === '--only' || flag === '--skip' || flag === '--screening-runs') {
      const value = inline ?? argv[++i] ?? '';
      const list = value.split(',').map((p) => p.trim());
      if (flag === '--screening-runs') runs = Math.max(1, Number(value) || runs);
      else {
        const rest = list.filter((p) => p !== 'screening');
        if (flag === '--only') only = list;
        else skipped ||= rest.length < list.length;
        if (rest.length) out.push(flag, rest.join(','));
      }
      continue;
    }
    out.push(arg);
  }
  const run = only ? only.includes('screening') : !skipped;
  return { argv: out, run, alone: run && only?.length === 1, runs };
}
