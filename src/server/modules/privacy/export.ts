/**
 * The data export ("download my data"): the person's own data as JSON, and the same as a
 * readable HTML page. Generated on request; each export is audited.
 */

import { isPhoneAccountEmail } from '../../../shared/auth';
import { reviewContentOf } from '../../../shared/feedback';
import type { DataExport } from '../../../shared/privacy';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { maskPhone } from '../../messages/sms';
import { reviewsForExport } from '../feedback/service';
import * as repo from './export-repo';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function buildExport(db: Db, ctx: UserContext, format: 'json' | 'html') {
  const userId = ctx.viewer.userId;
  const account = await repo.accountOf(db, userId);
  if (!account) throw notFound('User');
  const [reviews, reports, notes, claimed, messages, sessions, audit] = await Promise.all([
    reviewsForExport(db, userId),
    repo.reportsBy(db, userId),
    repo.notificationsOf(db, userId),
    repo.visitsClaimedBy(db, userId),
    repo.messagesTo(db, userId, account.email),
    repo.sessionsOf(db, userId),
    repo.auditEventsAbout(db, userId),
  ]);
  const reviewIds = reviews.map((r) => r.id);
  const [history, surveys] = await Promise.all([
    repo.historyOf(db, reviewIds),
    repo.surveysOf(db, reviewIds),
  ]);
  const surveyOf = (id: string) => {
    const s = surveys.find((row) => row.feedback_id === id);
    return s
      ? {
          answers: s.answers,
          expectation_percent: s.expectation_percent,
          return_intent: s.return_intent,
          created_at: s.created_at.toISOString(),
        }
      : null;
  };
  const data: DataExport = {
    generated_at: new Date().toISOString(),
    account: {
      id: account.id,
      email: isPhoneAccountEmail(account.email) ? null : account.email,
      phone: account.phone,
      email_verified: account.email_verified,
      two_factor_enabled: account.two_factor_enabled,
      created_at: account.created_at.toISOString(),
    },
    profile: {
      first_name: account.first_name ?? '',
      last_name: account.last_name ?? '',
      language: account.language ?? 'vi',
      avatar_url: account.avatar_url,
      privacy_notice_version: account.privacy_notice_version,
      privacy_accepted_at: iso(account.privacy_accepted_at),
      role: account.role,
    },
    preferences: account.preferences,
    reviews: reviews.map((r) => ({
      id: r.id,
      doctor: { id: r.doctor_id, name: r.doctor_name },
      ...reviewContentOf(r),
      status: r.status,
      consent_version: r.consent_version,
      consent_at: iso(r.consent_at),
      recommend_score: r.recommend_score,
      contact_consent: r.contact_consent,
      quote_consent: r.quote_consent,
      created_at: r.created_at.toISOString(),
      moh_survey: surveyOf(r.id),
      history: history
        .filter((h) => h.feedback_id === r.id)
        .map(({ feedback_id: _, created_at, ...h }) => ({
          ...h,
          created_at: created_at.toISOString(),
        })),
      appeal: r.appeal_message
        ? {
            message: r.appeal_message,
            status: r.appeal_status ?? 'pending',
            created_at: iso(r.appeal_created_at) ?? '',
          }
        : null,
    })),
    reports: reports.map((r) => ({ ...r, created_at: r.created_at.toISOString() })),
    notifications: notes.map((n) => ({ ...n, created_at: n.created_at.toISOString() })),
    visits_claimed: claimed.map((v) => ({ ...v, created_at: v.created_at.toISOString() })),
    messages: messages.map((m) => ({
      channel: m.channel,
      kind: m.purpose === 'reminder' ? 'reminder' : 'invitation',
      // A visit's number is the clinic's record, and whoever opened its invitation link could
      // claim the visit: the export names the number by its last digits only.
      to: m.channel === 'email' ? m.to : maskPhone(m.to),
      created_at: m.created_at.toISOString(),
      sent_at: iso(m.sent_at),
      delivered_at: iso(m.delivered_at),
    })),
    sessions: sessions.map((s) => ({
      ...s,
      created_at: s.created_at.toISOString(),
      expires_at: s.expires_at.toISOString(),
    })),
    audit_events: audit.map((a) => ({ ...a, created_at: new Date(a.created_at).toISOString() })),
  };
  await writeAudit(db, {
    userId,
    action: 'privacy.data_exported',
    description: `Data export (${format}) generated`,
    ip: ctx.ip,
    metadata: { format, target_user_id: userId },
  });
  return data;
}
