/**
 * "You said, we did". Staff who work on a clinic's cases publish a short note of a change made
 * after some of its reviews; it shows on the reviewed doctor's page (or on every page of the
 * clinic), saying how many reviews led to it, never quoting them. The authors of those reviews
 * are asked whether it fixed their problem; a note is "confirmed" once one of them says so.
 */
import type {
  ChangeNote,
  ChangeNoteInput,
  DoctorChanges,
  MyChange,
  PublicChange,
} from '../../../shared/change-notes';
import { isConfirmedChange } from '../../../shared/change-notes';
import { auditAs } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { notify } from '../notifications/notify';
import { clinicScopeOf, inScope } from '../staff-clinics/service';
import * as repo from './repo';
import { changeMadeText } from './texts';

export const MY_CHANGES_PATH = '/profile?tab=feedback#changes';

const invalid = (message: string) =>
  new AppError('validation_failed', message, {
    fields: [{ path: 'feedback_ids', code: 'custom', message: 'validation.changeNote.reviews' }],
  });

export async function publishChangeNote(
  db: Db,
  ctx: UserContext,
  input: ChangeNoteInput,
): Promise<ChangeNote> {
  const ids = [...new Set(input.feedback_ids)];
  return db.transaction(async (tx) => {
    const scope = await clinicScopeOf(tx, ctx.viewer);
    const reviews = await repo.reviewsOf(tx, ids);
    if (reviews.length !== ids.length || reviews.some((r) => !inScope(scope, r.clinic_id)))
      throw notFound('Feedback');
    const clinics = new Set(reviews.map((r) => r.clinic_id));
    const doctors = new Set(reviews.map((r) => r.doctor_id));
    const [clinicId] = clinics;
    if (clinics.size !== 1 || !clinicId) throw invalid('The reviews are of different clinics');
    if (!input.whole_clinic && doctors.size !== 1)
      throw invalid('The reviews are of different doctors');
    const note = await repo.insertNote(
      tx,
      {
        clinic_id: clinicId,
        doctor_id: input.whole_clinic ? null : reviews[0]!.doctor_id,
        body: input.body,
        author_id: ctx.viewer.userId,
      },
      ids,
    );
    await auditAs(tx, ctx, {
      action: 'case.change_published',
      description: `Change note ${note.id} linked to ${ids.length} review(s)`,
      metadata: { note_id: note.id, feedback_id: ids[0], reviews: ids.length },
    });
    const authors = [...new Set(reviews.flatMap((r) => (r.user_id ? [r.user_id] : [])))];
    await notify(tx, {
      audience: { userIds: authors },
      preference: 'feedback_notifications',
      type: 'feedback',
      referenceId: note.id,
      text: changeMadeText(reviews[0]!.doctor_name),
      link: `${ctx.publicUrl}${MY_CHANGES_PATH}`,
    });
    return {
      id: note.id,
      clinic_id: note.clinic_id,
      doctor_id: note.doctor_id,
      body: note.body,
      created_at: note.created_at.toISOString(),
      reviews: ids.length,
    };
  });
}

export async function removeChangeNote(db: Db, ctx: UserContext, id: string) {
  await db.transaction(async (tx) => {
    const note = await repo.findNote(tx, id);
    if (!note || !inScope(await clinicScopeOf(tx, ctx.viewer), note.clinic_id))
      throw notFound('Change note');
    await repo.deleteNote(tx, id);
    await auditAs(tx, ctx, {
      action: 'case.change_removed',
      description: `Change note ${id} removed`,
      metadata: { note_id: id },
    });
  });
}

export async function doctorChanges(db: Db, doctorId: string): Promise<DoctorChanges> {
  const rows = await repo.changesForDoctor(db, doctorId);
  const changes: PublicChange[] = rows.map((r) => ({
    id: r.id,
    body: r.body,
    body_lang: textLanguage(r.body),
    scope: r.doctor_id ? 'doctor' : 'clinic',
    created_at: r.created_at.toISOString(),
    reviews: r.reviews,
    fixed: r.fixed,
    not_fixed: r.not_fixed,
  }));
  return {
    confirmed: changes.filter(isConfirmedChange),
    unconfirmed: changes.filter((c) => !isConfirmedChange(c)),
  };
}

export async function myChanges(db: Db, userId: string): Promise<{ items: MyChange[] }> {
  const rows = await repo.changesForAuthor(db, userId);
  // One entry per note, even when it is linked to two of the patient's reviews.
  const seen = new Map<string, MyChange>();
  for (const r of rows)
    if (!seen.has(r.id))
      seen.set(r.id, {
        id: r.id,
        body: r.body,
        doctor_name: r.doctor_name,
        created_at: r.created_at.toISOString(),
        answer: r.answer as MyChange['answer'],
      });
  return { items: [...seen.values()] };
}

export async function answerChange(db: Db, ctx: UserContext, id: string, fixed: boolean) {
  await db.transaction(async (tx) => {
    // A note not linked to one of their reviews does not exist for them.
    if ((await repo.answer(tx, id, ctx.viewer.userId, fixed)) === 0) throw notFound('Change note');
  });
  return myChanges(db, ctx.viewer.userId);
}
