import type { NotificationList } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { listForUser, markAllRead, markRead } from './repo';

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
