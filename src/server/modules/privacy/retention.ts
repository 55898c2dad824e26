/**
 * Review retention. When the `review_retention_months` setting is above 0, published reviews
 * older than that many months are archived: status `archived` (out of public view), removed from
 * the doctor's aggregates in the same transaction, and an `archived` event in their history.
 *
 * Every instance schedules the job, but one pass runs at a time across all of them: a pass first
 * takes a PostgreSQL advisory lock with `pg_try_advisory_xact_lock` (the transaction-scoped form
 * of `pg_try_advisory_lock`, so a pooled connection can never keep it) and an instance that does
 * not get it skips its turn. Passes are idempotent: an archived review is no longer `approved`,
 * so a second pass, on any instance, finds nothing more to do.
 */
import type { Db } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import { archivePublishedBefore } from '../feedback/service';
import { getSettings } from '../settings/service';
import {
  deleteInvitationMessagesBefore,
  deleteSignInCodesBefore,
  tryTransactionLock,
} from './repo';

/** The advisory lock key of the retention job (any constant unique to it). */
export const RETENTION_LOCK_KEY = 16_2026_07;
const BATCH = 500;

/** One pass; returns how many reviews it archived, or null when another instance holds the lock. */
export async function archiveExpiredReviews(db: Db, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await tryTransactionLock(tx, RETENTION_LOCK_KEY))) return null;
    const months = (await getSettings(tx)).review_retention_months;
    if (months <= 0) return 0;
    const cutoff = new Date(now);
    cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
    // Out of view and score, with an `archived` event each: the feedback lifecycle's.
    return archivePublishedBefore(tx, cutoff, BATCH);
  });
}

/** Days an invitation or reminder message (and its delivery status) is kept. */
export const MESSAGE_RETENTION_DAYS = 90;

/**
 * Hours a sign-in code's SMS is kept: it is useless after 5 minutes, and holds a number and a
 * code; a day leaves time to look into a delivery problem.
 */
export const SIGN_IN_CODE_RETENTION_HOURS = 24;

/**
 * Deletes invitation messages older than MESSAGE_RETENTION_DAYS and sign-in codes older than
 * SIGN_IN_CODE_RETENTION_HOURS; returns how many.
 */
export async function deleteExpiredMessages(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - MESSAGE_RETENTION_DAYS * 86_400_000);
  const codesCutoff = new Date(now.getTime() - SIGN_IN_CODE_RETENTION_HOURS * 3_600_000);
  return (
    (await deleteInvitationMessagesBefore(db, cutoff)) +
    (await deleteSignInCodesBefore(db, codesCutoff))
  );
}

/** Runs a pass soon after start, then every `intervalMs` (hourly by default), until stopped. */
export function startRetentionJob(db: Db, log: Logger, intervalMs = 3_600_000) {
  return startPeriodicJob({
    name: 'retention',
    log,
    intervalMs,
    firstAfterMs: 10_000,
    pass: async () => {
      // Batches of BATCH until nothing is left, so a first run over old data finishes too.
      let archived: number | null;
      do {
        archived = await archiveExpiredReviews(db);
        if (archived) log.info({ archived }, 'retention: reviews archived');
      } while (archived === BATCH);
      const deleted = await deleteExpiredMessages(db);
      if (deleted) log.info({ deleted }, 'retention: invitation messages deleted');
    },
  });
}
