import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import { requireViewer } from '../../http/context';
import { rateLimit } from '../../http/rate-limit';
import { limit } from '../../http/rate-limits';
import type { ApiRouter } from '../../http/router';
import {
  answerChange,
  doctorChanges,
  myChanges,
  publishChangeNote,
  removeChangeNote,
} from './service';

const e = contract.changeNotes;

export function registerChangeNoteRoutes(router: ApiRouter, db: Db) {
  router.handle(e.publish, ({ body, ctx }) => publishChangeNote(db, ctx, body));
  router.handle(e.remove, async ({ params, ctx }) => {
    await removeChangeNote(db, ctx, params.id);
    return undefined;
  });
  router.handle(e.forDoctor, ({ params }) => doctorChanges(db, params.id));
  router.handle(e.mine, ({ ctx }) => myChanges(db, ctx.viewer.userId));
  router.handle(e.answer, ({ params, body, ctx }) => answerChange(db, ctx, params.id, body.fixed), {
    middleware: [rateLimit(db, (c) => [limit('change-answer:user', requireViewer(c).userId)])],
  });
}
