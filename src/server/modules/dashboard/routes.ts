import pLimit from 'p-limit';
import { type Dashboard, dashboardQuery } from '../../../shared/admin';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { buildDashboard } from './service';

export function registerDashboardRoutes(router: ApiRouter, db: Db) {
  // A dashboard runs four aggregate queries over its range at once: on a large chain, seconds of
  // database time and four pooled connections. One is computed at a time per instance, so a
  // burst of refreshes waits here instead of taking the pool from the public pages, and admins
  // asking for the same figures at the same moment share one computation.
  const lane = pLimit(1);
  const inFlight = new Map<string, Promise<Dashboard>>();
  const dashboard = (query: ReturnType<typeof dashboardQuery.parse>) => {
    const key = JSON.stringify(query);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = lane(() => buildDashboard(db, query)).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
    }
    return answer;
  };

  router.get('/admin/dashboard', 'admin', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await dashboard(parseQuery(c, dashboardQuery)));
  });
}
