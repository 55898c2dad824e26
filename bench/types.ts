/** The shape of one bench run's results (written as JSON and rendered into REPORT.md). */
import type { BundleResult } from './bundle';
import type { ExplainResult } from './explain';
import type { CpuUse, FeedbackResult, SignInResult } from './feedback';
import type { GenerateResult } from './generate';
import type { InvitationsResult } from './invitations';
import type { LighthouseResult } from './lighthouse';
import type { LoadResult } from './load';
import type { MachineInfo } from './machine';
import type { BenchOptions } from './options';
import type { PageLoadResults } from './page-load';
import type { ProfileResult } from './profile';
import type { RealtimeResult } from './realtime';
import type { DirectoryPicks } from './scenarios';
import type { ScreeningResult } from './screening';
import type { StartResult } from './start';
import type { TopicsResult } from './topics';

/** `full-postgres-uncached`: the same server with DIRECTORY_CACHE_SIZE=0 (every request queries). */
export type RunLabel = 'full-postgres' | 'full-postgres-uncached' | 'demo-postgres' | 'demo-pglite';

export interface ServerRun {
  label: RunLabel;
  database: 'PostgreSQL' | 'PGlite';
  dataset: 'full' | 'demo';
  startSeconds: number;
  picks: DirectoryPicks;
  /** Rows in the database the full runs measured (the dataset may be reused, not generated). */
  rows?: { feedback: number; doctors: number };
  rssMb: { atRest: number; peakUnderLoad: number };
  /** The best of the raw node:http runs (one before the first scenario and one after each). */
  raw: LoadResult;
  rawRuns: LoadResult[];
  /** bare-hono (on the baseline process), health, the directory, the dashboard. */
  scenarios: LoadResult[];
}

export interface TargetCheck {
  /** `target`: one of the performance issue's targets; `check`: a correctness check. */
  kind: 'target' | 'check';
  target: string;
  subject: string;
  value: string;
  met: boolean;
  /** The phase that measures it did not run (not counted as met or not met). */
  notMeasured?: boolean;
}

export interface BenchResults {
  machine: MachineInfo;
  settings: Pick<
    BenchOptions,
    'quick' | 'size' | 'duration' | 'warmup' | 'connections' | 'gzip' | 'streams'
  > & { phases: string[]; feedbackSeconds: number };
  command: string;
  /** Load average (1, 5, 15 min) when each phase ended. */
  loadAverages: { phase: string; load: number[] }[];
  errors: { phase: string; message: string }[];
  dataset?: GenerateResult;
  explain?: ExplainResult;
  runs: ServerRun[];
  signIn?: SignInResult;
  feedback?: FeedbackResult;
  realtime?: RealtimeResult & { rssAtRestMb: number };
  /** 10,000 visits with e-mails imported at once: the request, the invitations queued. */
  invitations?: InvitationsResult & { cpuMs?: CpuUse };
  bundle?: BundleResult;
  lighthouse?: LighthouseResult;
  /** A guest's page loads in Chromium: JavaScript downloaded, the main thread's longest tasks. */
  pageLoad?: PageLoadResults;
  /** `npm start` in a copy of the checkout: first start with the build, then a second one. */
  start?: StartResult;
  profile?: ProfileResult;
  /** The comment-topic detector on its labelled set: precision, recall, time per comment. */
  topics?: TopicsResult;
  /** The review-screening detector on its labelled sets: precision, recall, time per text. */
  screening?: ScreeningResult;
  targets: TargetCheck[];
  totalSeconds: number;
}
