import { and, desc, eq, gte, like, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type KeysetPosition, keysetTime, olderThan } from '../../db/keyset';
import { auditLogs, clinics, doctors, feedback, users } from '../../db/schema';

export interface AuditFilter {
  severity?: string;
  actionPrefix?: string;
  from?: Date;
  /** Exclusive upper bound. */
  before?: Date;
  /** Keyset position: entries strictly older than this (created_at, id). */
  after?: KeysetPosition;
}

/**
 * A uuid the writer put in the metadata under `key`, or null. Anything else (an older writer's
 * free text) gives null instead of failing the cast, so one odd row cannot break the log.
 */
const metaUuid = (key: string) =>
  sql<
    string | null
  >`(case when ${auditLogs.metadata} ->> ${key} ~* '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' then (${auditLogs.metadata} ->> ${key})::uuid end)`;

const metaFeedbackId = metaUuid('feedback_id');
/** The doctor concerned: named by the writer, or the doctor of the review concerned. */
const doctorId = sql<string | null>`coalesce(${metaUuid('doctor_id')}, ${feedback.doctor_id})`;
const clinicId = metaUuid('clinic_id');
/** The account concerned: `target_user_id`, or `user_id` (the account linked to a doctor). */
const targetUserId = sql<
  string | null
>`coalesce(${metaUuid('target_user_id')}, ${metaUuid('user_id')})`;

const targetUsers = alias(users, 'target_users');

/**
 * Newest first over (created_at, id); filters use indexed columns. The names of the doctor,
 * clinic and account concerned come from left joins on their primary keys, in the same query:
 * each page row costs one index lookup per join, whatever the size of the log.
 */
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
      metadata: auditLogs.metadata,
      doctor_id: doctorId,
      doctor_name: doctors.name,
      clinic_id: clinicId,
      clinic_name: clinics.name,
      target_user_id: targetUserId,
      // An invitation names an e-mail address rather than an account.
      target_user_email: sql<
        string | null
      >`coalesce(${targetUsers.email}, ${auditLogs.metadata} ->> 'email')`,
      feedback_id: metaFeedbackId,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.user_id))
    .leftJoin(feedback, eq(feedback.id, metaFeedbackId))
    .leftJoin(doctors, eq(doctors.id, doctorId))
    .leftJoin(clinics, eq(clinics.id, clinicId))
    .leftJoin(targetUsers, eq(targetUsers.id, targetUserId))
    .where(and(...conditions))
    .orderBy(desc(auditLogs.created_at), desc(auditLogs.id))
    .limit(limit);
}
