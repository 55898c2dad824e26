/**
 * Hono's trie router with a memory of its answers. The app's routes cannot use Hono's faster
 * RegExp router (it refuses `/api/doctors/:id` beside `/api/doctors/featured`), and the trie walks
 * its nodes and splits the path on every request: 2–3% of the CPU of a cached answer. The same
 * few paths come again and again, and an answer depends only on the method and the path (Hono
 * reads it and never changes it), so the answer of a path seen before is reused. At most
 * `limit` paths are kept; when full, all are forgotten at once, so random paths (a crawler, an
 * attack) cost a lookup each and never grow the memory. Paths longer than any of the app's own
 * are answered but not kept, so a few thousand requests with 16 KB paths cannot pin megabytes.
 */
import type { Result, Router } from 'hono/router';
import { TrieRouter } from 'hono/router/trie-router';

const DEFAULT_LIMIT = 2_000;
/** Longer than any path the app serves (a doctor page's slug included). */
const LONGEST_KEPT_PATH = 256;

export class MemoRouter<T> implements Router<T> {
  readonly name = 'MemoRouter(TrieRouter)';
  readonly #trie = new TrieRouter<T>();
  readonly #answers = new Map<string, Result<T>>();

  constructor(private readonly limit = DEFAULT_LIMIT) {}

  add(method: string, path: string, handler: T): void {
    this.#answers.clear();
    this.#trie.add(method, path, handler);
  }

  match(method: string, path: string): Result<T> {
    const key = `${method} ${path}`;
    let answer = this.#answers.get(key);
    if (answer === undefined) {
      answer = this.#trie.match(method, path);
      if (path.length > LONGEST_KEPT_PATH) return answer;
      if (this.#answers.size >= this.limit) this.#answers.clear();
      this.#answers.set(key, answer);
    }
    return answer;
  }

  /** Paths remembered now (for tests). */
  get size(): number {
    return this.#answers.size;
  }
}
