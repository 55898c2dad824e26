import type { Logger } from './logger';

export interface PeriodicJob {
  /** Asks for a pass now, e.g. after a request queued work for it. */
  kick(): void;
  stop(): void;
}

/**
 * Runs `pass` every `intervalMs`, and once `firstAfterMs` after start when given, until stopped.
 * One pass at a time: a pass due while another runs is skipped, not queued. A failed pass is
 * logged as `<name> pass failed` and the next one tries again. The timers do not keep the
 * process alive.
 */
export function startPeriodicJob(job: {
  name: string;
  log: Logger;
  intervalMs: number;
  firstAfterMs?: number;
  pass: () => Promise<unknown>;
}): PeriodicJob {
  let running = false;
  let stopped = false;
  const run = async () => {
    if (running || stopped) return;
    running = true;
    try {
      await job.pass();
    } catch (err) {
      job.log.warn({ err: (err as Error).message }, `${job.name} pass failed`);
    } finally {
      running = false;
    }
  };
  const first = job.firstAfterMs === undefined ? undefined : setTimeout(run, job.firstAfterMs);
  const timer = setInterval(run, job.intervalMs);
  first?.unref();
  timer.unref();
  return {
    kick: () => void setTimeout(run, 0),
    stop: () => {
      stopped = true;
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
