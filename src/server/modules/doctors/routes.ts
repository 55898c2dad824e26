import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { doctorListQuery, reviewListQuery } from '../../../shared/doctors';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseQuery } from '../../http/validate';
import type { DirectoryCache } from './directory-cache';
import { doctorReviews } from './service';

/**
 * Public answers carry a validator and a short shared cache life: browsers and proxies reuse
 * them, and a conditional request costs a 304. Reviews change more often than profiles.
 */
const cached = (maxAgeS: number): MiddlewareHandler<AppEnv> => {
  const withEtag = etag({ weak: true });
  return async (c, next) => {
    await withEtag(c, async () => {
      await next();
      if (c.res.status === 200) {
        c.header(
          'Cache-Control',
          `public, max-age=${maxAgeS}, stale-while-revalidate=${maxAgeS * 5}`,
        );
      }
    });
  };
};

export function registerDoctorRoutes(router: ApiRouter, db: Db, directory: DirectoryCache) {
  router.get('/doctors/featured', 'public', cached(60), async (c) =>
    c.json({ items: await directory.featured() }),
  );

  router.get('/doctors/facets', 'public', cached(300), async (c) =>
    c.json(await directory.facets()),
  );

  router.get('/doctors', 'public', cached(60), async (c) => {
    const query = parseQuery(c, doctorListQuery);
    return c.json(await directory.search(query));
  });

  router.get('/doctors/:id', 'public', cached(300), async (c) =>
    c.json(await directory.profile(parseId(c, 'id', 'Doctor'))),
  );

  router.get('/doctors/:id/stats', 'public', cached(60), async (c) =>
    c.json(await directory.stats(parseId(c, 'id', 'Doctor'))),
  );

  router.get('/doctors/:id/reviews', 'public', cached(60), async (c) => {
    const id = parseId(c, 'id', 'Doctor');
    const { page, page_size } = parseQuery(c, reviewListQuery);
    // The cached profile answers "does this verified doctor exist" and gives the total.
    return c.json(await doctorReviews(db, await directory.profile(id), page, page_size));
  });
}
