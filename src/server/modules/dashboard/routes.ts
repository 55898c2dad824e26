import pLimit from 'p-limit';
import type { Dashboard } from '../../../shared/admin';
import { contract } from '../../../shared/api';
import type { QueryOf } from '../../../shared/api/contract';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { buildDashboard } from './service';

const { dashboard: dashboardEndpoint } = contract.adminOperations;

export function registerDashboardRoutes(router: ApiRouter, db: Db) {
  // A dashboard runs three queries at once over the rollups (a range costs the same whatever its
  // length; a doctor search over a long range still reads the matching doctors' days), taking
  // three pooled connections. One is computed at a time per instance, so a burst of refreshes
  // waits here instead of taking the pool from the public pages, and admins asking for the same
  // figures at the same moment share one computation.
  const lane = pLimit(1);
  const inFlight = new Map<string, Promise<Dashboard>>();
  const dashboard = (query: QueryOf<typeof dashboardEndpoint>) => {
    const key = JSON.stringify(query);
    let answer = inFlight.get(key);
    if (!answer) {
      answer = lane(() => buildDashboard(db, query)).finally(() => inFlight.delete(key));
      inFlight.set(key, answer);
    }
    return answer;
  };

  router.handle(dashboardEndpoint, ({ query, c }) => {
    c.header('Cache-Control', 'no-store');
    return dashboard(query);
  });
}
