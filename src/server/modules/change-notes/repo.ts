import { and, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { changeNoteReviews, changeNotes, doctors, feedback } from '../../db/schema';

/** The reviews a note would link, with their doctor and clinic. */
export async function reviewsOf(db: DbOrTx, ids: string[]) {
  return db
    .select({
      id: feedback.id,
      user_id: feedback.user_id,
      doctor_id: feedback.doctor_id,
      doctor_name: doctors.name,
      clinic_id: doctors.clinic_id,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(inArray(feedback.id, ids));
}

export async function insertNote(
  tx: DbOrTx,
  values: typeof changeNotes.$inferInsert,
  feedbackIds: string[],
) {
  const [note] = await tx.insert(changeNotes).values(values).returning();
  await tx
    .insert(changeNoteReviews)
    .values(feedbackIds.map((feedback_id) => ({ note_id: note!.id, feedback_id })));
  return note!;
}

export async function findNote(db: DbOrTx, id: string) {
  const [row] = await db.select().from(changeNotes).where(eq(changeNotes.id, id));
  return row;
}

export async function deleteNote(tx: DbOrTx, id: string) {
  await tx.delete(changeNotes).where(eq(changeNotes.id, id));
}

/** The changes shown on a doctor's page: theirs and their clinic's, newest first. */
export async function changesForDoctor(db: DbOrTx, doctorId: string) {
  return db
    .select({
      id: changeNotes.id,
      body: changeNotes.body,
      doctor_id: changeNotes.doctor_id,
      created_at: changeNotes.created_at,
      reviews: sql<number>`(select count(*)::int from ${changeNoteReviews} r where r.note_id = ${changeNotes.id})`,
      fixed: sql<number>`(select count(*)::int from ${changeNoteReviews} r
        where r.note_id = ${changeNotes.id} and r.answer = 'fixed')`,
      not_fixed: sql<number>`(select count(*)::int from ${changeNoteReviews} r
        where r.note_id = ${changeNotes.id} and r.answer = 'not_fixed')`,
    })
    .from(changeNotes)
    .innerJoin(doctors, eq(doctors.id, doctorId))
    .where(
      or(
        eq(changeNotes.doctor_id, doctorId),
        and(isNull(changeNotes.doctor_id), eq(changeNotes.clinic_id, doctors.clinic_id)),
      ),
    )
    .orderBy(desc(changeNotes.created_at))
    .limit(50);
}

/** The changes made after the patient's own reviews, with their answers. */
export async function changesForAuthor(db: DbOrTx, userId: string) {
  return db
    .select({
      id: changeNotes.id,
      body: changeNotes.body,
      created_at: changeNotes.created_at,
      doctor_name: doctors.name,
      answer: changeNoteReviews.answer,
      feedback_id: changeNoteReviews.feedback_id,
    })
    .from(changeNoteReviews)
    .innerJoin(changeNotes, eq(changeNotes.id, changeNoteReviews.note_id))
    .innerJoin(feedback, eq(feedback.id, changeNoteReviews.feedback_id))
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .where(eq(feedback.user_id, userId))
    .orderBy(desc(changeNotes.created_at));
}

/** Records the author's answer on each of their reviews linked to the note; how many. */
export async function answer(tx: DbOrTx, noteId: string, userId: string, fixed: boolean) {
  const rows = await tx
    .update(changeNoteReviews)
    .set({ answer: fixed ? 'fixed' : 'not_fixed', answered_at: new Date() })
    .where(
      and(
        eq(changeNoteReviews.note_id, noteId),
        inArray(
          changeNoteReviews.feedback_id,
          tx.select({ id: feedback.id }).from(feedback).where(eq(feedback.user_id, userId)),
        ),
      ),
    )
    .returning({ feedback_id: changeNoteReviews.feedback_id });
  return rows.length;
}
