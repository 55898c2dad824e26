import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/harness';

const TOKEN = 'metrics-token-for-tests-0123456789';

/** `name{a="b",…} value` lines of the Prometheus text format, as name → [{labels, value}]. */
type Samples = Map<string, { labels: Record<string, string>; value: number }[]>;

// prom-client writes NaN as `Nan`; Prometheus reads either (Go's ParseFloat ignores the case).
const SAMPLE = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (-?[0-9.e+-]+|NaN|Nan|[+-]Inf)$/;
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"/g;

function parse(text: string): Samples {
  const samples: Samples = new Map();
  const typed = new Set<string>();
  for (const line of text.split('\n')) {
    if (line === '') continue;
    const comment = /^# (HELP|TYPE) ([a-zA-Z_:][a-zA-Z0-9_:]*) (.+)$/.exec(line);
    if (comment) {
      if (comment[1] === 'TYPE') {
        expect(['counter', 'gauge', 'histogram', 'summary', 'untyped']).toContain(comment[3]);
        typed.add(comment[2]!);
      }
      continue;
    }
    const m = SAMPLE.exec(line);
    expect(m, `not a Prometheus sample line: ${line}`).not.toBeNull();
    const [, name, labelText, value] = m!;
    const family = name!.replace(/_(bucket|sum|count)$/, '');
    expect(typed.has(name!) || typed.has(family), `no # TYPE before ${name}`).toBe(true);
    const labels = Object.fromEntries(
      [...(labelText ?? '').matchAll(LABEL)].map(([, k, v]) => [k!, v!]),
    );
    samples.set(name!, [...(samples.get(name!) ?? []), { labels, value: Number(value) }]);
  }
  return samples;
}

/** The sample of `name` whose labels include `labels` (0 when there is none yet). */
function value(samples: Samples, name: string, labels: Record<string, string> = {}) {
  const found = (samples.get(name) ?? []).find((s) =>
    Object.entries(labels).every(([k, v]) => s.labels[k] === v),
  );
  return found?.value ?? 0;
}

/** Reads until `done` holds (5 s at most), and returns the last reading. */
async function eventually<T>(read: () => Promise<T>, done: (v: T) => boolean): Promise<T> {
  const deadline = Date.now() + 5_000;
  let v = await read();
  while (!done(v) && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 50));
    v = await read();
  }
  return v;
}

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('is off: 404, whatever the token', async () => {
    expect((await t.api('GET /api/metrics')).status).toBe(404);
    const res = await t.api('GET /api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('not_found');
  });
});

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ METRICS_TOKEN: TOKEN });
  });
  afterAll(() => t.close());

  const scrape = async () => {
    const res = await t.api('GET /api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    return parse(await res.text());
  };

  it('needs the bearer token: 401 without one, 403 with another', async () => {
    const none = await t.api('GET /api/metrics');
    expect(none.status).toBe(401);
    expect(none.headers.get('www-authenticate')).toMatch(/^Bearer/);
    const wrong = await t.api('GET /api/metrics', {
      headers: { authorization: 'Bearer not-the-metrics-token-at-all' },
    });
    expect(wrong.status).toBe(403);
    const basic = await t.api('GET /api/metrics', {
      headers: { authorization: `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}` },
    });
    expect(basic.status).toBe(401);
  });

  it('answers the Prometheus text format with every figure', async () => {
    const res = await t.api('GET /api/metrics', {
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const samples = parse(await res.text());
    for (const name of [
      'http_requests_total',
      'http_request_duration_seconds_bucket',
      'db_pool_connections_in_use',
      'db_pool_connections_idle',
      'db_pool_waiting_requests',
      'sse_streams_open',
      'notification_deliveries_total',
      'mail_outbox_backlog',
      'mail_outbox_retrying',
      'mail_outbox_failed',
      'directory_cache_hits_total',
      'directory_cache_misses_total',
      'rate_limit_refusals_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(samples.has(name), name).toBe(true);
    }
  });

  it('counts requests by route pattern and status, never by raw path', async () => {
    const before = await scrape();
    const health = { method: 'GET', route: '/api/health', status: '200' };
    const N = 7;
    for (let i = 0; i < N; i++) expect((await t.api('GET /api/health')).status).toBe(200);
    const id = '00000000-0000-4000-8000-000000000000';
    expect((await t.api('GET /api/doctors/:id', { params: { id } })).status).toBe(404);
    const after = await scrape();
    expect(value(after, 'http_requests_total', health)).toBe(
      value(before, 'http_requests_total', health) + N,
    );
    expect(
      value(after, 'http_request_duration_seconds_count', health) -
        value(before, 'http_request_duration_seconds_count', health),
    ).toBe(N);
    const profile = { method: 'GET', route: '/api/doctors/:id', status: '404' };
    expect(value(after, 'http_requests_total', profile)).toBe(
      value(before, 'http_requests_total', profile) + 1,
    );
    const routes = (after.get('http_requests_total') ?? []).map((s) => s.labels.route);
    expect(routes.some((r) => r?.includes(id))).toBe(false);
  });

  it('counts directory cache hits and misses', async () => {
    const before = await scrape();
    for (let i = 0; i < 3; i++) {
      expect((await t.api('GET /api/doctors/featured')).status).toBe(200);
    }
    const after = await scrape();
    const hits = value(after, 'directory_cache_hits_total');
    const misses = value(after, 'directory_cache_misses_total');
    expect(hits - value(before, 'directory_cache_hits_total')).toBeGreaterThanOrEqual(2);
    expect(hits + misses - value(before, 'directory_cache_hits_total')).toBeGreaterThanOrEqual(3);
    expect(misses).toBeGreaterThanOrEqual(1);
  });

  it('counts rate-limit refusals', async () => {
    const before = await scrape();
    const ip = '203.0.113.77';
    // This address has used up its two-factor attempts for the hour.
    await t.database.db.execute(
      sql`insert into rate_limits (key, count, reset_at)
        values (${`totp:ip:${ip}`}, 1000, now() + interval '1 hour')`,
    );
    const res = await t.api('POST /api/auth/two-factor/verify-totp', {
      ip,
      body: { code: '000000' },
    });
    expect(res.status).toBe(429);
    const after = await scrape();
    expect(value(after, 'rate_limit_refusals_total')).toBeGreaterThanOrEqual(
      value(before, 'rate_limit_refusals_total') + 1,
    );
    expect(
      value(after, 'http_requests_total', {
        route: '/api/auth/two-factor/verify-totp',
        status: '429',
      }),
    ).toBeGreaterThanOrEqual(1);
  });

  it('reports open event streams, deliveries and the mail outbox', async () => {
    const user = await t.createUser();
    const admin = await t.createUser({ role: 'admin' });
    const before = await scrape();
    const stream = await t.api('GET /api/notifications/stream', { cookie: user.cookie });
    expect(stream.status).toBe(200);
    // The stream joins the hub once its body starts.
    const reader = stream.body!.getReader();
    void reader.read().catch(() => {});
    const open = await eventually(
      scrape,
      (s) => value(s, 'sse_streams_open') === value(before, 'sse_streams_open') + 1,
    );
    expect(value(open, 'sse_streams_open')).toBe(value(before, 'sse_streams_open') + 1);

    await t.database.db.execute(
      sql`insert into mail_outbox (to_address, subject, text_body, attempts)
        values ('a@example.com', 'due', 'x', 0), ('b@example.com', 'retry', 'x', 2),
          ('c@example.com', 'gave up', 'x', 8)`,
    );
    const res = await t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Metrics', content: 'Counted' },
    });
    expect(res.status).toBeLessThan(300);
    const after = await eventually(
      scrape,
      (s) =>
        value(s, 'notification_deliveries_total') > value(before, 'notification_deliveries_total'),
    );
    expect(value(after, 'notification_deliveries_total')).toBeGreaterThan(
      value(before, 'notification_deliveries_total'),
    );
    expect(value(after, 'mail_outbox_backlog')).toBeGreaterThanOrEqual(2);
    expect(value(after, 'mail_outbox_retrying')).toBeGreaterThanOrEqual(1);
    expect(value(after, 'mail_outbox_failed')).toBe(1);
    await reader.cancel();
    const closed = await eventually(
      scrape,
      (s) => value(s, 'sse_streams_open') === value(before, 'sse_streams_open'),
    );
    expect(value(closed, 'sse_streams_open')).toBe(value(before, 'sse_streams_open'));
  });
});
