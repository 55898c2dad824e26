import type { MiddlewareHandler } from 'hono';
import { etag } from 'hono/etag';
import { contract } from '../../../shared/api';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/context';
import type { ApiRouter } from '../../http/router';
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

const endpoints = contract.doctors;

export function registerDoctorRoutes(router: ApiRouter, db: Db, directory: DirectoryCache) {
  router.handle(endpoints.featured, async () => ({ items: await directory.featured() }), {
    middleware: [cached(60)],
  });

  router.handle(endpoints.facets, () => directory.facets(), { middleware: [cached(300)] });

  router.handle(endpoints.list, ({ query }) => directory.search(query), {
    middleware: [cached(60)],
  });

  router.handle(endpoints.profile, ({ params }) => directory.profile(params.id), {
    middleware: [cached(300)],
  });

  router.handle(endpoints.stats, ({ params }) => directory.stats(params.id), {
    middleware: [cached(60)],
  });

  router.handle(
    endpoints.reviews,
    // The cached profile answers "does this verified doctor exist" and gives the total.
    async ({ params, query }) =>
      doctorReviews(
        db,
        await directory.profile(params.id),
        query.page,
        query.page_size,
        query.sort,
        query.star,
      ),
    { middleware: [cached(60)] },
  );
}
