import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import {
  createChainTopic,
  listChainTopics,
  removeChainTopic,
  updateChainTopic,
} from './chain-service';

const e = contract.chainTopics;

export function registerTopicRoutes(router: ApiRouter, db: Db) {
  router.handle(e.list, () => listChainTopics(db));
  router.handle(e.create, ({ body, ctx }) => createChainTopic(db, ctx, body));
  router.handle(e.update, ({ params, body, ctx }) => updateChainTopic(db, ctx, params.id, body));
  router.handle(e.remove, async ({ params, ctx }) => {
    await removeChainTopic(db, ctx, params.id);
    return undefined;
  });
}
