import pLimit from 'p-limit';
import { contract } from '../../../shared/api';
import type { QueryOf } from '../../../shared/api/contract';
import type { Db } from '../../db/client';
import { dashboardVersion } from '../../db/schema';
import { shardedVersionRead, versionReader } from '../../db/version-reader';
import { type SerializedAnswer, sendAnswer, serializeAnswer } from '../../http/answer';
import type { ApiRouter } from '../../http/router';
import { VersionedCache } from '../../lib/versioned-cache';
import { getSettings } from '../settings/service';
import { buildDashboard } from './service';

const { dashboard: dashboardEndpoint } = contract.adminOperations;

/** Filters kept at once (every range, the clinics, recent searches). */
const CACHED_DASHBOARDS = 100;
/**
 * How long a dashboard is served while its data stays unchanged: its range ends "now", so with
 * no change at all the window still slides; by this much at most.
 */
export const DASHBOARD_MAX_AGE_MS = 15_000;

export function registerDashboardRoutes(router: ApiRouter, db: Db) {
  // A dashboard runs three queries over the rollups (a range costs the same whatever its length;
  // a doctor search over a long range still reads the matching doctors' days), taking pooled
  // connections. One is computed at a time per instance, so a burst of refreshes waits here
  // instead of taking the pool from the public pages.
  const lane = pLimit(1);
  // Answers are kept, serialized and compressed, under the dashboard's data version (migration
  // 0021), which moves with any committed change of what it shows: a request is never answered
  // with figures older than the data it could see, and admins asking for the same filters share
  // one computation.
  const cache = new VersionedCache<SerializedAnswer>(CACHED_DASHBOARDS, DASHBOARD_MAX_AGE_MS);
  const version = versionReader(db, shardedVersionRead(db, dashboardVersion, 'dashboard_version'));
  const compute = async (query: QueryOf<typeof dashboardEndpoint>, minReviews: number) =>
    serializeAnswer(await lane(() => buildDashboard(db, query, minReviews)), {
      precompress: true,
    });

  router.handle(dashboardEndpoint, async ({ query, c }) => {
    // The minimum sample is a setting: part of the key, so a change shows at once.
    const minReviews = (await getSettings(db)).min_reviews_for_score;
    const key = JSON.stringify({ query, minReviews });
    const answer = await cache.get(key, await version(), () => compute(query, minReviews));
    return sendAnswer(c, answer, 'no-store');
  });
}
