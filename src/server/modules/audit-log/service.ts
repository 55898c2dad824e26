/**
 * Reading the audit log: newest first with a keyset cursor over (created_at, id), filtered by
 * severity, action prefix and date on indexed columns, so it stays fast with millions of rows.
 * Each entry carries the ids and names of what it is about and the recorded metadata: the
 * screen writes the sentence in the viewer's language from those.
 */
import type { AuditEntry, AuditPage, auditQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { decodeKeyset, encodeKeyset } from '../../db/keyset';
import { findAuditEntries } from './repo';

const DAY_MS = 86_400_000;

type Query = ReturnType<typeof auditQuery.parse>;

export async function readAuditLog(db: Db, q: Query): Promise<AuditPage> {
  const rows = await findAuditEntries(
    db,
    {
      severity: q.severity,
      actionPrefix: q.action_prefix,
      from: q.from ? new Date(`${q.from}T00:00:00Z`) : undefined,
      before: q.to ? new Date(new Date(`${q.to}T00:00:00Z`).getTime() + DAY_MS) : undefined,
      after: decodeKeyset(q.cursor),
    },
    q.limit + 1,
  );
  const page = rows.slice(0, q.limit);
  const last = page.at(-1);
  return {
    items: page.map(({ cursor_at: _, ...r }) => ({
      ...r,
      created_at: r.created_at.toISOString(),
      metadata: isRecord(r.metadata) ? r.metadata : null,
      severity: (['error', 'warning', 'info'].includes(r.severity)
        ? r.severity
        : 'info') as AuditEntry['severity'],
    })),
    next_cursor:
      rows.length > q.limit && last ? encodeKeyset({ at: last.cursor_at, id: last.id }) : null,
  };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
