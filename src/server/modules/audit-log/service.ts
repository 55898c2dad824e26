/**
 * Reading the audit log: newest first with a keyset cursor over (created_at, id), filtered by
 * severity, action prefix and date on indexed columns, so it stays fast with millions of rows.
 */
import { and, desc, eq, gte, like, lt, or, type SQL } from 'drizzle-orm';
import type { AuditEntry, auditQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { auditLogs, users } from '../../db/schema';
import { AppError } from '../../http/errors';

type Query = ReturnType<typeof auditQuery.parse>;

export async function readAuditLog(
  db: Db,
  q: Query,
): Promise<{ items: AuditEntry[]; next_cursor: string | null }> {
  const conditions: (SQL | undefined)[] = [
    q.severity ? eq(auditLogs.severity, q.severity) : undefined,
    q.action_prefix ? like(auditLogs.action, `${q.action_prefix}.%`) : undefined,
    q.from ? gte(auditLogs.created_at, new Date(`${q.from}T00:00:00Z`)) : undefined,
    q.to
      ? lt(auditLogs.created_at, new Date(new Date(`${q.to}T00:00:00Z`).getTime() + 86_400_000))
      : undefined,
  ];
  const after = decode(q.cursor);
  if (after) {
    conditions.push(
      or(
        lt(auditLogs.created_at, after.at),
        and(eq(auditLogs.created_at, after.at), lt(auditLogs.id, after.id)),
      ),
    );
  }
  const rows = await db
    .select({
      id: auditLogs.id,
      created_at: auditLogs.created_at,
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
    .limit(q.limit + 1);
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map((r) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      severity: (['error', 'warning', 'info'].includes(r.severity)
        ? r.severity
        : 'info') as AuditEntry['severity'],
    })),
    next_cursor:
      rows.length > q.limit && last
        ? Buffer.from(`${last.created_at.toISOString()}|${last.id}`).toString('base64url')
        : null,
  };
}

function decode(cursor?: string) {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const at = new Date(iso ?? '');
  if (!id || Number.isNaN(at.getTime()) || !/^[0-9a-f-]{36}$/.test(id))
    throw new AppError('validation_failed', 'The cursor is not valid');
  return { at, id };
}
