import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { ApiRouter } from '../../http/router';

export function registerHealthRoutes(router: ApiRouter, database: Database) {
  /** The process is up (liveness). */
  router.get('/health', 'public', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });

  /** The database answers (readiness): a load balancer stops sending traffic while it does not. */
  router.get('/ready', 'public', async (c) => {
    c.header('Cache-Control', 'no-store');
    try {
      await database.ping();
    } catch {
      throw new AppError('service_unavailable', 'The database is not reachable');
    }
    return c.json({ status: 'ready', database: database.kind });
  });
}
