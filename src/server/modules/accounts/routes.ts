import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { preferencesSchema, profileUpdateSchema } from '../../../shared/auth';
import { IMAGE_MAX_BYTES, ROLES } from '../../../shared/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import { AppError } from '../../http/errors';
import type { ApiRouter } from '../../http/router';
import { parseJson, parseQuery } from '../../http/validate';
import { readUploadedFile } from '../../storage/images';
import type { Storage } from '../../storage/storage';
import { editProfile, getMe, getPreferences, replaceAvatar, savePreferences } from './service';

/** Multipart framing around a 5 MB file stays well under this. */
const UPLOAD_BODY_LIMIT = IMAGE_MAX_BYTES + 64 * 1024;

export const uploadLimit = bodyLimit({
  maxSize: UPLOAD_BODY_LIMIT,
  onError: () => {
    throw new AppError('payload_too_large', 'The image is larger than 5 MB');
  },
});

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
    const form = await c.req.formData().catch(() => {
      throw new AppError('validation_failed', 'Send the image as multipart/form-data');
    });
    const bytes = await readUploadedFile(form);
    if (bytes.length > IMAGE_MAX_BYTES)
      throw new AppError('payload_too_large', 'The image is larger than 5 MB');
    return c.json(await replaceAvatar(db, storage, requireViewer(c), bytes));
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
