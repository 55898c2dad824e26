import type { Specialty, SpecialtyRef } from '../../../shared/specialties';
import { auditAs } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, conflict, notFound } from '../../http/errors';
import { moveSpecialtyDoctors } from '../admin-doctors/service';
import {
  deleteSpecialty,
  findClash,
  findSpecialty,
  insertSpecialty,
  listSpecialties,
  listSpecialtyRefs,
  lockTaxonomy,
  type SpecialtyValues,
  updateSpecialty,
} from './repo';

const taken = () =>
  conflict('A specialty with this slug or Vietnamese name exists', {
    reason: 'specialty_exists',
  });

export async function publicSpecialties(db: Db): Promise<(SpecialtyRef & { id: string })[]> {
  return listSpecialtyRefs(db);
}

export async function adminSpecialties(db: Db): Promise<Specialty[]> {
  return listSpecialties(db);
}

export async function createSpecialty(
  db: Db,
  ctx: UserContext,
  input: SpecialtyValues & { slug: string },
): Promise<Specialty> {
  const id = await db.transaction(async (tx) => {
    await lockTaxonomy(tx);
    if (await findClash(tx, input.slug, input.name_vi)) throw taken();
    const id = await insertSpecialty(tx, input);
    await auditAs(tx, ctx, {
      action: 'specialty.created',
      description: `Specialty "${input.name_vi}" added`,
      metadata: {
        specialty_id: id,
        slug: input.slug,
        name_vi: input.name_vi,
        name_en: input.name_en,
      },
    });
    return id;
  });
  return (await findSpecialty(db, id))!;
}

export async function renameSpecialty(
  db: Db,
  ctx: UserContext,
  id: string,
  input: SpecialtyValues,
): Promise<Specialty> {
  await db.transaction(async (tx) => {
    await lockTaxonomy(tx);
    const before = await findSpecialty(tx, id);
    if (!before) throw notFound('Specialty');
    if (await findClash(tx, null, input.name_vi, id)) throw taken();
    await updateSpecialty(tx, id, input);
    await auditAs(tx, ctx, {
      action: 'specialty.updated',
      description: `Specialty "${before.name_vi}" renamed to "${input.name_vi}"`,
      metadata: {
        specialty_id: id,
        from: { name_vi: before.name_vi, name_en: before.name_en },
        to: { name_vi: input.name_vi, name_en: input.name_en },
      },
    });
  });
  return (await findSpecialty(db, id))!;
}

export async function mergeSpecialties(
  db: Db,
  ctx: UserContext,
  fromId: string,
  intoId: string,
): Promise<Specialty> {
  if (fromId === intoId) {
    throw new AppError('validation_failed', 'A specialty cannot be merged into itself', {
      fields: [{ path: 'into', code: 'custom', message: 'validation.specialty.mergeSelf' }],
    });
  }
  await db.transaction(async (tx) => {
    await lockTaxonomy(tx);
    const [from, into] = await Promise.all([findSpecialty(tx, fromId), findSpecialty(tx, intoId)]);
    if (!from || !into) throw notFound('Specialty');
    // The doctors move (their search terms follow by trigger), then the emptied specialty goes.
    const moved = await moveSpecialtyDoctors(tx, fromId, intoId);
    await deleteSpecialty(tx, fromId);
    await auditAs(tx, ctx, {
      action: 'specialty.merged',
      description: `Specialty "${from.name_vi}" merged into "${into.name_vi}" (${moved} doctors)`,
      severity: 'warning',
      metadata: {
        specialty_id: intoId,
        from_specialty_id: fromId,
        from_name_vi: from.name_vi,
        from_name_en: from.name_en,
        doctors: moved,
      },
    });
  });
  return (await findSpecialty(db, intoId))!;
}
