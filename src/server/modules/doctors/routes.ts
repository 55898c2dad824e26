import { contract } from '../../../shared/api';
import type { ApiRouter } from '../../http/router';
import { sendAnswer } from './answer';
import type { DirectoryCache } from './directory-cache';

/**
 * Public answers carry a validator and a short shared cache life (seconds): browsers and proxies
 * reuse them, and a conditional request costs a 304. Reviews change more often than profiles.
 * The directory answers come as bytes from the directory cache (see answer.ts).
 */
const endpoints = contract.doctors;

export function registerDoctorRoutes(router: ApiRouter, directory: DirectoryCache) {
  const answers = directory.answers;
  router.handle(endpoints.featured, async ({ c }) => sendAnswer(c, await answers.featured(), 60));

  router.handle(endpoints.facets, async ({ c }) => sendAnswer(c, await answers.facets(), 300));

  router.handle(endpoints.list, async ({ c, query }) =>
    sendAnswer(c, await answers.search(query), 60),
  );

  router.handle(endpoints.profile, async ({ c, params }) =>
    sendAnswer(c, await answers.profile(params.id), 300),
  );

  router.handle(endpoints.stats, async ({ c, params }) =>
    sendAnswer(c, await answers.stats(params.id), 60),
  );

  router.handle(endpoints.reviews, async ({ c, params, query }) =>
    sendAnswer(c, await answers.reviews(params.id, query), 60),
  );
}
