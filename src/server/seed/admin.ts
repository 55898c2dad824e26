import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { userRoles, users } from '../db/schema';
import { findUserIdByEmail, insertAccount, setRole } from '../modules/accounts/service';

export interface AdminResult {
  email: string;
  generatedPassword?: string;
}

/**
 * Makes sure the product has an administrator: an existing one is kept; otherwise ADMIN_EMAIL is
 * promoted or created, with ADMIN_PASSWORD or a generated password that is returned once.
 */
export async function ensureAdmin(db: Db, auth: Auth, config: Config): Promise<AdminResult> {
  const existing = await firstAdmin(db);
  if (existing) return { email: existing };
  try {
    return await createOrPromoteAdmin(db, auth, config.ADMIN_EMAIL, config.ADMIN_PASSWORD);
  } catch (err) {
    // Several instances starting together on an empty database: one creates the admin, the
    // others fail on the unique e-mail and keep the one it made.
    const created = await firstAdmin(db);
    if (created) return { email: created };
    throw err;
  }
}

async function firstAdmin(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.user_id))
    .where(eq(userRoles.role, 'admin'))
    .orderBy(users.createdAt)
    .limit(1);
  return row?.email;
}

export async function createOrPromoteAdmin(
  db: Db,
  auth: Auth,
  email: string,
  password?: string,
): Promise<AdminResult> {
  const userId = await findUserIdByEmail(db, email);
  if (userId) {
    await setRole(db, userId, 'admin');
    return { email };
  }
  const chosen = password ?? crypto.randomBytes(12).toString('base64url');
  const passwordHash = await (await auth.$context).password.hash(chosen);
  await db.transaction((tx) =>
    insertAccount(tx, {
      email,
      passwordHash,
      firstName: 'Quản trị viên',
      lastName: '',
      role: 'admin',
      emailVerified: true,
    }),
  );
  return { email, generatedPassword: password ? undefined : chosen };
}
