import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors, feedback, profiles, replyTemplates } from '../../db/schema';

export type ReplyTemplateRow = typeof replyTemplates.$inferSelect;
type ReplyTemplateTexts = Pick<ReplyTemplateRow, 'title_vi' | 'title_en' | 'body_vi' | 'body_en'>;

/** Every template, oldest first: the order staff wrote them in stays put as they add more. */
export function listTemplates(db: DbOrTx) {
  return db
    .select()
    .from(replyTemplates)
    .orderBy(asc(replyTemplates.created_at), asc(replyTemplates.id));
}

export async function insertTemplate(
  tx: DbOrTx,
  values: ReplyTemplateTexts & { created_by: string },
) {
  const [row] = await tx.insert(replyTemplates).values(values).returning();
  return row!;
}

export async function updateTemplate(tx: DbOrTx, id: string, values: Partial<ReplyTemplateTexts>) {
  const [row] = await tx
    .update(replyTemplates)
    .set({ ...values, updated_at: sql`now()` })
    .where(eq(replyTemplates.id, id))
    .returning();
  return row ?? null;
}

export async function deleteTemplate(tx: DbOrTx, id: string) {
  const [row] = await tx
    .delete(replyTemplates)
    .where(eq(replyTemplates.id, id))
    .returning({ title_vi: replyTemplates.title_vi });
  return row ?? null;
}

/**
 * What filling templates for one review needs: its status and doctor (for the access check), its
 * comment (for the language), whether it is anonymous and its author's name, the doctor's name
 * and the clinic's (the clinic record's, else the name kept on the doctor).
 */
export async function findReviewForTemplates(db: DbOrTx, feedbackId: string) {
  const [row] = await db
    .select({
      status: feedback.status,
      doctor_id: feedback.doctor_id,
      comment: feedback.comment,
      is_anonymous: feedback.is_anonymous,
      first_name: profiles.first_name,
      language: profiles.language,
      doctor_name: doctors.name,
      clinic_name: sql<string>`coalesce(${clinics.name}, ${doctors.clinic})`,
    })
    .from(feedback)
    .innerJoin(doctors, eq(doctors.id, feedback.doctor_id))
    .leftJoin(clinics, eq(clinics.id, doctors.clinic_id))
    .leftJoin(profiles, eq(profiles.id, feedback.user_id))
    .where(eq(feedback.id, feedbackId));
  return row ?? null;
}
