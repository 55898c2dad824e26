import { TrieRouter } from 'hono/router/trie-router';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router';

const ROUTES: [string, string][] = [
  ['ALL', '/api/*'],
  ['GET', '/api/doctors'],
  ['GET', '/api/doctors/featured'],
  ['GET', '/api/doctors/:id'],
  ['GET', '/api/doctors/:id/reviews'],
  ['POST', '/api/feedback/:id/report'],
  ['ALL', '/api/*'],
  ['GET', '/*'],
];
const PATHS = [
  '/api/doctors',
  '/api/doctors/featured',
  '/api/doctors/0b8f1d7e-1c1a-4c4e-9b7a-1f2e3d4c5b6a',
  '/api/doctors/0b8f1d7e-1c1a-4c4e-9b7a-1f2e3d4c5b6a/reviews',
  '/api/doctors/a%20b/reviews',
  '/api/feedback/x/report',
  '/api/nothing/here',
  '/bac-si/abc',
  '/',
];

function both(limit?: number) {
  const memo = new MemoRouter<string>(limit);
  const trie = new TrieRouter<string>();
  for (const [method, path] of ROUTES) {
    memo.add(method, path, `${method} ${path}`);
    trie.add(method, path, `${method} ${path}`);
  }
  return { memo, trie };
}

describe('MemoRouter', () => {
  it('answers as the trie router does, the first time and again', () => {
    const { memo, trie } = both();
    for (const round of [1, 2]) {
      for (const method of ['GET', 'POST', 'DELETE']) {
        for (const path of PATHS) {
          expect(memo.match(method, path), `${round} ${method} ${path}`).toEqual(
            trie.match(method, path),
          );
        }
      }
    }
  });

  it('reuses the answer of a path seen before, per method', () => {
    const { memo } = both();
    const first = memo.match('GET', '/api/doctors/featured');
    expect(memo.match('GET', '/api/doctors/featured')).toBe(first);
    expect(memo.match('POST', '/api/doctors/featured')).not.toBe(first);
  });

  it('keeps at most its limit of paths', () => {
    const { memo, trie } = both(3);
    for (let i = 0; i < 50; i++) {
      const path = `/api/doctors/${i}`;
      expect(memo.match('GET', path)).toEqual(trie.match('GET', path));
      expect(memo.size).toBeLessThanOrEqual(3);
    }
  });

  it('answers a very long path without keeping it', () => {
    const { memo, trie } = both();
    const path = `/api/doctors/${'a'.repeat(4_000)}`;
    expect(memo.match('GET', path)).toEqual(trie.match('GET', path));
    expect(memo.size).toBe(0);
    memo.match('GET', '/api/doctors/featured');
    expect(memo.size).toBe(1);
  });

  it('forgets its answers when a route is added', () => {
    const { memo } = both();
    const before = memo.match('GET', '/api/extra');
    memo.add('GET', '/api/extra', 'GET /api/extra');
    const after = memo.match('GET', '/api/extra');
    expect(after).not.toEqual(before);
    expect(after[0].map(([handler]) => handler)).toContain('GET /api/extra');
  });
});
