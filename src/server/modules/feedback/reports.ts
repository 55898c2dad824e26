/**
 * Reports ask moderators to look at a published review; they do not take it down. The review
 * stays public while its reports wait in the Reported queue, and is hidden before a decision
 * only once `report_hide_threshold` distinct reporters whose reports count have open reports on
 * it. A report counts when its author has a verified e-mail address, is not staff or an
 * administrator, and has had their account for at least 24 hours; others are recorded only.
 * One report per user per review, so after a moderator keeps a review (resolving its reports)
 * the same people cannot hide it again.
 */
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { MODERATORS, notifyAboutFeedback } from '../notifications/notify';
import { getSettings } from '../settings/service';
import { hideByReports } from './lifecycle';
import { accountStanding, openCountedReporters } from './moderation-repo';
import * as repo from './repo';
import { reportedText } from './texts';

const DAY_MS = 86_400_000;

export async function reportFeedback(
  db: Db,
  ctx: UserContext,
  id: string,
  { reason, note }: { reason: string; note?: string },
): Promise<{ hidden: boolean }> {
  const { userId } = ctx.viewer;
  const { ip, publicUrl } = ctx;
  return db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    if (row?.status !== 'approved') throw notFound('Review');
    if (row.user_id === userId)
      throw new AppError('cannot_report_own_review', 'You cannot report your own review');
    const who = await accountStanding(tx, userId);
    const counted =
      Boolean(who?.verified) &&
      who?.role !== 'staff' &&
      who?.role !== 'admin' &&
      // A doctor's report never counts toward hiding: the reviewed side cannot silence reviews.
      who?.role !== 'doctor' &&
      Date.now() - (who?.created_at.getTime() ?? Date.now()) >= DAY_MS;
    const inserted = await repo.insertReport(tx, {
      feedback_id: id,
      user_id: userId,
      reason,
      note: note || null,
      counted,
    });
    if (!inserted) throw new AppError('already_reported', 'You have already reported this review');
    const { report_hide_threshold } = await getSettings(tx);
    const hidden = counted && (await openCountedReporters(tx, id)) >= report_hide_threshold;
    if (hidden) await hideByReports(tx, row);
    await writeAudit(tx, {
      userId,
      action: 'feedback.reported',
      description: `Review ${id} reported (${reason})${hidden ? ', hidden after reports' : ''}`,
      ip,
      metadata: { feedback_id: id, reason, counted, hidden },
    });
    await notifyAboutFeedback(tx, {
      to: { ...MODERATORS, aboutDoctor: row.doctor_id },
      referenceId: id,
      text: reportedText(hidden),
      link: `${publicUrl}/admin/feedback/reported`,
    });
    return { hidden };
  });
}
