import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { readAuditLog } from './service';

export function registerAuditLogRoutes(router: ApiRouter, db: Db) {
  router.handle(contract.adminOperations.auditLog, ({ query }) => {
    return readAuditLog(db, query);
  });
}
