import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeDoctor } from '../test/fixtures';
import { startTestApp, type TestApp } from '../test/harness';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
if (!onPostgres)
  console.warn('multi-instance tests need PostgreSQL: set TEST_DATABASE_URL (CI does)');

/** Two app instances on one PostgreSQL: what one writes, the other's clients see. */
describe.skipIf(!onPostgres)('two instances on one PostgreSQL', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    one = await startTestApp();
    two = await startTestApp({}, one);
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('delivers an announcement posted through instance 1 to a stream on instance 2', async () => {
    const admin = await one.createUser({ role: 'admin' });
    const reader = await one.createUser();
    const stream = await two.api('GET /api/notifications/stream', { cookie: reader.cookie });
    expect(stream.status).toBe(200);
    const reader2 = stream.body!.getReader();
    const created = await one.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Hai máy chủ', content: 'Xin chào' },
    });
    expect(created.status).toBe(201);
    let text = '';
    const deadline = Date.now() + 10_000;
    // One read stays pending across the waits: a read abandoned to a timeout would swallow the
    // chunk it later receives.
    let pending = reader2.read();
    while (!text.includes('Hai máy chủ') && Date.now() < deadline) {
      const chunk = await Promise.race([
        pending,
        new Promise<null>((r) => setTimeout(() => r(null), 500)),
      ]);
      if (!chunk) continue;
      if (chunk.value) text += new TextDecoder().decode(chunk.value);
      if (chunk.done) break;
      pending = reader2.read();
    }
    expect(text).toContain('event: notification');
    expect(text).toContain('Thông báo hệ thống: Hai máy chủ');
    await reader2.cancel();
  });

  it('honours a session and shares rate limits whichever instance is asked', async () => {
    const user = await one.createUser();
    expect((await two.api('GET /api/me', { cookie: user.cookie })).status).toBe(200);
    const ip = '203.0.113.7';
    for (let i = 0; i < 15; i++) {
      const target = i % 2 === 0 ? one : two;
      await target.api('POST /api/auth/sign-in/email', {
        ip,
        body: { email: user.email, password: 'wrong password!' },
      });
    }
    const limited = await two.api('POST /api/auth/sign-in/email', {
      ip,
      body: { email: user.email, password: user.password },
    });
    expect(limited.status).toBe(429);
  });

  it('never serves a directory answer cached on instance 2 after a change made on instance 1', async () => {
    const admin = await one.createUser({ role: 'admin' });
    const doctor = await makeDoctor(one, 'BS. Hai Phiên Bản');
    const list = async () =>
      (await (await two.api('GET /api/doctors', { query: { q: 'hai phien ban' } })).json()).total;
    expect(await list()).toBe(1);
    const changed = await one.api('PATCH /api/admin/doctors/:id/status', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      body: { status: 'pending' },
    });
    expect(changed.status).toBe(200);
    expect(await list()).toBe(0);
  });
});
