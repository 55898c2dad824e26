/**
 * The doctor portal: the figures and reviews of the doctor record linked to the signed-in
 * account (read on every request, so an ended link closes it at once), and the doctor's proposed
 * edits of their own texts, applied once an administrator approves them.
 */

import type { Paged } from '../../../shared/doctors';
import {
  type PortalMonth,
  type PortalOverview,
  type PortalReview,
  PROFILE_EDIT_FIELDS,
  PROFILE_EDIT_TEXT_FIELDS,
  type ProfileEdit,
  type ProfileEditChanges,
  type ProfileEditField,
  type ProfileEditInput,
} from '../../../shared/portal';
import { combinedScore, mean1 } from '../../../shared/rating';
import type { PublicReply, ReplySide } from '../../../shared/replies';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { applyDoctorTexts } from '../admin-doctors/service';
import { findDoctorIdOfUser } from '../doctor-accounts/service';
import { listPublishedReviews, toReview } from '../doctors/service';
import { repliesOfReviews, toReply } from '../replies/service';
import * as repo from './repo';

const PAGE_SIZE = 10;

export async function linkedDoctorId(db: DbOrTx, ctx: UserContext) {
  const id = await findDoctorIdOfUser(db, ctx.viewer.userId);
  if (!id) throw new AppError('doctor_not_linked', 'No doctor record is linked to your account');
  return id;
}

/** The 12 calendar months ending with the current one (in the chain's time zone), oldest first. */
export function lastTwelveMonths(now = new Date()): string[] {
  const local = new Date(now.toLocaleString('en-US', { timeZone: repo.PORTAL_TIME_ZONE }));
  const months: string[] = [];
  for (let i = 11; i >= 0; i--) {
    const d = new Date(local.getFullYear(), local.getMonth() - i, 1);
    months.push(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`);
  }
  return months;
}

const sumsOf = (m: { medical: number; customer: number; compliance: number }) => ({
  medical_sum: m.medical,
  customer_sum: m.customer,
  compliance_sum: m.compliance,
});

export async function portalOverview(db: Db, ctx: UserContext): Promise<PortalOverview> {
  const doctorId = await linkedDoctorId(db, ctx);
  const [doctor, stats, monthly, pending] = await Promise.all([
    repo.findDoctor(db, doctorId),
    repo.findStats(db, doctorId),
    repo.monthlyFigures(db, doctorId),
    repo.pendingEditOf(db, doctorId),
  ]);
  if (!doctor) throw notFound('Doctor');
  const n = stats?.review_count ?? 0;
  const mean = (sum: number | undefined) => (n > 0 ? mean1(sum ?? 0, n) : null);
  const byMonth = new Map(monthly.map((m) => [m.month, m]));
  const months = lastTwelveMonths().map((month): PortalMonth => {
    const m = byMonth.get(month);
    const avg = (sum: number | undefined) => (m && m.n > 0 ? mean1(sum ?? 0, m.n) : null);
    return {
      month,
      review_count: m?.n ?? 0,
      score: m && m.n > 0 ? combinedScore(sumsOf(m), m.n) : null,
      rating: avg(m?.rating),
      medical_expertise: avg(m?.medical),
      customer_experience: avg(m?.customer),
      compliance: avg(m?.compliance),
    };
  });
  return {
    doctor: {
      id: doctor.id,
      name: doctor.name,
      specialty: doctor.specialty,
      clinic: doctor.clinic,
      status: doctor.status,
    },
    review_count: n,
    score: stats && n > 0 ? combinedScore(stats, n) : null,
    criteria: {
      medical_expertise: mean(stats?.medical_sum),
      customer_experience: mean(stats?.customer_sum),
      compliance: mean(stats?.compliance_sum),
    },
    distribution: [
      stats?.star_1 ?? 0,
      stats?.star_2 ?? 0,
      stats?.star_3 ?? 0,
      stats?.star_4 ?? 0,
      stats?.star_5 ?? 0,
    ],
    months,
    pending_edit: pending ? toEdit(pending, doctor) : null,
  };
}

export async function portalReviews(
  db: Db,
  ctx: UserContext,
  q: { rating?: number; replied?: 'yes' | 'no'; page: number },
): Promise<Paged<PortalReview>> {
  const doctorId = await linkedDoctorId(db, ctx);
  const filter = repo.reviewFilter(q);
  const [rows, total] = await Promise.all([
    listPublishedReviews(db, doctorId, PAGE_SIZE, (q.page - 1) * PAGE_SIZE, { filter }),
    repo.countReviews(db, doctorId, filter),
  ]);
  const replies = await repliesOfReviews(
    db,
    rows.map((r) => r.id),
  );
  const items = rows.map((r): PortalReview => {
    const mine = replies.filter((x) => x.feedback_id === r.id);
    const provider = mine.filter((x) => x.side !== 'author').at(-1);
    const answer = mine.find((x) => x.side === 'author' && x.status === 'published');
    const authorAnswer: PublicReply | null = answer
      ? {
          side: answer.side as ReplySide,
          body: answer.body,
          body_lang: textLanguage(answer.body),
          published_at: (answer.published_at ?? answer.updated_at).toISOString(),
        }
      : null;
    return {
      ...toReview(r),
      reply: provider ? toReply(provider) : null,
      author_answer: authorAnswer,
    };
  });
  return { items, total, page: q.page, page_size: PAGE_SIZE };
}

type EditRow = NonNullable<Awaited<ReturnType<typeof repo.pendingEditOf>>>;
type DoctorRow = NonNullable<Awaited<ReturnType<typeof repo.findDoctor>>>;

const asText = (v: string | number | null | undefined) => (v == null ? null : String(v));

function toEdit(e: EditRow, doctor: Pick<DoctorRow, 'name' | ProfileEditField>): ProfileEdit {
  const fields = PROFILE_EDIT_FIELDS.filter((f) => f in e.changes);
  return {
    id: e.id,
    doctor_id: e.doctor_id,
    doctor_name: doctor.name,
    status: e.status as ProfileEdit['status'],
    diff: fields.map((field) => ({
      field,
      current: asText(doctor[field]),
      proposed: asText(e.changes[field]),
    })),
    reason: e.reason,
    created_at: e.created_at.toISOString(),
  };
}

/** One pending proposal per doctor; only fields that differ from the texts in force are kept. */
export async function proposeEdit(db: Db, ctx: UserContext, input: ProfileEditInput) {
  return db.transaction(async (tx) => {
    const doctorId = await linkedDoctorId(tx, ctx);
    const doctor = await repo.findDoctor(tx, doctorId);
    if (!doctor) throw notFound('Doctor');
    const changes: ProfileEditChanges = {};
    for (const field of PROFILE_EDIT_TEXT_FIELDS) {
      const value = input[field];
      if (value === undefined) continue;
      const normalised = value === '' ? null : value;
      if (normalised !== doctor[field]) changes[field] = normalised;
    }
    const years = input.experience_years;
    if (years !== undefined && years !== doctor.experience_years) changes.experience_years = years;
    if (Object.keys(changes).length === 0) {
      throw new AppError('validation_failed', 'Nothing differs from the profile in force', {
        fields: [{ path: 'bio', code: 'unchanged', message: 'Nothing differs' }],
      });
    }
    const row = await repo.insertEdit(tx, {
      doctor_id: doctorId,
      proposed_by: ctx.viewer.userId,
      changes,
    });
    if (!row) throw new AppError('edit_pending', 'A proposed edit is already waiting');
    await auditAs(tx, ctx, {
      action: 'doctor.edit_proposed',
      description: `Profile edit proposed for doctor ${doctorId}`,
      metadata: { edit_id: row.id, doctor_id: doctorId, fields: Object.keys(changes) },
    });
    return toEdit(row, doctor);
  });
}

/**
 * When an account is unlinked from a doctor record, the profile edit it proposed and nobody
 * decided yet is withdrawn: staff must not apply it. In the caller's transaction; returns how many.
 */
export async function withdrawUnlinkedDoctorEdits(tx: DbOrTx, userId: string, doctorId: string) {
  return (await repo.withdrawPendingEdits(tx, doctorId, userId)).length;
}

export async function pendingEdits(db: Db) {
  const rows = await repo.listPendingEdits(db);
  return { items: rows.map((r) => toEdit(r.edit, r.doctor)) };
}

/** Approving applies the proposed texts to the record; both are audited with the difference. */
export async function decideEdit(
  db: Db,
  ctx: UserContext,
  id: string,
  d: { decision: 'approved' | 'rejected'; reason?: string },
) {
  return db.transaction(async (tx) => {
    const row = await repo.lockEdit(tx, id);
    if (!row) throw notFound('Edit');
    if (row.edit.status !== 'pending') {
      throw new AppError('invalid_transition', `A ${row.edit.status} edit cannot be decided`);
    }
    // Nobody decides their own case: an edit they proposed, or one of the record linked to them.
    const deciderId = ctx.viewer.userId;
    if (
      row.edit.proposed_by === deciderId ||
      (await findDoctorIdOfUser(tx, deciderId)) === row.doctor.id
    ) {
      throw new AppError(
        'conflict_of_interest',
        'You cannot decide this edit: you proposed it or are linked to its doctor',
      );
    }
    const diff = toEdit(row.edit, row.doctor).diff;
    if (d.decision === 'approved') await applyDoctorTexts(tx, row.doctor.id, row.edit.changes);
    await repo.decideEdit(tx, id, {
      status: d.decision,
      reason: d.decision === 'rejected' ? (d.reason ?? null) : null,
      decided_by: ctx.viewer.userId,
    });
    await auditAs(tx, ctx, {
      action: `doctor.edit_${d.decision}`,
      description: `Profile edit ${id} for doctor ${row.doctor.id} ${d.decision}`,
      metadata: { edit_id: id, doctor_id: row.doctor.id, diff, reason: d.reason ?? null },
    });
    const after = await repo.lockEdit(tx, id);
    return { ...toEdit(after!.edit, row.doctor), diff };
  });
}
