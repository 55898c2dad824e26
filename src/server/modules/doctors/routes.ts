import { contract } from '../../../shared/api';
import { sendAnswer, sharedCache } from '../../http/answer';
import type { ApiRouter } from '../../http/router';
import type { DirectoryCache } from './directory-cache';

/**
 * Public answers carry a validator and a short shared cache life (seconds): browsers and proxies
 * reuse them, and a conditional request costs a 304. Reviews change more often than profiles.
 * The directory answers come as bytes from the directory cache (see http/answer.ts).
 */
const endpoints = contract.doctors;
const MINUTE = sharedCache(60);
const FIVE_MINUTES = sharedCache(300);

export function registerDoctorRoutes(router: ApiRouter, directory: DirectoryCache) {
  const answers = directory.answers;
  router.handle(endpoints.featured, async ({ c }) =>
    sendAnswer(c, await answers.featured(), MINUTE),
  );

  router.handle(endpoints.facets, async ({ c }) =>
    sendAnswer(c, await answers.facets(), FIVE_MINUTES),
  );

  router.handle(endpoints.list, async ({ c, query }) =>
    sendAnswer(c, await answers.search(query), MINUTE),
  );

  router.handle(endpoints.profile, async ({ c, params }) =>
    sendAnswer(c, await answers.profile(params.id), FIVE_MINUTES),
  );

  router.handle(endpoints.stats, async ({ c, params }) =>
    sendAnswer(c, await answers.stats(params.id), MINUTE),
  );

  router.handle(endpoints.reviews, async ({ c, params, query }) =>
    sendAnswer(c, await answers.reviews(params.id, query), MINUTE),
  );
}
