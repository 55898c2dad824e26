import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { decideEdit, pendingEdits, portalOverview, portalReviews, proposeEdit } from './service';

const e = contract.portal;

export function registerPortalRoutes(router: ApiRouter, db: Db) {
  router.handle(e.overview, ({ ctx }) => {
    return portalOverview(db, ctx);
  });
  router.handle(e.reviews, ({ query, ctx }) => {
    return portalReviews(db, ctx, query);
  });
  router.handle(e.proposeEdit, ({ body, ctx }) => proposeEdit(db, ctx, body));
  router.handle(e.edits, () => pendingEdits(db));
  router.handle(e.decideEdit, ({ params, body, ctx }) => decideEdit(db, ctx, params.id, body));
}
