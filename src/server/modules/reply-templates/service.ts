/**
 * Reply templates: staff keep them (every change audited in its own transaction), and a doctor
 * or staff member starting a reply gets them filled in for the review being answered.
 */
import type { Language } from '../../../shared/constants';
import { givenName } from '../../../shared/names';
import {
  type FilledReplyTemplates,
  fillTemplate,
  NEUTRAL_PATIENT,
  type ReplyTemplate,
  type ReplyTemplateInput,
  type ReplyTemplateUpdate,
  type ReplyTemplateValues,
} from '../../../shared/reply-templates';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { textLanguage } from '../../lib/text-language';
import { findDoctorIdOfUser } from '../doctor-accounts/service';
import * as repo from './repo';

const toTemplate = (r: repo.ReplyTemplateRow): ReplyTemplate => ({
  id: r.id,
  title_vi: r.title_vi,
  title_en: r.title_en,
  body_vi: r.body_vi,
  body_en: r.body_en,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function listReplyTemplates(db: Db) {
  return { items: (await repo.listTemplates(db)).map(toTemplate) };
}

export async function createReplyTemplate(db: Db, ctx: UserContext, input: ReplyTemplateInput) {
  return db.transaction(async (tx) => {
    const row = await repo.insertTemplate(tx, { ...input, created_by: ctx.viewer.userId });
    await auditAs(tx, ctx, {
      action: 'reply_template.created',
      description: `Reply template "${row.title_en}" added`,
      metadata: { reply_template_id: row.id, title_vi: row.title_vi, title_en: row.title_en },
    });
    return toTemplate(row);
  });
}

export async function updateReplyTemplate(
  db: Db,
  ctx: UserContext,
  id: string,
  changes: ReplyTemplateUpdate,
) {
  return db.transaction(async (tx) => {
    const row = await repo.updateTemplate(tx, id, changes);
    if (!row) throw notFound('Reply template');
    await auditAs(tx, ctx, {
      action: 'reply_template.updated',
      description: `Reply template "${row.title_en}" changed`,
      metadata: { reply_template_id: id, fields: Object.keys(changes) },
    });
    return toTemplate(row);
  });
}

export async function deleteReplyTemplate(db: Db, ctx: UserContext, id: string) {
  await db.transaction(async (tx) => {
    const row = await repo.deleteTemplate(tx, id);
    if (!row) throw notFound('Reply template');
    await auditAs(tx, ctx, {
      action: 'reply_template.deleted',
      description: `Reply template "${row.title_vi}" deleted`,
      metadata: { reply_template_id: id, title_vi: row.title_vi },
    });
  });
}

type Review = NonNullable<Awaited<ReturnType<typeof repo.findReviewForTemplates>>>;

/**
 * What the placeholders become for a review. {patient} is the author's given name only when the
 * review shows who wrote it; an anonymous author, a deleted account or a profile without a name
 * get the neutral form, so a template can never reveal who wrote an anonymous review.
 */
export function placeholderValues(review: Review, language: Language): ReplyTemplateValues {
  const named = !review.is_anonymous && review.first_name;
  const patient = named ? givenName(review.first_name ?? '', review.language ?? 'vi') : null;
  return {
    patient: patient ?? NEUTRAL_PATIENT[language],
    doctor: review.doctor_name,
    clinic: review.clinic_name,
  };
}

async function filledFor(
  db: DbOrTx,
  review: Review,
  asked: Language | undefined,
): Promise<FilledReplyTemplates> {
  // A reply reads best in the language the review was written in; the writer's own language
  // (sent by their screen) only when the comment does not tell, or there is none.
  const lang = textLanguage(review.comment) ?? asked ?? 'vi';
  const values = placeholderValues(review, lang);
  const rows = await repo.listTemplates(db);
  return {
    lang,
    items: rows.map((r) => ({
      id: r.id,
      title: lang === 'en' ? r.title_en : r.title_vi,
      body: fillTemplate(lang === 'en' ? r.body_en : r.body_vi, values),
    })),
  };
}

/** For the linked doctor, about a published review of their own record (as they may reply). */
export async function templatesForDoctorReview(
  db: Db,
  ctx: UserContext,
  feedbackId: string,
  lang: Language | undefined,
) {
  const doctorId = await findDoctorIdOfUser(db, ctx.viewer.userId);
  if (!doctorId) throw new AppError('doctor_not_linked', 'No doctor record is linked to you');
  const review = await repo.findReviewForTemplates(db, feedbackId);
  if (review?.status !== 'approved' || review.doctor_id !== doctorId) throw notFound('Review');
  return filledFor(db, review, lang);
}

/** For staff, about any published review (as they may reply for the clinic). */
export async function templatesForClinicReview(
  db: Db,
  feedbackId: string,
  lang: Language | undefined,
) {
  const review = await repo.findReviewForTemplates(db, feedbackId);
  if (review?.status !== 'approved') throw notFound('Review');
  return filledFor(db, review, lang);
}
