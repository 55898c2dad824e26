import type { AppNotification } from '@shared/notifications';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from './fake-event-source';
import { connectNotificationStream } from './notification-stream';

const notification: AppNotification = {
  id: 'n-1',
  seq: 7,
  title: 'Thông báo hệ thống: Tết',
  message: 'Các phòng khám nghỉ mùng 1 Tết.',
  title_en: 'System Announcement: Tết',
  message_en: 'Clinics close on the first day of Tết.',
  type: 'system',
  reference_id: null,
  path: null,
  is_read: false,
  created_at: '2026-01-20T03:00:00.000Z',
};

function start() {
  const onNotification = vi.fn();
  const onReconnect = vi.fn();
  const stop = connectNotificationStream({
    url: '/api/notifications/stream',
    EventSourceImpl: FakeEventSource,
    onNotification,
    onReconnect,
  });
  return { onNotification, onReconnect, stop };
}

describe('connectNotificationStream', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeEventSource.reset();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('delivers parsed notifications and ignores malformed ones', () => {
    const { onNotification, onReconnect } = start();
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/notifications/stream');
    source.open();
    source.emit('notification', notification, '7');
    source.emit('notification', { id: 'half' });
    source.dispatchEvent(new MessageEvent('notification', { data: 'not json' }));
    expect(onNotification).toHaveBeenCalledTimes(1);
    expect(onNotification).toHaveBeenCalledWith(notification);
    // The first connection is not a reconnect.
    expect(onReconnect).not.toHaveBeenCalled();
  });

  it('reconnects after 1, 2, 5, 10, 10 s and resets the backoff after an open', () => {
    const { onReconnect } = start();
    const waits: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const failing = FakeEventSource.latest();
      const count = FakeEventSource.instances.length;
      failing.fail();
      expect(failing.closed).toBe(true);
      // Measure the wait in 500 ms steps until a new EventSource appears.
      let waited = 0;
      while (FakeEventSource.instances.length === count) {
        vi.advanceTimersByTime(500);
        waited += 500;
        if (waited > 60_000) throw new Error('never reconnected');
      }
      waits.push(waited);
    }
    expect(waits).toEqual([1000, 2000, 5000, 10000, 10000]);
    expect(FakeEventSource.instances.filter((s) => !s.closed)).toHaveLength(1);

    FakeEventSource.latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(1);

    // After a successful open the next failure waits 1 s again.
    FakeEventSource.latest().fail();
    vi.advanceTimersByTime(999);
    expect(FakeEventSource.instances).toHaveLength(6);
    vi.advanceTimersByTime(1);
    expect(FakeEventSource.instances).toHaveLength(7);
    FakeEventSource.latest().open();
    expect(onReconnect).toHaveBeenCalledTimes(2);
  });

  it('treats a silent stream as dead, but pings keep it alive', () => {
    start();
    const source = FakeEventSource.latest();
    source.open();
    vi.advanceTimersByTime(50_000);
    source.emit('ping', '');
    vi.advanceTimersByTime(50_000);
    expect(source.closed).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(source.closed).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(FakeEventSource.instances).toHaveLength(2);
  });

  it('stops for good: closes the source and cancels a pending retry', () => {
    const { stop, onNotification } = start();
    const first = FakeEventSource.latest();
    first.fail();
    stop();
    vi.advanceTimersByTime(60_000);
    expect(FakeEventSource.instances).toHaveLength(1);

    const again = start();
    const second = FakeEventSource.latest();
    second.open();
    again.stop();
    expect(second.closed).toBe(true);
    // A late event from a closed source is ignored.
    second.emit('notification', notification);
    expect(again.onNotification).not.toHaveBeenCalled();
    expect(onNotification).not.toHaveBeenCalled();
  });
});
