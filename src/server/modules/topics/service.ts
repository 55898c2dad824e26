/**
 * What patients talk about: the topics a comment mentions, found when the review is written and
 * kept on the review with the words that matched (so a figure can always be explained). A
 * change of the lexicon bumps TOPICS_VERSION; the refresh job then re-reads older reviews in
 * small batches, and the monthly topic rollups follow through their trigger.
 */
import { chainTopicKey } from '../../../shared/chain-topics';
import type { Db, DbOrTx } from '../../db/client';
import type { Logger } from '../../lib/logger';
import { startPeriodicJob } from '../../lib/periodic-job';
import * as chainRepo from './chain-repo';
import { detectTopics } from './detect';
import * as repo from './repo';

export const TOPICS_VERSION = 3;
const REFRESH_BATCH = 200;

export interface CommentTopics {
  topics: string[];
  topic_words: Record<string, string[]> | null;
  topics_version: number;
}

/** A topic the chain added, under its key on reviews, with the words that find it. */
export interface TopicWords {
  id: string;
  words: readonly string[];
}

export async function chainTopicWords(db: DbOrTx): Promise<TopicWords[]> {
  return (await chainRepo.list(db)).map((r) => ({ id: chainTopicKey(r.id), words: r.words }));
}

export function topicsOfComment(
  comment: string | null,
  chain: readonly TopicWords[] = [],
): CommentTopics {
  const matches = comment ? detectTopics(comment, chain) : [];
  return {
    topics: matches.map((m) => m.topic),
    topic_words:
      matches.length > 0 ? Object.fromEntries(matches.map((m) => [m.topic, m.words])) : null,
    topics_version: TOPICS_VERSION,
  };
}

/** The topics of a comment being written, the chain's own included. */
export async function topicsOfNewComment(db: DbOrTx, comment: string | null) {
  return topicsOfComment(comment, comment ? await chainTopicWords(db) : []);
}

/** Re-reads one batch of reviews found with an older detector; the number done. */
export async function refreshTopicsBatch(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await repo.staleComments(tx, TOPICS_VERSION, REFRESH_BATCH);
    const chain = rows.length > 0 ? await chainTopicWords(tx) : [];
    for (const r of rows) await repo.saveTopics(tx, r.id, topicsOfComment(r.comment, chain));
    return rows.length;
  });
}

/** Brings every review to the current detector, batch after batch, without holding locks long. */
export async function refreshAllTopics(db: Db, log?: Logger): Promise<number> {
  let total = 0;
  for (;;) {
    const done = await refreshTopicsBatch(db);
    total += done;
    if (done < REFRESH_BATCH) break;
  }
  if (total > 0) log?.info({ reviews: total }, 'topics refreshed');
  return total;
}

/** Once after start, then hourly: reviews written before the current detector catch up. */
export function startTopicRefreshJob(db: Db, log: Logger, intervalMs = 3_600_000) {
  return startPeriodicJob({
    name: 'topic refresh',
    log,
    intervalMs,
    firstAfterMs: 20_000,
    pass: () => refreshAllTopics(db, log),
  });
}
