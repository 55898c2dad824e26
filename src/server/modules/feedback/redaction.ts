/**
 * Hiding only the words that must go. A moderator hides spans of a comment instead of rejecting
 * it: the published comment shows a marker in each span's place, the original is kept for audit
 * only, the author is told which kinds of words were hidden and why, and may appeal once as for a
 * rejection. The ratings and the doctor's aggregates do not change.
 */
import {
  HIDDEN_MARKER,
  type HiddenFromMine,
  type HiddenSpan,
  type HiddenWords,
  type HideWords,
  redactSpans,
} from '../../../shared/screening';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { conflictOfInterest, conflictTest } from '../doctor-accounts/service';
import { notifyAboutFeedback, ownReviewLink } from '../notifications/notify';
import { screenText } from '../screening/service';
import { topicsOfNewComment } from '../topics/service';
import { recordWordsHidden } from './lifecycle';
import { allInScope } from './moderation';
import * as redactions from './redaction-repo';
import * as repo from './repo';
import { wordsHiddenText } from './texts';

/** What moderators see of the hidden words: each span's words in the original, and the note. */
export function hiddenWordsOf(h: {
  original: string;
  spans: HiddenSpan[];
  note: string | null;
  created_at: string;
}): HiddenWords {
  const original = h.original.normalize('NFC');
  return {
    words: h.spans.map((s) => ({ kind: s.kind, text: original.slice(s.start, s.end) })),
    note: h.note,
    created_at: new Date(h.created_at).toISOString(),
  };
}

/** What the author is told of the words hidden from their review: the kinds and the notes. */
export function hiddenFromMine(
  hidings: { spans: HiddenSpan[]; note: string | null; created_at: string }[],
): HiddenFromMine {
  const notes = hidings.map((h) => h.note).filter((n): n is string => Boolean(n));
  return {
    kinds: [...new Set(hidings.flatMap((h) => h.spans.map((s) => s.kind)))],
    note: notes.length > 0 ? notes.join(' · ') : null,
    created_at: new Date(hidings.at(-1)!.created_at).toISOString(),
  };
}

const HIDEABLE = ['pending', 'approved', 'reported'];

export async function hideWords(db: Db, ctx: UserContext, id: string, input: HideWords) {
  const actorId = ctx.viewer.userId;
  return db.transaction(async (tx) => {
    const [row] = await repo.lockFeedback(tx, [id]);
    if (!row || !(await allInScope(tx, ctx, [row]))) throw notFound('Feedback');
    if ((await conflictTest(tx, actorId))(row)) throw conflictOfInterest();
    if (!HIDEABLE.includes(row.status))
      throw new AppError('invalid_transition', `Words cannot be hidden in ${row.status} feedback`);
    const comment = (await redactions.commentOf(tx, id))?.normalize('NFC') ?? '';
    const fits = (s: HideWords['spans'][number]) =>
      s.end <= comment.length && comment.slice(s.start, s.end) === s.text.normalize('NFC');
    if (!input.spans.every(fits))
      throw new AppError('invalid_spans', 'The spans do not fit the comment as it is now');
    // The words themselves are not kept with the spans: the original comment holds them.
    const spans = input.spans
      .map(({ start, end, kind }) => ({ start, end, kind }))
      .sort((a, b) => a.start - b.start);
    const note = input.note || null;
    await redactions.insertRedaction(tx, {
      feedback_id: id,
      original_comment: comment,
      spans,
      actor_id: actorId,
      note,
    });
    const marker = HIDDEN_MARKER[textLanguage(comment) === 'en' ? 'en' : 'vi'];
    await saveComment(tx, id, redactSpans(comment, spans, marker));
    const kinds = [...new Set(spans.map((s) => s.kind))];
    await recordWordsHidden(tx, { userId: actorId, ip: ctx.ip }, row, {
      kinds,
      spans: spans.length,
      note,
    });
    if (row.user_id)
      await notifyAboutFeedback(tx, {
        to: { userId: row.user_id },
        referenceId: id,
        text: wordsHiddenText(kinds, note, row.doctor_name),
        link: ownReviewLink(ctx.publicUrl, id),
      });
    return { hidden: spans.length };
  });
}

/** The comment as published now, with what the screening and the topics find in it. */
async function saveComment(tx: DbOrTx, id: string, comment: string) {
  const screened = await screenText(tx, comment);
  await redactions.setComment(tx, id, {
    comment,
    ...screened,
    flagged: screened.screening_risk >= 2,
    ...(await topicsOfNewComment(tx, comment)),
  });
}

/**
 * An appeal against hidden words is upheld (they stay hidden) or overturned: the comment is
 * published as its author wrote it. Called inside the appeal's transaction.
 */
export async function restoreHiddenWords(tx: DbOrTx, id: string, actorId: string, at: Date) {
  const [first] = await redactions.activeRedactions(tx, id);
  if (!first) return false;
  await redactions.revertRedactions(tx, id, actorId, at);
  await saveComment(tx, id, first.original_comment);
  return true;
}

/**
 * Whether words are hidden from this review now (its author may appeal that), and by whom: the
 * moderator who hid them last, so an appeal goes to another one when there is one. `null` when
 * none are; one read of the active redactions.
 */
export async function wordsHidden(
  tx: DbOrTx,
  id: string,
): Promise<{ hiddenBy: string | null } | null> {
  const active = await redactions.activeRedactions(tx, id);
  return active.length > 0 ? { hiddenBy: active.at(-1)?.actor_id ?? null } : null;
}
