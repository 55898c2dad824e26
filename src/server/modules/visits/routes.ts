import { verifyVisitSchema } from '../../../shared/feedback';
import {
  importVisitsSchema,
  newVisitSchema,
  pushVisitsSchema,
  visitListQuery,
} from '../../../shared/visits';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import type { ApiRouter } from '../../http/router';
import { parseJson, parseQuery } from '../../http/validate';
import { listVisits } from './repo';
import { addVisit, importVisits, pushVisits, verifyVisit } from './service';

const MIN = 60_000;

export function registerVisitRoutes(router: ApiRouter, db: Db, config: Config) {
  const ip = (c: Parameters<typeof clientIp>[0]) => clientIp(c, config.TRUST_PROXY);

  router.post(
    '/visits/verify',
    'user',
    // Every attempt counts, so codes cannot be guessed: 10 per user and 30 per IP in 15 minutes.
    rateLimit(db, (c) => [
      { key: `verify-visit:user:${requireViewer(c).userId}`, max: 10, windowMs: 15 * MIN },
      { key: `verify-visit:ip:${ip(c)}`, max: 30, windowMs: 15 * MIN },
    ]),
    async (c) => {
      const { visit_code, phone } = await parseJson(c, verifyVisitSchema);
      return c.json(await verifyVisit(db, requireViewer(c).userId, visit_code, phone));
    },
  );

  router.get('/admin/visits', 'admin', async (c) => {
    const { q, page, page_size } = parseQuery(c, visitListQuery);
    const { items, total } = await listVisits(db, q, page_size, (page - 1) * page_size);
    return c.json({ items, total, page, page_size });
  });

  router.post('/admin/visits', 'admin', async (c) => {
    const body = await parseJson(c, newVisitSchema);
    return c.json(await addVisit(db, requireViewer(c).userId, body, ip(c)), 201);
  });

  router.post('/admin/visits/import', 'admin', async (c) => {
    const { csv, dry_run } = await parseJson(c, importVisitsSchema);
    return c.json(await importVisits(db, requireViewer(c).userId, csv, dry_run, ip(c)));
  });

  router.post('/integrations/visits', 'api_key', async (c) => {
    const { visits } = await parseJson(c, pushVisitsSchema);
    return c.json(await pushVisits(db, c.get('apiKey')?.name ?? 'unknown', visits, ip(c)), 201);
  });
}
