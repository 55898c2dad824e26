import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aggregateMismatches,
  createDatabase,
  onPostgres,
  type TestDatabase,
  withDatabase,
} from './support/db';
import { errorCode, openEventStream, Session } from './support/http';
import {
  ADMIN,
  DEMO_PASSWORD,
  disposeServer,
  type ServerProcess,
  startServer,
} from './support/server';

if (!onPostgres) console.warn('resilience tests need PostgreSQL: set TEST_DATABASE_URL (CI does)');

/**
 * Two server processes on one PostgreSQL database, started together (one migrates and seeds,
 * the other waits), with the test as the load balancer: requests alternate between them, and
 * sessions, rate limits, idempotency and live notifications work whichever instance is asked.
 */
describe.skipIf(!onPostgres)('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let one: ServerProcess;
  let two: ServerProcess;
  const servers: ServerProcess[] = [];
  /** Instance 1 or 2 by turns. */
  let turn = 0;
  const next = () => (turn++ % 2 === 0 ? one.url : two.url);

  beforeAll(async () => {
    database = await createDatabase();
    const started = await Promise.allSettled([
      startServer({ databaseUrl: database.url }),
      startServer({ databaseUrl: database.url }),
    ]);
    for (const s of started) if (s.status === 'fulfilled') servers.push(s.value);
    for (const s of started) if (s.status === 'rejected') throw s.reason;
    [one, two] = servers as [ServerProcess, ServerProcess];
  });

  afterAll(async () => {
    await Promise.all(servers.map((s) => disposeServer(s)));
    await database?.drop();
  });

  it('seeds the demo data once although both started on the empty database together', async () => {
    const count = await withDatabase(database.url, async (q) => {
      const [row] = await q('select count(*)::int as n from doctors');
      return Number(row?.n);
    });
    expect(count).toBe(12);
  });

  it('honours a session made on one instance on the other, and a sign-out on both', async () => {
    const patient = new Session(one.url, '10.252.0.1');
    await patient.signIn('nhung.nguyen@example.com', DEMO_PASSWORD);
    for (let i = 0; i < 4; i++) {
      const me = await patient.get<{ user: { email: string } }>('/api/me', { base: next() });
      expect(me.status).toBe(200);
      expect(me.body.user.email).toBe('nhung.nguyen@example.com');
    }
    // Signed out through instance 2: the cookie is refused by both.
    const cookie = patient.cookie;
    const out = await patient.post('/api/auth/sign-out', {}, { base: two.url });
    expect(out.status).toBe(200);
    for (const base of [one.url, two.url]) {
      const res = await fetch(`${base}/api/me`, { headers: { cookie } });
      expect(res.status, base).toBe(401);
    }
  });

  it('counts failed sign-ins for one account and address across both instances', async () => {
    const email = 'minh.tran@example.com';
    // One address, alternating instances: the per-(account, address) limit (10 failures in
    // 15 min) holds across them; the owner from another address still gets in.
    const attempt = (i: number, password: string, ip = '10.253.0.1') =>
      new Session(i % 2 ? one.url : two.url, ip).post('/api/auth/sign-in/email', {
        email,
        password,
      });
    for (let i = 1; i <= 10; i++) {
      const res = await attempt(i, 'not the password');
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    for (let i = 11; i <= 12; i++) {
      const res = await attempt(i, DEMO_PASSWORD);
      expect(res.status, `attempt ${i}`).toBe(429);
      expect(errorCode(res.body)).toBe('rate_limited');
      expect(res.headers.get('retry-after')).toBeTruthy();
    }
    expect((await attempt(13, DEMO_PASSWORD, '10.253.9.9')).status).toBe(200);
  });

  it('delivers an announcement posted on one instance to a stream open on the other', async () => {
    const admin = new Session(one.url, '10.254.0.1');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const reader = new Session(two.url, '10.254.0.2');
    await reader.signIn('thao.le@example.com', DEMO_PASSWORD);

    for (const [streamOn, postOn, title] of [
      [two.url, one.url, 'Thông báo qua máy chủ 1'],
      [one.url, two.url, 'Thông báo qua máy chủ 2'],
    ] as const) {
      const stream = await openEventStream(reader, '/api/notifications/stream', streamOn);
      try {
        expect(stream.status).toBe(200);
        expect(stream.contentType).toContain('text/event-stream');
        await stream.waitFor((e) => e.event === 'ping', 5_000);
        const posted = await admin.post(
          '/api/admin/announcements',
          { title, content: 'Hai máy chủ, một cơ sở dữ liệu.' },
          { base: postOn },
        );
        expect(posted.status).toBe(201);
        const event = await stream.waitFor(
          (e) => e.event === 'notification' && e.data.includes(title),
          10_000,
        );
        expect(JSON.parse(event.data)).toMatchObject({ type: 'system' });
      } finally {
        stream.close();
      }
    }
  });

  it('takes one feedback once when the same submission reaches both instances', async () => {
    const admin = new Session(one.url, '10.255.0.1');
    await admin.signIn(ADMIN.email, ADMIN.password);
    const doctors = await admin.get<{ items: { id: string }[] }>('/api/doctors?page_size=12');
    const doctorId = doctors.body.items[0]!.id;
    const phone = '0931112233';
    const visit = await admin.post<{ visit_code: string }>(
      '/api/admin/visits',
      { phone, visit_date: new Date().toISOString().slice(0, 10), doctor_ids: [doctorId] },
      { base: two.url },
    );
    expect(visit.status).toBe(201);

    const patient = new Session(two.url, '10.255.0.2');
    const signUp = await patient.post<{ user: { id: string } }>('/api/auth/sign-up/email', {
      email: 'two-instances@example.com',
      password: 'a sturdy two-instance passphrase',
      privacy_notice_version: '2026-11',
      first_name: 'Hai',
      last_name: 'Máy',
    });
    expect(signUp.status).toBe(200);
    // Sign-up opens no session; the new patient signs in.
    await patient.signIn('two-instances@example.com', 'a sturdy two-instance passphrase');
    const verified = await patient.post<{ visit_id: string }>(
      '/api/visits/verify',
      { visit_code: visit.body.visit_code, phone },
      { base: one.url },
    );
    expect(verified.status).toBe(200);

    // The same request with the same key, at once to both instances (a retry that raced).
    const body = {
      visit_id: verified.body.visit_id,
      doctor_id: doctorId,
      rating: 4,
      medical_expertise: 5,
      customer_experience: 4,
      compliance: 3,
      consent_version: '2026-01',
    };
    const key = 'two-instances-key-0001';
    const answers = await Promise.all(
      [one.url, two.url].map((base) =>
        patient.post<{ id: string }>('/api/feedback', body, {
          base,
          headers: { 'idempotency-key': key },
        }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201]);
    expect(answers[0]!.body.id).toBe(answers[1]!.body.id);
    const id = answers[0]!.body.id;

    // Approved through one instance, counted in the stats read from the other.
    const before = await patient.get<{ review_count: number }>(`/api/doctors/${doctorId}/stats`, {
      base: two.url,
    });
    const approved = await admin.patch(
      `/api/admin/feedback/${id}`,
      { status: 'approved' },
      { base: one.url },
    );
    expect(approved.status).toBe(200);
    const after = await patient.get<{ review_count: number }>(`/api/doctors/${doctorId}/stats`, {
      base: two.url,
    });
    expect(after.body.review_count).toBe(before.body.review_count + 1);

    await withDatabase(database.url, async (q) => {
      const rows = await q('select id::text as id from feedback where visit_id = $1', [
        verified.body.visit_id,
      ]);
      expect(rows.map((r) => r.id)).toEqual([id]);
      expect(await aggregateMismatches(q)).toEqual([]);
    });
  });
});
