import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { sendAnswer } from '../../http/answer';
import type { ApiRouter } from '../../http/router';
import { createDashboardAnswers } from './service';

const { dashboard: dashboardEndpoint } = contract.adminOperations;

export function registerDashboardRoutes(router: ApiRouter, db: Db) {
  const dashboardAnswer = createDashboardAnswers(db);
  router.handle(dashboardEndpoint, async ({ query, c }) =>
    sendAnswer(c, await dashboardAnswer(query), 'no-store'),
  );
}
