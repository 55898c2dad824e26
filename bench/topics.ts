/**
 * The comment-topic detector: precision and recall on the tuning set
 * (src/server/modules/topics/labelled/comments.json, the set the lexicon was tuned on and the
 * targets apply to) and on the held-out set (labelled/holdout.json, never tuned on: the fair
 * estimate), per topic and per language group, and the detector's time per comment over many
 * runs of the tuning set. No server, no database.
 */
import fs from 'node:fs';
import { projectPath } from '../src/server/lib/paths';
import { detectTopics } from '../src/server/modules/topics/detect';
import {
  labelledSetSchema,
  type Measurement,
  measureTopics,
} from '../src/server/modules/topics/measure';
import { TOPICS_VERSION } from '../src/server/modules/topics/service';
import { median, percentile } from './stats';

export const LABELLED_SET = 'src/server/modules/topics/labelled/comments.json';
export const HOLDOUT_SET = 'src/server/modules/topics/labelled/holdout.json';

export interface TopicsTiming {
  /** Times the whole set was run (after the warm-up runs). */
  runs: number;
  /** Single timed calls: one per comment per run. */
  samples: number;
  /**
   * Over the comments, each comment's median over the runs (a pause of the garbage collector
   * or of the shared machine in one run does not count for the comment): median and p99.
   */
  medianUs: number;
  p99Us: number;
  /** The slowest comment (by its median). */
  slowest: { id: number; chars: number; medianUs: number };
  /** p99 of the single calls, pauses included. */
  callP99Us: number;
  /** Comments per second over the measured runs, timing overhead included. */
  perSecond: number;
  /** Length of the set's comments in characters: median and longest. */
  medianChars: number;
  maxChars: number;
}

/**
 * The figures on the held-out set only: its disagreements (with the comments' texts) are left
 * out, so that no run shows what to tune against and the set stays held out.
 */
export type HeldOutMeasurement = Omit<Measurement, 'misses'>;

export interface TopicsResult {
  labelledSet: string;
  /** The detector version reviews are stored with (TOPICS_VERSION). */
  detectorVersion: number;
  /** On the tuning set, with its disagreements. */
  measurement: Measurement;
  /** On the held-out set (absent in runs from before it was measured). */
  holdout?: { labelledSet: string; measurement: HeldOutMeasurement };
  timing: TopicsTiming;
}

const WARMUP_RUNS = 20;
const round = (n: number, digits = 1) => Math.round(n * 10 ** digits) / 10 ** digits;

/** Each call timed on its own, every comment as many times as there are runs. */
function timeDetector(items: { id: number; text: string }[], runs: number): TopicsTiming {
  for (let r = 0; r < WARMUP_RUNS; r++) for (const c of items) detectTopics(c.text);
  const perComment = items.map(() => [] as number[]);
  const started = performance.now();
  for (let r = 0; r < runs; r++) {
    items.forEach((c, i) => {
      const t0 = performance.now();
      detectTopics(c.text);
      perComment[i]!.push((performance.now() - t0) * 1000);
    });
  }
  const wallSeconds = (performance.now() - started) / 1000;
  const calls = perComment.flat().sort((a, b) => a - b);
  const medians = perComment.map((times) => median(times));
  const sorted = [...medians].sort((a, b) => a - b);
  const slowest = medians.indexOf(sorted.at(-1) ?? 0);
  const chars = items.map((c) => c.text.length);
  return {
    runs,
    samples: calls.length,
    medianUs: round(percentile(sorted, 50)),
    p99Us: round(percentile(sorted, 99)),
    slowest: {
      id: items[slowest]?.id ?? 0,
      chars: chars[slowest] ?? 0,
      medianUs: round(medians[slowest] ?? 0),
    },
    callP99Us: round(percentile(calls, 99)),
    perSecond: Math.round(calls.length / wallSeconds),
    medianChars: median(chars),
    maxChars: Math.max(...chars),
  };
}

const readSet = (relative: string) =>
  labelledSetSchema.parse(JSON.parse(fs.readFileSync(projectPath(...relative.split('/')), 'utf8')));

export function measureTopicsPhase(runs: number, log: (line: string) => void): TopicsResult {
  const items = readSet(LABELLED_SET);
  const measurement = measureTopics(items);
  const { misses: _left, ...heldOut } = measureTopics(readSet(HOLDOUT_SET));
  const timing = timeDetector(items, runs);
  const two = (n: number | null) => n?.toFixed(2);
  const micro = measurement.all.micro;
  const held = heldOut.all.micro;
  log(
    `  tuning set, ${items.length} comments: micro precision ${two(micro.precision)}, recall ` +
      `${two(micro.recall)}; held-out (not tuned on), ${heldOut.all.comments} comments: micro ` +
      `precision ${two(held.precision)}, recall ${two(held.recall)}; per comment (its median of ` +
      `${runs} runs): median ${timing.medianUs} µs, p99 ${timing.p99Us} µs; single calls p99 ` +
      `${timing.callP99Us} µs`,
  );
  return {
    labelledSet: LABELLED_SET,
    detectorVersion: TOPICS_VERSION,
    measurement,
    holdout: { labelledSet: HOLDOUT_SET, measurement: heldOut },
    timing,
  };
}
