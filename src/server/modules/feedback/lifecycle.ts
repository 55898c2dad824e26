/**
 * A review's lifecycle. These transitions are the only writers of a feedback row's status, of its
 * history (feedback_events), of the doctor's rating statistics (ratings' applyDelta) and of the
 * audit row of the transition; each runs in the caller's transaction, so all of them commit or
 * roll back together. Everything else that moves a review calls one of them: this module's
 * moderation, appeals, reports, redaction and spike guard; privacy through feedback/service.ts;
 * visits through the function app.ts passes it (feedback reads visits, so visits cannot import
 * feedback). src/server/architecture/feedback-lifecycle.test.ts fails if another file writes any
 * of them.
 *
 *   submit ──▶ pending ──decide──▶ approved ──hide──▶ reported ──decide──▶ approved | rejected
 *                 │                   │  └──archive──▶ archived
 *                 ├─decide──▶ rejected ◀──────────────────── withdraw (unpublished, or by consent)
 *                 └─discardPending (the author deletes it)
 *   rejected ──appeal, settleAppeal (overturned)──▶ approved
 *   closing an account: eraseReviewsOf (deleted, or kept anonymously)
 *
 * Notifications stay with the callers: they are written after every row change (see
 * moderation.ts) and say different things to different people.
 */
import type { DecisionReason, FeedbackEventKind, SpikeReason } from '../../../shared/constants';
import type { AppealOutcome, FeedbackStatus } from '../../../shared/feedback';
import { writeAudit } from '../../audit/audit';
import type { DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError } from '../../http/errors';
import { applyDelta } from '../ratings/service';
import {
  insertAppeal,
  insertEvents,
  markHeld,
  resolveReports,
  setDecision,
} from './moderation-repo';
import type { LockedFeedback } from './repo';
import * as repo from './repo';

/** Who acts, for the history and the audit log. */
export interface Actor {
  userId: string;
  ip: string;
}

// ------------------------------------------------------------------ submission

/**
 * A new review waits for moderation (`submitted`). Undefined when the author already reviewed
 * this doctor for this visit (one per visit and doctor).
 */
export async function submit(tx: DbOrTx, values: Parameters<typeof repo.insertFeedback>[1]) {
  const row = await repo.insertFeedback(tx, values);
  if (!row) return undefined;
  await insertEvents(tx, [
    { feedback_id: row.id, kind: 'submitted', to_status: 'pending', actor_id: values.user_id },
  ]);
  return row;
}

/** The spike guard holds a new review (it stays pending, marked, with the rule as reason). */
export async function holdForSpike(
  tx: DbOrTx,
  o: { feedbackId: string; userId: string },
  reason: SpikeReason,
) {
  await markHeld(tx, o.feedbackId);
  await insertEvents(tx, [
    {
      feedback_id: o.feedbackId,
      kind: 'held_for_spike',
      to_status: 'pending',
      reason,
      actor_id: o.userId,
    },
  ]);
}

/** The author deletes their review while it waits for moderation; whether there was one. */
export async function discardPending(tx: DbOrTx, id: string, userId: string) {
  return (await repo.deletePendingOf(tx, id, userId)).length > 0;
}

// ------------------------------------------------------------------ moderators' decisions

export interface DecisionStep {
  action: string;
  event: FeedbackEventKind;
  resolvesReports: boolean;
}

/**
 * The allowed decisions. A published review with open reports may be kept (its reports are
 * resolved) or removed; a hidden one ('reported') restored or removed. Null: not allowed.
 */
export function decisionStep(
  from: string,
  openReports: boolean,
  to: FeedbackStatus,
): DecisionStep | null {
  if (from === 'pending')
    return { action: `feedback.${to}`, event: 'decided', resolvesReports: false };
  if (from === 'reported' || (from === 'approved' && openReports)) {
    if (to === 'rejected')
      return { action: 'feedback.removed', event: 'decided', resolvesReports: true };
    return {
      action: from === 'reported' ? 'feedback.restored' : 'feedback.kept',
      event: 'kept',
      resolvesReports: true,
    };
  }
  return null;
}

/**
 * One decision on locked reviews the caller checked with decisionStep: the status and the
 * decision, the reports it resolves, the aggregates, an event and an audit row per review.
 */
export async function decide(
  tx: DbOrTx,
  actor: Actor,
  rows: LockedFeedback[],
  open: ReadonlySet<unknown>,
  decision: { status: 'approved' | 'rejected'; reason?: DecisionReason; note: string | null },
) {
  const { status, reason, note } = decision;
  const actorId = actor.userId;
  const now = new Date();
  const rejecting = status === 'rejected';
  const stepOf = (r: LockedFeedback) => {
    const s = decisionStep(r.status, open.has(r.id), status);
    if (!s) throw new Error(`Feedback ${r.id} in status ${r.status} cannot become ${status}`);
    return s;
  };
  const steps = new Map(rows.map((r) => [r.id, stepOf(r)]));
  await setDecision(
    tx,
    rows.map((r) => r.id),
    {
      status,
      decided_by: actorId,
      decided_at: now,
      decision_reason: rejecting ? (reason ?? null) : null,
      decision_note: rejecting ? note : null,
    },
  );
  const resolving = rows.filter((r) => steps.get(r.id)!.resolvesReports);
  if (resolving.length > 0)
    await resolveReports(
      tx,
      resolving.map((r) => r.id),
      now,
    );
  for (const r of rows) {
    const s = steps.get(r.id)!;
    const delta = Number(status === 'approved') - Number(r.status === 'approved');
    if (delta !== 0) await applyDelta(tx, r.doctor_id, r, delta as 1 | -1);
    await insertEvents(tx, [
      {
        feedback_id: r.id,
        kind: s.event,
        from_status: r.status,
        to_status: status,
        reason: rejecting ? reason : null,
        actor_id: actorId,
      },
    ]);
    await writeAudit(tx, {
      userId: actorId,
      action: s.action,
      description: `Feedback ${r.id} ${r.status} → ${status}${rejecting ? `: ${reason}${note ? ` (${note})` : ''}` : ''}`,
      ip: actor.ip,
      metadata: {
        feedback_id: r.id,
        doctor_id: r.doctor_id,
        from: r.status,
        to: status,
        reason: rejecting ? reason : null,
        note: rejecting ? note : null,
      },
    });
  }
}

// ------------------------------------------------------------------ hiding a published review

/**
 * Takes a published review out of view and out of its doctor's score until it is decided: by a
 * moderator (`actorId`), or by enough counted reports (no actor).
 */
async function hidePublished(
  tx: DbOrTx,
  row: LockedFeedback,
  kind: 'hidden_by_moderator' | 'hidden_by_reports',
  actorId?: string,
) {
  await repo.setStatus(tx, [row.id], 'reported');
  await applyDelta(tx, row.doctor_id, row, -1);
  await insertEvents(tx, [
    {
      feedback_id: row.id,
      kind,
      from_status: 'approved',
      to_status: 'reported',
      actor_id: actorId,
    },
  ]);
}

/** Enough counted reports hide a published review (the report's own audit row says so). */
export async function hideByReports(tx: DbOrTx, row: LockedFeedback) {
  await hidePublished(tx, row, 'hidden_by_reports');
}

/** A moderator hides a published review before deciding (it stops counting until restored). */
export async function hideByModerator(tx: DbOrTx, actor: Actor, row: LockedFeedback) {
  if (row.status !== 'approved')
    throw new AppError('invalid_transition', `Feedback in status ${row.status} cannot be hidden`);
  await hidePublished(tx, row, 'hidden_by_moderator', actor.userId);
  await writeAudit(tx, {
    userId: actor.userId,
    action: 'feedback.hidden',
    description: `Feedback ${row.id} hidden pending a decision`,
    ip: actor.ip,
    metadata: { feedback_id: row.id, doctor_id: row.doctor_id },
  });
}

// ------------------------------------------------------------------ hidden words

/**
 * A moderator hid words of the comment (redaction.ts rewrote it): the status and the aggregates
 * stay, the history and the audit log say which kinds of words, never the words.
 */
export async function recordWordsHidden(
  tx: DbOrTx,
  actor: Actor,
  row: LockedFeedback,
  hidden: { kinds: string[]; spans: number; note: string | null },
) {
  await insertEvents(tx, [
    { feedback_id: row.id, kind: 'words_hidden', from_status: row.status, actor_id: actor.userId },
  ]);
  await writeAudit(tx, {
    userId: actor.userId,
    action: 'feedback.words_hidden',
    description: `Feedback ${row.id}: ${hidden.spans} part(s) hidden (${hidden.kinds.join(', ')})`,
    ip: actor.ip,
    // The hidden words themselves stay in their own table: the audit log names their kinds.
    metadata: {
      feedback_id: row.id,
      doctor_id: row.doctor_id,
      kinds: hidden.kinds,
      spans: hidden.spans,
      note: hidden.note,
    },
  });
}

// ------------------------------------------------------------------ appeals

/**
 * The author appeals a rejection, or words hidden from their published review (the caller checked
 * which); once per review.
 */
export async function appeal(
  tx: DbOrTx,
  actor: Actor,
  row: LockedFeedback,
  a: { message: string; decidedBy: string; againstHiding: boolean },
) {
  const inserted = await insertAppeal(tx, {
    feedback_id: row.id,
    user_id: actor.userId,
    message: a.message,
    appealed_decision_by: a.decidedBy,
  });
  if (!inserted) throw new AppError('already_appealed', 'This review was already appealed');
  await insertEvents(tx, [
    { feedback_id: row.id, kind: 'appealed', from_status: row.status, actor_id: actor.userId },
  ]);
  await writeAudit(tx, {
    userId: actor.userId,
    action: 'feedback.appealed',
    description: a.againstHiding
      ? `Appeal against the words hidden from feedback ${row.id}`
      : `Appeal against the rejection of feedback ${row.id}`,
    ip: actor.ip,
    metadata: {
      feedback_id: row.id,
      appealed_decision_by: a.decidedBy,
      against: a.againstHiding ? 'hidden_words' : 'rejection',
    },
  });
}

/**
 * An appeal decided (the caller closed it and, for hidden words overturned, restored the
 * comment): an overturned rejection publishes the review and it counts again.
 */
export async function settleAppeal(
  tx: DbOrTx,
  actor: Actor,
  row: LockedFeedback,
  outcome: AppealOutcome,
  at: Date,
) {
  const overturned = outcome === 'overturned';
  const againstHiding = row.status === 'approved';
  if (overturned && !againstHiding) {
    await setDecision(tx, [row.id], {
      status: 'approved',
      decided_by: actor.userId,
      decided_at: at,
      decision_reason: null,
      decision_note: null,
    });
    await applyDelta(tx, row.doctor_id, row, 1);
  }
  await insertEvents(tx, [
    {
      feedback_id: row.id,
      kind: overturned ? 'appeal_overturned' : 'appeal_upheld',
      from_status: row.status,
      to_status: overturned ? 'approved' : row.status,
      actor_id: actor.userId,
    },
    ...(overturned && againstHiding
      ? [{ feedback_id: row.id, kind: 'words_restored' as const, actor_id: actor.userId }]
      : []),
  ]);
  await writeAudit(tx, {
    userId: actor.userId,
    action: overturned ? 'feedback.appeal_overturned' : 'feedback.appeal_upheld',
    description: `Appeal on feedback ${row.id} ${outcome}`,
    ip: actor.ip,
    metadata: { feedback_id: row.id, doctor_id: row.doctor_id, outcome },
  });
}

// ------------------------------------------------------------------ withdrawal

/** Rows become rejected with a `withdrawn` event each; their open reports are resolved. */
async function markWithdrawn(
  tx: DbOrTx,
  rows: readonly { id: string; status: string }[],
  actorId: string,
  reason: string,
) {
  if (rows.length === 0) return;
  const ids = rows.map((r) => r.id);
  const now = new Date();
  await repo.setWithdrawn(tx, ids, now);
  await insertEvents(
    tx,
    rows.map((r) => ({
      feedback_id: r.id,
      kind: 'withdrawn' as const,
      from_status: r.status,
      to_status: 'rejected',
      reason,
      actor_id: actorId,
    })),
  );
  await resolveReports(tx, ids, now);
}

/**
 * Withdraws unpublished reviews (pending, or hidden by reports), e.g. when an administrator
 * releases the visit they were written with: status rejected, a `withdrawn` event each, open
 * reports resolved, consent to be quoted taken back. None of them counts in the aggregates, so
 * those do not change (a published review is withdrawn by its author, withdrawConsent).
 */
export async function withdrawUnpublished(
  tx: DbOrTx,
  rows: readonly { id: string; status: string }[],
  actorId: string,
  reason: string,
) {
  const published = rows.find((r) => r.status === 'approved');
  if (published) throw new Error(`Feedback ${published.id} is published: it counts in the score`);
  await markWithdrawn(tx, rows, actorId, reason);
}

/**
 * The author withdraws their consent for a published (or hidden) review: it leaves the doctor's
 * score, becomes rejected with a `withdrawn` event, its text is erased and its last decision
 * cleared. `eraseWithIt` removes what other modules keep under it (the author's answers, the
 * survey), answering how many for the audit row.
 */
export async function withdrawConsent(
  tx: DbOrTx,
  ctx: UserContext,
  row: LockedFeedback,
  eraseWithIt: () => Promise<{ answers_removed: number; survey_removed: boolean }>,
) {
  const { userId } = ctx.viewer;
  if (row.status !== 'approved' && row.status !== 'reported')
    throw new AppError('invalid_transition', 'Only a published review can be withdrawn');
  if (row.status === 'approved') await applyDelta(tx, row.doctor_id, row, -1);
  await markWithdrawn(tx, [row], userId, 'consent_withdrawn');
  // The text is erased and the last decision cleared: nothing is left to appeal or to show.
  await repo.eraseWithdrawnText(tx, row.id, userId);
  const removed = await eraseWithIt();
  await writeAudit(tx, {
    userId,
    action: 'feedback.consent_withdrawn',
    description: `Consent to publish feedback ${row.id} withdrawn; the review was removed`,
    ip: ctx.ip,
    metadata: { feedback_id: row.id, doctor_id: row.doctor_id, ...removed },
  });
}

// ------------------------------------------------------------------ privacy

/**
 * Retention: up to `max` published reviews written before `cutoff` are archived (out of view and
 * out of the score, an `archived` event each); answers how many.
 */
export async function archivePublishedBefore(tx: DbOrTx, cutoff: Date, max: number) {
  const rows = await repo.lockPublishedBefore(tx, cutoff, max);
  for (const r of rows) await applyDelta(tx, r.doctor_id, r, -1);
  if (rows.length > 0)
    await repo.setStatus(
      tx,
      rows.map((r) => r.id),
      'archived',
    );
  await insertEvents(
    tx,
    rows.map((r) => ({
      feedback_id: r.id,
      kind: 'archived' as const,
      from_status: 'approved',
      to_status: 'archived',
      reason: 'retention',
    })),
  );
  return rows.length;
}

/**
 * Closing an account: the person's reviews are deleted (with their history, appeals and
 * reports), except published ones when `keepPublished`, which stay anonymously with `scrub`
 * applied to their comment. Deleted published reviews leave the doctor's score. Answers how
 * many were removed and kept (the caller audits the closing).
 */
export async function eraseReviewsOf(
  tx: DbOrTx,
  userId: string,
  keepPublished: boolean,
  scrub: (comment: string) => string,
) {
  const reviews = await repo.lockReviewsOf(tx, userId);
  const published = reviews.filter((r) => r.status === 'approved');
  const kept = keepPublished ? published : [];
  // Removed published reviews leave the doctor's score in this same transaction.
  for (const r of published) if (!kept.includes(r)) await applyDelta(tx, r.doctor_id, r, -1);
  await repo.deleteReviews(
    tx,
    reviews.filter((r) => !kept.includes(r)).map((r) => r.id),
  );
  await repo.anonymiseReviews(
    tx,
    kept.map((r) => r.id),
  );
  for (const r of kept) {
    const comment = r.comment && scrub(r.comment);
    if (comment && comment !== r.comment) await repo.rewriteComment(tx, r.id, comment);
  }
  return { removed: reviews.length - kept.length, kept: kept.length };
}
