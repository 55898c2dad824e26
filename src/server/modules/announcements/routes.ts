import { announcementListQuery, announcementSchema } from '../../../shared/admin';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { clientIp } from '../../http/client-ip';
import { requireViewer } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseJson, parseQuery } from '../../http/validate';
import type { Logger } from '../../lib/logger';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from './service';

export function registerAnnouncementRoutes(router: ApiRouter, db: Db, log: Logger, config: Config) {
  router.get('/announcements', 'user', async (c) => {
    const { page, page_size } = parseQuery(c, announcementListQuery);
    c.header('Cache-Control', 'no-store');
    return c.json(await listAnnouncements(db, page, page_size));
  });
  router.post('/admin/announcements', 'admin', async (c) => {
    const { title, content } = await parseJson(c, announcementSchema);
    const { announcement } = await createAnnouncement(
      db,
      log,
      requireViewer(c).userId,
      title,
      content,
      clientIp(c, config.TRUST_PROXY),
      config.PUBLIC_URL,
    );
    return c.json(announcement, 201);
  });
  router.delete('/admin/announcements/:id', 'admin', async (c) => {
    await deleteAnnouncement(
      db,
      requireViewer(c).userId,
      parseId(c, 'id', 'Announcement'),
      clientIp(c, config.TRUST_PROXY),
    );
    return c.body(null, 204);
  });
}
