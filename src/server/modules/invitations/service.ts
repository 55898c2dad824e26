import type { VerifiedVisit } from '../../../shared/feedback';
import type { MyVisit, VisitInvite } from '../../../shared/invitations';
import type { Db, DbOrTx } from '../../db/client';
import { notFound } from '../../http/errors';
import { findInvitedVisit, findVisitById } from '../visits/repo';
import { claimFoundVisit } from '../visits/service';
import { hasVisitedDoctor } from './repo';
import { type InviteSigner, inviteUrl } from './token';

export { inviteUrl };

export async function visitInvite(
  db: DbOrTx,
  signer: InviteSigner,
  publicUrl: string,
  visitId: string,
): Promise<VisitInvite> {
  const visit = await findVisitById(db, visitId);
  if (!visit) throw notFound();
  return {
    url: inviteUrl(publicUrl, signer, visit),
    expires_at: visit.expires_at.toISOString(),
  };
}

/**
 * Opens the visit of an authentic invitation for the signed-in account. A forged token, or one
 * signed for another expiry than the visit now has, is "not found"; past the expiry it is
 * `visit_expired`; a visit another account claimed is `visit_claimed`.
 */
export async function claimInvite(
  db: Db,
  signer: InviteSigner,
  userId: string,
  token: string,
): Promise<VerifiedVisit> {
  const signed = signer.verify(token);
  if (!signed) throw notFound();
  const visit = await findInvitedVisit(db, signed.visitId);
  if (!visit || Math.floor(visit.expires_at.getTime() / 1000) !== signed.expires) throw notFound();
  return claimFoundVisit(db, userId, visit);
}

/**
 * The number a signed invitation's visit was recorded with, while the invitation works (the
 * code for signing in goes there); null for a forged, altered or expired one.
 */
export async function invitePhone(
  db: DbOrTx,
  signer: InviteSigner,
  token: string,
): Promise<string | null> {
  const signed = signer.verify(token);
  if (!signed) return null;
  const visit = await findVisitById(db, signed.visitId);
  const current = visit && Math.floor(visit.expires_at.getTime() / 1000) === signed.expires;
  return current && visit.expires_at > new Date() ? visit.phone : null;
}

export async function myVisit(db: DbOrTx, userId: string, doctorId: string): Promise<MyVisit> {
  return { visited: await hasVisitedDoctor(db, userId, doctorId) };
}
