import { eq, inArray, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { clinics, staffClinics, userRoles, users } from '../../db/schema';

export async function clinicIdsOf(db: DbOrTx, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: staffClinics.clinic_id })
    .from(staffClinics)
    .where(eq(staffClinics.user_id, userId));
  return rows.map((r) => r.id);
}

export async function clinicsOf(db: DbOrTx, userId: string) {
  return db
    .select({ id: clinics.id, name: clinics.name })
    .from(staffClinics)
    .innerJoin(clinics, eq(clinics.id, staffClinics.clinic_id))
    .where(eq(staffClinics.user_id, userId))
    .orderBy(clinics.name);
}

export async function existingClinicIds(db: DbOrTx, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: clinics.id }).from(clinics).where(inArray(clinics.id, ids));
  return rows.map((r) => r.id);
}

export async function replaceClinics(tx: DbOrTx, userId: string, clinicIds: string[]) {
  await tx.delete(staffClinics).where(eq(staffClinics.user_id, userId));
  if (clinicIds.length > 0)
    await tx
      .insert(staffClinics)
      .values(clinicIds.map((clinic_id) => ({ user_id: userId, clinic_id })));
}

/**
 * Staff (and admins) who work for a clinic: those assigned to it and the chain-wide ones (no
 * assignment). Admins are included only when `withAdmins`.
 */
export async function workersOfClinic(
  db: DbOrTx,
  clinicId: string | null,
  withAdmins: boolean,
): Promise<{ id: string; name: string; role: string }[]> {
  const roles = withAdmins ? ['staff', 'admin'] : ['staff'];
  const rows = await db.execute(sql`
    select u.id, u.name, r.role
    from ${userRoles} r join users u on u.id = r.user_id
    where r.role in (${sql.join(
      roles.map((x) => sql`${x}`),
      sql`, `,
    )})
      and (r.role = 'admin'
        or not exists (select 1 from ${staffClinics} s where s.user_id = u.id)
        or exists (select 1 from ${staffClinics} s where s.user_id = u.id and s.clinic_id = ${clinicId}))
    order by u.name, u.id`);
  return (rows as unknown as { rows: { id: string; name: string; role: string }[] }).rows;
}

/** Whether the user is assigned to that clinic (or works chain-wide). */
export async function worksFor(db: DbOrTx, userId: string, clinicId: string | null) {
  const [row] = await db
    .execute(sql`
    select not exists (select 1 from ${staffClinics} s where s.user_id = ${userId})
      or exists (select 1 from ${staffClinics} s where s.user_id = ${userId} and s.clinic_id = ${clinicId}) as ok`)
    .then((r) => (r as unknown as { rows: { ok: boolean }[] }).rows);
  return row?.ok ?? false;
}

/** The account's role; undefined when there is no such account. */
export async function roleOf(db: DbOrTx, userId: string): Promise<Role | null | undefined> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.id, userId));
  return row ? ((row.role as Role | null) ?? null) : undefined;
}
