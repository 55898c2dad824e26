import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import {
  addVisit,
  importVisits,
  listVisitsForAdmin,
  pushVisits,
  releaseVisitClaim,
  verifyVisit,
} from './service';

const endpoints = contract.visits;

export function registerVisitRoutes(router: ApiRouter, db: Db) {
  router.handle(
    endpoints.verify,
    ({ body, ctx }) => verifyVisit(db, ctx.viewer.userId, body.visit_code, body.phone),
    {
      // Every attempt counts, so codes cannot be guessed: 10 per user and 30 per IP in 15 minutes.
      middleware: [
        rateLimit(db, (c) => [
          limit('verify-visit:user', requireViewer(c).userId),
          limit('verify-visit:ip', c.get('clientIp')),
        ]),
      ],
    },
  );

  router.handle(endpoints.adminList, ({ query }) =>
    listVisitsForAdmin(db, query.q, query.page, query.page_size),
  );

  router.handle(endpoints.add, ({ body, ctx }) => addVisit(db, ctx, body));

  router.handle(endpoints.importCsv, ({ body, ctx }) =>
    importVisits(db, ctx, body.csv, body.dry_run),
  );

  router.handle(endpoints.release, ({ params, body, ctx }) =>
    releaseVisitClaim(db, ctx, params.id, body.reason),
  );

  router.handle(endpoints.push, ({ body, ctx, c }) =>
    pushVisits(db, c.get('apiKey')?.name ?? 'unknown', body.visits, ctx.ip),
  );
}
