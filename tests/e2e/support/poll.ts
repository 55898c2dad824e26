import { expect } from 'vitest';

/** Retries `read` until the assertion that follows holds: the page answers in its own time. */
export function eventually<T>(read: () => Promise<T> | T) {
  return expect.poll(read, { timeout: 15_000, interval: 100 });
}
