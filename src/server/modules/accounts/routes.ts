import { z } from 'zod';
import { preferencesSchema, profileUpdateSchema } from '../../../shared/auth';
import { ROLES } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { readImageUpload, uploadLimit } from '../../http/upload';
import { parseJson, parseQuery } from '../../http/validate';
import type { Storage } from '../../storage/storage';
import { editProfile, getMe, getPreferences, replaceAvatar, savePreferences } from './service';

export function registerAccountRoutes(router: ApiRouter, db: Db, storage: Storage, config: Config) {
  router.get('/me', 'user', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getMe(db, requireViewer(c)));
  });

  /** The spec's has_role check, answered from the database. */
  router.get('/me/has-role', 'user', (c) => {
    const { role } = parseQuery(c, z.strictObject({ role: z.enum(ROLES) }));
    c.header('Cache-Control', 'no-store');
    return c.json({ has_role: requireViewer(c).role === role });
  });

  router.patch('/me/profile', 'user', async (c) => {
    const input = await parseJson(c, profileUpdateSchema);
    return c.json(await editProfile(db, requireViewer(c), input, clientIp(c, config.TRUST_PROXY)));
  });

  router.put('/me/avatar', 'user', uploadLimit, async (c) => {
    return c.json(await replaceAvatar(db, storage, requireViewer(c), await readImageUpload(c)));
  });

  router.get('/me/preferences', 'user', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await getPreferences(db, requireViewer(c).userId));
  });

  router.put('/me/preferences', 'user', async (c) => {
    const prefs = await parseJson(c, preferencesSchema);
    return c.json(await savePreferences(db, requireViewer(c).userId, prefs));
  });
}
