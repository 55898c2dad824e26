import {
  type AdminFeedback,
  type AdminFeedbackPage,
  containsContactDetails,
  type FeedbackStatus,
  type MyFeedback,
  type SubmitFeedback,
} from '../../../shared/feedback';
import { fullName } from '../../../shared/names';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../http/errors';
import { notify, signalNotifications } from '../notifications/notify';
import { applyDelta } from '../ratings/repo';
import { assertCanReview } from '../visits/service';
import * as repo from './repo';

const ROUTE = 'POST /api/feedback';

export interface Answer {
  status: 201 | 200;
  body: unknown;
}

/**
 * A patient's feedback for a doctor seen on a verified visit. One per visit and doctor (unique
 * index, so two concurrent submits make one row); a retry with the same Idempotency-Key gets
 * the first answer. New feedback waits for moderation; admins are notified.
 */
export async function submitFeedback(
  db: Db,
  userId: string,
  input: SubmitFeedback,
  publicUrl: string,
  idempotencyKey?: string,
): Promise<Answer> {
  return db.transaction(async (tx) => {
    if (idempotencyKey && !(await repo.reserveKey(tx, userId, idempotencyKey, ROUTE))) {
      const stored = await repo.storedAnswer(tx, userId, idempotencyKey);
      if (!stored || stored.route !== ROUTE || stored.response_status === 0) {
        throw new AppError('conflict', 'This Idempotency-Key was used for another request');
      }
      return { status: stored.response_status as 201, body: stored.response_body };
    }
    await assertCanReview(tx, input.visit_id, userId, input.doctor_id);
    const comment = input.comment?.trim() || null;
    const row = await repo.insertFeedback(tx, {
      doctor_id: input.doctor_id,
      user_id: userId,
      visit_id: input.visit_id,
      rating: input.rating,
      medical_expertise: input.medical_expertise,
      customer_experience: input.customer_experience,
      compliance: input.compliance,
      comment,
      is_anonymous: input.is_anonymous,
      flagged: comment ? containsContactDetails(comment) : false,
    });
    if (!row)
      throw new AppError(
        'already_reviewed',
        'You have already reviewed this doctor for this visit',
      );
    await notify(tx, {
      audience: { role: 'admin' },
      preference: 'feedback_notifications',
      type: 'feedback',
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
    const body = { id: row.id, status: row.status, created_at: row.created_at.toISOString() };
    if (idempotencyKey) await repo.storeAnswer(tx, userId, idempotencyKey, 201, body);
    return { status: 201, body };
  });
}

export async function myFeedback(db: Db, userId: string): Promise<MyFeedback[]> {
  return (await repo.listMine(db, userId)).map((r) => ({
    id: r.id,
    doctor: { id: r.doctor_id, name: r.doctor_name, specialty: r.doctor_specialty },
    rating: r.rating,
    medical_expertise: r.medical_expertise,
    customer_experience: r.customer_experience,
    compliance: r.compliance,
    comment: r.comment,
    is_anonymous: r.is_anonymous,
    status: r.status as FeedbackStatus,
    created_at: r.created_at.toISOString(),
  }));
}

/** Authors may withdraw their feedback while it waits for moderation. */
export async function deleteMyFeedback(db: Db, userId: string, id: string) {
  await db.transaction(async (tx) => {
    const deleted = await repo.deletePendingOf(tx, id, userId);
    if (deleted.length > 0) return;
    const status = await repo.findOwnedStatus(tx, id, userId);
    if (!status) throw notFound('Feedback');
    throw new AppError('invalid_transition', 'Only feedback awaiting moderation can be deleted');
  });
}

/**
 * A signed-in user reports a published review: it leaves the public pages and the aggregates
 * until an admin restores or removes it. Admins who want feedback alerts are told.
 */
export async function reportFeedback(
  db: Db,
  userId: string,
  id: string,
  reason: string,
  note: string | undefined,
  ip: string,
  publicUrl: string,
) {
  await db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    if (row?.status !== 'approved') throw notFound('Review');
    if (
      !(await repo.insertReport(tx, {
        feedback_id: id,
        user_id: userId,
        reason,
        note: note || null,
      }))
    ) {
      throw new AppError('already_reported', 'You have already reported this review');
    }
    await repo.setStatus(tx, [id], 'reported');
    await applyDelta(tx, row.doctor_id, row, -1);
    await writeAudit(tx, {
      userId,
      action: 'feedback.reported',
      description: `Review ${id} reported (${reason})`,
      ip,
      metadata: { feedback_id: id, reason },
    });
    await notify(tx, {
      audience: { role: 'admin' },
      preference: 'feedback_notifications',
      type: 'feedback',
      referenceId: id,
      text: {
        vi: {
          title: 'Một đánh giá bị báo cáo',
          message: 'Một đánh giá đã bị báo cáo và tạm ẩn, cần được xem xét.',
        },
        en: {
          title: 'A review was reported',
          message: 'A review was reported and is hidden until it is reviewed.',
        },
      },
      link: `${publicUrl}/admin/feedback/reported`,
    });
  });
}

/** pending → approved|rejected, reported → approved (restore) | rejected (remove). */
const ALLOWED: Record<string, readonly FeedbackStatus[]> = {
  pending: ['approved', 'rejected'],
  reported: ['approved', 'rejected'],
};

const ACTION: Record<string, string> = {
  'pending>approved': 'feedback.approved',
  'pending>rejected': 'feedback.rejected',
  'reported>approved': 'feedback.restored',
  'reported>rejected': 'feedback.removed',
};

/**
 * Applies one moderation decision to one or many feedback items in a single transaction:
 * every item must allow the transition or nothing changes (409). Aggregates, audit rows and
 * the authors' notifications commit together with the status change.
 */
export async function moderate(
  db: Db,
  actorId: string,
  ids: string[],
  status: 'approved' | 'rejected',
  reason: string | undefined,
  ip: string,
  publicUrl: string,
) {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const rows = await repo.lockFeedback(tx, unique);
    if (rows.length !== unique.length) throw notFound('Feedback');
    const refused = rows.filter((r) => !ALLOWED[r.status]?.includes(status));
    if (refused.length > 0) {
      throw new AppError(
        'invalid_transition',
        `Feedback in status ${refused[0]!.status} cannot become ${status}`,
        {
          ids: refused.map((r) => r.id),
        },
      );
    }
    await repo.setStatus(tx, unique, status);
    let notified = 0;
    for (const r of rows) {
      if (status === 'approved') await applyDelta(tx, r.doctor_id, r, 1);
      await writeAudit(tx, {
        userId: actorId,
        action: ACTION[`${r.status}>${status}`]!,
        description: `Feedback ${r.id} ${r.status} → ${status}${reason ? `: ${reason}` : ''}`,
        ip,
        metadata: {
          feedback_id: r.id,
          doctor_id: r.doctor_id,
          from: r.status,
          to: status,
          reason: reason ?? null,
        },
      });
      if (status === 'approved' && r.status === 'pending' && r.user_id) {
        notified += await notify(tx, {
          audience: { userId: r.user_id },
          preference: 'doctor_update_notifications',
          type: 'doctor',
          referenceId: r.doctor_id,
          text: {
            vi: {
              title: 'Đánh giá của bạn đã được đăng',
              message: 'Cảm ơn bạn! Đánh giá của bạn đã được duyệt và hiển thị trên trang bác sĩ.',
            },
            en: {
              title: 'Your feedback is published',
              message: 'Thank you! Your review was approved and now shows on the doctor’s page.',
            },
          },
          link: `${publicUrl}/doctors/${r.doctor_id}`,
          signal: false,
        });
      }
    }
    if (notified > 0) await signalNotifications(tx);
    return { updated: unique.length, status };
  });
}

export async function adminFeedbackPage(
  db: Db,
  status: FeedbackStatus,
  q: string | undefined,
  limit: number,
  cursor?: string,
): Promise<AdminFeedbackPage> {
  const after = decodeCursor(cursor);
  const [rows, total] = await Promise.all([
    repo.listForAdmin(db, { status, q }, limit + 1, after),
    repo.countForAdmin(db, { status, q }),
  ]);
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map(toAdminFeedback),
    total,
    next_cursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

export async function matchingIds(
  db: Db,
  status: FeedbackStatus,
  q: string | undefined,
): Promise<string[]> {
  return repo.idsForAdmin(db, { status, q }, 500);
}

function toAdminFeedback(r: Awaited<ReturnType<typeof repo.listForAdmin>>[number]): AdminFeedback {
  return {
    id: r.id,
    doctor: {
      id: r.doctor_id,
      name: r.doctor_name,
      specialty: r.doctor_specialty,
      clinic: r.doctor_clinic,
    },
    rating: r.rating,
    medical_expertise: r.medical_expertise,
    customer_experience: r.customer_experience,
    compliance: r.compliance,
    comment: r.comment,
    is_anonymous: r.is_anonymous,
    user_id: r.user_id,
    author_name:
      r.first_name !== null ? fullName(r.first_name, r.last_name ?? '', r.language ?? 'vi') : null,
    status: r.status as FeedbackStatus,
    flagged: r.flagged,
    verified_visit: r.verified_visit,
    created_at: r.created_at.toISOString(),
    reports: r.reports,
  };
}

const encodeCursor = (createdAt: Date, id: string) =>
  Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');

function decodeCursor(cursor?: string): { created_at: Date; id: string } | undefined {
  if (!cursor) return undefined;
  const [iso, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const created = new Date(iso ?? '');
  if (!id || Number.isNaN(created.getTime()) || !/^[0-9a-f-]{36}$/.test(id)) {
    throw new AppError('validation_failed', 'The cursor is not valid');
  }
  return { created_at: created, id };
}
