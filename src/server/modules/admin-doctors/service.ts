import type { AdminDoctor, doctorSchema } from '../../../shared/admin';
import type { DoctorStatus } from '../../../shared/constants';
import type { Paged } from '../../../shared/doctors';
import { auditAs } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { AppError, notFound } from '../../http/errors';
import { DOCTOR_IMAGE, removeImage } from '../../storage/images';
import { type RecordImage, replaceRecordImage } from '../../storage/record-image';
import type { Storage } from '../../storage/storage';
import { ensureStats } from '../ratings/service';
import * as repo from './repo';

type Row = NonNullable<Awaited<ReturnType<typeof repo.findAdminDoctor>>>;
type Input = ReturnType<typeof doctorSchema.parse>;

const toAdminDoctor = (r: Row): AdminDoctor => ({
  id: r.id,
  name: r.name,
  specialty_id: r.specialty_id,
  specialty: { slug: r.specialty_slug, name_vi: r.specialty_name_vi, name_en: r.specialty_name_en },
  clinic: r.clinic,
  clinic_id: r.clinic_id,
  image_url: r.image_url,
  education: r.education,
  education_en: r.education_en,
  experience_years: r.experience_years,
  bio: r.bio,
  bio_en: r.bio_en,
  status: r.status as DoctorStatus,
  score: r.score,
  review_count: r.review_count,
  feedback_count: r.feedback_count,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at.toISOString(),
});

// What other modules change of doctor rows, in their transactions: a clinic's rename (clinics),
// a specialty merge (specialties), an approved profile edit (portal).
export { applyDoctorTexts, moveSpecialtyDoctors, setClinicName } from './repo';

export async function listDoctorsForAdmin(
  db: Db,
  q: string | undefined,
  status: DoctorStatus | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<AdminDoctor>> {
  const { items, total } = await repo.listAdminDoctors(
    db,
    q,
    status,
    pageSize,
    (page - 1) * pageSize,
  );
  return { items: items.map(toAdminDoctor), total, page, page_size: pageSize };
}

export async function getDoctorForAdmin(db: Db, id: string) {
  const row = await repo.findAdminDoctor(db, id);
  if (!row) throw notFound('Doctor');
  return toAdminDoctor(row);
}

/** The doctor's clinic name is always the chosen clinic's, so the two never disagree. */
async function withClinic(db: Db, input: Input) {
  if (!(await repo.specialtyExists(db, input.specialty_id))) {
    throw new AppError('validation_failed', 'The specialty does not exist', {
      fields: [
        { path: 'specialty_id', code: 'custom', message: 'validation.doctor.specialtyRequired' },
      ],
    });
  }
  const clinic = await repo.clinicName(db, input.clinic_id);
  if (!clinic) {
    throw new AppError('validation_failed', 'The clinic does not exist', {
      fields: [{ path: 'clinic_id', code: 'custom', message: 'validation.doctor.clinicRequired' }],
    });
  }
  return {
    name: input.name,
    specialty_id: input.specialty_id,
    clinic,
    clinic_id: input.clinic_id,
    education: input.education ?? null,
    education_en: input.education_en ?? null,
    experience_years: input.experience_years ?? null,
    bio: input.bio ?? null,
    bio_en: input.bio_en ?? null,
  };
}

/** New doctors start pending: they appear publicly once an admin verifies them. */
export async function createDoctor(db: Db, ctx: UserContext, input: Input) {
  const values = await withClinic(db, input);
  const id = await db.transaction(async (tx) => {
    const id = await repo.insertDoctor(tx, { ...values, status: input.status ?? 'pending' });
    await ensureStats(tx, id);
    await auditAs(tx, ctx, {
      action: 'doctor.created',
      description: `Doctor "${values.name}" added`,
      metadata: { doctor_id: id },
    });
    return id;
  });
  return getDoctorForAdmin(db, id);
}

export async function updateDoctor(db: Db, ctx: UserContext, id: string, input: Input) {
  const values = await withClinic(db, input);
  await db.transaction(async (tx) => {
    const row = await repo.updateDoctor(tx, id, {
      ...values,
      ...(input.status ? { status: input.status } : {}),
    });
    if (!row) throw notFound('Doctor');
    await auditAs(tx, ctx, {
      action: 'doctor.updated',
      description: `Doctor "${values.name}" updated`,
      metadata: { doctor_id: id },
    });
  });
  return getDoctorForAdmin(db, id);
}

export async function setDoctorStatus(db: Db, ctx: UserContext, id: string, status: DoctorStatus) {
  await db.transaction(async (tx) => {
    const row = await repo.updateDoctor(tx, id, { status });
    if (!row) throw notFound('Doctor');
    await auditAs(tx, ctx, {
      action: 'doctor.status_changed',
      description: `Doctor "${row.name}" is now ${status}`,
      metadata: { doctor_id: id, status },
    });
  });
  return getDoctorForAdmin(db, id);
}

/** Its feedback and aggregates go with it (cascade), so no rating is left pointing nowhere. */
export async function deleteDoctor(db: Db, storage: Storage, ctx: UserContext, id: string) {
  const image = await db.transaction(async (tx) => {
    const before = await repo.findAdminDoctor(tx, id);
    const [row] = await repo.deleteDoctor(tx, id);
    if (!row || !before) throw notFound('Doctor');
    await auditAs(tx, ctx, {
      action: 'doctor.deleted',
      description: `Doctor "${row.name}" deleted with ${before.feedback_count} feedback`,
      severity: 'warning',
      metadata: { doctor_id: id, feedback_deleted: before.feedback_count },
    });
    return row.image_url;
  });
  await removeImage(storage, image, DOCTOR_IMAGE);
}

const DOCTOR_PHOTO: RecordImage = {
  image: DOCTOR_IMAGE,
  entity: 'doctor',
  label: 'Doctor',
  description: 'Doctor photo replaced',
  imageOf: async (db, id) => (await repo.findAdminDoctor(db, id))?.image_url,
  setImage: (tx, id, image_url) => repo.updateDoctor(tx, id, { image_url }),
};

export const replaceDoctorImage = (
  db: Db,
  storage: Storage,
  ctx: UserContext,
  id: string,
  bytes: Buffer,
) => replaceRecordImage(db, storage, ctx, DOCTOR_PHOTO, id, bytes);
