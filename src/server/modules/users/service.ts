import { eq } from 'drizzle-orm';
import type { AdminUser } from '../../../shared/admin';
import type { Role } from '../../../shared/constants';
import type { Paged } from '../../../shared/doctors';
import { fullName } from '../../../shared/names';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema';
import type { Viewer } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import {
  anonymiseFeedbackOf,
  deleteUserRow,
  findUser,
  findUserRow,
  listUsers,
  lockAdminIds,
  renameUser,
  revokeSessions,
  writeRole,
} from './repo';

/**
 * Changes a user's role. An admin cannot drop their own admin role and the last admin cannot be
 * removed; losing the admin role ends that user's sessions at once. Audited in the same transaction.
 */
export async function changeRole(
  db: Db,
  actor: Viewer,
  targetId: string,
  role: Role | null,
  ip: string,
) {
  return db.transaction(async (tx) => {
    const target = await findUser(tx, targetId);
    if (!target) throw notFound('User');
    const from = (target.role as Role | null) ?? null;
    if (from === role) return { user_id: targetId, role };
    if (from === 'admin') {
      if (targetId === actor.userId)
        throw conflict('You cannot remove your own admin role', { reason: 'own_admin_role' });
      const admins = await lockAdminIds(tx);
      if (admins.length <= 1)
        throw conflict('The last administrator cannot be removed', { reason: 'last_admin' });
    }
    await writeRole(tx, targetId, role);
    if (from === 'admin') await revokeSessions(tx, targetId);
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
  actor: Viewer,
  id: string,
  input: { first_name: string; last_name: string; role: Role | null },
  ip: string,
) {
  const before = await getUserForAdmin(db, id);
  await db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, id));
    await renameUser(
      tx,
      id,
      input.first_name,
      input.last_name,
      fullName(input.first_name, input.last_name, profile?.language ?? 'vi'),
    );
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'user.updated',
      description: `Name of ${before.email} updated`,
      ip,
      metadata: { target_user_id: id },
    });
  });
  if (before.role !== input.role) await changeRole(db, actor, id, input.role, ip);
  return getUserForAdmin(db, id);
}

/**
 * Removes an account, its sessions and profile. Its reviews stay, made anonymous, so ratings
 * stay true. An admin cannot delete themselves, and the last admin cannot be deleted.
 */
export async function deleteUser(db: Db, actor: Viewer, id: string, ip: string) {
  if (id === actor.userId)
    throw conflict('You cannot delete your own account here', { reason: 'self_delete' });
  await db.transaction(async (tx) => {
    const target = await findUser(tx, id);
    if (!target) throw notFound('User');
    if (target.role === 'admin' && (await lockAdminIds(tx)).length <= 1) {
      throw conflict('The last administrator cannot be removed', { reason: 'last_admin' });
    }
    await anonymiseFeedbackOf(tx, id);
    await deleteUserRow(tx, id);
    await writeAudit(tx, {
      userId: actor.userId,
      action: 'user.deleted',
      description: `Account ${target.email} deleted; its reviews were kept anonymously`,
      ip,
      severity: 'warning',
      metadata: { target_user_id: id },
    });
  });
}
