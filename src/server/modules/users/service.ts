import type { Role } from '../../../shared/constants';
import { writeAudit } from '../../audit/audit';
import type { Db } from '../../db/client';
import type { Viewer } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { findUser, lockAdminIds, revokeSessions, writeRole } from './repo';

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
