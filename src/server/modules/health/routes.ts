import { contract } from '../../../shared/api';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import type { ApiRouter } from '../../http/router';

const { health, ready } = contract.platform;

export function registerHealthRoutes(router: ApiRouter, database: Database) {
  router.handle(health, () => {
    return { status: 'ok' as const };
  });

  /** A load balancer stops sending traffic while the database does not answer. */
  router.handle(ready, async () => {
    try {
      await database.ping();
    } catch {
      throw new AppError('service_unavailable', 'The database is not reachable');
    }
    return { status: 'ready' as const };
  });
}
