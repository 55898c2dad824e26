import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { createTransparency, TRANSPARENCY_TTL_MS } from './service';

export function registerTransparencyRoutes(router: ApiRouter, db: Db) {
  const report = createTransparency(db);
  router.handle(contract.doctors.transparency, ({ c }) => {
    c.header('Cache-Control', `public, max-age=${TRANSPARENCY_TTL_MS / 1000}`);
    return report();
  });
}
