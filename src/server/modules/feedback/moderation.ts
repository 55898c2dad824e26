/**
 * Moderators' decisions. Each one changes the status, the doctor's aggregates, the review's
 * history (feedback_events) and the audit log in one transaction (lifecycle.ts), and tells the
 * author.
 */
import type { DecisionReason } from '../../../shared/constants';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { conflictOfInterest, conflictTest, findUserIdOfDoctor } from '../doctor-accounts/service';
import {
  feedbackNotice,
  type NotifyOptions,
  notify,
  ownReviewLink,
  signalNotifications,
} from '../notifications/notify';
import { clinicScopeOf, inScope } from '../staff-clinics/service';
import * as lifecycle from './lifecycle';
import { withOpenReports } from './moderation-repo';
import type { LockedFeedback } from './repo';
import * as repo from './repo';
import { NEW_REVIEW_OF_YOU_TEXT, publishedText, rejectedText } from './texts';

export interface ModerateOptions {
  note?: string;
  /** Bulk: items the moderator may not decide are skipped (counted), not refused. */
  bulk?: boolean;
  /** Bulk approval of items the spike guard held was confirmed. */
  confirmHeld?: boolean;
}

/**
 * Applies one decision to one or many reviews in a single transaction: every item must allow
 * it or nothing changes (409). A rejection or removal carries its reason and tells the author.
 */
export async function moderate(
  db: Db,
  ctx: UserContext,
  ids: string[],
  decision: { status: 'approved' | 'rejected'; reason?: DecisionReason },
  options: ModerateOptions = {},
) {
  const actorId = ctx.viewer.userId;
  const { ip, publicUrl } = ctx;
  const { status, reason } = decision;
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const locked = await repo.lockFeedback(tx, unique);
    if (locked.length !== unique.length || !(await allInScope(tx, ctx, locked)))
      throw notFound('Feedback');
    const isConflict = await conflictTest(tx, actorId);
    const conflicts = locked.filter(isConflict);
    if (conflicts.length > 0 && !options.bulk) throw conflictOfInterest();
    const rows = locked.filter((r) => !isConflict(r));
    const open =
      rows.length > 0
        ? await withOpenReports(
            tx,
            rows.map((r) => r.id),
          )
        : new Set();
    const refused = rows.filter((r) => !lifecycle.decisionStep(r.status, open.has(r.id), status));
    if (refused.length > 0) {
      throw new AppError(
        'invalid_transition',
        `Feedback in status ${refused[0]!.status} cannot become ${status}`,
        { ids: refused.map((r) => r.id) },
      );
    }
    const held = rows.filter((r) => r.held_for_spike && r.status === 'pending');
    if (options.bulk && status === 'approved' && held.length > 0 && !options.confirmHeld) {
      throw new AppError(
        'held_confirmation_required',
        'Some selected reviews were held by the spike guard; confirm to approve them',
        { ids: held.map((r) => r.id) },
      );
    }
    if (rows.length > 0)
      await decide(tx, actorId, rows, open, status, reason, options.note ?? null, ip, publicUrl);
    return { updated: rows.length, status, skipped: conflicts.length };
  });
}

async function decide(
  tx: DbOrTx,
  actorId: string,
  rows: LockedFeedback[],
  open: Set<unknown>,
  status: 'approved' | 'rejected',
  reason: DecisionReason | undefined,
  note: string | null,
  ip: string,
  publicUrl: string,
) {
  const rejecting = status === 'rejected';
  await lifecycle.decide(tx, { userId: actorId, ip }, rows, open, { status, reason, note });
  // Notices are written after every row change: notify() takes the notification writers' lock,
  // and taking it last means no transaction ever waits for a row while holding it (no deadlock).
  const notices: NotifyOptions[] = [];
  for (const r of rows) {
    if (status === 'approved' && r.status === 'pending') {
      // The doctor linked to the record hears of each new published review of them.
      const doctorUser = await findUserIdOfDoctor(tx, r.doctor_id);
      if (doctorUser) {
        notices.push(
          feedbackNotice({
            to: { userId: doctorUser },
            referenceId: r.id,
            text: NEW_REVIEW_OF_YOU_TEXT,
            link: `${publicUrl}/portal`,
            signal: false,
          }),
        );
      }
    }
    if (!r.user_id || (status === 'approved' && r.status !== 'pending')) continue;
    notices.push({
      audience: { userId: r.user_id },
      preference: 'feedback_notifications',
      type: rejecting ? 'feedback' : 'doctor',
      referenceId: rejecting ? r.id : r.doctor_id,
      text: rejecting
        ? rejectedText(reason!, note, r.status !== 'pending', r.doctor_name)
        : publishedText(r.doctor_name),
      // The author acts on their review (reads why, appeals, answers a reply) in their profile.
      link: ownReviewLink(publicUrl, r.id),
      signal: false,
    });
  }
  let notified = 0;
  for (const notice of notices) notified += await notify(tx, notice);
  if (notified > 0) await signalNotifications(tx);
}

/** Reviews of doctors outside the moderator's clinics do not exist for them. */
export async function allInScope(
  tx: DbOrTx,
  ctx: UserContext,
  rows: readonly { clinic_id: string | null }[],
) {
  const scope = await clinicScopeOf(tx, ctx.viewer);
  return rows.every((r) => inScope(scope, r.clinic_id));
}

/** A moderator hides a published review before deciding (it stops counting until restored). */
export async function hideFeedback(db: Db, ctx: UserContext, id: string) {
  const actorId = ctx.viewer.userId;
  const { ip } = ctx;
  await db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    if (!row || !(await allInScope(tx, ctx, [row]))) throw notFound('Feedback');
    if ((await conflictTest(tx, actorId))(row)) throw conflictOfInterest();
    await lifecycle.hideByModerator(tx, { userId: actorId, ip }, row);
  });
}
