/**
 * A bounded mixed workload against a running server, recording every answer: people browse and
 * search the directory, verify their visit and rate its doctors (with an Idempotency-Key, and
 * retrying with the same key when no answer or a 503 came back, as the web client does), report
 * published reviews, and an administrator moderates. The log says which feedback the server
 * acknowledged (201), so the tests can check that nothing acknowledged is lost or doubled.
 */
import crypto from 'node:crypto';
import { type ApiResponse, errorCode, NoAnswer, Session, sleep } from './http';
import { ADMIN } from './server';

export interface LoadVisit {
  code: string;
  /** Known once verified. */
  id?: string;
  /** Doctors of the visit not yet submitted. */
  toReview: string[];
}

export interface LoadUser {
  id: string;
  email: string;
  phone: string;
  session: Session;
  visits: LoadVisit[];
  /** Verification attempts so far (the server allows 10 per user in 15 minutes). */
  verifies: number;
}

export interface World {
  base: string;
  admin: Session;
  /** Verified (listed) doctors. */
  doctorIds: string[];
  users: LoadUser[];
}

export interface Outcome {
  /** ms since the load started */
  at: number;
  kind: string;
  method: string;
  path: string;
  status?: number;
  code?: string;
  ms: number;
  failure?: 'network' | 'timeout';
  detail?: string;
}

interface Submission {
  user: LoadUser;
  key: string;
  body: Record<string, unknown>;
}

export class LoadLog {
  readonly started = performance.now();
  readonly outcomes: Outcome[] = [];
  /** Feedback the server answered 201 to: id → idempotency key. */
  readonly acked = new Map<string, string>();
  /** Submissions that have not had a definitive answer yet, by key. */
  readonly uncertain = new Map<string, Submission>();
  /** Submissions refused with a 4xx other than 429 (should not happen: keys are unique). */
  readonly refused: { key: string; status: number; code?: string }[] = [];
  /** Moderation decisions acknowledged (200), last one per id. */
  readonly decisions = new Map<string, 'approved' | 'rejected'>();
  /** Reports acknowledged (201). */
  readonly reported = new Set<string>();
  inflight = 0;

  now() {
    return Math.round(performance.now() - this.started);
  }

  get fiveXX() {
    return this.outcomes.filter((o) => o.status !== undefined && o.status >= 500);
  }

  get unanswered() {
    return this.outcomes.filter((o) => o.failure !== undefined);
  }

  countBy(key: (o: Outcome) => string): Record<string, number> {
    const out: Record<string, number> = {};
    for (const o of this.outcomes) out[key(o)] = (out[key(o)] ?? 0) + 1;
    return out;
  }

  /** One line for the test output. */
  summary(): string {
    const statuses = this.countBy((o) => (o.failure ? o.failure : String(o.status)));
    const kinds = this.countBy((o) => o.kind);
    const max = Math.max(0, ...this.outcomes.map((o) => o.ms));
    return `${this.outcomes.length} requests ${JSON.stringify(statuses)} ${JSON.stringify(kinds)}; ${this.acked.size} feedback acknowledged, ${this.decisions.size} moderated, ${this.reported.size} reported; slowest ${max} ms`;
  }

  /** Sends one request and records its outcome; returns undefined when no answer came. */
  async call<T>(
    kind: string,
    session: Session,
    method: string,
    path: string,
    body?: unknown,
    headers?: Record<string, string>,
    timeoutMs?: number,
  ): Promise<ApiResponse<T> | undefined> {
    const at = this.now();
    this.inflight++;
    try {
      const res = await session.request<T>(method, path, { body, headers, timeoutMs });
      this.outcomes.push({
        at,
        kind,
        method,
        path: path.replace(/[0-9a-f-]{36}/g, ':id'),
        status: res.status,
        code: errorCode(res.body),
        ms: res.ms,
      });
      return res;
    } catch (err) {
      if (!(err instanceof NoAnswer)) throw err;
      this.outcomes.push({
        at,
        kind,
        method,
        path: path.replace(/[0-9a-f-]{36}/g, ':id'),
        ms: err.ms,
        failure: err.kind,
        detail: err.detail,
      });
      return undefined;
    } finally {
      this.inflight--;
    }
  }
}

/** Outcomes counted by request and answer, for short assertion messages. */
export function tally(outcomes: Outcome[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of outcomes) {
    const key = `${o.method} ${o.path.split('?')[0]} → ${o.failure ?? `${o.status} ${o.code ?? ''}`}`;
    out[key] = (out[key] ?? 0) + 1;
  }
  return out;
}

// ------------------------------------------------------------------ setting up

const today = () => new Date().toISOString().slice(0, 10);

async function mapLimit<T, R>(items: T[], limit: number, fn: (t: T, i: number) => Promise<R>) {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

function must<T>(res: ApiResponse<T>, status: number, what: string): T {
  if (res.status !== status) {
    throw new Error(`${what}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
  }
  return res.body;
}

/**
 * Signs the admin in, then creates `count` patients (sign-up through the API, each from its own
 * address) and `visitsPerUser` visits each through the admin API, with `doctorsPerUser` listed
 * doctors in all.
 */
export async function setupWorld(
  base: string,
  count: number,
  { visitsPerUser = 2, doctorsPerUser = 15 } = {},
): Promise<World> {
  const tag = crypto.randomBytes(3).toString('hex');
  const admin = new Session(base, '10.250.0.1');
  await admin.signIn(ADMIN.email, ADMIN.password);
  const list = must(
    await admin.get<{ items: { id: string }[] }>('/api/doctors?page_size=48'),
    200,
    'doctor list',
  );
  const doctorIds = list.items.map((d) => d.id);
  if (doctorIds.length === 0) throw new Error('no doctors listed: is the demo data loaded?');

  const users = await mapLimit(
    Array.from({ length: count }, (_, i) => i),
    4,
    async (i): Promise<LoadUser> => {
      const session = new Session(
        base,
        `10.${100 + Math.floor(i / 250)}.${i % 250}.${7 + (i % 13)}`,
      );
      const email = `load-${tag}-${i}@example.com`;
      const body = must(
        await session.post<{ user: { id: string } }>('/api/auth/sign-up/email', {
          email,
          password: 'a sturdy load-test passphrase',
          privacy_notice_version: '2026-11',
          first_name: 'Tải',
          last_name: `Người ${i}`,
        }),
        200,
        `sign-up ${email}`,
      );
      // Sign-up opens no session; the new patient signs in.
      await session.signIn(email, 'a sturdy load-test passphrase');
      const phone = `09${String(10_000_000 + ((Number.parseInt(tag, 16) * 97 + i) % 89_999_999)).padStart(8, '0')}`;
      // Visits with `doctorsPerUser` doctors in all (feedback is limited to 20 per user an hour).
      const visits: LoadVisit[] = [];
      for (let v = 0, k = 0; v < visitsPerUser; v++) {
        const size = Math.ceil((doctorsPerUser - k) / (visitsPerUser - v));
        const doctor_ids = Array.from(
          { length: size },
          (_, j) => doctorIds[(i + k + j) % doctorIds.length]!,
        );
        k += size;
        const visit = must(
          await admin.post<{ visit_code: string }>('/api/admin/visits', {
            phone,
            visit_date: today(),
            doctor_ids: [...new Set(doctor_ids)],
          }),
          201,
          'create visit',
        );
        visits.push({ code: visit.visit_code, toReview: [...new Set(doctor_ids)] });
      }
      return { id: body.user.id, email, phone, session, visits, verifies: 0 };
    },
  );
  return { base, admin, doctorIds, users };
}

// ------------------------------------------------------------------ the workload

export interface Mix {
  browse: number;
  search: number;
  verify: number;
  feedback: number;
  moderate: number;
  report: number;
}

export const MIXED: Mix = {
  browse: 35,
  search: 15,
  verify: 5,
  feedback: 25,
  moderate: 15,
  report: 5,
};
export const WRITES: Mix = {
  browse: 0,
  search: 0,
  verify: 0,
  feedback: 75,
  moderate: 25,
  report: 0,
};

export interface LoadOptions {
  clients: number;
  durationMs: number;
  mix?: Mix;
  /** Per request. */
  timeoutMs?: number;
  /** Checked between requests: the load ends early when it says so (server killed). */
  stop?: () => boolean;
}

const SEARCHES = ['nguyen', 'tran', 'le', 'noi', 'tim mach', 'bs', 'd', 'Nguyễn', 'nhi khoa'];
const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!;

function choose(mix: Mix): keyof Mix {
  const entries = Object.entries(mix) as [keyof Mix, number][];
  let r = Math.random() * entries.reduce((s, [, w]) => s + w, 0);
  for (const [name, weight] of entries) {
    r -= weight;
    if (r < 0) return name;
  }
  return entries[0]![0];
}

/**
 * Sends one submission until it gets a definitive answer (201 or a refusal), retrying with the
 * same Idempotency-Key after no answer or a 503, until `until` (performance.now() time).
 */
export async function submitUntilAnswered(
  log: LoadLog,
  s: Submission,
  until: number,
  stop: () => boolean = () => false,
  timeoutMs?: number,
): Promise<void> {
  for (;;) {
    log.uncertain.set(s.key, s);
    const res = await log.call<{ id: string }>(
      'feedback',
      s.user.session,
      'POST',
      '/api/feedback',
      s.body,
      { 'idempotency-key': s.key },
      timeoutMs,
    );
    if (res && res.status === 201) {
      log.uncertain.delete(s.key);
      log.acked.set(res.body.id, s.key);
      return;
    }
    if (res && res.status !== 503 && res.status !== 429) {
      log.uncertain.delete(s.key);
      log.refused.push({ key: s.key, status: res.status, code: errorCode(res.body) });
      return;
    }
    if (performance.now() > until || stop()) return;
    await sleep(res?.status === 429 ? 1000 : 250);
  }
}

async function verify(log: LoadLog, u: LoadUser, visit: LoadVisit, timeoutMs?: number) {
  const res = await log.call<{ visit_id: string }>(
    'verify',
    u.session,
    'POST',
    '/api/visits/verify',
    { visit_code: visit.code, phone: u.phone },
    undefined,
    timeoutMs,
  );
  // Attempts the server counted (it allows 10 per user in 15 minutes); a 503 was not counted.
  if (res && res.status !== 503) u.verifies++;
  if (res?.status === 200) visit.id = res.body.visit_id;
  // Like a person, wait a moment before trying again after a failure.
  if (!res || res.status >= 500) await sleep(200);
}

/** Runs the workload from `clients` concurrent clients for `durationMs`, then resolves. */
export async function runLoad(world: World, log: LoadLog, options: LoadOptions): Promise<void> {
  const mix = options.mix ?? MIXED;
  const stop = options.stop ?? (() => false);
  const deadline = performance.now() + options.durationMs;
  const { admin, doctorIds } = world;
  const t = options.timeoutMs;
  const doctorPath = () => `/api/doctors/${pick(doctorIds)}`;
  /** One request of the load; after a failure the client waits a moment, as a person would. */
  const call = async <T>(
    kind: string,
    session: Session,
    method: string,
    path: string,
    body?: unknown,
  ) => {
    const res = await log.call<T>(kind, session, method, path, body, undefined, t);
    if (!res || res.status >= 500) await sleep(200);
    return res;
  };

  const client = async (index: number) => {
    const mine = world.users.filter((_, i) => i % options.clients === index);
    while (performance.now() < deadline && !stop()) {
      const action = choose(mix);
      if (action === 'browse') {
        const path = pick([
          '/api/doctors?page_size=12',
          '/api/doctors?sort=rating&page_size=24',
          '/api/doctors/featured',
          '/api/doctors/facets',
          doctorPath(),
          `${doctorPath()}/reviews?page=1`,
          `${doctorPath()}/stats`,
        ]);
        await call('browse', pick(mine)?.session ?? admin, 'GET', path);
      } else if (action === 'search') {
        const q = encodeURIComponent(pick(SEARCHES));
        await call('search', pick(mine)?.session ?? admin, 'GET', `/api/doctors?q=${q}`);
      } else if (action === 'verify') {
        // Checking a visit again (the page is reloaded): the same answer.
        const u = mine.find((x) => x.verifies < 5 && x.visits.some((v) => v.id));
        const visit = u?.visits.find((v) => v.id);
        if (u && visit) await verify(log, u, visit, t);
      } else if (action === 'feedback') {
        const u = mine.find((x) => x.verifies < 8 && x.visits.some((v) => v.toReview.length > 0));
        const visit = u?.visits.find((v) => v.toReview.length > 0);
        if (!u || !visit) continue;
        if (!visit.id) {
          await verify(log, u, visit, t);
          continue;
        }
        const doctorId = visit.toReview.shift()!;
        const rating = 1 + Math.floor(Math.random() * 5);
        const around = (n: number) =>
          Math.min(5, Math.max(1, n + Math.floor(Math.random() * 3) - 1));
        await submitUntilAnswered(
          log,
          {
            user: u,
            key: `load-${crypto.randomUUID()}`,
            body: {
              visit_id: visit.id,
              doctor_id: doctorId,
              rating,
              medical_expertise: around(rating),
              customer_experience: around(rating),
              compliance: around(rating),
              comment: Math.random() < 0.5 ? `Khám kỹ, giải thích rõ ràng (${rating}★).` : null,
              is_anonymous: Math.random() < 0.2,
              consent_version: '2026-01',
            },
          },
          deadline,
          stop,
          t,
        );
      } else if (action === 'moderate') {
        const status = Math.random() < 0.25 ? 'reported' : 'pending';
        const page = await call<{ items: { id: string }[] }>(
          'moderate',
          admin,
          'GET',
          `/api/admin/feedback?status=${status}&limit=10`,
        );
        if (page?.status !== 200) continue;
        for (const item of page.body.items.sort(() => Math.random() - 0.5).slice(0, 2)) {
          const decision = Math.random() < 0.8 ? 'approved' : 'rejected';
          const res = await call('moderate', admin, 'PATCH', `/api/admin/feedback/${item.id}`, {
            status: decision,
          });
          if (res?.status === 200) log.decisions.set(item.id, decision);
        }
      } else if (action === 'report') {
        const approved = [...log.decisions].filter(([, d]) => d === 'approved');
        const u = pick(mine);
        if (approved.length === 0 || !u) continue;
        const [id] = pick(approved);
        const res = await call('report', u.session, 'POST', `/api/feedback/${id}/report`, {
          reason: 'spam',
        });
        if (res?.status === 201) log.reported.add(id);
      }
    }
  };
  await Promise.all(Array.from({ length: options.clients }, (_, i) => client(i)));
}

/** Re-sends every submission still without a definitive answer, with its own key. */
export async function settle(log: LoadLog, timeoutMs = 30_000): Promise<void> {
  const until = performance.now() + timeoutMs;
  for (const s of [...log.uncertain.values()]) await submitUntilAnswered(log, s, until);
}
