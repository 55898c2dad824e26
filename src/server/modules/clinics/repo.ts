import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { clinics, doctors } from '../../db/schema';
import { everyWord } from '../../db/search';

const columns = {
  id: clinics.id,
  name: clinics.name,
  address: clinics.address,
  city: clinics.city,
  description: clinics.description,
  description_en: clinics.description_en,
  phone: clinics.phone,
  email: clinics.email,
  operating_hours: clinics.operating_hours,
  image_url: clinics.image_url,
  is_active: clinics.is_active,
  invitation_channels: clinics.invitation_channels,
  created_at: clinics.created_at,
  updated_at: clinics.updated_at,
  // Written out in full: with no join Drizzle leaves the outer column unqualified, and inside
  // the subquery a bare "id" would mean the doctor's own id.
  doctor_count:
    sql<number>`(select count(*)::int from doctors d where d.clinic_id = "clinics"."id")`.mapWith(
      Number,
    ),
};

/** A clinic's name, address and city, accent-free as the doctors' search text is. */
const clinicText = sql`app_search_text(${clinics.name} || ' ' || ${clinics.address} || ' ' || ${clinics.city})`;

/**
 * Clinics, all or those whose name, address or city holds every word of `q`, with or without
 * diacritics ("quan 7" finds "Quận 7"). A chain has tens of clinics: no index is needed.
 */
export async function listClinics(db: DbOrTx, opts: { q?: string; activeOnly?: boolean } = {}) {
  return db
    .select(columns)
    .from(clinics)
    .where(
      and(
        opts.activeOnly ? eq(clinics.is_active, true) : undefined,
        everyWord(opts.q, (pattern) => sql`${clinicText} like ${pattern}`),
      ),
    )
    .orderBy(asc(clinics.name));
}

export async function findClinic(db: DbOrTx, id: string) {
  const [row] = await db.select(columns).from(clinics).where(eq(clinics.id, id));
  return row;
}

export async function insertClinic(tx: DbOrTx, values: typeof clinics.$inferInsert) {
  const [row] = await tx.insert(clinics).values(values).returning({ id: clinics.id });
  return row!.id;
}

export async function updateClinic(
  tx: DbOrTx,
  id: string,
  values: Partial<typeof clinics.$inferInsert>,
) {
  const rows = await tx
    .update(clinics)
    .set({ ...values, updated_at: new Date() })
    .where(eq(clinics.id, id))
    .returning({ id: clinics.id, name: clinics.name });
  return rows[0];
}

export async function deleteClinic(tx: DbOrTx, id: string) {
  return tx
    .delete(clinics)
    .where(eq(clinics.id, id))
    .returning({ name: clinics.name, image_url: clinics.image_url });
}

export async function countDoctorsOf(db: DbOrTx, clinicId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(doctors)
    .where(eq(doctors.clinic_id, clinicId));
  return row?.n ?? 0;
}

/** The clinics' own phone numbers, published on the site. */
export async function publishedPhones(db: DbOrTx): Promise<string[]> {
  const rows = await db
    .select({ phone: clinics.phone })
    .from(clinics)
    .where(sql`${clinics.phone} is not null`);
  return rows.map((r) => r.phone).filter((p): p is string => Boolean(p));
}
