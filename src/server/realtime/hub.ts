/**
 * Delivers new notifications to the Server-Sent-Event streams connected to this instance.
 * Writers send one NOTIFY per transaction; on each signal the hub reads the new rows of the
 * users connected here only (index on user_id, seq), so an announcement to 100,000 users costs
 * each instance one query for its own connected users, whichever instance wrote it.
 */
import type { AppNotification } from '../../shared/notifications';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { NOTIFY_CHANNEL } from '../modules/notifications/notify';
import { maxSeq, newSince, toAppNotification } from '../modules/notifications/repo';

/**
 * Sequence numbers are taken before commit, so a row with a lower seq can become visible after
 * a higher one. Looking back this many seqs (and remembering what was sent) catches it.
 */
const LOOKBACK = 1000;

export interface StreamClient {
  userId: string;
  sessionId: string;
  /** Everything at or below this seq is known to the client (start point, then moving up). */
  floor: number;
  send(n: AppNotification): void;
  close(): void;
}

export class NotificationHub {
  private readonly byUser = new Map<string, Set<StreamClient>>();
  private readonly sent = new WeakMap<StreamClient, Set<number>>();
  private running: Promise<void> | undefined;
  private again = false;
  private unlisten: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: Logger,
  ) {}

  async start() {
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

  add(client: StreamClient) {
    const set = this.byUser.get(client.userId) ?? new Set<StreamClient>();
    this.byUser.set(client.userId, set);
    set.add(client);
    this.sent.set(client, new Set());
  }

  remove(client: StreamClient) {
    const set = this.byUser.get(client.userId);
    set?.delete(client);
    if (set?.size === 0) this.byUser.delete(client.userId);
  }

  /** Ends the streams of a session (sign-out) or of a user (deleted, sessions revoked). */
  closeWhere(match: (c: StreamClient) => boolean) {
    for (const set of this.byUser.values()) for (const c of [...set]) if (match(c)) c.close();
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
    const users = [...this.byUser.keys()];
    if (users.length === 0) return;
    let from = Number.POSITIVE_INFINITY;
    for (const set of this.byUser.values()) for (const c of set) from = Math.min(from, c.floor);
    const rows = await newSince(this.database.db, users, from);
    for (const row of rows) {
      for (const c of this.byUser.get(row.user_id) ?? []) {
        const sent = this.sent.get(c)!;
        if (row.seq <= c.floor || sent.has(row.seq)) continue;
        sent.add(row.seq);
        c.send(toAppNotification(row));
      }
    }
    for (const set of this.byUser.values()) {
      for (const c of set) {
        const sent = this.sent.get(c)!;
        const newest = Math.max(c.floor, ...sent);
        c.floor = Math.max(c.floor, newest - LOOKBACK);
        for (const seq of sent) if (seq <= c.floor) sent.delete(seq);
      }
    }
  }
}
