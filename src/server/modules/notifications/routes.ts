import { streamSSE } from 'hono/streaming';
import { contract } from '../../../shared/api';
import { REALTIME_HEARTBEAT_MS } from '../../../shared/constants';
import { SSE_EVENTS } from '../../../shared/notifications';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  type NotificationStreams,
  type StreamClient,
  sessionAlive,
} from './service';

const { list, readAll, read, stream: eventStream } = contract.notifications;

export function registerNotificationRoutes(
  router: ApiRouter,
  db: Db,
  hub: NotificationStreams,
  heartbeatMs = REALTIME_HEARTBEAT_MS,
) {
  router.handle(list, ({ query, ctx }) => {
    return listNotifications(db, ctx, query.limit);
  });

  router.handle(readAll, async ({ ctx }) => {
    await markAllNotificationsRead(db, ctx);
    return undefined;
  });

  router.handle(read, async ({ params, ctx }) => {
    await markNotificationRead(db, ctx, params.id);
    return undefined;
  });

  /**
   * Server-Sent Events for the signed-in user. `Last-Event-ID` (sent by EventSource on its own
   * reconnects) replays what was missed, at most the user's newest 100. A session holds at most
   * 5 streams and a user 10; a new one beyond that closes the oldest. A heartbeat every 30 s keeps
   * proxies from closing the connection and checks that the session still exists: sign-out or
   * revocation ends the stream.
   */
  router.handle(eventStream, ({ ctx, c }) => {
    const { viewer } = ctx;
    const header = c.req.header('last-event-id');
    const lastId = header === undefined ? Number.NaN : Number(header);
    const replayAfter = Number.isSafeInteger(lastId) && lastId >= 0 ? lastId : undefined;
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
        floor: replayAfter ?? (await hub.currentSeq()),
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
      // A reconnect may have missed rows: the hub replays the newest of them to it alone.
      hub.add(client, replayAfter);
      await stream.writeSSE({ event: SSE_EVENTS.ping, data: '', retry: 1000 });
      const heartbeat = setInterval(async () => {
        try {
          if (!(await sessionAlive(db, viewer.sessionId))) return finish();
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
