import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import { answerAsPatient, messagePatient, threadsOfPatient } from './conversation';
import { actOnCase, addNote, assignCase, caseDetail, listCases, openCaseByHand } from './service';
import { caseStats } from './stats';

const e = contract.cases;

export function registerCaseRoutes(router: ApiRouter, db: Db) {
  const perWriter = rateLimit(db, (c) => [limit('case-message:user', requireViewer(c).userId)]);
  router.handle(e.list, ({ query, ctx }) => listCases(db, ctx, query));
  router.handle(e.stats, ({ query, ctx }) => caseStats(db, ctx, query.months));
  router.handle(e.get, ({ params, ctx }) => caseDetail(db, ctx, params.id));
  router.handle(e.open, ({ body, ctx }) => openCaseByHand(db, ctx, body.feedback_id));
  router.handle(e.act, ({ params, body, ctx }) => actOnCase(db, ctx, params.id, body));
  router.handle(e.assign, ({ params, body, ctx }) => assignCase(db, ctx, params.id, body.owner_id));
  router.handle(e.note, ({ params, body, ctx }) => addNote(db, ctx, params.id, body.body));
  router.handle(
    e.message,
    ({ params, body, ctx }) => messagePatient(db, ctx, params.id, body.body),
    { middleware: [perWriter] },
  );
  router.handle(e.mine, ({ ctx }) => threadsOfPatient(db, ctx.viewer.userId));
  router.handle(
    e.answer,
    ({ params, body, ctx }) => answerAsPatient(db, ctx, params.id, body.body),
    { middleware: [perWriter] },
  );
}
