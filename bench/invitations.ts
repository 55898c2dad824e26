/**
 * "10,000 invitations queued in one import": an admin imports a CSV of 10,000 visits that carry
 * an e-mail address; the import request writes the visits and queues one invitation e-mail per
 * visit in the mail outbox. Measured: the request's time, the outbox rows it queued, and how
 * long `GET /api/health` took while the import ran (the import must not block other requests).
 * The imported visits and their messages are deleted afterwards, so runs do not add up.
 */
import { call, HttpError } from './http';
import { withClient } from './pg';

export interface InvitationsResult {
  visits: number;
  /** Time of the one `POST /api/admin/visits/import` request. */
  requestMs: number;
  /** Bytes of the CSV sent. */
  csvBytes: number;
  written: number;
  /** What the import answered it queued, and the outbox rows found for the imported addresses. */
  invitedReported: number;
  outboxRows: number;
  /** `GET /api/health` polled every 100 ms during the import. */
  healthDuringImport: { count: number; maxMs: number; p50Ms: number };
}

/** A valid Vietnamese mobile number per line (090 + 7 digits). */
const phone = (i: number) => `090${String(i).padStart(7, '0')}`;

export async function invitationsScenario(
  base: string,
  databaseUrl: string,
  adminCookie: string,
  count = 10_000,
): Promise<InvitationsResult> {
  const tag = `inv${Date.now().toString(36)}`;
  const domain = `${tag}.bench.invalid`;
  const doctorIds = await withClient(databaseUrl, async (c) => {
    const { rows } = await c.query<{ id: string }>('select id from doctors order by id limit 50');
    return rows.map((r) => r.id);
  });
  if (doctorIds.length === 0) throw new Error('no doctors in the database');
  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'phone,visit_date,doctor_ids,email,language',
    ...Array.from(
      { length: count },
      (_, i) =>
        `${phone(i)},${today},${doctorIds[i % doctorIds.length]},p${i}@${domain},${i % 4 === 0 ? 'en' : 'vi'}`,
    ),
  ].join('\n');

  // Health latency while the import runs: the event loop and the pool must stay available.
  const health: number[] = [];
  let importing = true;
  const poller = (async () => {
    while (importing) {
      const t = performance.now();
      await (await call(base, '/api/health')).arrayBuffer();
      health.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();

  const started = performance.now();
  let requestMs: number;
  let answer: { written: number; invited?: number };
  try {
    const res = await call(base, '/api/admin/visits/import', {
      cookie: adminCookie,
      body: { csv, dry_run: false },
    });
    const text = await res.text();
    requestMs = Math.round(performance.now() - started);
    if (!res.ok) throw new HttpError(res.status, text, 'POST /api/admin/visits/import');
    answer = JSON.parse(text);
  } finally {
    importing = false;
    await poller;
  }

  const outboxRows = await withClient(databaseUrl, async (c) => {
    const pattern = `%@${domain}`;
    const { rows } = await c.query<{ n: number }>(
      'select count(*)::int as n from mail_outbox where to_address like $1',
      [pattern],
    );
    // Leave nothing behind: the worker would otherwise go on sending 10,000 messages.
    await c.query('delete from mail_outbox where to_address like $1', [pattern]);
    await c.query('delete from visits where email like $1', [pattern]);
    return rows[0]?.n ?? 0;
  });
  const sorted = [...health].sort((a, b) => a - b);
  return {
    visits: count,
    requestMs,
    csvBytes: Buffer.byteLength(csv),
    written: answer.written,
    invitedReported: answer.invited ?? 0,
    outboxRows,
    healthDuringImport: {
      count: health.length,
      maxMs: Math.round(sorted.at(-1) ?? 0),
      p50Ms: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
    },
  };
}
