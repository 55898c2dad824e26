/**
 * Doctor accounts: an administrator links a user account to a doctor record (the account gets
 * the doctor role), or invites the doctor by e-mail and the invitation links whichever account
 * of that address accepts it. One account per record and one record per account; every change
 * is audited in its transaction. The link is read on every request, so unlinking ends it at once.
 */
import crypto from 'node:crypto';
import type { DoctorAccountLink } from '../../../shared/portal';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { enqueueMail } from '../../mail/outbox';
import { renderMail } from '../../mail/templates';
import * as repo from './repo';

const INVITATION_DAYS = 7;
const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

/**
 * What a link changes in other modules, in the (un)linking transaction: the account's role
 * (accounts) and, on unlinking, the pending replies (replies) and proposed profile edit (portal)
 * the account wrote as the doctor, withdrawn (each returns how many). Passed in by app.ts: those
 * modules read links from this one, so it cannot import them.
 */
export interface LinkEffects {
  setRole(tx: DbOrTx, userId: string, role: 'doctor' | null): Promise<void>;
  withdrawReplies(tx: DbOrTx, userId: string, doctorId: string): Promise<number>;
  withdrawEdits(tx: DbOrTx, userId: string, doctorId: string): Promise<number>;
}

// The link as other modules read it (who the account is as a doctor, and the reverse).
export { findDoctorIdOfUser, findUserIdOfDoctor } from './repo';

/**
 * Nobody judges their own case: a review they wrote, or one about the doctor record linked to
 * their account. Returns the test for one moderator, reading their link once.
 */
export async function conflictTest(db: DbOrTx, moderatorId: string) {
  const linkedDoctorId = await repo.findDoctorIdOfUser(db, moderatorId);
  return (row: { user_id: string | null; doctor_id: string }) =>
    row.user_id === moderatorId || row.doctor_id === linkedDoctorId;
}

export const conflictOfInterest = () =>
  new AppError(
    'conflict_of_interest',
    'You cannot moderate this review: you wrote it or are linked to its doctor. Another moderator must decide.',
  );

export async function getLink(db: Db, doctorId: string): Promise<DoctorAccountLink> {
  const doctor = await repo.lockDoctor(db, doctorId);
  if (!doctor) throw notFound('Doctor');
  const [user, invitation] = await Promise.all([
    repo.findLink(db, doctorId),
    repo.findOpenInvitation(db, doctorId),
  ]);
  return {
    doctor_id: doctorId,
    user: user ? { id: user.user_id, email: user.email, name: user.name } : null,
    invitation: invitation
      ? { email: invitation.email, expires_at: invitation.expires_at.toISOString() }
      : null,
  };
}

/** Links the account to the record and gives it the doctor role; refuses any double link. */
async function link(
  tx: DbOrTx,
  effects: LinkEffects,
  ctx: UserContext,
  doctorId: string,
  userId: string,
  role: string | null,
  via: string,
) {
  if (role === 'admin' || role === 'staff') {
    throw new AppError('account_has_role', 'Administrators and staff cannot be linked as doctors');
  }
  if (await repo.findLink(tx, doctorId)) {
    throw new AppError('doctor_already_linked', 'This doctor is already linked to an account');
  }
  if (await repo.findDoctorIdOfUser(tx, userId)) {
    throw new AppError('account_already_linked', 'This account is already linked to a doctor');
  }
  if (!(await repo.insertLink(tx, doctorId, userId, ctx.viewer.userId))) {
    throw new AppError('doctor_already_linked', 'This doctor is already linked to an account');
  }
  await effects.setRole(tx, userId, 'doctor');
  await repo.closeInvitations(tx, doctorId);
  await auditAs(tx, ctx, {
    action: 'doctor.account_linked',
    description: `Account linked to doctor ${doctorId} (${via})`,
    severity: 'warning',
    metadata: { doctor_id: doctorId, user_id: userId, via },
  });
}

export async function linkAccount(
  db: Db,
  effects: LinkEffects,
  ctx: UserContext,
  doctorId: string,
  email: string,
) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockDoctor(tx, doctorId))) throw notFound('Doctor');
    const user = await repo.lockUserByEmail(tx, email);
    if (!user) throw notFound('User');
    await link(tx, effects, ctx, doctorId, user.id, user.role, 'admin');
  });
  return getLink(db, doctorId);
}

/**
 * Ends the link at once: the account loses the doctor role, and its pending replies as the doctor
 * and its proposed profile edit are withdrawn.
 */
export async function unlinkAccount(
  db: Db,
  effects: LinkEffects,
  ctx: UserContext,
  doctorId: string,
) {
  await db.transaction(async (tx) => {
    if (!(await repo.lockDoctor(tx, doctorId))) throw notFound('Doctor');
    const userId = await repo.deleteLink(tx, doctorId);
    await repo.closeInvitations(tx, doctorId);
    if (!userId) return;
    await effects.setRole(tx, userId, null);
    // What the account wrote as the doctor and nobody decided yet no longer speaks for them.
    const replies = await effects.withdrawReplies(tx, userId, doctorId);
    const edits = await effects.withdrawEdits(tx, userId, doctorId);
    await auditAs(tx, ctx, {
      action: 'doctor.account_unlinked',
      description: `Account unlinked from doctor ${doctorId}; ${replies} pending replies and ${edits} proposed edits withdrawn`,
      severity: 'warning',
      metadata: {
        doctor_id: doctorId,
        user_id: userId,
        withdrawn_replies: replies,
        withdrawn_edits: edits,
      },
    });
  });
  return getLink(db, doctorId);
}

/** E-mails a one-time link (7 days); accepting it links the account of that address. */
export async function inviteDoctor(
  db: Db,
  ctx: UserContext,
  doctorId: string,
  input: { email: string; language: 'vi' | 'en' },
) {
  await db.transaction(async (tx) => {
    const doctor = await repo.lockDoctor(tx, doctorId);
    if (!doctor) throw notFound('Doctor');
    if (await repo.findLink(tx, doctorId)) {
      throw new AppError('doctor_already_linked', 'This doctor is already linked to an account');
    }
    await repo.closeInvitations(tx, doctorId);
    const token = crypto.randomBytes(32).toString('base64url');
    await repo.insertInvitation(tx, {
      doctor_id: doctorId,
      email: input.email,
      token_hash: hash(token),
      expires_at: new Date(Date.now() + INVITATION_DAYS * 86_400_000),
      invited_by: ctx.viewer.userId,
    });
    const url = `${ctx.publicUrl}/portal/accept?token=${token}`;
    await enqueueMail(
      tx,
      renderMail('doctorInvitation', input.language, input.email, { url, doctor: doctor.name }),
    );
    await auditAs(tx, ctx, {
      action: 'doctor.account_invited',
      description: `Invitation sent for doctor ${doctorId}`,
      metadata: { doctor_id: doctorId, email: input.email },
    });
  });
  return getLink(db, doctorId);
}

/**
 * The invited doctor, signed in with the invited address (a new account made for it, or one they
 * had), accepts: the account is linked to the record. The token works once.
 */
export async function acceptInvitation(
  db: Db,
  effects: LinkEffects,
  ctx: UserContext,
  token: string,
) {
  return db.transaction(async (tx) => {
    const invitation = await repo.lockInvitation(tx, hash(token));
    if (!invitation || invitation.accepted_at || invitation.expires_at.getTime() <= Date.now()) {
      throw new AppError('invitation_invalid', 'This invitation is not valid any more');
    }
    if (invitation.email.toLowerCase() !== ctx.viewer.email.toLowerCase()) {
      throw new AppError('invitation_email_mismatch', 'Sign in with the invited e-mail address');
    }
    const user = await repo.lockUserByEmail(tx, ctx.viewer.email);
    if (!user) throw notFound('User');
    await repo.lockDoctor(tx, invitation.doctor_id);
    await link(tx, effects, ctx, invitation.doctor_id, user.id, user.role, 'invitation');
    await repo.markAccepted(tx, invitation.id);
    return { doctor_id: invitation.doctor_id };
  });
}

/**
 * Whether an account may not review this doctor: it is linked to the doctor's record, or to a
 * doctor of the same clinic (a colleague). A review from either would not be a patient's.
 */
export function reviewIsConflicted(db: DbOrTx, authorId: string, doctorId: string) {
  return repo.isLinkedToDoctorOrColleague(db, authorId, doctorId);
}
