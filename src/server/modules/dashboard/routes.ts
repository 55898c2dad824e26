import { dashboardQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { buildDashboard } from './service';

export function registerDashboardRoutes(router: ApiRouter, db: Db) {
  router.get('/admin/dashboard', 'admin', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await buildDashboard(db, parseQuery(c, dashboardQuery)));
  });
}
