import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { profiles, sessions, userRoles, users } from '../../db/schema';
import { accentFreePattern, containing } from '../../db/search';

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

export async function revokeSessions(tx: DbOrTx, userId: string, exceptSessionId?: string) {
  await tx
    .delete(sessions)
    .where(
      exceptSessionId
        ? and(eq(sessions.userId, userId), sql`${sessions.id} <> ${exceptSessionId}`)
        : eq(sessions.userId, userId),
    );
}

export async function listUsers(db: DbOrTx, q: string | undefined, limit: number, offset: number) {
  // The whole query as one phrase: in the e-mail or a name part, or accent-free in the full name.
  const like = q ? containing(q) : undefined;
  const where = q
    ? sql`(${users.email} ilike ${like} or ${profiles.first_name} ilike ${like} or ${profiles.last_name} ilike ${like}
        or app_search_text(${profiles.first_name} || ' ' || ${profiles.last_name}) like ${accentFreePattern(q)})`
    : undefined;
  const [items, [total]] = await Promise.all([
    db
      .select(userColumns)
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .leftJoin(userRoles, eq(userRoles.user_id, users.id))
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .limit(limit)
      .offset(offset),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .leftJoin(profiles, eq(profiles.id, users.id))
      .where(where),
  ]);
  return { items, total: total?.n ?? 0 };
}

const userColumns = {
  id: users.id,
  email: users.email,
  first_name: sql<string>`coalesce(${profiles.first_name}, '')`,
  last_name: sql<string>`coalesce(${profiles.last_name}, '')`,
  language: sql<string>`coalesce(${profiles.language}, 'vi')`,
  role: userRoles.role,
  email_verified: users.emailVerified,
  created_at: users.createdAt,
};

export async function findUserRow(db: DbOrTx, id: string) {
  const [row] = await db
    .select(userColumns)
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .leftJoin(userRoles, eq(userRoles.user_id, users.id))
    .where(eq(users.id, id));
  return row;
}

export async function findLanguage(db: DbOrTx, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ language: profiles.language })
    .from(profiles)
    .where(eq(profiles.id, id));
  return row?.language;
}
