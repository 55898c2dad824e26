/** REPORT.md sections of the `start`, `profile`, `topics` and `screening` phases. */
import path from 'node:path';
import { projectPath } from '../src/server/lib/paths';
import {
  LANGUAGE_GROUPS as SCREENING_GROUPS,
  type Measurement as ScreeningMeasurement,
  scoresTable,
} from '../src/server/modules/screening/measure';
import {
  GROUP_NAMES,
  LANGUAGE_GROUPS,
  type Measurement,
  type Scores,
} from '../src/server/modules/topics/measure';
import { KNOWN_FILE, SCREENING_LIMITS, WARMUP_RUNS } from './screening';
import { LIMITS } from './targets';
import type { BenchResults } from './types';

const fmt = (n: number, digits = 2) => String(Number(n.toFixed(digits)));
const ratio = (n: number) => n.toFixed(2);

/**
 * A code span that survives any function name (RegExp sources have backticks and pipes): a
 * fence longer than the longest backtick run inside, and pipes escaped for the table.
 */
function code(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const padded = longest ? ` ${text} ` : text;
  return `${fence}${padded.replaceAll('|', '\\|')}${fence}`;
}

function table(head: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

export function startSection(r: BenchResults): string {
  const s = r.start;
  if (!s) return '_Not run._';
  return [
    '`npm start` (`scripts/build-if-changed.mjs`) as the README has a user run it, with only ' +
      'PORT, HOST=127.0.0.1 and a temporary DATA_DIR set, in a fresh copy of the checkout ' +
      '(node_modules linked, no `dist/`): the first start has to build; the second, on the same ' +
      'DATA_DIR, finds the build up to date. Time from the command to the first ' +
      '`GET /api/health` 200; then SIGTERM to the process group (as from Ctrl-C or a service ' +
      'manager: npm alone would pass it to its shell only, leaving the server running).',
    '',
    table(
      ['start', 'built', 'to /api/health 200', 'stop', 'clean stop'],
      s.runs.map((x) => [
        x.start,
        x.built ? 'yes' : 'no',
        `${fmt(x.secondsToHealth)} s`,
        `${fmt(x.stopSeconds)} s`,
        x.cleanStop ? 'yes' : '**no**',
      ]),
    ),
    '',
    `Output of both starts: \`${path.relative(projectPath(), s.logFile)}\`.`,
  ].join('\n');
}

export function profileSection(r: BenchResults, profileMd: string): string {
  const p = r.profile;
  const record = `[bench/PROFILE.md](${profileMd}) keeps the before/after record of what these profiles led to.`;
  if (!p) return `_Not run._ ${record}`;
  return [
    '`node --cpu-prof dist/server/index.js` with the demo data on PGlite in a temporary ' +
      'DATA_DIR, each URL loaded as in the HTTP scenarios after a warm-up. Self time of the ' +
      'samples taken during each load only (start-up, migrations and seeding excluded), as a ' +
      'share of the non-idle samples; our code is mapped back to `src/` through the source map. ' +
      `The profile is kept in \`${path.relative(projectPath(), p.profileFile)}\` (open it in ` +
      `Chrome DevTools). ${record}`,
    '',
    ...p.loads.flatMap((l) => [
      `### \`${l.path}\` (${l.scenario}): ${fmt(l.rps, 0)} req/s under the profiler, ` +
        `${l.nonIdleSamples} of ${l.samples} samples not idle`,
      '',
      table(
        ['share', 'function', 'location'],
        l.top.map((e) => [`${(e.share * 100).toFixed(1)}%`, code(e.function), code(e.location)]),
      ),
      '',
    ]),
  ].join('\n');
}

type TopicScores = { precision: number | null; recall: number | null };

/** One row per topic and the micro row, P / R per language group; a target column if given. */
function topicsTable(m: Omit<Measurement, 'misses'>, target?: (s: TopicScores) => string): string {
  const two = (n: number | null) => (n === null ? '–' : n.toFixed(2));
  const pr = (s: TopicScores) => `${two(s.precision)} / ${two(s.recall)}`;
  const cells = (
    name: string,
    s: TopicScores & { support: number },
    pick: (g: Scores) => TopicScores,
    withTarget: boolean,
  ) => [
    name,
    s.support,
    two(s.precision),
    two(s.recall),
    ...LANGUAGE_GROUPS.map((g) => pr(pick(m.groups[g]))),
    ...(target ? [withTarget ? target(s) : ''] : []),
  ];
  return table(
    [
      'topic',
      'labelled',
      'precision',
      'recall',
      ...LANGUAGE_GROUPS.map((g) => `P / R ${g}`),
      ...(target ? [`≥ ${ratio(LIMITS.topicPrecision)}`] : []),
    ],
    [
      ...m.all.topics.map((x) =>
        cells(x.topic, x, (s) => s.topics.find((y) => y.topic === x.topic)!, true),
      ),
      cells('**micro**', m.all.micro, (s) => s.micro, false),
    ],
  );
}

export function topicsSection(r: BenchResults): string {
  const t = r.topics;
  if (!t) return '_Not run._';
  const m = t.measurement;
  const ok = (s: TopicScores) =>
    (s.precision ?? 0) >= LIMITS.topicPrecision && (s.recall ?? 0) >= LIMITS.topicRecall
      ? 'met'
      : '**not met**';
  const timing = t.timing;
  const held = t.holdout;
  return [
    `The comment-topic detector (\`src/server/modules/topics/detect.ts\`, reviews stored as ` +
      `version ${t.detectorVersion}) on two sets of comments labelled by hand with the topics ` +
      'they mention. Precision: of the comments the detector gave a topic, the share labelled ' +
      'with it; recall: of the comments labelled with it, the share it found; micro: over every ' +
      `(comment, topic) pair. Measured by \`${r.command}\` on ${r.machine.date.slice(0, 10)} ` +
      `(\`${r.machine.date.slice(0, 10)}-topics.json\`).`,
    '',
    `**Tuning set** \`${t.labelledSet}\`: ${m.all.comments} comments (` +
      LANGUAGE_GROUPS.map((g) => `${m.groups[g].comments} ${GROUP_NAMES[g]}`).join(', ') +
      `). Targets: precision and recall ≥ ${ratio(LIMITS.topicPrecision)} for every topic on ` +
      'the whole set. The lexicon was tuned on these comments (docs/topics.md keeps the figures ' +
      'before and after), so the figures here are optimistic: they are not an unbiased estimate ' +
      'of how it does on new comments.',
    '',
    topicsTable(m, ok),
    '',
    ...(held
      ? [
          `**Held-out (not tuned on)** \`${held.labelledSet}\`: ${held.measurement.all.comments} ` +
            'comments written later from the topic definitions only, without looking at the ' +
            'detector, its lexicons or the tuning set. Its items are never read to tune the ' +
            'lexicon and its disagreements are not listed; one later round of general lexicon ' +
            'work was prompted by its per-topic figures (docs/topics.md has them before and ' +
            'after), so these figures are the closest to an unbiased estimate of how the ' +
            'detector does on comments it has not seen, not a pure one. No target applies to it.',
          '',
          topicsTable(held.measurement),
          '',
        ]
      : []),
    `Time per comment: every call to \`detectTopics\` timed on its own, ${timing.runs} runs of ` +
      'the tuning set after 20 warm-up runs, in the bench process; a comment counts with its ' +
      "median over the runs (a garbage-collector or machine pause in one run is not the comment's " +
      `cost): median ${fmt(timing.medianUs, 1)} µs, p99 ${fmt(timing.p99Us, 1)} µs, slowest ` +
      `#${timing.slowest.id} (${timing.slowest.chars} characters) ${fmt(timing.slowest.medianUs, 1)} µs. ` +
      `Of the ${timing.samples} single calls, p99 ${fmt(timing.callP99Us, 1)} µs; ` +
      `${timing.perSecond} comments/s. Comments of ${timing.medianChars} characters (median), ` +
      `at most ${timing.maxChars}. Target: p99 ≤ ${LIMITS.topicDetectP99Ms * 1000} µs.`,
    '',
    `Where the detector and the labels of the tuning set disagree (${m.misses.length}):`,
    '',
    ...(m.misses.length
      ? m.misses.map(
          (x) =>
            `- #${x.id} ${x.topic}, ${x.kind}${x.words.length ? ` (${x.words.map((w) => `“${w}”`).join(', ')})` : ''}: ${x.text}`,
        )
      : ['- none']),
  ].join('\n');
}

const groupsLine = (m: Omit<ScreeningMeasurement, 'disagreements'>) =>
  SCREENING_GROUPS.map((g) => `${m.groups[g].texts} ${g}`).join(', ');

/** `resultsDir`: where this run's json went, named in the text (bench/results or its tmp/). */
export function screeningSection(r: BenchResults, resultsDir: string): string {
  const s = r.screening;
  if (!s) return '_Not run._';
  const date = r.machine.date.slice(0, 10);
  const t = s.timing;
  const m = s.measurement;
  const d = m.disagreements;
  return [
    `The review-screening detector (\`src/server/modules/screening/detect.ts\`, version ` +
      `${s.detectorVersion}; rules in docs/screening.md) on two sets of texts labelled by hand ` +
      'with spans. A found span is right when it overlaps a labelled span of its kind; a ' +
      'labelled span is found when a found span of its kind overlaps it. The known doctors and ' +
      `clinic phones passed in are those of \`${KNOWN_FILE}\`. Measured by \`${r.command}\` on ` +
      `${date} (\`${resultsDir}/${date}-screening.json\`).`,
    '',
    `**Tuning set** \`${s.labelledSet}\`: ${m.all.texts} texts (${groupsLine(m)}). The rules ` +
      'were written together with this set, so its figures are optimistic.',
    '',
    scoresTable(m),
    '',
    '| target (tuning set) | measured |  |',
    '| --- | --- | --- |',
    ...s.targets.map((x) => `| ${x.target} | ${x.value} | ${x.met ? 'met' : '**not met**'} |`),
    '',
    `**Held-out (not tuned on)** \`${s.holdout.labelledSet}\`: ` +
      `${s.holdout.measurement.all.texts} texts (${groupsLine(s.holdout.measurement)}), written ` +
      'from the kind definitions before the detector was run on them; its disagreements are ' +
      'not listed. No target applies. The same person wrote the rules and both sets, so ' +
      'neither is an estimate of how the detector does on real reviews (docs/screening.md, ' +
      'limits).',
    '',
    scoresTable(s.holdout.measurement),
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
