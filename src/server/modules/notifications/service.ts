import type { AppNotification, NotificationList } from '../../../shared/notifications';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { isSessionAlive, listForUser, markAllRead, markRead } from './repo';

// What the stream hub (realtime/hub) reads to deliver new rows and replay missed ones.
export { maxSeq, newSince, replayFor, toAppNotification } from './repo';

/** One open event stream of a signed-in user, as the hub delivers to it. */
export interface StreamClient {
  userId: string;
  sessionId: string;
  /** Everything at or below this seq is known to the client (start point, then moving up). */
  floor: number;
  send(n: AppNotification): void;
  close(): void;
}

/**
 * What the event stream route needs of the hub (realtime/hub's NotificationHub). Declared here
 * so this module does not import the hub, which reads notifications through it.
 */
export interface NotificationStreams {
  /** The newest seq now: a new stream starts after it unless it asks to replay from an id. */
  currentSeq(): Promise<number>;
  add(client: StreamClient, replayAfter?: number): void;
  remove(client: StreamClient): void;
}

/** Whether the stream's session still exists and has not expired (checked on each heartbeat). */
export function sessionAlive(db: DbOrTx, sessionId: string) {
  return isSessionAlive(db, sessionId);
}

export function listNotifications(
  db: Db,
  ctx: UserContext,
  limit: number,
): Promise<NotificationList> {
  return listForUser(db, ctx.viewer.userId, limit);
}

export function markAllNotificationsRead(db: Db, ctx: UserContext) {
  return markAllRead(db, ctx.viewer.userId);
}

/** Someone else's notification is answered exactly like one that does not exist. */
export async function markNotificationRead(db: Db, ctx: UserContext, id: string) {
  if (!(await markRead(db, ctx.viewer.userId, id))) throw notFound('Notification');
}
