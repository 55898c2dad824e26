import { and, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { AppNotification } from '../../../shared/notifications';
import type { DbOrTx } from '../../db/client';
import { notifications, sessions } from '../../db/schema';

const columns = {
  id: notifications.id,
  seq: notifications.seq,
  user_id: notifications.user_id,
  title: notifications.title,
  message: notifications.message,
  title_en: notifications.title_en,
  message_en: notifications.message_en,
  type: notifications.type,
  reference_id: notifications.reference_id,
  path: notifications.path,
  is_read: notifications.is_read,
  created_at: notifications.created_at,
};
type Row = Pick<typeof notifications.$inferSelect, keyof typeof columns>;

export const toAppNotification = (r: Row): AppNotification => ({
  id: r.id,
  seq: r.seq,
  title: r.title,
  message: r.message,
  title_en: r.title_en,
  message_en: r.message_en,
  type: r.type as AppNotification['type'],
  reference_id: r.reference_id,
  path: r.path,
  is_read: r.is_read,
  created_at: r.created_at.toISOString(),
});

export async function listForUser(db: DbOrTx, userId: string, limit: number) {
  const [rows, [unread]] = await Promise.all([
    db
      .select(columns)
      .from(notifications)
      .where(eq(notifications.user_id, userId))
      .orderBy(desc(notifications.seq))
      .limit(limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(notifications)
      .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false))),
  ]);
  return { items: rows.map(toAppNotification), unread_count: unread?.n ?? 0 };
}

export async function markRead(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.id, id), eq(notifications.user_id, userId)))
    .returning({ id: notifications.id });
  return rows.length > 0;
}

export async function markAllRead(db: DbOrTx, userId: string) {
  await db
    .update(notifications)
    .set({ is_read: true })
    .where(and(eq(notifications.user_id, userId), eq(notifications.is_read, false)));
}

/** The rows after `afterSeq` up to `upToSeq` included: what a stream has not delivered yet. */
const seqWindow = (afterSeq: number, upToSeq: number) =>
  and(gt(notifications.seq, afterSeq), lte(notifications.seq, upToSeq));

/** Rows in (afterSeq, upToSeq] of the users connected to this instance (index on user_id, seq). */
export async function newSince(
  db: DbOrTx,
  userIds: string[],
  afterSeq: number,
  upToSeq: number,
  limit: number,
) {
  if (userIds.length === 0) return [];
  return db
    .select(columns)
    .from(notifications)
    .where(and(inArray(notifications.user_id, userIds), seqWindow(afterSeq, upToSeq)))
    .orderBy(notifications.seq)
    .limit(limit);
}

/** The newest `limit` rows of one user in (afterSeq, upToSeq], oldest first. */
export async function replayFor(
  db: DbOrTx,
  userId: string,
  afterSeq: number,
  upToSeq: number,
  limit: number,
) {
  const rows = await db
    .select(columns)
    .from(notifications)
    .where(and(eq(notifications.user_id, userId), seqWindow(afterSeq, upToSeq)))
    .orderBy(desc(notifications.seq))
    .limit(limit);
  return rows.reverse();
}

export async function maxSeq(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${notifications.seq}), 0)`.mapWith(Number) })
    .from(notifications);
  return row?.n ?? 0;
}

/** Whether a session still exists and has not expired (sign-out or revocation deletes it). */
export async function isSessionAlive(db: DbOrTx, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date())));
  return row !== undefined;
}
