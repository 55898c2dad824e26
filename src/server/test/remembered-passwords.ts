/**
 * The auth library's own scrypt hashing, with its results remembered for the rest of the worker.
 * Each hash costs about 100 ms of CPU by design, and the server suite signs in over a thousand
 * test users with the same few passwords: about two CPU-minutes a run spent recomputing answers
 * already known. A remembered verify answer is exact (same hash and password, same answer); a
 * remembered hash is a real scrypt hash of that password, only shared between test accounts.
 */
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import type { PasswordHashing } from '../auth/auth';

const hashes = new Map<string, Promise<string>>();
const verdicts = new Map<string, Promise<boolean>>();

function remember<T>(store: Map<string, Promise<T>>, key: string, compute: () => Promise<T>) {
  let answer = store.get(key);
  if (!answer) {
    answer = compute();
    store.set(key, answer);
    // A failure is not an answer: the next call computes again.
    answer.catch(() => store.delete(key));
  }
  return answer;
}

export const rememberedPasswords: PasswordHashing = {
  hash: (password) => remember(hashes, password, () => hashPassword(password)),
  verify: ({ hash, password }) =>
    remember(verdicts, `${hash}\u0000${password}`, () => verifyPassword({ hash, password })),
};
