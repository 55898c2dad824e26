/**
 * Topics the chain adds. A change re-reads every comment: reviews are marked stale in the same
 * transaction as the change and its audit row, then the refresh runs in the background (and the
 * hourly job finishes it should this instance stop), so the figures follow the new words.
 */
import {
  type ChainTopic,
  type ChainTopicInput,
  chainTopicKey,
  MAX_CHAIN_TOPICS,
} from '../../../shared/chain-topics';
import { auditAs } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { chainTopics } from '../../db/schema';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import * as repo from './chain-repo';
import { refreshAllTopics } from './service';

const toTopic = (r: typeof chainTopics.$inferSelect): ChainTopic => ({
  id: r.id,
  key: chainTopicKey(r.id),
  label_vi: r.label_vi,
  label_en: r.label_en,
  words: r.words,
});

/** Each word once, as the admin wrote it (lower-cased: matching ignores case anyway). */
const cleanWords = (words: readonly string[]) => [
  ...new Set(words.map((w) => w.replace(/\s+/g, ' ').toLocaleLowerCase('vi'))),
];

export async function listChainTopics(db: Db) {
  return { items: (await repo.list(db)).map(toTopic) };
}

function refreshLater(db: Db, ctx: UserContext) {
  void refreshAllTopics(db, ctx.log).catch((error: unknown) =>
    ctx.log.error({ err: error }, 'topic refresh after a chain topic change failed'),
  );
}

export async function createChainTopic(db: Db, ctx: UserContext, input: ChainTopicInput) {
  const topic = await db.transaction(async (tx) => {
    if ((await repo.count(tx)) >= MAX_CHAIN_TOPICS)
      throw new AppError('conflict', `At most ${MAX_CHAIN_TOPICS} chain topics`);
    const row = await repo.insert(tx, {
      label_vi: input.label_vi,
      label_en: input.label_en ?? null,
      words: cleanWords(input.words),
    });
    await repo.markAllStale(tx);
    await auditAs(tx, ctx, {
      action: 'chain_topic.created',
      description: `Chain topic "${row.label_vi}" added (${row.words.length} words)`,
      metadata: { topic_id: row.id, label: row.label_vi, words: row.words },
    });
    return toTopic(row);
  });
  refreshLater(db, ctx);
  return topic;
}

export async function updateChainTopic(
  db: Db,
  ctx: UserContext,
  id: string,
  input: ChainTopicInput,
) {
  const topic = await db.transaction(async (tx) => {
    const row = await repo.update(tx, id, {
      label_vi: input.label_vi,
      label_en: input.label_en ?? null,
      words: cleanWords(input.words),
    });
    if (!row) throw notFound('Chain topic not found');
    await repo.markAllStale(tx);
    await auditAs(tx, ctx, {
      action: 'chain_topic.updated',
      description: `Chain topic "${row.label_vi}" changed (${row.words.length} words)`,
      metadata: { topic_id: row.id, label: row.label_vi, words: row.words },
    });
    return toTopic(row);
  });
  refreshLater(db, ctx);
  return topic;
}

export async function removeChainTopic(db: Db, ctx: UserContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.remove(tx, id);
    if (!row) throw notFound('Chain topic not found');
    await repo.markAllStale(tx);
    await auditAs(tx, ctx, {
      action: 'chain_topic.removed',
      description: `Chain topic "${row.label_vi}" removed`,
      metadata: { topic_id: row.id, label: row.label_vi },
    });
  });
  refreshLater(db, ctx);
}
