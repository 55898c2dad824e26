/**
 * Audit trail. Callers pass the transaction of the change they record, so the audit row and
 * the change commit or roll back together. Never put passwords or tokens in a description.
 */
import type { AuditSeverity } from '../../shared/constants';
import type { DbOrTx } from '../db/client';
import { auditLogs } from '../db/schema';

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
