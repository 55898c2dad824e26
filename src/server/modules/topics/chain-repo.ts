import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { chainTopics, feedback } from '../../db/schema';

export const list = (db: DbOrTx) =>
  db.select().from(chainTopics).orderBy(asc(chainTopics.created_at));

export async function count(db: DbOrTx) {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(chainTopics);
  return row?.n ?? 0;
}

export async function insert(db: DbOrTx, values: typeof chainTopics.$inferInsert) {
  const [row] = await db.insert(chainTopics).values(values).returning();
  return row!;
}

export async function update(
  db: DbOrTx,
  id: string,
  values: Partial<typeof chainTopics.$inferInsert>,
) {
  const [row] = await db
    .update(chainTopics)
    .set({ ...values, updated_at: new Date() })
    .where(eq(chainTopics.id, id))
    .returning();
  return row;
}

export async function remove(db: DbOrTx, id: string) {
  const rows = await db.delete(chainTopics).where(eq(chainTopics.id, id)).returning();
  return rows[0];
}

/** Every commented review is to be read again by the refresh job (the lexicon changed). */
export async function markAllStale(db: DbOrTx) {
  await db
    .update(feedback)
    .set({ topics_version: 0 })
    .where(sql`${feedback.comment} is not null and ${feedback.topics_version} <> 0`);
}
