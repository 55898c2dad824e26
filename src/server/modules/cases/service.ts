/**
 * Service-recovery cases. A submitted review rated low (overall or any criterion, thresholds in
 * the settings) opens a case by itself; staff open one by hand for any review. A case has an
 * owner among the staff of the reviewed doctor's clinic, a due time, states (see
 * src/shared/cases.ts), private notes and, only when the author allowed it, a private
 * conversation with the patient. Every change writes an entry and an audit row in its
 * transaction. A case never touches the review or its publication.
 */
import {
  type CaseAction,
  type CaseCloseReason,
  type CaseDetail,
  type CaseEntry,
  type CaseEntryKind,
  type CaseListQuery,
  type CaseStatus,
  type CaseSummary,
  isActiveCase,
  isOverdue,
  needsCase,
  nextCaseStatus,
} from '../../../shared/cases';
import { fullName } from '../../../shared/names';
import type { AppSettings } from '../../../shared/settings';
import { auditAs, writeAudit } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { notify } from '../notifications/notify';
import { getSettings } from '../settings/service';
import {
  type ClinicScope,
  clinicScopeOf,
  inScope,
  workersOfClinic,
} from '../staff-clinics/service';
import * as repo from './repo';
import { assignedText, lowReviewText } from './texts';

const LIST_MAX = 200;
const HOUR_MS = 3_600_000;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const caseLink = (publicUrl: string, id: string) => `${publicUrl}/admin/cases/${id}`;

/** Of the clinic's staff, the one with the fewest active cases. */
async function pickOwner(tx: DbOrTx, staff: string[]): Promise<string | null> {
  const load = await repo.activeCaseCounts(tx, staff);
  const [first] = [...staff].sort((a, b) => (load.get(a) ?? 0) - (load.get(b) ?? 0));
  return first ?? null;
}

interface Opening {
  feedbackId: string;
  origin: 'auto' | 'manual';
  openedBy: string | null;
  publicUrl: string;
  ip?: string;
  /** The settings when the caller has read them already. */
  settings?: AppSettings;
}

/** Opens the case of a review; null when the review has one already. */
async function openCase(tx: DbOrTx, o: Opening): Promise<string | null> {
  const review = await repo.findReview(tx, o.feedbackId);
  if (!review) throw notFound('Feedback');
  const settings = o.settings ?? (await getSettings(tx));
  // Staff (not admins) who work for the clinic: owner candidates and whom a low review alerts.
  const staff = (await workersOfClinic(tx, review.clinic_id, false)).map((w) => w.id);
  const owner = await pickOwner(tx, staff);
  const id = await repo.insertCase(tx, {
    feedback_id: review.id,
    clinic_id: review.clinic_id,
    owner_id: owner,
    origin: o.origin,
    opened_by: o.openedBy,
    due_at: new Date(Date.now() + settings.case_due_hours * HOUR_MS),
  });
  if (!id) return null;
  await repo.insertEntry(tx, {
    case_id: id,
    kind: 'status',
    to_status: 'open',
    author_id: o.openedBy,
  });
  await writeAudit(tx, {
    userId: o.openedBy,
    ip: o.ip,
    action: 'case.opened',
    description: `Case opened (${o.origin}) for feedback ${review.id}`,
    metadata: { case_id: id, feedback_id: review.id, owner_id: owner, origin: o.origin },
  });
  const link = caseLink(o.publicUrl, id);
  if (o.origin === 'auto') {
    // Everyone who works for the clinic hears of a new low review (they may mute these).
    await notify(tx, {
      audience: { userIds: staff.filter((w) => w !== owner) },
      preference: 'feedback_notifications',
      type: 'feedback',
      referenceId: id,
      text: lowReviewText(review.rating, review.doctor_name),
      link,
    });
  }
  if (owner && owner !== o.openedBy)
    await notify(tx, {
      audience: { userId: owner },
      preference: null,
      type: 'feedback',
      referenceId: id,
      text: assignedText(review.doctor_name),
      link,
    });
  return id;
}

/** Called in the transaction that stores a submitted review: a low one opens a case. */
export async function openCaseIfLow(
  tx: DbOrTx,
  review: {
    id: string;
    rating: number;
    medical_expertise: number;
    customer_experience: number;
    compliance: number;
  },
  publicUrl: string,
) {
  const settings = await getSettings(tx);
  if (!needsCase(review, settings)) return;
  await openCase(tx, {
    feedbackId: review.id,
    origin: 'auto',
    openedBy: null,
    publicUrl,
    settings,
  });
}

function toSummary(r: repo.CaseRow, now: Date): CaseSummary {
  const status = r.status as CaseStatus;
  return {
    id: r.id,
    status,
    origin: r.origin as CaseSummary['origin'],
    overdue: isOverdue({ status, due_at: r.due_at }, now),
    due_at: r.due_at.toISOString(),
    owner: r.owner_id ? { id: r.owner_id, name: r.owner_name ?? '' } : null,
    clinic: r.clinic_id ? { id: r.clinic_id, name: r.clinic_name ?? '' } : null,
    doctor: { id: r.doctor_id, name: r.doctor_name },
    review: {
      id: r.feedback_id,
      rating: r.rating,
      medical_expertise: r.medical_expertise,
      customer_experience: r.customer_experience,
      compliance: r.compliance,
      comment: r.comment,
      status: r.review_status,
      created_at: r.review_created_at.toISOString(),
    },
    contact_consent: r.contact_consent,
    first_contact_at: iso(r.first_contact_at),
    ended_at: iso(r.ended_at),
    close_reason: r.close_reason as CaseCloseReason | null,
    created_at: r.created_at.toISOString(),
  };
}

export async function listCases(db: Db, ctx: UserContext, q: CaseListQuery) {
  const scope = await clinicScopeOf(db, ctx.viewer);
  const now = new Date();
  const rows = await repo.listCases(db, {
    scope,
    filter: q.filter,
    clinicId: q.clinic_id,
    viewerId: ctx.viewer.userId,
    now,
    limit: LIST_MAX,
  });
  return { items: rows.map((r) => toSummary(r, now)) };
}

/** A case the viewer may see: outside their clinics it does not exist for them. */
async function caseInScope(db: DbOrTx, scope: ClinicScope, id: string) {
  const row = await repo.findCase(db, id);
  if (!row || !inScope(scope, row.clinic_id)) throw notFound('Case');
  return row;
}

export async function caseDetail(db: DbOrTx, ctx: UserContext, id: string): Promise<CaseDetail> {
  const scope = await clinicScopeOf(db, ctx.viewer);
  const row = await caseInScope(db, scope, id);
  const [entries, author, candidates] = await Promise.all([
    repo.entriesOf(db, id),
    repo.patientName(db, row.feedback_id),
    workersOfClinic(db, row.clinic_id, true),
  ]);
  const summary = toSummary(row, new Date());
  return {
    ...summary,
    // An anonymous review stays anonymous to the clinic: the conversation is the only way in.
    patient_name:
      author && !author.is_anonymous && author.first_name
        ? fullName(author.first_name, author.last_name ?? '', 'vi')
        : null,
    can_message: row.contact_consent && row.author_id !== null && isActiveCase(summary.status),
    entries: entries.map(
      (e): CaseEntry => ({
        id: e.id,
        kind: e.kind as CaseEntryKind,
        body: e.body,
        author: e.kind === 'from_patient' ? null : e.author,
        from_status: e.from_status as CaseStatus | null,
        to_status: e.to_status as CaseStatus | null,
        created_at: e.created_at.toISOString(),
      }),
    ),
    candidates: candidates.map(({ id, name }) => ({ id, name })),
  };
}

export async function openCaseByHand(db: Db, ctx: UserContext, feedbackId: string) {
  return db.transaction(async (tx) => {
    const scope = await clinicScopeOf(tx, ctx.viewer);
    const review = await repo.findReview(tx, feedbackId);
    if (!review || !inScope(scope, review.clinic_id)) throw notFound('Feedback');
    const id = await openCase(tx, {
      feedbackId,
      origin: 'manual',
      openedBy: ctx.viewer.userId,
      publicUrl: ctx.publicUrl,
      ip: ctx.ip,
    });
    if (!id) throw new AppError('conflict', 'This review already has a case');
    return caseDetail(tx, ctx, id);
  });
}

/**
 * Runs a change on a locked case the viewer may work on, then answers the case as it now is.
 * The change writes its own entries; this writes the audit row.
 */
export async function changeCase(
  db: Db,
  ctx: UserContext,
  id: string,
  audit: { action: string; metadata?: Record<string, unknown> },
  change: (tx: DbOrTx, c: repo.LockedCase) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const scope = await clinicScopeOf(tx, ctx.viewer);
    const locked = await repo.lockCase(tx, id);
    if (!locked || !inScope(scope, locked.clinic_id)) throw notFound('Case');
    await change(tx, locked);
    await auditAs(tx, ctx, {
      action: audit.action,
      description: `${audit.action} on case ${id}`,
      metadata: { case_id: id, feedback_id: locked.feedback_id, ...audit.metadata },
    });
    return caseDetail(tx, ctx, id);
  });
}

export async function moveTo(
  tx: DbOrTx,
  ctx: UserContext,
  c: repo.LockedCase,
  action: CaseAction,
  extra: { close_reason?: CaseCloseReason } = {},
) {
  const from = c.status as CaseStatus;
  const to = nextCaseStatus(from, action);
  if (!to) throw new AppError('invalid_transition', `A ${from} case cannot be ${action}`);
  const now = new Date();
  await repo.updateCase(tx, c.id, {
    status: to,
    ...(to === 'contacted' || (to === 'resolved' && !c.first_contact_at)
      ? { first_contact_at: c.first_contact_at ?? now }
      : {}),
    ...(to === 'resolved' || to === 'closed' ? { ended_at: now } : {}),
    ...(extra.close_reason ? { close_reason: extra.close_reason } : {}),
  });
  await repo.insertEntry(tx, {
    case_id: c.id,
    kind: 'status',
    from_status: from,
    to_status: to,
    author_id: ctx.viewer.userId,
    body: extra.close_reason ?? null,
  });
}

export function actOnCase(
  db: Db,
  ctx: UserContext,
  id: string,
  input: { action: CaseAction; reason?: CaseCloseReason },
) {
  return changeCase(
    db,
    ctx,
    id,
    { action: `case.${input.action}`, metadata: { reason: input.reason } },
    (tx, c) => moveTo(tx, ctx, c, input.action, { close_reason: input.reason }),
  );
}

export function assignCase(db: Db, ctx: UserContext, id: string, ownerId: string | null) {
  return changeCase(
    db,
    ctx,
    id,
    { action: 'case.assigned', metadata: { owner_id: ownerId } },
    async (tx, c) => {
      if (!isActiveCase(c.status as CaseStatus))
        throw new AppError('invalid_transition', 'A finished case keeps its owner');
      if (c.owner_id === ownerId) return;
      const candidates = await workersOfClinic(tx, c.clinic_id, true);
      const owner = candidates.find((w) => w.id === ownerId);
      if (ownerId && !owner)
        throw new AppError('conflict', 'The owner must work for the case’s clinic');
      await repo.updateCase(tx, c.id, { owner_id: ownerId });
      await repo.insertEntry(tx, {
        case_id: c.id,
        kind: 'owner',
        body: owner?.name ?? null,
        author_id: ctx.viewer.userId,
      });
      if (ownerId && ownerId !== ctx.viewer.userId) {
        const row = await repo.findCase(tx, c.id);
        await notify(tx, {
          audience: { userId: ownerId },
          preference: null,
          type: 'feedback',
          referenceId: c.id,
          text: assignedText(row?.doctor_name ?? ''),
          link: caseLink(ctx.publicUrl, c.id),
        });
      }
    },
  );
}

export function addNote(db: Db, ctx: UserContext, id: string, body: string) {
  return changeCase(db, ctx, id, { action: 'case.note_added' }, (tx, c) =>
    repo.insertEntry(tx, { case_id: c.id, kind: 'note', body, author_id: ctx.viewer.userId }),
  );
}
