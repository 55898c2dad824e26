import { describe, expect, it } from 'vitest';
import { VersionedCache } from './versioned-cache';

const counter = () => {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    compute: async () => ({ call: ++calls }),
  };
};

describe('VersionedCache', () => {
  it('serves an entry until the version moves on, then computes again', async () => {
    const cache = new VersionedCache<{ call: number }>(10);
    const c = counter();
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 1 });
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 1 });
    expect(await cache.get('k', 2n, c.compute)).toEqual({ call: 2 });
    // A caller that read an older version may get the newer answer; never the reverse.
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 2 });
    expect(c.calls).toBe(2);
  });

  it('computes an entry again once it is older than the maximum age, the version unchanged', async () => {
    const cache = new VersionedCache<{ call: number }>(10, 40);
    const c = counter();
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 1 });
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 1 });
    await new Promise((r) => setTimeout(r, 60));
    expect(await cache.get('k', 1n, c.compute)).toEqual({ call: 2 });
    expect(c.calls).toBe(2);
  });

  it('keeps keys apart', async () => {
    const cache = new VersionedCache<{ key: string }>(10);
    expect(await cache.get('a', 1n, async () => ({ key: 'a' }))).toEqual({ key: 'a' });
    expect(await cache.get('b', 1n, async () => ({ key: 'b' }))).toEqual({ key: 'b' });
  });

  it('shares one computation between concurrent misses on a key', async () => {
    const cache = new VersionedCache<{ n: number }>(10);
    let calls = 0;
    let release: () => void = () => {};
    const compute = () =>
      new Promise<{ n: number }>((resolve) => {
        calls++;
        release = () => resolve({ n: calls });
      });
    const a = cache.get('k', 1n, compute);
    const b = cache.get('k', 1n, compute);
    expect(calls).toBe(1);
    release();
    expect(await Promise.all([a, b])).toEqual([{ n: 1 }, { n: 1 }]);
  });

  it('forgets a failed computation, so the next caller tries again', async () => {
    const cache = new VersionedCache<{ ok: boolean }>(10);
    await expect(
      cache.get('k', 1n, async () => {
        throw new Error('database unavailable');
      }),
    ).rejects.toThrow('database unavailable');
    expect(cache.size).toBe(0);
    expect(await cache.get('k', 1n, async () => ({ ok: true }))).toEqual({ ok: true });
  });

  it('drops the least recently used entry beyond its size', async () => {
    const cache = new VersionedCache<{ call: number }>(2);
    const c = counter();
    await cache.get('a', 1n, c.compute);
    await cache.get('b', 1n, c.compute);
    await cache.get('a', 1n, c.compute);
    await cache.get('c', 1n, c.compute); // evicts b, the least recently used
    expect(cache.size).toBe(2);
    await cache.get('a', 1n, c.compute);
    expect(c.calls).toBe(3);
    await cache.get('b', 1n, c.compute);
    expect(c.calls).toBe(4);
  });
});
