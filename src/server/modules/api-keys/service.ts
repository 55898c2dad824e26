/**
 * API keys for clinic systems. The key is shown once at creation; only its SHA-256 hash is
 * stored (a long random key needs no slow hash), with a short prefix to recognise it in lists.
 */
import crypto from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Context } from 'hono';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import type { AppEnv } from '../../http/context';
import { notFound } from '../../http/errors';

const hash = (key: string) => crypto.createHash('sha256').update(key).digest('hex');

export async function createApiKey(db: Db, actorId: string, name: string, ip: string) {
  const key = `drk_${crypto.randomBytes(32).toString('base64url')}`;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiKeys)
      .values({ name, key_hash: hash(key), prefix: key.slice(0, 12), created_by: actorId })
      .returning({
        id: apiKeys.id,
        name: apiKeys.name,
        prefix: apiKeys.prefix,
        created_at: apiKeys.created_at,
      });
    await writeAudit(tx, {
      userId: actorId,
      action: 'security.api_key_created',
      description: `API key "${name}" created`,
      ip,
      severity: 'warning',
    });
    return { ...row!, key };
  });
}

export async function listApiKeys(db: Db) {
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

export async function revokeApiKey(db: Db, actorId: string, id: string, ip: string) {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .update(apiKeys)
      .set({ revoked_at: new Date() })
      .where(and(eq(apiKeys.id, id), isNull(apiKeys.revoked_at)))
      .returning({ name: apiKeys.name });
    if (!row) throw notFound('API key');
    await writeAudit(tx, {
      userId: actorId,
      action: 'security.api_key_revoked',
      description: `API key "${row.name}" revoked`,
      ip,
      severity: 'warning',
    });
  });
}

/** The active key sent as `Authorization: Bearer …`, or null. */
export async function resolveApiKey(
  db: Db,
  c: Context<AppEnv>,
): Promise<{ id: string; name: string } | null> {
  const header = c.req.header('authorization') ?? '';
  const key = /^Bearer\s+(drk_[A-Za-z0-9_-]{20,100})$/.exec(header)?.[1];
  if (!key) return null;
  const [row] = await db
    .update(apiKeys)
    .set({ last_used_at: new Date() })
    .where(and(eq(apiKeys.key_hash, hash(key)), isNull(apiKeys.revoked_at)))
    .returning({ id: apiKeys.id, name: apiKeys.name });
  return row ?? null;
}
