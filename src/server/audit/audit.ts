/**
 * Audit trail. Callers pass the transaction of the change they record, so the audit row and
 * the change commit or roll back together. Never put passwords or tokens in a description.
 */
import type { AuditSeverity } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';
import type { UserContext } from '../http/context';

export interface AuditEntry {
  userId: string | null;
  /** `<area>.<verb>`, e.g. `security.sign_in_failed`, `user.role_changed`, `doctor.updated`. */
  action: string;
  description?: string;
  ip?: string | null;
  severity?: AuditSeverity;
  metadata?: Record<string, unknown>;
}

export async function writeAudit(db: DbOrTx, entry: AuditEntry) {
  await db.insert(auditLogs).values({
    user_id: entry.userId,
    action: entry.action,
    description: entry.description ?? null,
    ip_address: entry.ip && entry.ip !== 'unknown' ? entry.ip.slice(0, 64) : null,
    severity: entry.severity ?? 'info',
    metadata: entry.metadata ?? null,
  });
}

/** Records what the signed-in user of a request did, with the address they did it from. */
export async function auditAs(
  db: DbOrTx,
  ctx: Pick<UserContext, 'viewer' | 'ip'>,
  entry: Omit<AuditEntry, 'userId' | 'ip'>,
) {
  await writeAudit(db, { ...entry, userId: ctx.viewer.userId, ip: ctx.ip });
}
