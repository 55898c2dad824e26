import { and, desc, eq, exists, inArray, isNull } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { apiKeys, userRoles } from '../../db/schema';

export async function insertApiKey(
  tx: DbOrTx,
  values: { name: string; key_hash: string; prefix: string; created_by: string },
) {
  const [row] = await tx.insert(apiKeys).values(values).returning({
    id: apiKeys.id,
    name: apiKeys.name,
    prefix: apiKeys.prefix,
    created_at: apiKeys.created_at,
  });
  return row!;
}

export async function listApiKeyRows(db: DbOrTx) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      created_at: apiKeys.created_at,
      last_used_at: apiKeys.last_used_at,
      revoked_at: apiKeys.revoked_at,
    })
    .from(apiKeys)
    .orderBy(desc(apiKeys.created_at));
}

/** Revokes one active key; undefined when there is no such active key. */
export async function revokeActiveKey(tx: DbOrTx, id: string) {
  const [row] = await tx
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
    .returning({ name: apiKeys.name });
  return row;
}

export async function revokeActiveKeysOf(tx: DbOrTx, creatorId: string) {
  return tx
    .update(apiKeys)
    .set({ revoked_at: new Date() })
    .where(and(eq(apiKeys.created_by, creatorId), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
}

/**
 * The active key with this hash whose creator still holds one of `creatorRoles`, its last use
 * recorded; undefined when none (a deleted creator leaves the key without one).
 */
export async function touchActiveKey(db: DbOrTx, keyHash: string, creatorRoles: Role[]) {
  const creatorMayCreate = db
    .select({ one: userRoles.id })
    .from(userRoles)
    .where(and(eq(userRoles.user_id, apiKeys.created_by), inArray(userRoles.role, creatorRoles)));
  const [row] = await db
    .update(apiKeys)
    .set({ last_used_at: new Date() })
    .where(and(eq(apiKeys.key_hash, keyHash), isNull(apiKeys.revoked_at), exists(creatorMayCreate)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  return row;
}
