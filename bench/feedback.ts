/**
 * Sign-in of many generated users through the API, then the feedback flow under load for a
 * bounded time: patients verify their visit and submit feedback for each doctor seen (with an
 * Idempotency-Key, and one retry in ten replaying the same key), while admins approve it.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { VerifiedVisit } from '../src/shared/feedback';
import { REVIEW_CONSENT_VERSION } from '../src/shared/privacy';
import { BENCH_PASSWORD, benchEmail, benchPhone } from './generate';
import { call, clientIp, signIn } from './http';
import { withClient } from './pg';
import { type LatencySummary, pool, summarize } from './stats';

export interface Patient {
  i: number;
  cookie: string;
  ip: string;
}

/** CPU ms used during a phase by the server process and by its PostgreSQL backends. */
export interface CpuUse {
  server: number;
  database: number;
}

export interface SignInResult {
  cpuMs?: CpuUse;
  users: number;
  concurrency: number;
  wallSeconds: number;
  failures: number;
  latency: LatencySummary;
}

/** Signs in generated users 1…count through POST /api/auth/sign-in/email, `concurrency` at a time. */
export async function signInUsers(
  base: string,
  count: number,
  concurrency: number,
): Promise<{ patients: Patient[]; result: SignInResult }> {
  const started = performance.now();
  const latencies: number[] = [];
  let failures = 0;
  const ids = Array.from({ length: count }, (_, k) => k + 1);
  const signedIn = await pool(ids, concurrency, async (i) => {
    const ip = clientIp(i);
    const t = performance.now();
    try {
      const cookie = await signIn(base, benchEmail(i), BENCH_PASSWORD, ip);
      latencies.push(performance.now() - t);
      return { i, cookie, ip };
    } catch (err) {
      failures++;
      if (failures <= 3) console.warn(`  sign-in failed: ${(err as Error).message}`);
      return null;
    }
  });
  const wallSeconds = (performance.now() - started) / 1000;
  return {
    patients: signedIn.filter((p): p is Patient => p !== null),
    result: {
      users: count,
      concurrency,
      wallSeconds: Math.round(wallSeconds * 10) / 10,
      failures,
      latency: summarize(latencies, wallSeconds),
    },
  };
}

/**
 * Sessions for users from…to made directly in the database, with the cookie the auth library
 * would have set (token signed with HMAC-SHA256 of the server's secret): signing in thousands of
 * users through the API costs a scrypt hash each and would take minutes on two cores.
 */
export async function mintSessions(
  databaseUrl: string,
  secret: string,
  from: number,
  to: number,
): Promise<Patient[]> {
  if (to < from) return [];
  const ids = Array.from({ length: to - from + 1 }, (_, k) => from + k);
  const tokens = ids.map(() => randomBytes(24).toString('base64url'));
  await withClient(databaseUrl, (c) =>
    c.query(
      `insert into sessions (token, user_id, expires_at, ip_address, user_agent)
       select t.token, u.id, now() + interval '7 days', '127.0.0.1', 'bench'
       from unnest($1::text[], $2::text[]) as t(token, email)
       join users u on lower(u.email) = t.email`,
      [tokens, ids.map(benchEmail)],
    ),
  );
  return ids.map((i, k) => {
    const token = tokens[k]!;
    const signature = createHmac('sha256', secret).update(token).digest('base64');
    return {
      i,
      cookie: `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`,
      ip: clientIp(i),
    };
  });
}

export interface FeedbackResult {
  cpuMs?: CpuUse;
  seconds: number;
  patientWorkers: number;
  moderatorWorkers: number;
  patientsServed: number;
  operations: Record<'verify' | 'submit' | 'submitRetry' | 'moderate', LatencySummary>;
  /** Responses that were not what the flow expects (status → count). */
  unexpected: Record<string, number>;
  /** Every operation of the three kinds, per second. */
  totalPerSecond: number;
  idempotentReplaysMatched: number;
}

const COMMENTS = [
  'Bác sĩ khám kỹ và giải thích rõ ràng, tôi rất hài lòng.',
  'Thời gian chờ hơi lâu nhưng bác sĩ tư vấn tận tình.',
  'Nhân viên thân thiện, phòng khám sạch sẽ.',
  null,
];

export async function feedbackScenario(
  base: string,
  patients: Patient[],
  visits: Map<number, string>,
  adminCookie: string,
  seconds: number,
  concurrency: number,
): Promise<FeedbackResult> {
  const lat = { verify: [] as number[], submit: [] as number[], submitRetry: [] as number[] };
  const moderated: number[] = [];
  const unexpected: Record<string, number> = {};
  const miss = (what: string, status: number) => {
    const key = `${what} ${status}`;
    unexpected[key] = (unexpected[key] ?? 0) + 1;
  };
  const queue: string[] = [];
  let replays = 0;
  let served = 0;
  let next = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  let patientsDone = false;
  const timed = async (into: number[], run: () => Promise<Response>) => {
    const t = performance.now();
    const res = await run();
    const body = await res.text();
    into.push(performance.now() - t);
    return { res, body };
  };

  const patientWorker = async () => {
    while (performance.now() < deadline && next < patients.length) {
      const p = patients[next++]!;
      const code = visits.get(p.i);
      if (!code) continue;
      const headers = { 'x-forwarded-for': p.ip };
      const v = await timed(lat.verify, () =>
        call(base, '/api/visits/verify', {
          cookie: p.cookie,
          headers,
          body: { visit_code: code, phone: benchPhone(p.i) },
        }),
      );
      if (v.res.status !== 200) {
        miss('verify', v.res.status);
        continue;
      }
      const visit = JSON.parse(v.body) as VerifiedVisit;
      for (const [k, doctor] of visit.doctors.entries()) {
        const rating = 3 + ((p.i + k) % 3);
        const body = {
          visit_id: visit.visit_id,
          doctor_id: doctor.id,
          rating,
          medical_expertise: rating,
          customer_experience: Math.max(1, rating - 1),
          compliance: rating,
          comment: COMMENTS[(p.i + k) % COMMENTS.length],
          is_anonymous: p.i % 7 === 0,
          // A review is stored only with the patient's consent to the current wording.
          consent_version: REVIEW_CONSENT_VERSION,
        };
        const key = `bench-${p.i}-${doctor.id}`;
        const send = () =>
          call(base, '/api/feedback', {
            cookie: p.cookie,
            headers: { ...headers, 'idempotency-key': key },
            body,
          });
        const s = await timed(lat.submit, send);
        if (s.res.status !== 201) {
          miss('submit', s.res.status);
          continue;
        }
        const created = JSON.parse(s.body) as { id: string };
        queue.push(created.id);
        if ((p.i + k) % 10 === 0) {
          const again = await timed(lat.submitRetry, send);
          const replay =
            again.res.status === 201 ? (JSON.parse(again.body) as { id: string }) : null;
          if (replay?.id === created.id) replays++;
          else miss('retry', again.res.status);
        }
      }
      served++;
    }
  };

  const moderatorWorker = async () => {
    while (performance.now() < deadline) {
      const id = queue.shift();
      if (!id) {
        if (patientsDone) return;
        await new Promise((r) => setTimeout(r, 10));
        continue;
      }
      const m = await timed(moderated, () =>
        call(base, `/api/admin/feedback/${id}`, {
          method: 'PATCH',
          cookie: adminCookie,
          body: { status: 'approved' },
        }),
      );
      if (m.res.status !== 200) miss('moderate', m.res.status);
    }
  };

  const moderators = Math.max(1, Math.round(concurrency / 4));
  const patientWorkers = Math.max(1, concurrency - moderators);
  const moderation = Promise.all(Array.from({ length: moderators }, moderatorWorker));
  await Promise.all(Array.from({ length: patientWorkers }, patientWorker));
  patientsDone = true;
  await moderation;
  const wall = (performance.now() - started) / 1000;
  const operations = {
    verify: summarize(lat.verify, wall),
    submit: summarize(lat.submit, wall),
    submitRetry: summarize(lat.submitRetry, wall),
    moderate: summarize(moderated, wall),
  };
  const total =
    operations.verify.count +
    operations.submit.count +
    operations.submitRetry.count +
    operations.moderate.count;
  return {
    seconds: Math.round(wall * 10) / 10,
    patientWorkers,
    moderatorWorkers: moderators,
    patientsServed: served,
    operations,
    unexpected,
    totalPerSecond: Math.round((total / wall) * 10) / 10,
    idempotentReplaysMatched: replays,
  };
}
