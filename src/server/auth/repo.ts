/** SQL of the auth routes and two-factor rules beyond what the auth library does itself. */
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { sessions, twoFactors, userRoles, users, verifications } from '../db/schema';

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
