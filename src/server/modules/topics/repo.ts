import { and, eq, isNotNull, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { feedback } from '../../db/schema';
import type { CommentTopics } from './service';

/** Reviews with a comment whose topics were found by an older detector, locked for this batch. */
export async function staleComments(tx: DbOrTx, version: number, limit: number) {
  return tx
    .select({ id: feedback.id, comment: feedback.comment })
    .from(feedback)
    .where(and(lt(feedback.topics_version, version), isNotNull(feedback.comment)))
    .limit(limit)
    .for('update', { skipLocked: true });
}

export async function saveTopics(tx: DbOrTx, id: string, t: CommentTopics) {
  await tx
    .update(feedback)
    .set({ topics: t.topics, topic_words: t.topic_words, topics_version: t.topics_version })
    .where(eq(feedback.id, id));
}
