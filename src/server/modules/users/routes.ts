import { z } from 'zod';
import { ROLES } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseJson } from '../../http/validate';
import { changeRole } from './service';

export const roleChangeSchema = z.strictObject({ role: z.enum(ROLES).nullable() });

export function registerUserAdminRoutes(router: ApiRouter, db: Db, config: Config) {
  router.put('/admin/users/:id/role', 'admin', async (c) => {
    const id = parseId(c, 'id', 'User');
    const { role } = await parseJson(c, roleChangeSchema);
    return c.json(
      await changeRole(db, requireViewer(c), id, role, clientIp(c, config.TRUST_PROXY)),
    );
  });
}
