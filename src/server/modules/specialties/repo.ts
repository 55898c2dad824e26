import { asc, count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { specialties } from '../../db/schema';

// Serialises taxonomy changes, so two administrators cannot add the same name at once.
const TAXONOMY_LOCK = 734_221_913;

/** Waits for the taxonomy's transaction-scoped advisory lock (released at commit). */
export async function lockTaxonomy(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(${TAXONOMY_LOCK})`);
}

const columns = {
  id: specialties.id,
  slug: specialties.slug,
  name_vi: specialties.name_vi,
  name_en: specialties.name_en,
  synonyms_vi: specialties.synonyms_vi,
  synonyms_en: specialties.synonyms_en,
  // Spelled out: inside a one-table select the ORM leaves column names unqualified.
  doctor_count:
    sql<number>`(select count(*) from doctors d where d.specialty_id = "specialties"."id")`.mapWith(
      Number,
    ),
};

const byVietnameseName = asc(sql`app_search_text(${specialties.name_vi})`);

export async function listSpecialtyRefs(db: DbOrTx) {
  return db
    .select({
      id: specialties.id,
      slug: specialties.slug,
      name_vi: specialties.name_vi,
      name_en: specialties.name_en,
    })
    .from(specialties)
    .orderBy(byVietnameseName);
}

export async function listSpecialties(db: DbOrTx) {
  return db.select(columns).from(specialties).orderBy(byVietnameseName);
}

export async function findSpecialty(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(specialties).where(eq(specialties.id, id));
  return row;
}

/** Another specialty with the same slug or the same accent-free Vietnamese name. */
export async function findClash(
  db: DbOrTx,
  slug: string | null,
  nameVi: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ n: count() })
    .from(specialties)
    .where(
      sql`(${specialties.slug} = ${slug ?? ''} or app_search_text(${specialties.name_vi}) = app_search_text(${nameVi}))
        and ${specialties.id} is distinct from ${exceptId ?? null}::uuid`,
    );
  return (row?.n ?? 0) > 0;
}

export type SpecialtyValues = {
  name_vi: string;
  name_en: string;
  synonyms_vi: string[];
  synonyms_en: string[];
};

export async function insertSpecialty(db: DbOrTx, values: SpecialtyValues & { slug: string }) {
  const [row] = await db.insert(specialties).values(values).returning({ id: specialties.id });
  return row!.id;
}

/** The database trigger refreshes the doctors' search terms of this specialty. */
export async function updateSpecialty(db: DbOrTx, id: string, values: SpecialtyValues) {
  const [row] = await db
    .update(specialties)
    .set({ ...values, updated_at: new Date() })
    .where(eq(specialties.id, id))
    .returning({ id: specialties.id });
  return row?.id;
}

/** Deletes a specialty emptied by a merge (its doctors moved first, by admin-doctors). */
export async function deleteSpecialty(db: DbOrTx, id: string) {
  await db.delete(specialties).where(eq(specialties.id, id));
}
