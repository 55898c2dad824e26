import { describe, expect, it } from 'vitest';
import { coalesce } from './coalesce';

describe('coalesce', () => {
  it('shares one in-flight call between concurrent callers, then starts afresh', async () => {
    let calls = 0;
    let release: (n: number) => void = () => {};
    const shared = coalesce(() => {
      calls++;
      return new Promise<number>((resolve) => {
        release = resolve;
      });
    });
    const a = shared();
    const b = shared();
    expect(calls).toBe(1);
    release(1);
    expect(await Promise.all([a, b])).toEqual([1, 1]);
    const c = shared();
    expect(calls).toBe(2);
    release(2);
    expect(await c).toBe(2);
  });

  it('passes a failure to every waiting caller and does not keep it', async () => {
    let calls = 0;
    const shared = coalesce(async () => {
      calls++;
      if (calls === 1) throw new Error('database down');
      return 'ok';
    });
    const results = await Promise.allSettled([shared(), shared()]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(await shared()).toBe('ok');
  });
});
