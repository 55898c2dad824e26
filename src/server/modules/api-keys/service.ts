/**
 * API keys for clinic systems. The key is shown once at creation; only its SHA-256 hash is
 * stored (a long random key needs no slow hash), with a short prefix to recognise it in lists.
 */
import crypto from 'node:crypto';
import type { Role } from '../../../shared/constants';
import { hasPermission, rolesWith } from '../../../shared/permissions';
import type { ApiKey, CreatedApiKey } from '../../../shared/visits';
import { auditAs, writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import {
  insertApiKey,
  listApiKeyRows,
  revokeActiveKey,
  revokeActiveKeysOf,
  touchActiveKey,
} from './repo';

const hash = (key: string) => crypto.createHash('sha256').update(key).digest('hex');
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function createApiKey(db: Db, ctx: UserContext, name: string): Promise<CreatedApiKey> {
  const key = `drk_${crypto.randomBytes(32).toString('base64url')}`;
  const actorId = ctx.viewer.userId;
  return db.transaction(async (tx) => {
    const row = await insertApiKey(tx, {
      name,
      key_hash: hash(key),
      prefix: key.slice(0, 12),
      created_by: actorId,
    });
    await writeAudit(tx, {
      userId: actorId,
      action: 'security.api_key_created',
      description: `API key "${name}" created`,
      ip: ctx.ip,
      severity: 'warning',
    });
    return { ...row, created_at: row.created_at.toISOString(), key };
  });
}

export async function listApiKeys(db: Db): Promise<ApiKey[]> {
  return (await listApiKeyRows(db)).map((r) => ({
    ...r,
    created_at: r.created_at.toISOString(),
    last_used_at: iso(r.last_used_at),
    revoked_at: iso(r.revoked_at),
  }));
}

export async function revokeApiKey(db: Db, ctx: UserContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await revokeActiveKey(tx, id);
    if (!row) throw notFound('API key');
    await auditAs(tx, ctx, {
      action: 'security.api_key_revoked',
      description: `API key "${row.name}" revoked`,
      severity: 'warning',
    });
  });
}

/** Creating a key is part of managing visits: a key lives as long as its creator may do that. */
const KEY_PERMISSION = 'manage_visits';

/**
 * When a person's role changes (or their account closes, `to` null), revokes the active keys they
 * created if they may no longer create keys: a key must not outlive its creator's right to create
 * it. (A key whose creator lost that right is refused anyway, see resolveApiKey; this records it.)
 * Runs in the caller's transaction, with one audit row per key; `actor` is who made the change.
 */
export async function revokeApiKeysOnRoleChange(
  tx: DbOrTx,
  actor: { userId: string; ip: string },
  creatorId: string,
  change: { from: Role | null; to: Role | null },
) {
  if (!hasPermission(change.from, KEY_PERMISSION) || hasPermission(change.to, KEY_PERMISSION))
    return;
  for (const key of await revokeActiveKeysOf(tx, creatorId)) {
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'security.api_key_revoked',
      description: `API key "${key.name}" revoked: its creator may no longer manage visits`,
      ip: actor.ip,
      severity: 'warning',
      metadata: { api_key_id: key.id, creator_id: creatorId },
    });
  }
}

/** The active key of an `Authorization: Bearer …` header value, or null. */
export async function resolveApiKey(
  db: Db,
  authorization: string | undefined,
): Promise<{ id: string; name: string } | null> {
  const key = /^Bearer\s+(drk_[A-Za-z0-9_-]{20,100})$/.exec(authorization ?? '')?.[1];
  if (!key) return null;
  // Checked on every use too, whatever changed the creator's role.
  return (await touchActiveKey(db, hash(key), rolesWith(KEY_PERMISSION))) ?? null;
}
