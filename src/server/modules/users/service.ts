import type { AdminUser, RoleChange } from '../../../shared/admin';
import { isPhoneAccountEmail } from '../../../shared/auth';
import type { Role } from '../../../shared/constants';
import type { Paged } from '../../../shared/doctors';
import { fullName } from '../../../shared/names';
import type { CloseAccountReviews } from '../../../shared/privacy';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { UserContext } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { renameUser, writeRole } from '../accounts/service';
import { revokeApiKeysOnRoleChange } from '../api-keys/service';
import type { Erasure } from '../privacy/deletion';
import {
  findLanguage,
  findUser,
  findUserRow,
  listUsers,
  lockAdminIds,
  revokeSessions,
} from './repo';

// What closing an account (privacy/deletion) reads of the user.
export { findUser, lockAdminIds } from './repo';

/**
 * Closes an account: privacy's eraseAccount, passed in by app.ts (privacy reads users through
 * this module, so this module cannot import it).
 */
export type EraseAccount = (e: Erasure) => Promise<void>;

/**
 * Changes a user's role. A phone account (signed in by a code, no password) gets no staff role.
 * An admin cannot drop their own admin role and the last admin cannot be
 * removed; losing the admin role ends that user's sessions at once, and losing the right to manage
 * visits revokes the API keys they created. Audited in the same transaction.
 */
export async function changeRole(
  db: Db,
  ctx: UserContext,
  targetId: string,
  role: Role | null,
): Promise<RoleChange> {
  const { viewer: actor, ip } = ctx;
  return db.transaction(async (tx) => {
    const target = await findUser(tx, targetId);
    if (!target) throw notFound('User');
    const from = (target.role as Role | null) ?? null;
    if (from === role) return { user_id: targetId, role };
    // Staff sign in with e-mail, password and two-factor; a phone account has none of them.
    if (role && isPhoneAccountEmail(target.email))
      throw conflict('A phone account cannot hold a staff role', { reason: 'phone_account' });
    if (from === 'admin') {
      if (targetId === actor.userId)
        throw conflict('You cannot remove your own admin role', { reason: 'own_admin_role' });
      const admins = await lockAdminIds(tx);
      if (admins.length <= 1)
        throw conflict('The last administrator cannot be removed', { reason: 'last_admin' });
    }
    await writeRole(tx, targetId, role);
    if (from === 'admin') await revokeSessions(tx, targetId);
    await revokeApiKeysOnRoleChange(tx, { userId: actor.userId, ip }, targetId, { from, to: role });
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'user.role_changed',
      description: `Role of ${target.email} changed from ${from ?? 'none'} to ${role ?? 'none'}`,
      ip,
      severity: role === 'admin' || from === 'admin' ? 'warning' : 'info',
      metadata: { target_user_id: targetId, from, to: role },
    });
    return { user_id: targetId, role };
  });
}

type UserRow = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;
const toAdminUser = (r: UserRow): AdminUser => ({
  ...r,
  role: (r.role as Role | null) ?? null,
  created_at: r.created_at.toISOString(),
});

export async function listUsersForAdmin(
  db: Db,
  q: string | undefined,
  page: number,
  pageSize: number,
): Promise<Paged<AdminUser>> {
  const { items, total } = await listUsers(db, q, pageSize, (page - 1) * pageSize);
  return { items: items.map(toAdminUser), total, page, page_size: pageSize };
}

export async function getUserForAdmin(db: Db, id: string) {
  const row = await findUserRow(db, id);
  if (!row) throw notFound('User');
  return toAdminUser(row);
}

/** Admins edit a user's name and role; the role rules of changeRole apply. */
export async function editUser(
  db: Db,
  ctx: UserContext,
  id: string,
  input: { first_name: string; last_name: string; role: Role | null },
) {
  const { viewer: actor, ip } = ctx;
  const before = await getUserForAdmin(db, id);
  await db.transaction(async (tx) => {
    const language = (await findLanguage(tx, id)) ?? 'vi';
    await renameUser(
      tx,
      id,
      input.first_name,
      input.last_name,
      fullName(input.first_name, input.last_name, language),
    );
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'user.updated',
      description: `Name of ${before.email} updated`,
      ip,
      metadata: { target_user_id: id },
    });
  });
  if (before.role !== input.role) await changeRole(db, ctx, id, input.role);
  return getUserForAdmin(db, id);
}

/**
 * An administrator closes someone's account under the same rules as self-service closing (see
 * privacy/deletion): published reviews removed or kept anonymously, aggregates updated, the last
 * admin kept, a pseudonymous audit entry and a confirmation e-mail. An admin cannot delete
 * themselves here.
 */
export async function deleteUser(
  erase: EraseAccount,
  ctx: UserContext,
  id: string,
  reviews: CloseAccountReviews = 'anonymise',
  secret = '',
) {
  const { viewer: actor, ip } = ctx;
  if (id === actor.userId)
    throw conflict('You cannot delete your own account here', { reason: 'self_delete' });
  await erase({ userId: id, reviews, actorId: actor.userId, ip, secret });
}
