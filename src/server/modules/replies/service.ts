/**
 * Public replies under published reviews. A linked doctor (about their own record) or staff for
 * the clinic write one reply per review; the review's author may answer a published reply once.
 * Every reply is moderated (pending → published / rejected with a reason) by someone who is
 * neither its writer nor linked to the reviewed doctor. Each reply is checked for personal or
 * health details; the warnings are stored so moderators see what the writer saw.
 */

import { fullName, givenName } from '../../../shared/names';
import type { QueuedReply, Reply, ReplySide, ReplyStatus } from '../../../shared/replies';
import { REPLY_WARNINGS, type ReplyWarning, replyWarnings } from '../../../shared/reply-check';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import {
  conflictOfInterest,
  conflictTest,
  findDoctorIdOfUser,
  findUserIdOfDoctor,
} from '../doctor-accounts/service';
import {
  type FeedbackNotice,
  MODERATORS,
  notifyAboutFeedback,
  ownReviewLink,
} from '../notifications/notify';
import { screenText } from '../screening/service';
import * as repo from './repo';

// The replies under reviews, as the review lists of feedback and portal read them.
export { type ReplyRow, repliesOfReviews } from './repo';

import {
  AUTHOR_ANSWERED_TEXT,
  REPLY_TO_YOUR_REVIEW_TEXT,
  REPLY_WAITING_TEXT,
  replyRejectedText,
} from './texts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toReply(r: repo.ReplyRow): Reply {
  return {
    id: r.id,
    feedback_id: r.feedback_id,
    doctor_id: r.doctor_id,
    side: r.side as ReplySide,
    body: r.body,
    body_lang: textLanguage(r.body),
    status: r.status as ReplyStatus,
    warnings: r.warnings as ReplyWarning[],
    decision_reason: r.decision_reason,
    published_at: iso(r.published_at),
    created_at: r.created_at.toISOString(),
    updated_at: r.updated_at.toISOString(),
  };
}

/**
 * The warnings a reply's writer and moderator see: the rules of the composer (dates, the
 * patient's name, health words) and what the moderation assistant's screening finds (personal
 * data, abuse), which tells the clinic's own published number from a patient's.
 */
async function checkReply(tx: DbOrTx, body: string, patient: string | null) {
  const { screening } = await screenText(tx, body);
  const found = new Set<string>((screening ?? []).map((f) => f.kind));
  const byRules = new Set<string>(
    replyWarnings(body, patient).filter((w) => w !== 'phone' && w !== 'email'),
  );
  const warnings = REPLY_WARNINGS.filter((w) => byRules.has(w) || found.has(w));
  return { warnings, screening };
}

type Review = NonNullable<Awaited<ReturnType<typeof repo.lockReview>>>;

/**
 * The words of the review author's name a reply must not carry: all but the given name, which
 * the review already shows ("Nhung N."), so a reply may greet them by it (reply templates do).
 * None for an anonymous review.
 */
function patientName(r: Review): string | null {
  if (r.is_anonymous || !r.first_name) return null;
  const given = givenName(r.first_name, 'vi');
  const words = fullName(r.first_name, r.last_name ?? '', 'vi').split(/\s+/);
  return words.filter((w) => w !== given).join(' ') || null;
}

async function insert(
  tx: DbOrTx,
  ctx: UserContext,
  review: Review,
  side: ReplySide,
  body: string,
): Promise<Reply> {
  const row = await repo.insertReply(tx, {
    feedback_id: review.id,
    doctor_id: review.doctor_id,
    author_id: ctx.viewer.userId,
    side,
    body,
    ...(await checkReply(tx, body, patientName(review))),
  });
  if (!row) throw new AppError('already_replied', 'This review already has a reply');
  await auditAs(tx, ctx, {
    action: 'reply.submitted',
    description: `Reply (${side}) to feedback ${review.id}`,
    metadata: { reply_id: row.id, feedback_id: review.id, side, warnings: row.warnings },
  });
  // Written after every row change: the notification writers' lock is taken last.
  await notifyAboutFeedback(tx, {
    to: { ...MODERATORS, aboutDoctor: review.doctor_id },
    referenceId: row.id,
    text: REPLY_WAITING_TEXT,
    link: `${ctx.publicUrl}/admin/moderation/replies`,
  });
  return toReply(row);
}

/** The linked doctor replies to a published review of their own record. */
export async function replyAsDoctor(db: Db, ctx: UserContext, feedbackId: string, body: string) {
  return db.transaction(async (tx) => {
    const doctorId = await findDoctorIdOfUser(tx, ctx.viewer.userId);
    if (!doctorId) throw new AppError('doctor_not_linked', 'No doctor record is linked to you');
    const review = await repo.lockReview(tx, feedbackId);
    if (review?.status !== 'approved' || review.doctor_id !== doctorId) throw notFound('Review');
    return insert(tx, ctx, review, 'doctor', body);
  });
}

/** Staff reply for the clinic to any published review. */
export async function replyAsClinic(db: Db, ctx: UserContext, feedbackId: string, body: string) {
  return db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, feedbackId);
    if (review?.status !== 'approved') throw notFound('Review');
    return insert(tx, ctx, review, 'clinic', body);
  });
}

/** The review's author answers, once, the published reply under their review. */
export async function answerAsAuthor(db: Db, ctx: UserContext, feedbackId: string, body: string) {
  return db.transaction(async (tx) => {
    const review = await repo.lockReview(tx, feedbackId);
    if (review?.status !== 'approved' || review.user_id !== ctx.viewer.userId) {
      throw notFound('Review');
    }
    if (!(await repo.publishedProviderReply(tx, feedbackId))) {
      throw new AppError('reply_not_allowed', 'There is no published reply to answer');
    }
    return insert(tx, ctx, review, 'author', body);
  });
}

async function lockOwn(tx: DbOrTx, ctx: UserContext, id: string) {
  const reply = await repo.lockReply(tx, id);
  if (!reply || reply.author_id !== ctx.viewer.userId) throw notFound('Reply');
  return reply;
}

/** The writer edits their reply while it is pending; the check runs again. */
export async function editReply(db: Db, ctx: UserContext, id: string, body: string) {
  return db.transaction(async (tx) => {
    const reply = await lockOwn(tx, ctx, id);
    if (reply.status !== 'pending') {
      throw new AppError('invalid_transition', 'Only a pending reply can be edited');
    }
    const review = await repo.lockReview(tx, reply.feedback_id);
    const checked = await checkReply(tx, body, review ? patientName(review) : null);
    return toReply(await repo.updateReply(tx, id, { body, ...checked }));
  });
}

/** The writer withdraws their reply, pending or published; a new one may then be written. */
export async function withdrawReply(db: Db, ctx: UserContext, id: string) {
  await db.transaction(async (tx) => {
    const reply = await lockOwn(tx, ctx, id);
    if (reply.status !== 'pending' && reply.status !== 'published') {
      throw new AppError('invalid_transition', `A ${reply.status} reply cannot be withdrawn`);
    }
    await repo.updateReply(tx, id, { status: 'withdrawn' });
    await auditAs(tx, ctx, {
      action: 'reply.withdrawn',
      description: `Reply ${id} withdrawn (was ${reply.status})`,
      metadata: { reply_id: id, feedback_id: reply.feedback_id },
    });
  });
}

/**
 * When an account is unlinked from a doctor record, the replies it wrote as that doctor and not
 * yet decided are withdrawn: they no longer speak for the doctor, and nobody may publish them.
 * In the caller's transaction; returns how many.
 */
export async function withdrawUnlinkedDoctorReplies(tx: DbOrTx, userId: string, doctorId: string) {
  return (await repo.withdrawPendingDoctorReplies(tx, userId, doctorId)).length;
}

/**
 * The author withdrew their consent to a review: their answers under it go with it (the text is
 * theirs, published on the same consent). In the caller's transaction; returns how many.
 */
export async function deleteAuthorAnswers(tx: DbOrTx, authorId: string, feedbackId: string) {
  const answers = await repo.authorAnswersOf(tx, authorId, [feedbackId]);
  await repo.deleteReplies(
    tx,
    answers.map((a) => a.id),
  );
  return answers.length;
}

/**
 * Rewrites every answer a person wrote (their account is closing, their reviews kept
 * anonymously) through `rewrite`, in the caller's transaction.
 */
export async function rewriteAuthorAnswers(
  tx: DbOrTx,
  authorId: string,
  rewrite: (body: string) => string,
) {
  for (const answer of await repo.authorAnswersOf(tx, authorId)) {
    const body = rewrite(answer.body);
    if (body !== answer.body) await repo.updateReply(tx, answer.id, { body });
  }
}

export async function replyQueue(db: Db, ctx: UserContext, status: ReplyStatus) {
  const [rows, isConflict] = await Promise.all([
    repo.listQueue(db, status),
    conflictTest(db, ctx.viewer.userId),
  ]);
  const items = rows.map(
    (r): QueuedReply => ({
      ...toReply(r.reply),
      doctor_name: r.doctor_name,
      review_comment: r.review_comment,
      review_comment_lang: textLanguage(r.review_comment),
      review_rating: r.review_rating,
      own: isConflict({ user_id: r.reply.author_id, doctor_id: r.reply.doctor_id }),
    }),
  );
  return { items };
}

/** A moderator publishes or rejects (with a reason) a pending reply; the writer's side is told. */
export async function decideReply(
  db: Db,
  ctx: UserContext,
  id: string,
  d: { decision: 'published' | 'rejected'; reason?: string },
) {
  return db.transaction(async (tx) => {
    const reply = await repo.lockReply(tx, id);
    if (!reply) throw notFound('Reply');
    const isConflict = await conflictTest(tx, ctx.viewer.userId);
    if (isConflict({ user_id: reply.author_id, doctor_id: reply.doctor_id })) {
      throw conflictOfInterest();
    }
    if (reply.status !== 'pending') {
      throw new AppError('invalid_transition', `A ${reply.status} reply cannot be decided`);
    }
    const published = d.decision === 'published';
    const row = await repo.updateReply(tx, id, {
      status: d.decision,
      decided_by: ctx.viewer.userId,
      decided_at: new Date(),
      decision_reason: published ? null : (d.reason ?? null),
      published_at: published ? new Date() : null,
    });
    await auditAs(tx, ctx, {
      action: `reply.${d.decision}`,
      description: `Reply ${id} ${d.decision}${published ? '' : `: ${d.reason}`}`,
      metadata: { reply_id: id, feedback_id: reply.feedback_id, side: reply.side },
    });
    const review = await repo.lockReview(tx, reply.feedback_id);
    const notices: FeedbackNotice[] = [];
    if (!published && reply.author_id) {
      notices.push({
        to: { userId: reply.author_id },
        referenceId: id,
        text: replyRejectedText(d.reason ?? ''),
        link:
          reply.side === 'doctor'
            ? `${ctx.publicUrl}/portal`
            : reply.side === 'author'
              ? ownReviewLink(ctx.publicUrl, reply.feedback_id)
              : `${ctx.publicUrl}/admin/moderation/replies`,
      });
    } else if (published && reply.side !== 'author' && review?.user_id) {
      notices.push({
        to: { userId: review.user_id },
        referenceId: reply.feedback_id,
        text: REPLY_TO_YOUR_REVIEW_TEXT,
        // Where the author may answer it, once.
        link: ownReviewLink(ctx.publicUrl, reply.feedback_id),
      });
    } else if (published && reply.side === 'author') {
      const doctorUser = await findUserIdOfDoctor(tx, reply.doctor_id);
      if (doctorUser) {
        notices.push({
          to: { userId: doctorUser },
          referenceId: reply.feedback_id,
          text: AUTHOR_ANSWERED_TEXT,
          link: `${ctx.publicUrl}/portal`,
        });
      }
    }
    for (const n of notices) await notifyAboutFeedback(tx, n);
    return toReply(row);
  });
}
