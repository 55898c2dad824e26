/**
 * The private conversation between a case's owner and the patient. It exists only when the
 * author ticked "the clinic may contact me about this visit": without that consent nothing is
 * sent. The patient reads and answers it in their profile; the clinic's messages also reach them
 * as a notification (by e-mail, or by SMS for an account that signs in by phone).
 */
import type { CaseStatus, PatientCaseThread } from '../../../shared/cases';
import { isActiveCase } from '../../../shared/cases';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { notify } from '../notifications/notify';
import { workersOfClinic } from '../staff-clinics/service';
import * as repo from './repo';
import { caseLink, changeCase, moveTo } from './service';
import { CLINIC_WROTE_TEXT, PATIENT_ANSWERED_TEXT } from './texts';

export const PATIENT_THREADS_PATH = '/profile?tab=feedback#clinic-messages';

export function messagePatient(db: Db, ctx: UserContext, id: string, body: string) {
  return changeCase(db, ctx, id, { action: 'case.patient_contacted' }, async (tx, c) => {
    const row = await repo.findCase(tx, c.id);
    if (!row?.contact_consent || !row.author_id)
      throw new AppError('contact_not_allowed', 'The patient did not allow contact');
    if (!isActiveCase(c.status as CaseStatus))
      throw new AppError('invalid_transition', 'The case is finished');
    await repo.insertEntry(tx, {
      case_id: c.id,
      kind: 'to_patient',
      body,
      author_id: ctx.viewer.userId,
    });
    if (c.status === 'open') await moveTo(tx, ctx, c, 'contacted');
    await notify(tx, {
      audience: { userId: row.author_id },
      // They asked to be contacted: the message is not muted by the feedback switch.
      preference: null,
      type: 'feedback',
      referenceId: c.id,
      text: CLINIC_WROTE_TEXT,
      link: `${ctx.publicUrl}${PATIENT_THREADS_PATH}`,
      smsToPhoneAccounts: true,
    });
  });
}

async function threads(db: DbOrTx, userId: string): Promise<PatientCaseThread[]> {
  const rows = await repo.threadsOf(db, userId);
  const messages = await repo.messagesOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    doctor_name: r.doctor_name,
    clinic_name: r.clinic_name,
    review_created_at: r.review_created_at.toISOString(),
    open: isActiveCase(r.status as CaseStatus),
    messages: messages
      .filter((m) => m.case_id === r.id)
      .map((m) => ({
        id: m.id,
        from: m.kind === 'to_patient' ? ('clinic' as const) : ('patient' as const),
        body: m.body ?? '',
        created_at: m.created_at.toISOString(),
      })),
  }));
}

export async function threadsOfPatient(db: Db, userId: string) {
  return { items: await threads(db, userId) };
}

export async function answerAsPatient(db: Db, ctx: UserContext, id: string, body: string) {
  return db.transaction(async (tx) => {
    const locked = await repo.lockCase(tx, id);
    const thread = locked
      ? (await threads(tx, ctx.viewer.userId)).find((t) => t.id === id)
      : undefined;
    // Someone else's case, or one the clinic has not written in, does not exist for them.
    if (!locked || !thread) throw notFound('Conversation');
    if (!thread.open) throw new AppError('invalid_transition', 'The case is finished');
    await repo.insertEntry(tx, {
      case_id: id,
      kind: 'from_patient',
      body,
      author_id: ctx.viewer.userId,
    });
    await auditAs(tx, ctx, {
      action: 'case.patient_answered',
      description: `Patient answered in case ${id}`,
      metadata: { case_id: id, feedback_id: locked.feedback_id },
    });
    const to = locked.owner_id
      ? [locked.owner_id]
      : (await workersOfClinic(tx, locked.clinic_id, false)).map((w) => w.id);
    await notify(tx, {
      audience: { userIds: to },
      preference: null,
      type: 'feedback',
      referenceId: id,
      text: PATIENT_ANSWERED_TEXT,
      link: caseLink(ctx.publicUrl, id),
    });
    const updated = (await threads(tx, ctx.viewer.userId)).find((t) => t.id === id);
    if (!updated) throw notFound('Conversation');
    return updated;
  });
}
