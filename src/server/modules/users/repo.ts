import { and, eq, sql } from 'drizzle-orm';
import type { Role } from '../../../shared/constants';
import type { DbOrTx } from '../../db/client';
import { sessions, userRoles, users } from '../../db/schema';

export async function findUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, role: userRoles.role })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Locks the admin role rows, so two concurrent removals cannot both pass the last-admin check. */
export async function lockAdminIds(tx: DbOrTx): Promise<string[]> {
  const rows = await tx
    .select({ id: userRoles.user_id })
    .from(userRoles)
    .where(eq(userRoles.role, 'admin'))
    .for('update');
  return rows.map((r) => r.id);
}

export async function writeRole(tx: DbOrTx, userId: string, role: Role | null) {
  await tx
    .insert(userRoles)
    .values({ user_id: userId, role })
    .onConflictDoUpdate({ target: userRoles.user_id, set: { role, updated_at: sql`now()` } });
}

export async function revokeSessions(tx: DbOrTx, userId: string, exceptSessionId?: string) {
  await tx
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}
