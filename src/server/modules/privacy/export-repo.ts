/**
 * Everything kept about one account, read for its data export. Only the person's own rows are
 * read, and only their own fields: no moderator or staff identity (decided_by, actor_id), no
 * other author's review, no other account's id.
 */
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  auditLogs,
  clinics,
  feedbackEvents,
  feedbackReports,
  mailOutbox,
  mohSurveyResponses,
  notifications,
  profiles,
  sessions,
  userPreferences,
  userRoles,
  users,
  visits,
} from '../../db/schema';

export async function accountOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phoneNumber,
      email_verified: users.emailVerified,
      two_factor_enabled: users.twoFactorEnabled,
      created_at: users.createdAt,
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      language: profiles.language,
      avatar_url: profiles.avatar_url,
      privacy_notice_version: profiles.privacy_notice_version,
      privacy_accepted_at: profiles.privacy_accepted_at,
      role: userRoles.role,
      preferences: userPreferences.notification_preferences,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .leftJoin(userPreferences, eq(userPreferences.user_id, users.id))
    .where(eq(users.id, userId));
  return row;
}

export async function historyOf(db: DbOrTx, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({
      feedback_id: feedbackEvents.feedback_id,
      kind: feedbackEvents.kind,
      from_status: feedbackEvents.from_status,
      to_status: feedbackEvents.to_status,
      reason: feedbackEvents.reason,
      created_at: feedbackEvents.created_at,
    })
    .from(feedbackEvents)
    .where(inArray(feedbackEvents.feedback_id, feedbackIds))
    .orderBy(asc(feedbackEvents.created_at), asc(feedbackEvents.id));
}

/** The author's outpatient survey answers to their reviews (one form per review at most). */
export async function surveysOf(db: DbOrTx, feedbackIds: string[]) {
  if (feedbackIds.length === 0) return [];
  return db
    .select({
      feedback_id: mohSurveyResponses.feedback_id,
      answers: mohSurveyResponses.answers,
      expectation_percent: mohSurveyResponses.expectation_percent,
      return_intent: mohSurveyResponses.return_intent,
      created_at: mohSurveyResponses.created_at,
    })
    .from(mohSurveyResponses)
    .where(inArray(mohSurveyResponses.feedback_id, feedbackIds));
}

export async function reportsBy(db: DbOrTx, userId: string) {
  return db
    .select({
      feedback_id: feedbackReports.feedback_id,
      reason: feedbackReports.reason,
      note: feedbackReports.note,
      created_at: feedbackReports.created_at,
    })
    .from(feedbackReports)
    .where(eq(feedbackReports.user_id, userId))
    .orderBy(desc(feedbackReports.created_at));
}

export async function notificationsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      title: notifications.title,
      message: notifications.message,
      type: notifications.type,
      is_read: notifications.is_read,
      created_at: notifications.created_at,
    })
    .from(notifications)
    .where(eq(notifications.user_id, userId))
    .orderBy(desc(notifications.created_at));
}

export async function visitsClaimedBy(db: DbOrTx, userId: string) {
  return db
    .select({
      id: visits.id,
      visit_date: visits.visit_date,
      clinic: clinics.name,
      created_at: visits.created_at,
    })
    .from(visits)
    .leftJoin(clinics, eq(clinics.id, visits.clinic_id))
    .where(eq(visits.claimed_by, userId))
    .orderBy(desc(visits.created_at));
}

/**
 * The invitations and reminders sent to the person: to their e-mail address, or to the phone of a
 * visit they verified (its messages are tied to the visit). What was sent and whether it arrived;
 * the text, which holds the invitation's link, stays out.
 */
export async function messagesTo(db: DbOrTx, userId: string, email: string) {
  return db
    .select({
      channel: mailOutbox.channel,
      purpose: mailOutbox.purpose,
      to: mailOutbox.to_address,
      created_at: mailOutbox.created_at,
      sent_at: mailOutbox.sent_at,
      delivered_at: mailOutbox.delivered_at,
    })
    .from(mailOutbox)
    .where(
      and(
        isNotNull(mailOutbox.purpose),
        or(
          sql`lower(${mailOutbox.to_address}) = lower(${email})`,
          sql`${mailOutbox.visit_id} in (select ${visits.id} from ${visits} where ${visits.claimed_by} = ${userId})`,
        ),
      ),
    )
    .orderBy(desc(mailOutbox.created_at))
    .limit(1000);
}

export async function sessionsOf(db: DbOrTx, userId: string) {
  return db
    .select({
      created_at: sessions.createdAt,
      expires_at: sessions.expiresAt,
      ip_address: sessions.ipAddress,
      user_agent: sessions.userAgent,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(desc(sessions.createdAt));
}

/**
 * Audit events the person did or that were about their account. Only the action and time are
 * given, and the address only for their own actions: descriptions may name others (an admin's
 * actions name the accounts they changed) and another actor's address is theirs.
 */
export async function auditEventsAbout(db: DbOrTx, userId: string) {
  return db
    .select({
      action: auditLogs.action,
      created_at: auditLogs.created_at,
      ip_address: sql<
        string | null
      >`case when ${auditLogs.user_id} = ${userId} then ${auditLogs.ip_address} end`,
    })
    .from(auditLogs)
    .where(
      or(
        eq(auditLogs.user_id, userId),
        and(sql`${auditLogs.metadata} ->> 'target_user_id' = ${userId}`),
      ),
    )
    .orderBy(desc(auditLogs.created_at))
    .limit(5000);
}
