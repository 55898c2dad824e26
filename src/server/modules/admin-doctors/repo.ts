import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DoctorStatus } from '../../../shared/constants';
import type { ProfileEditChanges } from '../../../shared/portal';
import type { DbOrTx } from '../../db/client';
import {
  clinics,
  doctors,
  feedback,
  specialties,
  doctorRatingStats as stats,
} from '../../db/schema';
import { everyWord } from '../../db/search';

const columns = {
  id: doctors.id,
  name: doctors.name,
  specialty_id: doctors.specialty_id,
  specialty_slug: specialties.slug,
  specialty_name_vi: specialties.name_vi,
  specialty_name_en: specialties.name_en,
  clinic: doctors.clinic,
  clinic_id: doctors.clinic_id,
  image_url: doctors.image_url,
  education: doctors.education,
  education_en: doctors.education_en,
  experience_years: doctors.experience_years,
  bio: doctors.bio,
  bio_en: doctors.bio_en,
  status: doctors.status,
  review_count: sql<number>`coalesce(${stats.review_count}, 0)`.mapWith(Number),
  /** The combined score the public pages show (staff see it from the first review). */
  score: sql<number>`coalesce(${stats.score}, 0)::float8`.mapWith(Number),
  feedback_count:
    sql<number>`(select count(*)::int from ${feedback} f where f.doctor_id = ${doctors.id})`.mapWith(
      Number,
    ),
  created_at: doctors.created_at,
  updated_at: doctors.updated_at,
};

function conditions(q?: string, status?: DoctorStatus): SQL | undefined {
  return and(
    status ? eq(doctors.status, status) : undefined,
    everyWord(q, (pattern) => sql`${doctors.search_text} like ${pattern}`),
  );
}

export async function listAdminDoctors(
  db: DbOrTx,
  q: string | undefined,
  status: DoctorStatus | undefined,
  limit: number,
  offset: number,
) {
  const where = conditions(q, status);
  const [items, [total]] = await Promise.all([
    db
      .select(columns)
      .from(doctors)
      .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
      .leftJoin(stats, eq(stats.doctor_id, doctors.id))
      .where(where)
      .orderBy(
        sql`case ${doctors.status} when 'pending' then 0 else 1 end`,
        doctors.sort_name,
        doctors.id,
      )
      .limit(limit)
      .offset(offset),
    db.select({ n: sql<number>`count(*)::int` }).from(doctors).where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

export async function findAdminDoctor(db: DbOrTx, id: string) {
  const [row] = await db
    .select(columns)
    .from(doctors)
    .innerJoin(specialties, eq(specialties.id, doctors.specialty_id))
    .leftJoin(stats, eq(stats.doctor_id, doctors.id))
    .where(eq(doctors.id, id));
  return row;
}

export async function specialtyExists(db: DbOrTx, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: specialties.id })
    .from(specialties)
    .where(eq(specialties.id, id));
  return row !== undefined;
}

export async function clinicName(db: DbOrTx, clinicId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: clinics.name })
    .from(clinics)
    .where(eq(clinics.id, clinicId));
  return row?.name;
}

export async function insertDoctor(tx: DbOrTx, values: typeof doctors.$inferInsert) {
  const [row] = await tx.insert(doctors).values(values).returning({ id: doctors.id });
  return row!.id;
}

export async function updateDoctor(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof doctors.$inferInsert>,
) {
  const rows = await tx
    .update(doctors)
    .set({ ...values, updated_at: new Date() })
    .where(eq(doctors.id, id))
    .returning({ id: doctors.id, name: doctors.name });
  return rows[0];
}

/** The doctors' copy of a clinic's name follows its rename. */
export async function setClinicName(tx: DbOrTx, clinicId: string, name: string) {
  await tx
    .update(doctors)
    .set({ clinic: name, updated_at: new Date() })
    .where(eq(doctors.clinic_id, clinicId));
}

/** Moves a specialty's doctors to another (their search terms follow by trigger); how many. */
export async function moveSpecialtyDoctors(tx: DbOrTx, fromId: string, intoId: string) {
  const moved = await tx
    .update(doctors)
    .set({ specialty_id: intoId, updated_at: new Date() })
    .where(eq(doctors.specialty_id, fromId))
    .returning({ id: doctors.id });
  return moved.length;
}

/** A doctor's texts as an approved profile edit changes them. */
export async function applyDoctorTexts(tx: DbOrTx, doctorId: string, changes: ProfileEditChanges) {
  await tx
    .update(doctors)
    .set({ ...changes, updated_at: sql`now()` })
    .where(eq(doctors.id, doctorId));
}

/** Deleting a doctor deletes its feedback, visit links and aggregates (foreign keys cascade). */
export async function deleteDoctor(tx: DbOrTx, id: string) {
  return tx
    .delete(doctors)
    .where(eq(doctors.id, id))
    .returning({ name: doctors.name, image_url: doctors.image_url });
}
