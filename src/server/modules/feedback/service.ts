import {
  type APPEAL_STATUSES,
  type DecisionReason,
  MY_FEEDBACK_MAX,
  type SpikeReason,
} from '../../../shared/constants';
import {
  type AdminFeedback,
  type AdminFeedbackPage,
  containsContactDetails,
  type FeedbackStatus,
  type MyFeedbackList,
  reviewContentOf,
  type SubmitFeedback,
  type SubmittedFeedback,
} from '../../../shared/feedback';
import { fullName } from '../../../shared/names';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import type { ReplySide } from '../../../shared/replies';
import type { Db } from '../../db/client';
import { decodeKeyset, encodeKeyset } from '../../db/keyset';
import type { UserContext, Viewer } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { openCaseIfLow } from '../cases/service';
import { conflictTest, reviewIsConflicted } from '../doctor-accounts/service';
import { MODERATORS, notify, notifyAboutFeedback } from '../notifications/notify';
import { type ReplyRow, repliesOfReviews } from '../replies/service';
import { needsAlert, screenText } from '../screening/service';
import { clinicScopeOf } from '../staff-clinics/service';
import { topicsOfNewComment } from '../topics/service';
import { assertCanReview } from '../visits/service';
import { needsOtherModerator } from './appeals';
import * as lifecycle from './lifecycle';
import { accountStanding } from './moderation-repo';
import { hiddenFromMine, hiddenWordsOf } from './redaction';
import * as repo from './repo';
import { guardSpike } from './spike-guard';
import { alertText } from './texts';

const ROUTE = 'POST /api/feedback';

/** The submitted feedback; `created` is false when a retried Idempotency-Key replays it. */
export interface Submission {
  created: boolean;
  feedback: SubmittedFeedback;
}

/**
 * A patient's feedback for a doctor seen on a verified visit. One per visit and doctor (unique
 * index, so two concurrent submits make one row); a retry with the same Idempotency-Key gets
 * the first answer. New feedback waits for moderation; admins are notified.
 */
export async function submitFeedback(
  db: Db,
  ctx: UserContext,
  input: SubmitFeedback,
  idempotencyKey?: string,
): Promise<Submission> {
  const { userId } = ctx.viewer;
  const { publicUrl, ip } = ctx;
  // Health reviews are sensitive data: nothing is stored without the explicit, current consent.
  if (input.consent_version !== REVIEW_CONSENT_VERSION)
    throw new AppError('consent_required', 'Consent to publish the review is required');
  return db.transaction(async (tx) => {
    if (idempotencyKey && !(await repo.reserveKey(tx, userId, idempotencyKey, ROUTE))) {
      const stored = await repo.storedAnswer(tx, userId, idempotencyKey);
      if (!stored || stored.route !== ROUTE || stored.response_status === 0) {
        throw new AppError('conflict', 'This Idempotency-Key was used for another request');
      }
      return { created: false, feedback: stored.response_body as SubmittedFeedback };
    }
    await assertCanReview(tx, input.visit_id, userId, input.doctor_id);
    if (await reviewIsConflicted(tx, userId, input.doctor_id))
      throw new AppError(
        'conflict_of_interest',
        'You cannot review this doctor: your account is linked to their record or to a doctor of the same clinic',
      );
    const comment = input.comment?.trim() || null;
    const role = (await accountStanding(tx, userId))?.role;
    const screened = await screenText(tx, comment);
    const address = ip && ip !== 'unknown' ? ip.slice(0, 64) : null;
    const row = await lifecycle.submit(tx, {
      doctor_id: input.doctor_id,
      user_id: userId,
      visit_id: input.visit_id,
      rating: input.rating,
      medical_expertise: input.medical_expertise,
      customer_experience: input.customer_experience,
      compliance: input.compliance,
      comment,
      is_anonymous: input.is_anonymous,
      flagged: screened.screening_risk >= 2 || (comment ? containsContactDetails(comment) : false),
      author_is_staff: role === 'staff' || role === 'admin',
      submitted_ip: address,
      consent_version: REVIEW_CONSENT_VERSION,
      consent_at: new Date(),
      contact_consent: input.contact_consent === true,
      recommend_score: input.recommend_score ?? null,
      quote_consent: input.quote_consent === true,
      ...(await topicsOfNewComment(tx, comment)),
      ...screened,
    });
    if (!row)
      throw new AppError(
        'already_reviewed',
        'You have already reviewed this doctor for this visit',
      );
    await guardSpike(
      tx,
      { feedbackId: row.id, doctorId: input.doctor_id, userId, ip: address },
      publicUrl,
    );
    await openCaseIfLow(tx, { id: row.id, ...input }, publicUrl);
    // A threat or words of self-harm cannot wait for the queue: every moderator of the clinic
    // is told at once, whatever their notification settings.
    if (needsAlert(screened))
      await notify(tx, {
        audience: { ...MODERATORS, aboutDoctor: input.doctor_id },
        preference: null,
        type: 'feedback',
        referenceId: row.id,
        text: alertText(screened.screening ?? []),
        link: `${publicUrl}/admin/feedback/moderate?id=${row.id}`,
      });
    await notifyAboutFeedback(tx, {
      to: { ...MODERATORS, aboutDoctor: input.doctor_id },
      referenceId: row.id,
      text: {
        vi: {
          title: 'Đánh giá mới cần kiểm duyệt',
          message: `Một đánh giá ${input.rating}★ mới đang chờ kiểm duyệt.`,
        },
        en: {
          title: 'New feedback to moderate',
          message: `A new ${input.rating}★ review is waiting for moderation.`,
        },
      },
      link: `${publicUrl}/admin/feedback/moderate?id=${row.id}`,
    });
    const body: SubmittedFeedback = {
      id: row.id,
      status: row.status as 'pending',
      created_at: row.created_at.toISOString(),
    };
    // The stored answer is what a replay returns: the created feedback, answered with 201.
    if (idempotencyKey) await repo.storeAnswer(tx, userId, idempotencyKey, 201, body);
    return { created: true, feedback: body };
  });
}

export async function myFeedback(db: Db, userId: string): Promise<MyFeedbackList> {
  const rows = await repo.listMine(db, userId, MY_FEEDBACK_MAX + 1);
  const replies = await repliesOfReviews(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.slice(0, MY_FEEDBACK_MAX).map((r) => ({
    id: r.id,
    doctor: { id: r.doctor_id, name: r.doctor_name, specialty: r.doctor_specialty },
    ...reviewContentOf(r),
    comment_lang: textLanguage(r.comment),
    status: r.status as FeedbackStatus,
    created_at: r.created_at.toISOString(),
    decision_reason: r.status === 'rejected' ? (r.decision_reason as DecisionReason | null) : null,
    decision_note: r.status === 'rejected' ? r.decision_note : null,
    appeal: r.appeal_status
      ? {
          status: r.appeal_status as (typeof APPEAL_STATUSES)[number],
          created_at: r.appeal_created_at!.toISOString(),
        }
      : null,
    can_appeal:
      !r.appeal_status &&
      ((r.status === 'rejected' && r.decided_by !== null) ||
        (r.status === 'approved' && r.hidden !== null)),
    hidden: r.hidden ? hiddenFromMine(r.hidden) : null,
    quote_consent: r.quote_consent,
    has_comment: Boolean(r.comment?.trim()),
    withdrawn: r.withdrawn,
    ...answerState(
      r.status,
      replies.filter((x) => x.feedback_id === r.id),
    ),
  }));
  return { items, truncated: rows.length > MY_FEEDBACK_MAX };
}

/** The published replies under the author's review, and whether they may still answer once. */
function answerState(status: string, replies: ReplyRow[]) {
  const published = replies.filter((x) => x.status === 'published');
  return {
    replies: published.map((x) => ({
      side: x.side as ReplySide,
      body: x.body,
      body_lang: textLanguage(x.body),
      published_at: (x.published_at ?? x.updated_at).toISOString(),
    })),
    can_answer:
      status === 'approved' &&
      published.some((x) => x.side !== 'author') &&
      !replies.some((x) => x.side === 'author'),
  };
}

/** Authors may withdraw their feedback while it waits for moderation. */
export async function deleteMyFeedback(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    if (await lifecycle.discardPending(tx, id, userId)) return;
    const status = await repo.findOwnedStatus(tx, id, userId);
    if (!status) throw notFound('Feedback');
    throw new AppError('invalid_transition', 'Only feedback awaiting moderation can be deleted');
  });
}

// What other modules change of reviews, through the lifecycle: privacy (withdrawal, retention,
// closing an account) and visits (a released claim's reviews, passed in by app.ts).
export {
  archivePublishedBefore,
  eraseReviewsOf,
  withdrawConsent,
  withdrawUnpublished,
} from './lifecycle';
export { moderate } from './moderation';
// What privacy reads of reviews: the data export, the review to withdraw; a closing account's
// reports. What a released visit claim (visits, passed in by app.ts) reads and unties.
export {
  deleteReportsBy,
  detachFromVisit,
  lockClaimerFeedback,
  lockFeedback,
  reviewsForExport,
} from './repo';
export { reportFeedback } from './reports';

export async function adminFeedbackPage(
  db: Db,
  viewer: Viewer,
  status: FeedbackStatus,
  q: string | undefined,
  limit: number,
  cursor?: string,
): Promise<AdminFeedbackPage> {
  const after = decodeKeyset(cursor);
  const viewerId = viewer.userId;
  const clinicIds = await clinicScopeOf(db, viewer);
  const [rows, total] = await Promise.all([
    repo.listForAdmin(db, { status, q, clinicIds }, limit + 1, after),
    repo.countForAdmin(db, { status, q, clinicIds }),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  const items: AdminFeedback[] = [];
  const isConflict = await conflictTest(db, viewerId);
  for (const r of page) {
    const appeal = r.appeal_message
      ? {
          message: r.appeal_message,
          created_at: new Date(r.appeal_created_at!).toISOString(),
          needs_other_moderator: await needsOtherModerator(
            db,
            viewerId,
            r.appealed_decision_by,
            r.user_id,
          ),
        }
      : null;
    items.push(toAdminFeedback(r, isConflict(r), appeal));
  }
  return {
    items,
    total,
    next_cursor:
      rows.length > limit && last
        ? encodeKeyset({
            at: last.cursor_at,
            id: last.id,
            // The moderation queue is ordered by risk first (repo.listForAdmin).
            ...(status === 'pending' ? { rank: last.screening_risk } : {}),
          })
        : null,
  };
}

export async function matchingIds(
  db: Db,
  viewer: Viewer,
  status: FeedbackStatus,
  q: string | undefined,
  max: number,
): Promise<string[]> {
  return repo.idsForAdmin(db, { status, q, clinicIds: await clinicScopeOf(db, viewer) }, max);
}

function toAdminFeedback(
  r: Awaited<ReturnType<typeof repo.listForAdmin>>[number],
  conflict: boolean,
  appeal: AdminFeedback['appeal'],
): AdminFeedback {
  return {
    id: r.id,
    doctor: {
      id: r.doctor_id,
      name: r.doctor_name,
      specialty: r.doctor_specialty,
      clinic: r.doctor_clinic,
    },
    ...reviewContentOf(r),
    comment_lang: textLanguage(r.comment),
    user_id: r.user_id,
    author_name:
      r.first_name !== null ? fullName(r.first_name, r.last_name ?? '', r.language ?? 'vi') : null,
    status: r.status as FeedbackStatus,
    flagged: r.flagged,
    verified_visit: r.verified_visit,
    created_at: r.created_at.toISOString(),
    reports: r.reports,
    author_is_staff: r.author_is_staff,
    case_id: r.case_id,
    held_for_spike: r.held_for_spike,
    held_reason: r.held_for_spike ? (r.held_reason as SpikeReason | null) : null,
    conflict_of_interest: conflict,
    decision_reason: r.decision_reason as DecisionReason | null,
    decision_note: r.decision_note,
    appeal,
    screening: r.screening ?? [],
    screening_risk: r.screening_risk,
    hidden: r.hidden ? hiddenWordsOf(r.hidden) : null,
  };
}
