/**
 * "10,000 visits imported at once, their invitations queued across channels and sent": an admin
 * imports a CSV of 10,000 visits at three clinics whose invitations go by Zalo, SMS and e-mail
 * first; the import request writes the visits and queues one invitation per visit in the outbox.
 * Then the server's worker sends them to local providers (bench/message-servers.ts). Measured:
 * the import's time, the messages queued per channel, each channel's sending rate, and how long
 * `GET /api/health` took meanwhile (neither the import nor the sending may block other requests).
 * The imported visits and their messages are deleted, and the clinics' orders restored, after.
 */
import { call, HttpError } from './http';
import type { MessageServers } from './message-servers';
import { withClient } from './pg';

const CHANNELS = ['zalo', 'sms', 'email'] as const;
type Channel = (typeof CHANNELS)[number];

export interface ChannelSending {
  channel: Channel;
  queued: number;
  sent: number;
  /** From the first message sent to the last, in seconds. */
  seconds: number;
  perSecond: number;
}

export interface InvitationsResult {
  visits: number;
  /** Time of the one `POST /api/admin/visits/import` request. */
  requestMs: number;
  /** Bytes of the CSV sent. */
  csvBytes: number;
  written: number;
  /** What the import answered it queued, and the outbox rows found for the imported visits. */
  invitedReported: number;
  outboxRows: number;
  /** `GET /api/health` polled every 100 ms during the import. */
  healthDuringImport: { count: number; maxMs: number; p50Ms: number };
  /** Each channel: queued, sent, and its rate against the local provider. */
  channels?: ChannelSending[];
  /** From the import's answer until every message was sent. */
  sendingSeconds?: number;
  /** `GET /api/health` polled every 100 ms while the worker sent. */
  healthDuringSending?: { count: number; p99Ms: number; maxMs: number };
  /** What the local providers received. */
  providersReceived?: MessageServers['received'];
}

/**
 * Before the bench's server starts: the generated dataset's own visits count as invited and
 * reminded, and nothing is left unsent, so the worker sends only the import's messages.
 */
export async function quietExistingMessages(databaseUrl: string) {
  await withClient(databaseUrl, async (c) => {
    await c.query(
      'update visits set invited_at = coalesce(invited_at, now()), reminded_at = coalesce(reminded_at, now())',
    );
    await c.query('delete from mail_outbox where sent_at is null');
  });
}

/** A valid Vietnamese mobile number per line (090 + 7 digits). */
const phone = (i: number) => `090${String(i).padStart(7, '0')}`;
const SENDING_TIMEOUT_MS = 600_000;

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
};

/** Polls `GET /api/health` every 100 ms until `stop()`; returns the latencies. */
function pollHealth(base: string) {
  const latencies: number[] = [];
  let polling = true;
  const done = (async () => {
    while (polling) {
      const t = performance.now();
      await (await call(base, '/api/health')).arrayBuffer();
      latencies.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  return {
    stop: async () => {
      polling = false;
      await done;
      return latencies;
    },
  };
}

export async function invitationsScenario(
  base: string,
  databaseUrl: string,
  adminCookie: string,
  providers?: MessageServers,
  count = 10_000,
): Promise<InvitationsResult> {
  const tag = `inv${Date.now().toString(36)}`;
  const domain = `${tag}.bench.invalid`;
  const { doctorIds, clinics } = await withClient(databaseUrl, async (c) => {
    const doctors = await c.query<{ id: string }>('select id from doctors order by id limit 50');
    const found = await c.query<{ id: string; channels: string[] }>(
      'select id, invitation_channels as channels from clinics order by id limit 3',
    );
    return { doctorIds: doctors.rows.map((r) => r.id), clinics: found.rows };
  });
  if (doctorIds.length === 0) throw new Error('no doctors in the database');
  if (clinics.length < CHANNELS.length) throw new Error('fewer than 3 clinics in the database');
  // One clinic per channel, each trying its channel first.
  await withClient(databaseUrl, async (c) => {
    for (const [i, channel] of CHANNELS.entries()) {
      const order = [channel, ...CHANNELS.filter((other) => other !== channel)];
      await c.query('update clinics set invitation_channels = $1 where id = $2', [
        order,
        clinics[i]!.id,
      ]);
    }
  });

  const today = new Date().toISOString().slice(0, 10);
  const csv = [
    'clinic_id,phone,visit_date,doctor_ids,email,language',
    ...Array.from(
      { length: count },
      (_, i) =>
        `${clinics[i % CHANNELS.length]!.id},${phone(i)},${today},${doctorIds[i % doctorIds.length]},p${i}@${domain},${i % 4 === 0 ? 'en' : 'vi'}`,
    ),
  ].join('\n');

  const importHealth = pollHealth(base);
  const started = performance.now();
  let requestMs: number;
  let answer: { written: number; invited?: number };
  let importLatencies: number[];
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
    importLatencies = await importHealth.stop();
  }
  const answered = performance.now();

  const ours = `visit_id in (select id from visits where email like '%@${domain}')`;
  const byChannel = () =>
    withClient(databaseUrl, async (c) => {
      const { rows } = await c.query<{
        channel: Channel;
        queued: number;
        sent: number;
        first: Date | null;
        last: Date | null;
      }>(
        `select channel, count(*)::int as queued, count(sent_at)::int as sent,
           min(sent_at) as first, max(sent_at) as last
         from mail_outbox where ${ours} group by channel`,
      );
      return rows;
    });

  const outboxRows = (await byChannel()).reduce((sum, r) => sum + r.queued, 0);
  let channels: ChannelSending[] | undefined;
  let sendingSeconds: number | undefined;
  let sendingHealth: InvitationsResult['healthDuringSending'];
  try {
    if (providers) {
      // The worker sends in the background; wait until every message is out.
      const sendingHealthPoll = pollHealth(base);
      let rows = await byChannel();
      while (rows.some((r) => r.sent < r.queued)) {
        if (performance.now() - answered > SENDING_TIMEOUT_MS) break;
        await new Promise((r) => setTimeout(r, 250));
        rows = await byChannel();
      }
      sendingSeconds = Math.round((performance.now() - answered) / 100) / 10;
      const latencies = await sendingHealthPoll.stop();
      sendingHealth = {
        count: latencies.length,
        p99Ms: percentile(latencies, 0.99),
        maxMs: percentile(latencies, 1),
      };
      channels = CHANNELS.map((channel) => {
        const row = rows.find((r) => r.channel === channel);
        const seconds =
          row?.first && row.last ? (row.last.getTime() - row.first.getTime()) / 1000 : 0;
        return {
          channel,
          queued: row?.queued ?? 0,
          sent: row?.sent ?? 0,
          seconds: Math.round(seconds * 10) / 10,
          perSecond: seconds > 0 ? Math.round((row?.sent ?? 0) / seconds) : 0,
        };
      });
    }
  } finally {
    await withClient(databaseUrl, async (c) => {
      // Leave nothing behind: the worker would otherwise go on sending.
      await c.query(`delete from mail_outbox where ${ours}`);
      await c.query('delete from visits where email like $1', [`%@${domain}`]);
      for (const clinic of clinics) {
        await c.query('update clinics set invitation_channels = $1 where id = $2', [
          clinic.channels,
          clinic.id,
        ]);
      }
    });
  }

  return {
    visits: count,
    requestMs,
    csvBytes: Buffer.byteLength(csv),
    written: answer.written,
    invitedReported: answer.invited ?? 0,
    outboxRows,
    healthDuringImport: {
      count: importLatencies.length,
      maxMs: percentile(importLatencies, 1),
      p50Ms: percentile(importLatencies, 0.5),
    },
    ...(channels ? { channels, sendingSeconds, healthDuringSending: sendingHealth } : {}),
    ...(providers ? { providersReceived: { ...providers.received } } : {}),
  };
}
