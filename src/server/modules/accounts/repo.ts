import { eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import {
  accounts,
  type NotificationPreferences,
  profiles,
  userPreferences,
  userRoles,
  users,
} from '../../db/schema';

export interface NewAccount {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  language?: 'vi' | 'en';
  role?: Role | null;
  emailVerified?: boolean;
}

/**
 * Creates the user, its credential, profile, default preferences and role record together;
 * call it inside a transaction so an account never exists half-made.
 */
export async function insertAccount(tx: DbOrTx, a: NewAccount): Promise<string> {
  const id = crypto.randomUUID();
  const name = `${a.firstName} ${a.lastName}`.trim();
  await tx
    .insert(users)
    .values({ id, name, email: a.email.toLowerCase(), emailVerified: a.emailVerified ?? false });
  await tx.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: id,
    providerId: 'credential',
    userId: id,
    password: a.passwordHash,
  });
  await tx.insert(profiles).values({
    id,
    first_name: a.firstName,
    last_name: a.lastName,
    language: a.language ?? 'vi',
  });
  await tx.insert(userPreferences).values({ user_id: id });
  await tx.insert(userRoles).values({ user_id: id, role: a.role ?? null });
  return id;
}

/** The number a phone account signs in with (E.164). */
export async function findPhoneNumber(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  return row?.phone ?? null;
}

export async function findUserIdByEmail(db: DbOrTx, email: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row?.id;
}

export async function setRole(db: DbOrTx, userId: string, role: Role | null) {
  await db
    .insert(userRoles)
    .values({ user_id: userId, role })
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role, updated_at: new Date() } });
}

export async function findRole(db: DbOrTx, userId: string): Promise<Role | null> {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.user_id, userId));
  return (row?.role as Role | null | undefined) ?? null;
}

export async function findProfile(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      first_name: profiles.first_name,
      last_name: profiles.last_name,
      avatar_url: profiles.avatar_url,
      language: profiles.language,
      language_chosen_at: profiles.language_chosen_at,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row;
}

export async function updateProfile(
  db: DbOrTx,
  userId: string,
  values: {
    first_name?: string;
    last_name?: string;
    language?: string;
    language_chosen_at?: Date;
    avatar_url?: string | null;
  },
) {
  await db
    .update(profiles)
    .set({ ...values, updated_at: new Date() })
    .where(eq(profiles.id, userId));
}

export async function setUserName(db: DbOrTx, userId: string, name: string) {
  await db.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, userId));
}

export async function findPreferences(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ prefs: userPreferences.notification_preferences })
    .from(userPreferences)
    .where(eq(userPreferences.user_id, userId));
  return row?.prefs;
}

export async function upsertPreferences(
  db: DbOrTx,
  userId: string,
  prefs: NotificationPreferences,
) {
  await db
    .insert(userPreferences)
    .values({ user_id: userId, notification_preferences: prefs })
    .onConflictDoUpdate({
      target: userPreferences.user_id,
      set: { notification_preferences: prefs, updated_at: new Date() },
    });
}

// ---- what an administrator changes of an account (the users module) ----

/** An administrator's role change (the role row's time is the transaction's). */
export async function writeRole(tx: DbOrTx, userId: string, role: Role | null) {
  await tx
    .insert(userRoles)
    .values({ user_id: userId, role })
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role, updated_at: sql`now()` } });
}

/** An administrator corrects a user's names: the profile's and the account's display name. */
export async function renameUser(
  tx: DbOrTx,
  id: string,
  first: string,
  last: string,
  name: string,
) {
  await tx
    .update(profiles)
    .set({ first_name: first, last_name: last, updated_at: new Date() })
    .where(eq(profiles.id, id));
  await tx.update(users).set({ name, updatedAt: new Date() }).where(eq(users.id, id));
}

/** Sessions, accounts, profile, preferences, role and notifications cascade with the user. */
export async function deleteUserRow(tx: DbOrTx, id: string) {
  return tx.delete(users).where(eq(users.id, id)).returning({ email: users.email });
}
