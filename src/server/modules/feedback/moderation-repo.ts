/** SQL of reports, decisions, appeals, review history and the spike guard. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FeedbackEventKind } from '../../../shared/constants';
import type { FeedbackStatus } from '../../../shared/feedback';
import { rolesWith } from '../../../shared/permissions';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/client';
import {
  feedback,
  feedbackAppeals,
  feedbackEvents,
  feedbackReports,
  userRoles,
  users,
} from '../../db/schema';

export interface FeedbackEvent {
  feedback_id: string;
  kind: FeedbackEventKind;
  from_status?: string | null;
  to_status?: string | null;
  reason?: string | null;
  actor_id?: string | null;
}

export async function insertEvents(tx: DbOrTx, events: FeedbackEvent[]) {
  if (events.length > 0) await tx.insert(feedbackEvents).values(events);
}

/** What decides whether a user's report counts: verified e-mail, role, account age. */
export async function accountStanding(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ verified: users.emailVerified, created_at: users.createdAt, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Distinct reporters whose reports count and are not resolved by a decision yet. */
export async function openCountedReporters(tx: DbOrTx, feedbackId: string): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(distinct ${feedbackReports.user_id})::int` })
    .from(feedbackReports)
    .where(
      and(
        eq(feedbackReports.feedback_id, feedbackId),
        eq(feedbackReports.counted, true),
        isNull(feedbackReports.resolved_at),
      ),
    );
  return row?.n ?? 0;
}

/** Of these ids, those with reports no moderator has decided on yet. */
export async function withOpenReports(tx: DbOrTx, ids: string[]): Promise<Set<string>> {
  const rows = await tx
    .selectDistinct({ id: feedbackReports.feedback_id })
    .from(feedbackReports)
    .where(and(inArray(feedbackReports.feedback_id, ids), isNull(feedbackReports.resolved_at)));
  return new Set(rows.map((r) => r.id));
}

export async function resolveReports(tx: DbOrTx, ids: string[], at: Date) {
  await tx
    .update(feedbackReports)
    .set({ resolved_at: at })
    .where(and(inArray(feedbackReports.feedback_id, ids), isNull(feedbackReports.resolved_at)));
}

export interface Decision {
  status: FeedbackStatus;
  decided_by: string;
  decided_at: Date;
  decision_reason: string | null;
  decision_note: string | null;
}

export async function setDecision(tx: DbOrTx, ids: string[], d: Decision) {
  await tx
    .update(feedback)
    .set({ ...d, updated_at: d.decided_at })
    .where(inArray(feedback.id, ids));
}

/**
 * Another moderator than these users exists: anyone whose role grants moderation (staff as well
 * as administrators), since appeals go to a different moderator when there is one.
 */
export async function otherModeratorExists(db: DbOrTx, except: string[]): Promise<boolean> {
  const rows = await db
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .where(
      and(
        inArray(userRoles.role, rolesWith('moderate_feedback')),
        sql`${userRoles.user_id} not in (${sql.join(
          except.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

// ------------------------------------------------------------------ appeals

export async function insertAppeal(tx: DbOrTx, values: typeof feedbackAppeals.$inferInsert) {
  const rows = await tx
    .insert(feedbackAppeals)
    .values(values)
    .onConflictDoNothing({ target: feedbackAppeals.feedback_id })
    .returning({ id: feedbackAppeals.id });
  return rows.length > 0;
}

export async function lockPendingAppeal(tx: DbOrTx, feedbackId: string) {
  const [row] = await tx
    .select()
    .from(feedbackAppeals)
    .where(and(eq(feedbackAppeals.feedback_id, feedbackId), eq(feedbackAppeals.status, 'pending')))
    .for('update');
  return row;
}

export async function closeAppeal(
  tx: DbOrTx,
  id: string,
  status: 'upheld' | 'overturned',
  actorId: string,
  at: Date,
) {
  await tx
    .update(feedbackAppeals)
    .set({ status, decided_by: actorId, decided_at: at })
    .where(eq(feedbackAppeals.id, id));
}

// ------------------------------------------------------------------ spike guard

export interface SpikeCounts {
  /** The doctor's feedback in the last 24 hours, the new one excluded. */
  recent: number;
  /** The doctor's feedback in the 90 days before those 24 hours. */
  previous: number;
  /** Distinct accounts that submitted from this address in the last 24 hours, the new one included. */
  ip_accounts: number;
  /** Distinct accounts created within an hour of the author's that reviewed this doctor in 24 h. */
  same_hour_accounts: number;
  /** Feedback for this doctor already held in the last 24 hours (admins were told then). */
  held_recently: number;
}

export async function spikeCounts(
  tx: DbOrTx,
  o: { feedbackId: string; doctorId: string; userId: string; ip: string | null; hours: number },
): Promise<SpikeCounts> {
  const [row] = await queryRows<SpikeCounts>(
    tx,
    sql`with me as (select created_at from users where id = ${o.userId}),
      since as (select now() - make_interval(hours => ${o.hours}) as t)
    select
      (select count(*)::int from feedback f, since
        where f.doctor_id = ${o.doctorId} and f.id <> ${o.feedbackId} and f.created_at >= since.t)
        as recent,
      (select count(*)::int from feedback f, since
        where f.doctor_id = ${o.doctorId} and f.created_at < since.t
          and f.created_at >= since.t - interval '90 days') as previous,
      (select count(distinct f.user_id)::int from feedback f, since
        where ${o.ip}::text is not null and f.submitted_ip = ${o.ip} and f.created_at >= since.t)
        as ip_accounts,
      (select count(distinct f.user_id)::int from feedback f join users u on u.id = f.user_id, since, me
        where f.doctor_id = ${o.doctorId} and f.created_at >= since.t
          and u.created_at between me.created_at - interval '1 hour' and me.created_at + interval '1 hour')
        as same_hour_accounts,
      (select count(*)::int from feedback f, since
        where f.doctor_id = ${o.doctorId} and f.id <> ${o.feedbackId} and f.held_for_spike
          and f.created_at >= since.t) as held_recently`,
  );
  return row!;
}

export async function markHeld(tx: DbOrTx, id: string) {
  await tx.update(feedback).set({ held_for_spike: true }).where(eq(feedback.id, id));
}
