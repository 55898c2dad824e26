import { and, eq, gt } from 'drizzle-orm';
import { streamSSE } from 'hono/streaming';
import { REALTIME_HEARTBEAT_MS } from '../../../shared/constants';
import { notificationListQuery, SSE_EVENTS } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { requireViewer } from '../../http/context';
import { notFound } from '../../http/errors';
import type { ApiRouter } from '../../http/router';
import { parseId, parseQuery } from '../../http/validate';
import type { NotificationHub, StreamClient } from '../../realtime/hub';
import { listForUser, markAllRead, markRead } from './repo';

export function registerNotificationRoutes(
  router: ApiRouter,
  db: Db,
  hub: NotificationHub,
  heartbeatMs = REALTIME_HEARTBEAT_MS,
) {
  router.get('/notifications', 'user', async (c) => {
    const { limit } = parseQuery(c, notificationListQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await listForUser(db, requireViewer(c).userId, limit));
  });

  router.post('/notifications/read-all', 'user', async (c) => {
    await markAllRead(db, requireViewer(c).userId);
    return c.body(null, 204);
  });

  router.post('/notifications/:id/read', 'user', async (c) => {
    const id = parseId(c, 'id', 'Notification');
    // Someone else's notification is answered exactly like one that does not exist.
    if (!(await markRead(db, requireViewer(c).userId, id))) throw notFound('Notification');
    return c.body(null, 204);
  });

  /**
   * Server-Sent Events for the signed-in user. `Last-Event-ID` (sent by EventSource on its own
   * reconnects) replays what was missed. A heartbeat every 30 s keeps proxies from closing the
   * connection and checks that the session still exists: sign-out or revocation ends the stream.
   */
  router.get('/notifications/stream', 'user', async (c) => {
    const viewer = requireViewer(c);
    const lastId = Number(c.req.header('last-event-id'));
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      let finish: () => void = () => {};
      const done = new Promise<void>((resolve) => {
        finish = resolve;
      });
      const client: StreamClient = {
        userId: viewer.userId,
        sessionId: viewer.sessionId,
        floor: Number.isSafeInteger(lastId) && lastId >= 0 ? lastId : await hub.currentSeq(),
        send: (n) =>
          void stream
            .writeSSE({
              event: SSE_EVENTS.notification,
              id: String(n.seq),
              data: JSON.stringify(n),
            })
            .catch(finish),
        close: finish,
      };
      stream.onAbort(finish);
      hub.add(client);
      await stream.writeSSE({ event: SSE_EVENTS.ping, data: '', retry: 1000 });
      // A reconnect may have missed rows: deliver anything newer than its last id now.
      if (Number.isSafeInteger(lastId)) hub.signal();
      const heartbeat = setInterval(async () => {
        try {
          const [alive] = await db
            .select({ id: sessions.id })
            .from(sessions)
            .where(and(eq(sessions.id, viewer.sessionId), gt(sessions.expiresAt, new Date())));
          if (!alive) return finish();
          await stream.writeSSE({ event: SSE_EVENTS.ping, data: '' });
        } catch {
          finish();
        }
      }, heartbeatMs);
      try {
        await done;
      } finally {
        clearInterval(heartbeat);
        hub.remove(client);
      }
    });
  });
}
