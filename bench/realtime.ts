/**
 * Real-time: many signed-in users hold a Server-Sent-Events stream on one server instance, an
 * admin posts an announcement to every user, and we time the POST and the arrival of the event
 * on every connected stream whose user wants system announcements.
 */

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { CpuUse, Patient } from './feedback';
import { call } from './http';
import { withClient } from './pg';
import { type LatencySummary, pool, summarize } from './stats';

interface Stream {
  patient: Patient;
  request: http.ClientRequest;
  /** performance.now() of the first matching notification event, when it came. */
  arrivedAt?: number;
}

export interface RealtimeResult {
  streamsRequested: number;
  streamsOpen: number;
  openSeconds: number;
  /** Streams whose user keeps system announcements on: those that must receive the event. */
  expectedRecipients: number;
  received: number;
  /** Users notified by the announcement (rows written), all users not only connected ones. */
  notifiedUsers: number;
  postMs: number;
  /** CPU used by the server and its database connections while the POST ran. */
  postCpuMs?: CpuUse;
  /** Last arrival on a connected stream, after the POST answered (negative: before it did). */
  lastArrivalAfterPostMs: number;
  /** Last arrival, from the moment the POST was sent. */
  lastArrivalAfterSendMs: number;
  arrivalAfterSendMs: LatencySummary;
  rssMb: { streamsOpen: number; afterDelivery: number };
}

function openStream(base: string, p: Patient, agent: http.Agent, onEvent: (block: string) => void) {
  return new Promise<http.ClientRequest>((resolve, reject) => {
    const req = http.get(
      `${base}/api/notifications/stream`,
      {
        agent,
        headers: {
          cookie: p.cookie,
          accept: 'text/event-stream',
          'accept-encoding': 'gzip',
          'x-forwarded-for': p.ip,
        },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream for user ${p.i}: HTTP ${res.statusCode}`));
          return;
        }
        res.setEncoding('utf8');
        let buffer = '';
        let opened = false;
        res.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            if (!opened) {
              opened = true;
              resolve(req);
            }
            onEvent(block);
            end = buffer.indexOf('\n\n');
          }
        });
        res.on('error', () => {});
      },
    );
    req.on('error', reject);
    req.setTimeout(60_000, () => req.destroy(new Error('stream open timed out')));
  });
}

export async function realtimeScenario(
  base: string,
  databaseUrl: string,
  patients: Patient[],
  adminCookie: string,
  rss: () => number,
  cpu: () => Promise<CpuUse>,
): Promise<RealtimeResult> {
  const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
  const token = randomUUID().slice(0, 8);
  const title = `Bench ${token}`;
  const streams: Stream[] = [];
  const openStarted = performance.now();
  let failures = 0;
  await pool(patients, 50, async (patient) => {
    const stream: Stream = { patient, request: undefined as unknown as http.ClientRequest };
    try {
      stream.request = await openStream(base, patient, agent, (block) => {
        if (stream.arrivedAt === undefined && block.includes('event: notification')) {
          if (block.includes(title)) stream.arrivedAt = performance.now();
        }
      });
      streams.push(stream);
    } catch (err) {
      failures++;
      if (failures <= 3) console.warn(`  ${(err as Error).message}`);
    }
  });
  const openSeconds = (performance.now() - openStarted) / 1000;
  await new Promise((r) => setTimeout(r, 2000));
  const rssOpen = rss();

  const wanting = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ email: string }>(
      `select u.email from users u left join user_preferences p on p.user_id = u.id
       where u.email = any($1::text[])
         and coalesce((p.notification_preferences ->> 'system_announcements')::boolean, true)`,
      [streams.map((s) => `bench.user${s.patient.i}@example.com`)],
    );
    return new Set(rows.map((r) => r.email));
  });
  const expected = streams.filter((s) => wanting.has(`bench.user${s.patient.i}@example.com`));

  const cpuBefore = await cpu();
  const sent = performance.now();
  const res = await call(base, '/api/admin/announcements', {
    cookie: adminCookie,
    body: {
      title,
      content:
        'Hệ thống phòng khám An Khang thông báo lịch bảo trì định kỳ vào 23:00 tối Chủ nhật. ' +
        'Trong thời gian này, việc đặt lịch trực tuyến có thể gián đoạn khoảng 30 phút.',
    },
  });
  const answered = performance.now();
  const cpuAfter = await cpu();
  const announcement = (await res.json()) as { id?: string };
  if (res.status !== 201 || !announcement.id) {
    throw new Error(`announcement failed: HTTP ${res.status} ${JSON.stringify(announcement)}`);
  }

  const deadline = answered + 30_000;
  while (performance.now() < deadline && expected.some((s) => s.arrivedAt === undefined)) {
    await new Promise((r) => setTimeout(r, 20));
  }
  const arrivals = expected
    .map((s) => s.arrivedAt)
    .filter((t): t is number => t !== undefined)
    .map((t) => t - sent);
  const last = arrivals.length ? Math.max(...arrivals) : Number.NaN;
  await new Promise((r) => setTimeout(r, 1000));
  const rssAfter = rss();
  const notifiedUsers = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from notifications where reference_id = $1',
      [announcement.id],
    );
    return rows[0]?.n ?? 0;
  });
  for (const s of streams) s.request.destroy();
  agent.destroy();
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    streamsRequested: patients.length,
    streamsOpen: streams.length,
    openSeconds: round(openSeconds),
    expectedRecipients: expected.length,
    received: arrivals.length,
    notifiedUsers,
    postMs: round(answered - sent),
    postCpuMs: {
      server: round(cpuAfter.server - cpuBefore.server),
      database: round(cpuAfter.database - cpuBefore.database),
    },
    lastArrivalAfterPostMs: round(last - (answered - sent)),
    lastArrivalAfterSendMs: round(last),
    arrivalAfterSendMs: summarize(arrivals, 1),
    rssMb: { streamsOpen: rssOpen, afterDelivery: rssAfter },
  };
}
