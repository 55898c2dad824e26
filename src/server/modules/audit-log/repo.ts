import { and, desc, eq, gte, like, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type KeysetPosition, keysetTime, olderThan } from '../../db/keyset';
import { auditLogs, users } from '../../db/schema';

export interface AuditFilter {
  severity?: string;
  actionPrefix?: string;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  /** Keyset position: entries strictly older than this (created_at, id). */
  after?: KeysetPosition;
}

/** Newest first over (created_at, id); filters use indexed columns. */
export async function findAuditEntries(db: Db, filter: AuditFilter, limit: number) {
  const conditions: (SQL | undefined)[] = [
    filter.severity ? eq(auditLogs.severity, filter.severity) : undefined,
    filter.actionPrefix ? like(auditLogs.action, `${filter.actionPrefix}.%`) : undefined,
    filter.from ? gte(auditLogs.created_at, filter.from) : undefined,
    filter.before ? lt(auditLogs.created_at, filter.before) : undefined,
    filter.after ? olderThan(auditLogs.created_at, auditLogs.id, filter.after) : undefined,
  ];
  return db
    .select({
      id: auditLogs.id,
      created_at: auditLogs.created_at,
      cursor_at: keysetTime(auditLogs.created_at),
      user_id: auditLogs.user_id,
      user_email: users.email,
      action: auditLogs.action,
      description: auditLogs.description,
      ip_address: auditLogs.ip_address,
      severity: auditLogs.severity,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .where(and(...conditions))
    .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
    .limit(limit);
}
