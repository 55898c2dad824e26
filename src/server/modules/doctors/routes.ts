import { doctorListQuery } from '../../../shared/doctors';
import type { Db } from '../../db/client';
import type { ApiRouter } from '../../http/router';
import { parseQuery } from '../../http/validate';
import { featuredDoctors, pagedDoctors } from './service';

export function registerDoctorRoutes(router: ApiRouter, db: Db) {
  router.get('/doctors/featured', 'public', async (c) =>
    c.json({ items: await featuredDoctors(db) }),
  );

  router.get('/doctors', 'public', async (c) => {
    const query = parseQuery(c, doctorListQuery);
    return c.json(await pagedDoctors(db, query.page, query.page_size));
  });
}
