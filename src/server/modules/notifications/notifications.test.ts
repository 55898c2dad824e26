import { eq, sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AppNotification } from '../../../shared/notifications';
import { profiles } from '../../db/schema';
import { MAX_STREAMS_PER_SESSION, MAX_STREAMS_PER_USER, REPLAY_LIMIT } from '../../realtime/hub';
import { testAppForFile } from '../../test/file-app';
import { cookieOf, outbox, type TestUser } from '../../test/harness';
import { type LocalizedText, notify } from './notify';

const t = testAppForFile({ HEARTBEAT_MS: '200' });

const text = (title: string) => ({
  vi: { title, message: `${title} (vi)` },
  en: { title, message: `${title} (en)` },
});
/** A system notice to one user, written the way the services write theirs. */
const notifyUser = (userId: string, content: LocalizedText, link = 'http://x') =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      audience: { userId },
      preference: 'system_announcements',
      type: 'system',
      referenceId: null,
      text: content,
      link,
    }),
  );
const send = (userId: string, title: string) => notifyUser(userId, text(title));

/** Reads `event: notification` messages from an open SSE response until `count` arrived. */
async function readNotifications(
  res: Response,
  count: number,
  timeoutMs = 5000,
): Promise<AppNotification[]> {
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  const found: AppNotification[] = [];
  let buffer = '';
  const deadline = Date.now() + timeoutMs;
  while (found.length < count && Date.now() < deadline) {
    const chunk = await Promise.race([
      reader.read(),
      new Promise<{ done: true; value: undefined }>((r) =>
        setTimeout(() => r({ done: true, value: undefined }), deadline - Date.now()),
      ),
    ]);
    if (chunk.done) break;
    buffer += decoder.decode(chunk.value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      if (block.includes('event: notification')) {
        found.push(
          JSON.parse(
            block
              .split('\n')
              .find((l) => l.startsWith('data: '))!
              .slice(6),
          ),
        );
      }
      end = buffer.indexOf('\n\n');
    }
  }
  reader.releaseLock();
  return found;
}

const open = (u: TestUser, headers: Record<string, string> = {}) =>
  t.api('GET /api/notifications/stream', { cookie: u.cookie, headers });

describe('notifications API', () => {
  it('lists the own notifications newest first with the unread count, and marks them read', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await send(a.id, 'Một');
    await send(a.id, 'Hai');
    const list = await (await t.api('GET /api/notifications', { cookie: a.cookie })).json();
    expect(list.items.map((n: AppNotification) => n.title)).toEqual(['Hai', 'Một']);
    expect(list.unread_count).toBe(2);
    const first = list.items[1].id;
    expect(
      (await t.api('POST /api/notifications/:id/read', { params: { id: first }, cookie: b.cookie }))
        .status,
    ).toBe(404);
    expect(
      (await t.api('GET /api/notifications', { cookie: b.cookie }).then((r) => r.json())).items,
    ).toEqual([]);
    expect(
      (await t.api('POST /api/notifications/:id/read', { params: { id: first }, cookie: a.cookie }))
        .status,
    ).toBe(204);
    expect(
      (await (await t.api('GET /api/notifications', { cookie: a.cookie })).json()).unread_count,
    ).toBe(1);
    expect((await t.api('POST /api/notifications/read-all', { cookie: a.cookie })).status).toBe(
      204,
    );
    expect(
      (await (await t.api('GET /api/notifications', { cookie: a.cookie })).json()).unread_count,
    ).toBe(0);
  });
});

describe("notifications in the reader's language", () => {
  const bilingual = {
    vi: { title: 'Lịch nghỉ lễ', message: 'Phòng khám nghỉ ngày 2/9.' },
    en: { title: 'Holiday closure', message: 'Clinics close on 2 September.' },
  };
  const notifyBilingual = (userId: string) =>
    notifyUser(userId, bilingual, 'http://x/announcements');

  it('keeps both texts, so the list and the stream show either language whenever read', async () => {
    const reader = await t.createUser();
    await t.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, reader.id));
    const stream = await open(reader);
    await notifyBilingual(reader.id);

    const list = await (await t.api('GET /api/notifications', { cookie: reader.cookie })).json();
    expect(list.items).toEqual([
      expect.objectContaining({
        title: 'Lịch nghỉ lễ',
        message: 'Phòng khám nghỉ ngày 2/9.',
        title_en: 'Holiday closure',
        message_en: 'Clinics close on 2 September.',
      }),
    ]);
    const [live] = await readNotifications(stream, 1);
    expect(live).toMatchObject({
      title: 'Lịch nghỉ lễ',
      message: 'Phòng khám nghỉ ngày 2/9.',
      title_en: 'Holiday closure',
      message_en: 'Clinics close on 2 September.',
    });
    await stream.body?.cancel();

    // The language changes afterwards: the stored row still has both texts.
    await t.database.db.update(profiles).set({ language: 'vi' }).where(eq(profiles.id, reader.id));
    const again = await (await t.api('GET /api/notifications', { cookie: reader.cookie })).json();
    expect(again.items[0]).toMatchObject({ title: 'Lịch nghỉ lễ', title_en: 'Holiday closure' });
  });

  it("words the e-mail copy in the recipient's profile language when it is queued", async () => {
    const english = await t.createUser();
    const vietnamese = await t.createUser();
    await t.database.db.update(profiles).set({ language: 'en' }).where(eq(profiles.id, english.id));
    await notifyBilingual(english.id);
    await notifyBilingual(vietnamese.id);
    const mails = await outbox(t);
    expect(mails.find((m) => m.to_address === english.email)).toMatchObject({
      subject: 'Holiday closure',
      text_body: 'Clinics close on 2 September.\n\nhttp://x/announcements',
    });
    expect(mails.find((m) => m.to_address === vietnamese.email)).toMatchObject({
      subject: 'Lịch nghỉ lễ',
      text_body: 'Phòng khám nghỉ ngày 2/9.\n\nhttp://x/announcements',
    });
  });

  it('answers null English on rows written before both texts were kept', async () => {
    const reader = await t.createUser();
    await t.database.db.execute(sql`
      insert into notifications (user_id, title, message, type)
      values (${reader.id}, 'Cũ', 'Chỉ tiếng Việt', 'system')`);
    const list = await (await t.api('GET /api/notifications', { cookie: reader.cookie })).json();
    expect(list.items[0]).toMatchObject({ title: 'Cũ', title_en: null, message_en: null });
  });
});

describe('notification stream', () => {
  it("delivers a notification for A on A's stream and not on B's", async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    const [streamA, streamB] = await Promise.all([open(a), open(b)]);
    expect(streamA.status).toBe(200);
    expect(streamA.headers.get('content-type')).toContain('text/event-stream');
    await send(a.id, 'Chỉ cho A');
    const [gotA, gotB] = await Promise.all([
      readNotifications(streamA, 1),
      readNotifications(streamB, 1, 800),
    ]);
    expect(gotA.map((n) => n.title)).toEqual(['Chỉ cho A']);
    expect(gotB).toEqual([]);
    await streamA.body?.cancel();
    await streamB.body?.cancel();
  });

  it('replays what a reconnecting client missed, from Last-Event-ID', async () => {
    const a = await t.createUser();
    await send(a.id, 'Trước');
    const list = await (await t.api('GET /api/notifications', { cookie: a.cookie })).json();
    const lastSeen = list.items[0].seq;
    await send(a.id, 'Bỏ lỡ 1');
    await send(a.id, 'Bỏ lỡ 2');
    const stream = await open(a, { 'last-event-id': String(lastSeen) });
    const got = await readNotifications(stream, 2);
    expect(got.map((n) => n.title)).toEqual(['Bỏ lỡ 1', 'Bỏ lỡ 2']);
    await stream.body?.cancel();
  });

  it('ends the stream when the session is signed out', async () => {
    const a = await t.createUser();
    const stream = await open(a);
    await t.request('POST', '/api/auth/sign-out', { cookie: a.cookie, body: {} });
    const reader = stream.body!.getReader();
    const deadline = Date.now() + 3000;
    let ended = false;
    while (Date.now() < deadline) {
      const r = await reader.read();
      if (r.done) {
        ended = true;
        break;
      }
    }
    expect(ended).toBe(true);
    expect(t.hub.connections).toBe(0);
  });
});

/** True when the stream ends within the time (the server closed it). */
async function ends(res: Response, timeoutMs = 3000) {
  const reader = res.body!.getReader();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const r = await Promise.race([
      reader.read(),
      new Promise<{ done: false }>((ok) => setTimeout(() => ok({ done: false }), 200)),
    ]);
    if (r.done) return true;
  }
  reader.releaseLock();
  return false;
}

describe('stream fairness and limits', () => {
  it('delivers an announcement to 50 users while a stream replays from Last-Event-ID 0, reading only new rows', async () => {
    const admin = await t.createUser({ role: 'admin' });
    const users = await Promise.all(Array.from({ length: 50 }, () => t.createUser()));
    const hostile = await t.createUser();
    // History: 6,000 old rows for the connected users, 300 of them the hostile user's.
    await t.database.db.execute(sql`
      insert into notifications (user_id, title, message, type)
      select (array[${sql.join(
        users.map((u) => sql`${u.id}::uuid`),
        sql`, `,
      )}])[1 + g % 50], 'Cũ ' || g, 'cũ', 'system' from generate_series(1, 5700) g`);
    await t.database.db.execute(sql`
      insert into notifications (user_id, title, message, type)
      select ${hostile.id}::uuid, 'Cũ của H ' || g, 'cũ', 'system' from generate_series(1, 300) g`);
    t.hub.signal();
    await t.hub.idle();
    const streams = await Promise.all(users.map((u) => open(u)));
    await t.hub.idle();
    const before = t.hub.rowsRead;
    const evil = await open(hostile, { 'last-event-id': '0' });
    const replayed = await readNotifications(evil, REPLAY_LIMIT + 1, 1500);
    // Only the user's own newest 100 are replayed, oldest first.
    expect(replayed).toHaveLength(REPLAY_LIMIT);
    expect(replayed[0]!.title).toBe('Cũ của H 201');
    expect(replayed.at(-1)!.title).toBe('Cũ của H 300');
    await t.hub.idle();
    const afterReplay = t.hub.rowsRead;
    expect(afterReplay - before).toBeLessThanOrEqual(REPLAY_LIMIT);

    const evil2 = await open(hostile, { 'last-event-id': '0' });
    const created = await t.api('POST /api/admin/announcements', {
      cookie: admin.cookie,
      body: { title: 'Cho tất cả', content: 'Xin chào' },
    });
    expect(created.status).toBe(201);
    const got = await Promise.all(streams.map((s) => readNotifications(s, 1, 5000)));
    for (const g of got) expect(g.map((n) => n.title)).toEqual(['Thông báo hệ thống: Cho tất cả']);
    await t.hub.idle();
    // The second hostile replay (100) plus the announcement's rows for connected users (≤ 52),
    // never a fixed page of old rows.
    expect(t.hub.rowsRead - afterReplay).toBeLessThanOrEqual(REPLAY_LIMIT + 52);
    await Promise.all([...streams, evil, evil2].map((s) => s.body?.cancel()));
  }, 60_000);

  it('closes the oldest stream beyond 5 per session and 10 per user', async () => {
    const u = await t.createUser();
    /** Opens a stream and waits until the hub holds `count` streams of the user. */
    const openAndWait = async (cookie: string, count: number) => {
      const res = await t.api('GET /api/notifications/stream', { cookie });
      expect(res.status).toBe(200);
      await vi.waitFor(() => expect(t.hub.streamsOf(u.id)).toBe(count));
      return res;
    };
    const first = await openAndWait(u.cookie, 1);
    const more = [];
    for (let i = 2; i <= MAX_STREAMS_PER_SESSION; i++) more.push(await openAndWait(u.cookie, i));
    const sixth = await openAndWait(u.cookie, MAX_STREAMS_PER_SESSION);
    expect(await ends(first)).toBe(true);

    // Two more sessions of the same user: 5 + 5 + 1 exceeds 10 per user.
    const signIn = async () =>
      cookieOf(
        await t.api('POST /api/auth/sign-in/email', {
          body: { email: u.email, password: u.password },
        }),
      );
    const second = await signIn();
    const third = await signIn();
    const ofSecond = [];
    for (let i = 1; i <= MAX_STREAMS_PER_SESSION; i++)
      ofSecond.push(await openAndWait(second, MAX_STREAMS_PER_SESSION + i));
    const last = await openAndWait(third, MAX_STREAMS_PER_USER);
    // The user's oldest open stream (the first session's second) is the one closed.
    expect(await ends(more[0]!)).toBe(true);
    await Promise.all([...more.slice(1), sixth, ...ofSecond, last].map((r) => r.body?.cancel()));
  });
});
