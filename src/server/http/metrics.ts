/**
 * Prometheus metrics (`GET /api/metrics`, text exposition format, prom-client): HTTP requests by
 * route pattern and status, the database pool, open event streams, notification deliveries, the
 * mail outbox, directory cache hits and misses, rate-limit refusals, and the process's own
 * figures (CPU, memory, event loop). One registry per app; the figures that live elsewhere are
 * read when Prometheus scrapes, so the request path pays only for its own counter and histogram.
 *
 * Off unless METRICS_TOKEN is set: the route answers 404 and the middleware does nothing. With a
 * token, a scrape must send `Authorization: Bearer <METRICS_TOKEN>` (401 without, 403 when wrong).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import pg from 'pg';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { contract } from '../../shared/api';
import type { Database } from '../db/client';
import type { Logger } from '../lib/logger';
import { outboxStats } from '../mail/outbox';
import type { DirectoryCache } from '../modules/doctors/directory-cache';
import type { NotificationHub } from '../realtime/hub';
import type { AppEnv } from './context';
import { AppError, forbidden, unauthenticated } from './errors';
import { rateLimitRefusals } from './rate-limit';
import type { ApiRouter } from './router';

export interface MetricsSources {
  database: Database;
  hub: NotificationHub;
  log: Logger;
  directory?: DirectoryCache;
}

export interface AppMetrics {
  enabled: boolean;
  registry: Registry;
  /**
   * The exposition text, read now. The three outbox gauges share one read per scrape; it is
   * dropped at the start of the next one (a timer could fire after the next scrape had begun:
   * with the embedded database a query finishes without the event loop turning).
   */
  scrape(): Promise<string>;
  /** Counts each request by method, route pattern (never the raw path) and status. */
  middleware: MiddlewareHandler<AppEnv>;
  /** The directory cache is made after the middleware is in place. */
  watchDirectory(directory: DirectoryCache): void;
}

/** Seconds; API answers are mostly milliseconds, an import or an upload may take seconds. */
const DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createMetrics(token: string | undefined, sources: MetricsSources): AppMetrics {
  const registry = new Registry();
  const enabled = token !== undefined;
  const registers = [registry];
  const { database, hub, log } = sources;
  let directory = sources.directory;

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer (to the response head for streams), by method, route pattern and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: DURATION_BUCKETS,
    registers,
  });

  const pool = () => {
    // The node-postgres Drizzle database keeps its pool as $client; PGlite has no pool.
    const client = (database.db as unknown as { $client?: unknown }).$client;
    return client instanceof pg.Pool ? client : undefined;
  };
  new Gauge({
    name: 'db_pool_connections_in_use',
    help: 'Database connections checked out of the pool (0 on the embedded database).',
    registers,
    collect() {
      const p = pool();
      this.set(p ? p.totalCount - p.idleCount : 0);
    },
  });
  new Gauge({
    name: 'db_pool_connections_idle',
    help: 'Open database connections waiting in the pool (0 on the embedded database).',
    registers,
    collect() {
      this.set(pool()?.idleCount ?? 0);
    },
  });
  new Gauge({
    name: 'db_pool_waiting_requests',
    help: 'Queries waiting for a pool connection (0 on the embedded database).',
    registers,
    collect() {
      this.set(pool()?.waitingCount ?? 0);
    },
  });

  new Gauge({
    name: 'sse_streams_open',
    help: 'Notification event streams open on this instance.',
    registers,
    collect() {
      this.set(hub.connections);
    },
  });
  new Counter({
    name: 'notification_deliveries_total',
    help: 'Notifications written to event streams by this instance.',
    registers,
    collect() {
      setCounter(this, hub.delivered);
    },
  });

  // One cheap query per scrape (the outbox's partial index on unsent rows) for the three gauges.
  let outbox: Promise<Awaited<ReturnType<typeof outboxStats>> | null> | undefined;
  const readOutbox = () => {
    outbox ??= outboxStats(database.db).catch((err) => {
      log.warn({ err: (err as Error).message }, 'metrics: mail outbox not readable');
      return null;
    });
    return outbox;
  };
  new Gauge({
    name: 'mail_outbox_backlog',
    help: 'E-mails waiting to be sent (including those being retried).',
    registers,
    async collect() {
      this.set((await readOutbox())?.backlog ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'mail_outbox_retrying',
    help: 'E-mails waiting to be sent after at least one failed attempt.',
    registers,
    async collect() {
      this.set((await readOutbox())?.retrying ?? Number.NaN);
    },
  });
  new Gauge({
    name: 'mail_outbox_failed',
    help: 'E-mails given up after the last attempt failed.',
    registers,
    async collect() {
      this.set((await readOutbox())?.failed ?? Number.NaN);
    },
  });

  new Counter({
    name: 'directory_cache_hits_total',
    help: 'Directory answers served from the in-memory cache.',
    registers,
    collect() {
      setCounter(this, directory?.cacheCounts().hits ?? 0);
    },
  });
  new Counter({
    name: 'directory_cache_misses_total',
    help: 'Directory answers computed from the database (absent or older than the data).',
    registers,
    collect() {
      setCounter(this, directory?.cacheCounts().misses ?? 0);
    },
  });
  new Counter({
    name: 'directory_index_answers_total',
    help: 'Directory list pages answered from the in-memory index of the doctors.',
    registers,
    collect() {
      setCounter(this, directory?.indexCounts().answered ?? 0);
    },
  });
  new Counter({
    name: 'directory_index_declines_total',
    help: 'Directory list pages left to the database: the index was older than the data.',
    registers,
    collect() {
      setCounter(this, directory?.indexCounts().declined ?? 0);
    },
  });
  new Counter({
    name: 'directory_index_builds_total',
    help: 'Builds of the in-memory index of the doctors (after a change, at most one a second).',
    registers,
    collect() {
      setCounter(this, directory?.indexCounts().builds ?? 0);
    },
  });
  new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests refused with 429 by a rate limit (this process).',
    registers,
    collect() {
      setCounter(this, rateLimitRefusals.count);
    },
  });

  if (enabled) collectDefaultMetrics({ register: registry });

  const middleware: MiddlewareHandler<AppEnv> = enabled
    ? async (c, next) => {
        const started = performance.now();
        await next();
        const labels = {
          method: c.req.method,
          route: routePath(c),
          status: String(c.res.status),
        };
        requests.inc(labels);
        duration.observe(labels, (performance.now() - started) / 1000);
      }
    : (_c, next) => next();

  return {
    enabled,
    registry,
    scrape() {
      outbox = undefined;
      return registry.metrics();
    },
    middleware,
    watchDirectory(d) {
      directory = d;
    },
  };
}

/** A counter kept elsewhere as a plain number, reported as it is at the scrape. */
function setCounter(counter: Counter, value: number) {
  counter.reset();
  counter.inc(value);
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** `GET /api/metrics`: 404 when off, 401 without a bearer token, 403 with another one. */
export function registerMetricsRoute(
  router: ApiRouter,
  metrics: AppMetrics,
  token: string | undefined,
) {
  const expected = token === undefined ? undefined : digest(token);
  router.handle(contract.metrics.metrics, async ({ c }) => {
    if (!expected) throw new AppError('not_found', 'No such API endpoint');
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(.+)$/i.exec(header);
    if (!match) {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw unauthenticated();
    }
    if (!timingSafeEqual(digest(match[1]!.trim()), expected)) throw forbidden();
    return c.body(await metrics.scrape(), 200, {
      'Content-Type': metrics.registry.contentType,
      'Cache-Control': 'no-store',
    });
  });
}
