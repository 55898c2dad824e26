import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

const { list, create, revoke } = contract.apiKeys;

export function registerApiKeyRoutes(router: ApiRouter, db: Db) {
  router.handle(list, async () => ({ items: await listApiKeys(db) }));
  router.handle(create, ({ body, ctx }) => {
    // The answer carries the key itself: no cache may keep it.
    return createApiKey(db, ctx, body.name);
  });
  router.handle(revoke, async ({ params, ctx }) => {
    await revokeApiKey(db, ctx, params.id);
    return undefined;
  });
}
