import { auditQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { readAuditLog } from './service';

export function registerAuditLogRoutes(router: ApiRouter, db: Db) {
  router.get('/admin/audit-logs', 'admin', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await readAuditLog(db, parseQuery(c, auditQuery)));
  });
}
