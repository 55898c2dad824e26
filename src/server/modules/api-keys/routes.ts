import { apiKeyCreateSchema } from '../../../shared/visits';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseJson } from '../../http/validate';
import { createApiKey, listApiKeys, revokeApiKey } from './service';

export function registerApiKeyRoutes(router: ApiRouter, db: Db, config: Config) {
  router.get('/admin/api-keys', 'admin', async (c) => c.json({ items: await listApiKeys(db) }));

  router.post('/admin/api-keys', 'admin', async (c) => {
    const { name } = await parseJson(c, apiKeyCreateSchema);
    c.header('Cache-Control', 'no-store');
    return c.json(
      await createApiKey(db, requireViewer(c).userId, name, clientIp(c, config.TRUST_PROXY)),
      201,
    );
  });

  router.delete('/admin/api-keys/:id', 'admin', async (c) => {
    await revokeApiKey(
      db,
      requireViewer(c).userId,
      parseId(c, 'id', 'API key'),
      clientIp(c, config.TRUST_PROXY),
    );
    return c.body(null, 204);
  });
}
