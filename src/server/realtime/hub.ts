/**
 * Delivers new notifications to the Server-Sent-Event streams connected to this instance.
 * Writers send one NOTIFY per transaction; on each signal the hub reads only the rows it has not
 * read yet (`seq` above the highest it has seen, up to the newest seq at the time of the read)
 * of the users connected here (index on user_id, seq), so an announcement to 100,000 users costs
 * each instance one read of its own connected users' new rows, whichever instance wrote it.
 *
 * A reconnecting stream (`Last-Event-ID`) is replayed on its own: at most its user's newest
 * REPLAY_LIMIT rows after that id, in the same serial loop as live delivery, so an old or forged
 * id costs one small read and never delays or drops delivery to anyone else.
 */
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { NOTIFY_CHANNEL } from '../modules/notifications/notify';
import {
  maxSeq,
  type NotificationStreams,
  newSince,
  replayFor,
  type StreamClient,
  toAppNotification,
} from '../modules/notifications/service';

export type { StreamClient };

/** A reconnect replays at most this many of the user's own newest missed notifications. */
export const REPLAY_LIMIT = 100;
/** Live reads are paged so one burst never loads an unbounded result into memory. */
const PAGE = 1000;
/** Streams one sign-in may hold open (tabs); the oldest is closed when a new one exceeds it. */
export const MAX_STREAMS_PER_SESSION = 5;
/** Streams one user may hold open across all sessions; the oldest is closed beyond it. */
export const MAX_STREAMS_PER_USER = 10;

export class NotificationHub implements NotificationStreams {
  private readonly byUser = new Map<string, Set<StreamClient>>();
  /** Highest seq read: every notification at or below it has been handled. */
  private lastSeen = 0;
  private readonly replays = new Map<StreamClient, number>();
  private running: Promise<void> | undefined;
  private again = false;
  private unlisten: (() => Promise<void>) | undefined;
  /** Rows read from the notifications table (live and replay), for metrics and tests. */
  rowsRead = 0;
  /** Notifications written to this instance's streams, for metrics. */
  delivered = 0;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  async start() {
    this.lastSeen = await maxSeq(this.database.db);
    this.unlisten = await this.database.listen(NOTIFY_CHANNEL, () => this.signal());
  }

  async stop() {
    for (const set of this.byUser.values()) for (const c of set) c.close();
    this.byUser.clear();
    await this.unlisten?.();
  }

  /** The newest seq now: a new stream starts after it unless it asks to replay from an id. */
  currentSeq() {
    return maxSeq(this.database.db);
  }

  /**
   * Adds a stream; `replayAfter` (its Last-Event-ID) asks for what it missed. Beyond the per-
   * session or per-user limit, the oldest stream of that session or user is closed.
   */
  add(client: StreamClient, replayAfter?: number) {
    const set = this.byUser.get(client.userId) ?? new Set<StreamClient>();
    this.byUser.set(client.userId, set);
    set.add(client);
    const ofSession = [...set].filter((c) => c.sessionId === client.sessionId);
    if (ofSession.length > MAX_STREAMS_PER_SESSION) this.evict(ofSession[0]!);
    if (set.size > MAX_STREAMS_PER_USER) this.evict([...set][0]!);
    if (replayAfter !== undefined) {
      this.replays.set(client, replayAfter);
      this.signal();
    }
  }

  private evict(client: StreamClient) {
    this.remove(client);
    client.close();
  }

  remove(client: StreamClient) {
    this.replays.delete(client);
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
  }

  /** Ends the streams of a session (sign-out) or of a user (deleted, sessions revoked). */
  closeWhere(match: (c: StreamClient) => boolean) {
    for (const set of this.byUser.values()) for (const c of [...set]) if (match(c)) c.close();
  }

  /** Open streams of one user. */
  streamsOf(userId: string) {
    return this.byUser.get(userId)?.size ?? 0;
  }

  get connections() {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  /** Coalesces a burst of signals into one read at a time, plus one more if more arrived. */
  signal() {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.deliver()
      .catch((err) =>
        this.log.warn({ err: (err as Error).message }, 'notification delivery failed'),
      )
      .finally(() => {
        this.running = undefined;
        if (this.again) {
          this.again = false;
          this.signal();
        }
      });
  }

  /** Resolves when the deliveries in progress are done (tests and shutdown). */
  async idle() {
    while (this.running) await this.running;
  }

  private async deliver() {
    const db = this.database.db;
    // Rows above `top` are left for the next signal, which their commit sends.
    const top = await maxSeq(db);
    for (const [client, after] of [...this.replays]) {
      this.replays.delete(client);
      const rows = await replayFor(db, client.userId, after, top, REPLAY_LIMIT);
      this.rowsRead += rows.length;
      for (const row of rows) {
        if (row.seq <= client.floor) continue;
        client.send(toAppNotification(row));
        this.delivered += 1;
      }
      client.floor = Math.max(client.floor, top);
    }
    while (this.lastSeen < top) {
      const users = [...this.byUser.keys()];
      if (users.length === 0) break;
      const rows = await newSince(db, users, this.lastSeen, top, PAGE);
      this.rowsRead += rows.length;
      for (const row of rows) {
        for (const c of this.byUser.get(row.user_id) ?? []) {
          // A stream waiting for its replay gets these rows with it, in order.
          if (row.seq > c.floor && !this.replays.has(c)) {
            c.send(toAppNotification(row));
            this.delivered += 1;
          }
        }
      }
      if (rows.length < PAGE) break;
      this.lastSeen = rows.at(-1)!.seq;
    }
    // Every client now knows everything up to `top` that was meant for it.
    for (const set of this.byUser.values()) {
      for (const c of set) if (!this.replays.has(c)) c.floor = Math.max(c.floor, top);
    }
    this.lastSeen = Math.max(this.lastSeen, top);
  }
}
