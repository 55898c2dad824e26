import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import {
  doctorAccounts,
  doctorInvitations,
  doctors,
  profiles,
  userRoles,
  users,
} from '../../db/schema';

/** The doctor record linked to an account, read on every request that needs it. */
export async function findDoctorIdOfUser(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ doctor_id: doctorAccounts.doctor_id })
    .from(doctorAccounts)
    .where(eq(doctorAccounts.user_id, userId));
  return row?.doctor_id ?? null;
}

/**
 * Whether the account is linked to this doctor's record or to a doctor of the same clinic.
 */
export async function isLinkedToDoctorOrColleague(db: DbOrTx, userId: string, doctorId: string) {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from ${doctorAccounts} da
      join ${doctors} mine on mine.id = da.doctor_id
      join ${doctors} reviewed on reviewed.id = ${doctorId}
      where da.user_id = ${userId}
        and (mine.id = reviewed.id or mine.clinic_id = reviewed.clinic_id)
      limit 1`,
  );
  return rows.length > 0;
}

/** The account linked to a doctor record, if any. */
export async function findUserIdOfDoctor(db: DbOrTx, doctorId: string): Promise<string | null> {
  const [row] = await db
    .select({ user_id: doctorAccounts.user_id })
    .from(doctorAccounts)
    .where(eq(doctorAccounts.doctor_id, doctorId));
  return row?.user_id ?? null;
}

export async function lockDoctor(tx: DbOrTx, doctorId: string) {
  const [row] = await tx
    .select({ id: doctors.id, name: doctors.name })
    .from(doctors)
    .where(eq(doctors.id, doctorId))
    .for('update');
  return row ?? null;
}

export async function findLink(db: DbOrTx, doctorId: string) {
  const [row] = await db
    .select({ user_id: users.id, email: users.email, name: users.name })
    .from(doctorAccounts)
    .innerJoin(users, eq(users.id, doctorAccounts.user_id))
    .where(eq(doctorAccounts.doctor_id, doctorId));
  return row ?? null;
}

export async function findOpenInvitation(db: DbOrTx, doctorId: string) {
  const [row] = await db
    .select({ email: doctorInvitations.email, expires_at: doctorInvitations.expires_at })
    .from(doctorInvitations)
    .where(
      and(
        eq(doctorInvitations.doctor_id, doctorId),
        isNull(doctorInvitations.accepted_at),
        gt(doctorInvitations.expires_at, sql`now()`),
      ),
    )
    .orderBy(sql`${doctorInvitations.created_at} desc`)
    .limit(1);
  return row ?? null;
}

/** The account with this e-mail (any case), with its role and language, locked. */
export async function lockUserByEmail(tx: DbOrTx, email: string) {
  const [row] = await tx
    .select({ id: users.id, email: users.email, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .for('update', { of: users });
  return row ?? null;
}

export async function insertLink(tx: DbOrTx, doctorId: string, userId: string, by: string) {
  const rows = await tx
    .insert(doctorAccounts)
    .values({ doctor_id: doctorId, user_id: userId, linked_by: by })
    .onConflictDoNothing()
    .returning({ doctor_id: doctorAccounts.doctor_id });
  return rows.length > 0;
}

export async function deleteLink(tx: DbOrTx, doctorId: string) {
  const [row] = await tx
    .delete(doctorAccounts)
    .where(eq(doctorAccounts.doctor_id, doctorId))
    .returning({ user_id: doctorAccounts.user_id });
  return row?.user_id ?? null;
}

export async function insertInvitation(
  tx: DbOrTx,
  v: { doctor_id: string; email: string; token_hash: string; expires_at: Date; invited_by: string },
) {
  await tx.insert(doctorInvitations).values(v);
}

export async function lockInvitation(tx: DbOrTx, tokenHash: string) {
  const [row] = await tx
    .select()
    .from(doctorInvitations)
    .where(eq(doctorInvitations.token_hash, tokenHash))
    .for('update');
  return row ?? null;
}

export async function markAccepted(tx: DbOrTx, id: string) {
  await tx
    .update(doctorInvitations)
    .set({ accepted_at: sql`now()` })
    .where(eq(doctorInvitations.id, id));
}

/** Invitations for the record still open are closed once it is linked or unlinked. */
export async function closeInvitations(tx: DbOrTx, doctorId: string) {
  await tx
    .update(doctorInvitations)
    .set({ expires_at: sql`now()` })
    .where(and(eq(doctorInvitations.doctor_id, doctorId), isNull(doctorInvitations.accepted_at)));
}

export async function languageOf(db: DbOrTx, userId: string): Promise<'vi' | 'en'> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language === 'en' ? 'en' : 'vi';
}
