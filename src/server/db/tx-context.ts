/**
 * Remembers the Drizzle transaction a callback runs in, so code called back from inside a
 * library's transaction (the auth library's database hooks) can write in that same transaction.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, DbOrTx, Tx } from './client';

const store = new AsyncLocalStorage<Tx>();

export function trackTransactions(db: Db): Db {
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'transaction') {
        return (fn: (tx: Tx) => Promise<unknown>, config?: Parameters<Db['transaction']>[1]) =>
          target.transaction((tx) => store.run(tx, () => fn(tx)), config);
      }
      return Reflect.get(target, prop, receiver);
    },
  });
}

/** The transaction in progress, or the database itself outside of one. */
export const currentTx = (db: Db): DbOrTx => store.getStore() ?? db;
