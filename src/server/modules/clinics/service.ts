import type { Clinic, ClinicInput, clinicSchema } from '../../../shared/admin';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { OperatingHours } from '../../db/schema';
import type { UserContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { CLINIC_IMAGE, removeImage, replaceImage } from '../../storage/images';
import type { Storage } from '../../storage/storage';
import * as repo from './repo';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findClinic>>>;

const toClinic = (r: Row): Clinic => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export async function listClinics(db: Db, q?: string, activeOnly = false) {
  return (await repo.listClinics(db, { q, activeOnly })).map(toClinic);
}

/** The public see active clinics only; an inactive one is answered as not found. */
export async function getActiveClinic(db: Db, id: string) {
  const clinic = await getClinic(db, id);
  if (!clinic.is_active) throw notFound('Clinic');
  return clinic;
}

export async function getClinic(db: Db, id: string) {
  const row = await repo.findClinic(db, id);
  if (!row) throw notFound('Clinic');
  return toClinic(row);
}

type Parsed = ReturnType<typeof clinicSchema.parse>;
const values = (input: Parsed) => ({
  name: input.name,
  address: input.address,
  city: input.city,
  description: input.description ?? null,
  description_en: input.description_en ?? null,
  phone: input.phone ?? null,
  email: input.email ?? null,
  operating_hours: input.operating_hours as OperatingHours,
  is_active: input.is_active,
});

export async function createClinic(db: Db, ctx: UserContext, input: Parsed) {
  const { ip } = ctx;
  const actorId = ctx.viewer.userId;
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertClinic(tx, values(input));
    await writeAudit(tx, {
      userId: actorId,
      action: 'clinic.created',
      description: `Clinic "${input.name}" created`,
      ip,
      metadata: { clinic_id: id },
    });
    return id;
  });
  return getClinic(db, id);
}

export async function updateClinic(db: Db, ctx: UserContext, id: string, input: Parsed) {
  const { ip } = ctx;
  const actorId = ctx.viewer.userId;
  await db.transaction(async (tx) => {
    const row = await repo.updateClinic(tx, id, values(input));
    if (!row) throw notFound('Clinic');
    await repo.renameClinicOnDoctors(tx, id, input.name);
    await writeAudit(tx, {
      userId: actorId,
      action: 'clinic.updated',
      description: `Clinic "${input.name}" updated`,
      ip,
      metadata: { clinic_id: id },
    });
  });
  return getClinic(db, id);
}

/** A clinic that still has doctors cannot be deleted: move or delete the doctors first. */
export async function deleteClinic(db: Db, storage: Storage, ctx: UserContext, id: string) {
  const { ip } = ctx;
  const actorId = ctx.viewer.userId;
  const image = await db.transaction(async (tx) => {
    const doctors = await repo.countDoctorsOf(tx, id);
    if (doctors > 0) {
      throw conflict(`This clinic still has ${doctors} doctor(s); move or delete them first`, {
        reason: 'clinic_has_doctors',
        doctors,
      });
    }
    const [row] = await repo.deleteClinic(tx, id);
    if (!row) throw notFound('Clinic');
    await writeAudit(tx, {
      userId: actorId,
      action: 'clinic.deleted',
      description: `Clinic "${row.name}" deleted`,
      ip,
      severity: 'warning',
      metadata: { clinic_id: id },
    });
    return row.image_url;
  });
  await removeImage(storage, image, CLINIC_IMAGE);
}

export async function replaceClinicImage(
  db: Db,
  storage: Storage,
  ctx: UserContext,
  id: string,
  bytes: Buffer,
) {
  await getClinic(db, id);
  const image_url = await replaceImage(storage, CLINIC_IMAGE, bytes, (url) =>
    db.transaction(async (tx) => {
      const before = await repo.findClinic(tx, id);
      if (!before) throw notFound('Clinic');
      await repo.updateClinic(tx, id, { image_url: url });
      await writeAudit(tx, {
        userId: ctx.viewer.userId,
        action: 'clinic.image_updated',
        description: 'Clinic image replaced',
        ip: ctx.ip,
        metadata: { clinic_id: id },
      });
      return before.image_url;
    }),
  );
  return { image_url };
}

export type { ClinicInput };
