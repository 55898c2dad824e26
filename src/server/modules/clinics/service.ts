import type { Clinic, ClinicInput, clinicSchema, PublicClinic } from '../../../shared/admin';
import { auditAs } from '../../audit/audit';
import type { Db, DbOrTx } from '../../db/client';
import type { OperatingHours } from '../../db/schema';
import type { UserContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { CLINIC_IMAGE, removeImage } from '../../storage/images';
import { type RecordImage, replaceRecordImage } from '../../storage/record-image';
import type { Storage } from '../../storage/storage';
import { setClinicName } from '../admin-doctors/service';
import * as repo from './repo';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findClinic>>>;

const toClinic = (r: Row): Clinic => ({
  ...r,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

export function publicClinic({ invitation_channels: _, ...clinic }: Clinic): PublicClinic {
  return clinic;
}

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
  invitation_channels: input.invitation_channels,
});

export async function createClinic(db: Db, ctx: UserContext, input: Parsed) {
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertClinic(tx, values(input));
    await auditAs(tx, ctx, {
      action: 'clinic.created',
      description: `Clinic "${input.name}" created`,
      metadata: { clinic_id: id },
    });
    return id;
  });
  return getClinic(db, id);
}

export async function updateClinic(db: Db, ctx: UserContext, id: string, input: Parsed) {
  await db.transaction(async (tx) => {
    const row = await repo.updateClinic(tx, id, values(input));
    if (!row) throw notFound('Clinic');
    // The doctors' copy of the clinic name follows the rename.
    await setClinicName(tx, id, input.name);
    await auditAs(tx, ctx, {
      action: 'clinic.updated',
      description: `Clinic "${input.name}" updated`,
      metadata: { clinic_id: id },
    });
  });
  return getClinic(db, id);
}

/** A clinic that still has doctors cannot be deleted: move or delete the doctors first. */
export async function deleteClinic(db: Db, storage: Storage, ctx: UserContext, id: string) {
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
    await auditAs(tx, ctx, {
      action: 'clinic.deleted',
      description: `Clinic "${row.name}" deleted`,
      severity: 'warning',
      metadata: { clinic_id: id },
    });
    return row.image_url;
  });
  await removeImage(storage, image, CLINIC_IMAGE);
}

const CLINIC_PHOTO: RecordImage = {
  image: CLINIC_IMAGE,
  entity: 'clinic',
  label: 'Clinic',
  description: 'Clinic image replaced',
  imageOf: async (db, id) => (await repo.findClinic(db, id))?.image_url,
  setImage: (tx, id, image_url) => repo.updateClinic(tx, id, { image_url }),
};

export const replaceClinicImage = (
  db: Db,
  storage: Storage,
  ctx: UserContext,
  id: string,
  bytes: Buffer,
) => replaceRecordImage(db, storage, ctx, CLINIC_PHOTO, id, bytes);

export type { ClinicInput };

/** The clinics' phone numbers shown on the site (not personal data when a review quotes one). */
export const clinicPhones = (db: DbOrTx) => repo.publishedPhones(db);
