import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { doctorListQuery, reviewListQuery } from '../../../shared/doctors';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import type { ApiRouter } from '../../http/router';
import { parseId, parseQuery } from '../../http/validate';
import { coalesce } from '../../lib/coalesce';
import {
  doctorFacets,
  doctorProfile,
  doctorReviews,
  doctorStats,
  featuredDoctors,
  searchDoctors,
} from './service';

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

export function registerDoctorRoutes(router: ApiRouter, db: Db) {
  // Every visitor of the home and list pages asks for the same two aggregates over all verified
  // doctors; concurrent requests share one database read instead of each running its own.
  const featured = coalesce(() => featuredDoctors(db));
  const facets = coalesce(() => doctorFacets(db));

  router.get('/doctors/featured', 'public', cached(60), async (c) =>
    c.json({ items: await featured() }),
  );

  router.get('/doctors/facets', 'public', cached(300), async (c) => c.json(await facets()));

  router.get('/doctors', 'public', cached(60), async (c) => {
    const query = parseQuery(c, doctorListQuery);
    return c.json(await searchDoctors(db, query));
  });

  router.get('/doctors/:id', 'public', cached(300), async (c) =>
    c.json(await doctorProfile(db, parseId(c, 'id', 'Doctor'))),
  );

  router.get('/doctors/:id/stats', 'public', cached(60), async (c) =>
    c.json(await doctorStats(db, parseId(c, 'id', 'Doctor'))),
  );

  router.get('/doctors/:id/reviews', 'public', cached(60), async (c) => {
    const id = parseId(c, 'id', 'Doctor');
    const { page, page_size } = parseQuery(c, reviewListQuery);
    return c.json(await doctorReviews(db, id, page, page_size));
  });
}
