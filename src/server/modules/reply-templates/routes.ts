import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  createReplyTemplate,
  deleteReplyTemplate,
  listReplyTemplates,
  templatesForClinicReview,
  templatesForDoctorReview,
  updateReplyTemplate,
} from './service';

const e = contract.replyTemplates;

export function registerReplyTemplateRoutes(router: ApiRouter, db: Db) {
  router.handle(e.list, () => listReplyTemplates(db));
  router.handle(e.create, ({ body, ctx }) => createReplyTemplate(db, ctx, body));
  router.handle(e.update, ({ params, body, ctx }) => updateReplyTemplate(db, ctx, params.id, body));
  router.handle(e.remove, async ({ params, ctx }) => {
    await deleteReplyTemplate(db, ctx, params.id);
    return undefined;
  });
  router.handle(e.forDoctorReview, ({ params, query, ctx }) =>
    templatesForDoctorReview(db, ctx, params.id, query.lang),
  );
  router.handle(e.forClinicReview, ({ params, query }) =>
    templatesForClinicReview(db, params.id, query.lang),
  );
}
