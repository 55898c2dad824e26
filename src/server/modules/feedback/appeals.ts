/**
 * One appeal per review: the author of a rejected or removed review may ask once for another
 * look. The review returns to the moderation queue marked as an appeal and is decided by a
 * different moderator than the one who rejected it, unless no other administrator exists.
 * Upheld: the rejection stands. Overturned: the review is published and counts again.
 * The author of a published review whose words a moderator hid appeals the same way; overturned,
 * the comment is published as they wrote it.
 */
import type { AppealOutcome } from '../../../shared/feedback';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { conflictOfInterest, conflictTest } from '../doctor-accounts/service';
import { MODERATORS, notifyAboutFeedback, ownReviewLink } from '../notifications/notify';
import * as lifecycle from './lifecycle';
import { allInScope } from './moderation';
import { closeAppeal, lockPendingAppeal, otherModeratorExists } from './moderation-repo';
import { restoreHiddenWords, wordsHidden } from './redaction';
import * as repo from './repo';
import { APPEAL_RECEIVED_TEXT, appealOutcomeText, hiddenWordsAppealText } from './texts';

export async function appealFeedback(db: Db, ctx: UserContext, id: string, message: string) {
  const { userId } = ctx.viewer;
  const { ip, publicUrl } = ctx;
  await db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    if (!row || row.user_id !== userId) throw notFound('Feedback');
    const hidden = row.status === 'approved' ? await wordsHidden(tx, id) : null;
    const againstHiding = hidden !== null;
    const decidedBy = hidden ? hidden.hiddenBy : row.decided_by;
    if (!(row.status === 'rejected' || againstHiding) || !decidedBy)
      throw new AppError(
        'invalid_transition',
        'Only a rejected review, or one with hidden words, can be appealed',
      );
    await lifecycle.appeal(tx, { userId, ip }, row, { message, decidedBy, againstHiding });
    await notifyAboutFeedback(tx, {
      to: { ...MODERATORS, aboutDoctor: row.doctor_id },
      referenceId: id,
      text: APPEAL_RECEIVED_TEXT,
      link: `${publicUrl}/admin/feedback/moderate?id=${id}`,
    });
  });
}

/** The appealed decision was this moderator's, and another moderator could decide instead. */
export async function needsOtherModerator(
  db: Parameters<typeof otherModeratorExists>[0],
  actorId: string,
  appealedBy: string | null,
  authorId: string | null,
): Promise<boolean> {
  if (appealedBy !== actorId) return false;
  return otherModeratorExists(db, [actorId, ...(authorId ? [authorId] : [])]);
}

export async function decideAppeal(db: Db, ctx: UserContext, id: string, outcome: AppealOutcome) {
  const actorId = ctx.viewer.userId;
  const { ip, publicUrl } = ctx;
  return db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    const appeal = row ? await lockPendingAppeal(tx, id) : undefined;
    if (!row || !appeal || !(await allInScope(tx, ctx, [row]))) throw notFound('Appeal');
    if ((await conflictTest(tx, actorId))(row)) throw conflictOfInterest();
    if (await needsOtherModerator(tx, actorId, appeal.appealed_decision_by, row.user_id))
      throw new AppError(
        'appeal_needs_another_moderator',
        'Another moderator must decide an appeal against your own decision',
      );
    const now = new Date();
    await closeAppeal(tx, appeal.id, outcome, actorId, now);
    const overturned = outcome === 'overturned';
    const againstHiding = row.status === 'approved';
    // The comment is the redaction's to restore; the status, score, history and audit row are
    // the lifecycle's.
    if (overturned && againstHiding) await restoreHiddenWords(tx, id, actorId, now);
    await lifecycle.settleAppeal(tx, { userId: actorId, ip }, row, outcome, now);
    if (row.user_id) {
      await notifyAboutFeedback(tx, {
        to: { userId: row.user_id },
        referenceId: id,
        text: againstHiding
          ? hiddenWordsAppealText(overturned, row.doctor_name)
          : appealOutcomeText(overturned, row.doctor_name),
        link: ownReviewLink(publicUrl, id),
      });
    }
    return {
      outcome,
      status: overturned || againstHiding ? ('approved' as const) : ('rejected' as const),
    };
  });
}
