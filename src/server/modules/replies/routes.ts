import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  answerAsAuthor,
  decideReply,
  editReply,
  replyAsClinic,
  replyAsDoctor,
  replyQueue,
  withdrawReply,
} from './service';

const e = contract.replies;

export function registerReplyRoutes(router: ApiRouter, db: Db) {
  router.handle(e.asDoctor, ({ params, body, ctx }) =>
    replyAsDoctor(db, ctx, params.id, body.body),
  );
  router.handle(e.asClinic, ({ params, body, ctx }) =>
    replyAsClinic(db, ctx, params.id, body.body),
  );
  router.handle(e.authorAnswer, ({ params, body, ctx }) =>
    answerAsAuthor(db, ctx, params.id, body.body),
  );
  router.handle(e.edit, ({ params, body, ctx }) => editReply(db, ctx, params.id, body.body));
  router.handle(e.withdraw, async ({ params, ctx }) => {
    await withdrawReply(db, ctx, params.id);
    return undefined;
  });
  router.handle(e.queue, ({ query, ctx }) => {
    return replyQueue(db, ctx, query.status);
  });
  router.handle(e.decide, ({ params, body, ctx }) => decideReply(db, ctx, params.id, body));
}
