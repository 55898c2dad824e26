/**
 * Clinic scope. Staff may be assigned to clinics; their moderation queue, their cases and their
 * case figures are then those clinics' only. Admins, and staff without an assignment (a chain's
 * central team), see every clinic. The scope is read from the database on every request, like
 * the role.
 */
import type { Role } from '../../../shared/constants';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import * as repo from './repo';

/** null: every clinic; otherwise the clinics the viewer works for. */
export type ClinicScope = readonly string[] | null;

export async function clinicScopeOf(
  db: DbOrTx,
  viewer: { userId: string; role: Role | null },
): Promise<ClinicScope> {
  if (viewer.role === 'admin') return null;
  const ids = await repo.clinicIdsOf(db, viewer.userId);
  return ids.length > 0 ? ids : null;
}

/** Whether a clinic (null: a doctor without one) is within the scope. */
export const inScope = (scope: ClinicScope, clinicId: string | null) =>
  scope === null || (clinicId !== null && scope.includes(clinicId));

export { workersOfClinic, worksFor } from './repo';

export async function staffClinics(db: Db, userId: string) {
  return { clinics: await repo.clinicsOf(db, userId) };
}

/** Replaces a staff member's clinics (empty: chain-wide). Only staff accounts have clinics. */
export async function setStaffClinics(
  db: Db,
  ctx: UserContext,
  userId: string,
  clinicIds: string[],
) {
  const unique = [...new Set(clinicIds)];
  return db.transaction(async (tx) => {
    const role = await repo.roleOf(tx, userId);
    if (role === undefined) throw notFound('User not found');
    if (role !== 'staff' && unique.length > 0)
      throw new AppError('conflict', 'Only staff accounts are assigned to clinics');
    const found = await repo.existingClinicIds(tx, unique);
    if (found.length !== unique.length)
      throw new AppError('validation_failed', 'A clinic does not exist', {
        fields: [
          { path: 'clinic_ids', code: 'custom', message: 'validation.doctor.clinicRequired' },
        ],
      });
    await repo.replaceClinics(tx, userId, unique);
    await auditAs(tx, ctx, {
      action: 'user.clinics_changed',
      description: `Clinics of user ${userId} set to ${unique.length || 'all (chain-wide)'}`,
      metadata: { user_id: userId, clinic_ids: unique },
    });
    return { clinics: await repo.clinicsOf(tx, userId) };
  });
}
