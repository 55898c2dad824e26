import {
  NOTIFICATION_TYPES,
  REALTIME_HEARTBEAT_MS,
  REALTIME_RECONNECT_DELAYS_MS,
  SSE_EVENTS,
} from '@shared/constants';
import type { AppNotification } from '@shared/notifications';

/** The part of EventSource we use, so tests can drive a fake (an EventTarget with close()). */
export interface StreamSource {
  addEventListener(type: string, listener: (event: Event) => void): void;
  close(): void;
}

export type StreamSourceConstructor = new (url: string) => StreamSource;

export interface NotificationStreamOptions {
  url: string;
  EventSourceImpl: StreamSourceConstructor;
  onNotification: (notification: AppNotification) => void;
  /**
   * A connection other than the first has opened. A new EventSource cannot send Last-Event-ID,
   * so whatever arrived while disconnected must be fetched again.
   */
  onReconnect: () => void;
  /** Waits before each retry; the last one repeats. */
  delaysMs?: readonly number[];
  /**
   * With no event or ping for this long the connection is treated as dead. Proxies and sleeping
   * laptops can drop a stream without the browser ever firing 'error'.
   */
  silenceLimitMs?: number;
}

const optionalText = (v: unknown) => v === undefined || v === null || typeof v === 'string';

function isNotification(value: unknown): value is AppNotification {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.id === 'string' &&
    typeof v.title === 'string' &&
    typeof v.message === 'string' &&
    optionalText(v.title_en) &&
    optionalText(v.message_en) &&
    typeof v.is_read === 'boolean' &&
    typeof v.created_at === 'string' &&
    (v.reference_id === null || typeof v.reference_id === 'string') &&
    (NOTIFICATION_TYPES as readonly unknown[]).includes(v.type)
  );
}

export function parseNotificationEvent(event: Event): AppNotification | null {
  const data = 'data' in event ? event.data : undefined;
  if (typeof data !== 'string') return null;
  try {
    const parsed: unknown = JSON.parse(data);
    if (!isNotification(parsed)) return null;
    // The English texts may be missing (a server from before they were kept): Vietnamese then.
    return { ...parsed, title_en: parsed.title_en ?? null, message_en: parsed.message_en ?? null };
  } catch {
    return null;
  }
}

/**
 * Keeps one EventSource open to the notifications stream. On an error it closes the source
 * (instead of the browser's fixed-interval retry) and reconnects after 1, 2, 5, then every 10 s;
 * a successful open resets the backoff. Returns a function that stops everything.
 */
export function connectNotificationStream({
  url,
  EventSourceImpl,
  onNotification,
  onReconnect,
  delaysMs = REALTIME_RECONNECT_DELAYS_MS,
  silenceLimitMs = REALTIME_HEARTBEAT_MS * 2,
}: NotificationStreamOptions): () => void {
  let source: StreamSource | null = null;
  let connections = 0;
  let failures = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let silenceTimer: ReturnType<typeof setTimeout> | undefined;
  let stopped = false;

  const reconnectLater = () => {
    source?.close();
    source = null;
    clearTimeout(silenceTimer);
    clearTimeout(retryTimer);
    const delay = delaysMs[Math.min(failures, delaysMs.length - 1)] ?? 0;
    failures += 1;
    retryTimer = setTimeout(connect, delay);
  };

  const heardFromServer = () => {
    clearTimeout(silenceTimer);
    silenceTimer = setTimeout(reconnectLater, silenceLimitMs);
  };

  function connect() {
    if (stopped) return;
    const current = new EventSourceImpl(url);
    source = current;
    const isReconnect = connections > 0;
    connections += 1;
    // Events from a source we already closed are ignored (a fake or a slow browser may still fire).
    const live = () => source === current && !stopped;

    current.addEventListener('open', () => {
      if (!live()) return;
      failures = 0;
      heardFromServer();
      if (isReconnect) onReconnect();
    });
    current.addEventListener(SSE_EVENTS.ping, () => {
      if (live()) heardFromServer();
    });
    current.addEventListener(SSE_EVENTS.notification, (event) => {
      if (!live()) return;
      heardFromServer();
      const notification = parseNotificationEvent(event);
      if (notification) onNotification(notification);
    });
    current.addEventListener('error', () => {
      if (live()) reconnectLater();
    });
  }

  connect();

  return () => {
    stopped = true;
    clearTimeout(retryTimer);
    clearTimeout(silenceTimer);
    source?.close();
    source = null;
  };
}
