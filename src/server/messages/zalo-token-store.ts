/**
 * Zalo's OA tokens in the database: a refresh token works once and each refresh returns the next,
 * so every instance must read the newest pair, and it must outlive restarts.
 */
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { providerTokens } from '../db/schema';
import type { ZaloTokenStore } from './zalo-transport';

const PROVIDER = 'zalo';

export function databaseZaloTokenStore(db: DbOrTx): ZaloTokenStore {
  return {
    async load() {
      const [row] = await db
        .select()
        .from(providerTokens)
        .where(eq(providerTokens.provider, PROVIDER));
      return row
        ? {
            accessToken: row.access_token,
            refreshToken: row.refresh_token,
            expiresAt: row.expires_at,
          }
        : null;
    },
    async save(tokens) {
      const values = {
        access_token: tokens.accessToken,
        refresh_token: tokens.refreshToken,
        expires_at: tokens.expiresAt,
        updated_at: new Date(),
      };
      await db
        .insert(providerTokens)
        .values({ provider: PROVIDER, ...values })
        .onConflictDoUpdate({ target: providerTokens.provider, set: values });
    },
  };
}
