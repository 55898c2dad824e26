import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { createAnnouncement, deleteAnnouncement, listAnnouncements } from './service';

const {
  announcements,
  createAnnouncement: create,
  deleteAnnouncement: remove,
} = contract.adminOperations;

export function registerAnnouncementRoutes(router: ApiRouter, db: Db) {
  router.handle(announcements, ({ query }) => {
    return listAnnouncements(db, query.page, query.page_size);
  });
  router.handle(
    create,
    async ({ body, ctx }) => (await createAnnouncement(db, ctx, body)).announcement,
  );
  router.handle(remove, async ({ params, ctx }) => {
    await deleteAnnouncement(db, ctx, params.id);
    return undefined;
  });
}
