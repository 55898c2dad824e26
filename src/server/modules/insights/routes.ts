import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { exportMonth, saveSurvey } from '../moh-survey/service';
import { linkedDoctorId } from '../portal/service';
import { createQuotesCache } from './quotes-cache';
import { doctorInsights, insightsReport, topicComments } from './service';

const e = contract.insights;

export function registerInsightRoutes(router: ApiRouter, db: Db) {
  const quotes = createQuotesCache(db);
  router.handle(e.report, ({ query, ctx }) => insightsReport(db, ctx, query));
  router.handle(e.topicComments, ({ query, ctx }) => topicComments(db, ctx, query));
  router.handle(e.mohExport, ({ query, ctx }) =>
    exportMonth(db, ctx, query.clinic_id, query.month),
  );
  router.handle(e.portal, async ({ ctx }) => doctorInsights(db, await linkedDoctorId(db, ctx)));
  router.handle(e.quotes, ({ params, query }) => quotes(params.id, query.lang ?? 'vi'));
  router.handle(e.mohSurvey, ({ params, body, ctx }) => saveSurvey(db, ctx, params.id, body));
}
