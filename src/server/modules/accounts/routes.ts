import type { MeResponse } from '../../../shared/me';
import type { Db } from '../../db/client';
import { notFound } from '../../http/errors';
import type { ApiRouter } from '../../http/router';
import { findProfile } from './repo';
import { requireViewer } from './viewer';

export function registerAccountRoutes(router: ApiRouter, db: Db) {
  router.get('/me', 'user', async (c) => {
    const viewer = requireViewer(c);
    const profile = await findProfile(db, viewer.userId);
    if (!profile) throw notFound('Profile');
    const body: MeResponse = {
      user: { id: viewer.userId, email: viewer.email, name: viewer.name, email_verified: viewer.emailVerified },
      profile,
      role: viewer.role,
      is_admin: viewer.role === 'admin',
    };
    c.header('Cache-Control', 'no-store');
    return c.json(body);
  });
}
