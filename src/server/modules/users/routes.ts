import { z } from 'zod';
import { adminUserQuery, adminUserUpdateSchema } from '../../../shared/admin';
import { ROLES } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseJson, parseQuery } from '../../http/validate';
import { changeRole, deleteUser, editUser, getUserForAdmin, listUsersForAdmin } from './service';

export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES).nullable() });

export function registerUserAdminRoutes(router: ApiRouter, db: Db, config: Config) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.TRUST_PROXY);

  router.get('/admin/users', 'admin', async (c) => {
    const { q, page, page_size } = parseQuery(c, adminUserQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await listUsersForAdmin(db, q, page, page_size));
  });
  router.get('/admin/users/:id', 'admin', async (c) =>
    c.json(await getUserForAdmin(db, parseId(c, 'id', 'User'))),
  );
  router.patch('/admin/users/:id', 'admin', async (c) => {
    const id = parseId(c, 'id', 'User');
    const input = await parseJson(c, adminUserUpdateSchema);
    return c.json(await editUser(db, requireViewer(c), id, input, ip(c)));
  });
  router.delete('/admin/users/:id', 'admin', async (c) => {
    await deleteUser(db, requireViewer(c), parseId(c, 'id', 'User'), ip(c));
    return c.body(null, 204);
  });
  router.put('/admin/users/:id/role', 'admin', async (c) => {
    const id = parseId(c, 'id', 'User');
    const { role } = await parseJson(c, roleChangeSchema);
    return c.json(await changeRole(db, requireViewer(c), id, role, ip(c)));
  });
}
