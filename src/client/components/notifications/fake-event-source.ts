import type { StreamSource } from './notification-stream';

/**
 * A stand-in for EventSource that tests drive by hand: every instance is recorded, and
 * open(), emit() and fail() fire what a real stream would.
 */
export class FakeEventSource extends EventTarget implements StreamSource {
  static instances: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.instances.at(-1);
    if (!source) throw new Error('no EventSource was created');
    return source;
  }

  closed = false;

  constructor(readonly url: string) {
    super();
    FakeEventSource.instances.push(this);
  }

  close(): void {
    this.closed = true;
  }

  open(): void {
    this.dispatchEvent(new Event('open'));
  }

  fail(): void {
    this.dispatchEvent(new Event('error'));
  }

  emit(type: string, data: unknown, lastEventId = ''): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data), lastEventId }));
  }
}
