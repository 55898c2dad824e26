/** SQL of the auth routes and two-factor rules beyond what the auth library does itself. */
import { and, eq, isNull, like, lt, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import {
  profiles,
  sessions,
  twoFactors,
  userPreferences,
  userRoles,
  users,
  verifications,
} from '../db/schema';

/** The account a password-reset token was issued for, if the token exists. */
export async function resetTokenOwner(db: DbOrTx, token: string) {
  const [owner] = await db
    .select({ email: users.email, name: users.name })
    .from(verifications)
    .innerJoin(users, sql`${users.id}::text = ${verifications.value}`)
    .where(eq(verifications.identifier, `reset-password:${token}`));
  return owner;
}

/**
 * Who signs in with this number: undefined for none, else the account's role (null for a
 * patient).
 */
export async function phoneAccountRole(db: DbOrTx, phone: string) {
  const [row] = await db
    .select({ role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.phoneNumber, phone));
  return row ? { role: row.role } : undefined;
}

/** The account's encrypted TOTP secret, when two-factor is set up. */
export async function totpSecretOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ secret: twoFactors.secret })
    .from(twoFactors)
    .where(eq(twoFactors.userId, userId));
  return row?.secret;
}

/** Records `step` as the last accepted one, unless it is at or before it: false then. */
export async function claimTotpStep(db: DbOrTx, userId: string, step: number) {
  const claimed = await db
    .update(twoFactors)
    .set({ lastTotpStep: step })
    .where(
      and(
        eq(twoFactors.userId, userId),
        or(isNull(twoFactors.lastTotpStep), lt(twoFactors.lastTotpStep, step)),
      ),
    )
    .returning({ id: twoFactors.id });
  return claimed.length > 0;
}

/** A session by its token, with its user and the user's role: everything a request's viewer needs. */
export async function findSessionWithUser(db: DbOrTx, token: string) {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      expiresAt: sessions.expiresAt,
      sessionTwoFactorVerified: sessions.twoFactorVerified,
      userId: users.id,
      email: users.email,
      name: users.name,
      emailVerified: users.emailVerified,
      twoFactorEnabled: users.twoFactorEnabled,
      role: userRoles.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(sessions.token, token));
  return row;
}

/** The language of an account's profile (its e-mails are worded in it). */
export async function profileLanguage(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.language;
}

/** Only the newest reset link works: the account's other unused ones are deleted. */
export async function deleteOtherResetTokens(db: DbOrTx, userId: string, token: string) {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, 'reset-password:%'),
        ne(verifications.identifier, `reset-password:${token}`),
      ),
    );
}

export async function userNameAndEmail(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

/**
 * The rows a credential sign-up adds beside the library's user and account: the profile, default
 * preferences and the (empty) role record. In the sign-up transaction; existing rows are kept.
 */
export async function insertSignUpRecords(
  tx: DbOrTx,
  profile: Pick<
    typeof profiles.$inferInsert,
    | 'id'
    | 'first_name'
    | 'last_name'
    | 'language'
    | 'privacy_notice_version'
    | 'privacy_accepted_at'
  >,
) {
  await tx.insert(profiles).values(profile).onConflictDoNothing();
  await tx.insert(userPreferences).values({ user_id: profile.id }).onConflictDoNothing();
  await tx.insert(userRoles).values({ user_id: profile.id, role: null }).onConflictDoNothing();
}
