import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppNotification } from '../../../shared/notifications';
import { startTestApp, type TestApp, type TestUser } from '../../test/harness';
import { notify } from './notify';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ HEARTBEAT_MS: '200' });
});
afterAll(() => t.close());

const text = (title: string) => ({
  vi: { title, message: `${title} (vi)` },
  en: { title, message: `${title} (en)` },
});
const send = (userId: string, title: string) =>
  t.database.db.transaction((tx) =>
    notify(tx, {
      audience: { userId },
      preference: 'system_announcements',
      type: 'system',
      referenceId: null,
      text: text(title),
      link: 'http://x',
    }),
  );

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
  t.request('GET', '/api/notifications/stream', { cookie: u.cookie, headers });

describe('notifications API', () => {
  it('lists the own notifications newest first with the unread count, and marks them read', async () => {
    const a = await t.createUser();
    const b = await t.createUser();
    await send(a.id, 'Một');
    await send(a.id, 'Hai');
    const list = await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json();
    expect(list.items.map((n: AppNotification) => n.title)).toEqual(['Hai', 'Một']);
    expect(list.unread_count).toBe(2);
    const first = list.items[1].id;
    expect(
      (await t.request('POST', `/api/notifications/${first}/read`, { cookie: b.cookie })).status,
    ).toBe(404);
    expect(
      (await t.request('GET', '/api/notifications', { cookie: b.cookie }).then((r) => r.json()))
        .items,
    ).toEqual([]);
    expect(
      (await t.request('POST', `/api/notifications/${first}/read`, { cookie: a.cookie })).status,
    ).toBe(204);
    expect(
      (await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json())
        .unread_count,
    ).toBe(1);
    expect(
      (await t.request('POST', '/api/notifications/read-all', { cookie: a.cookie })).status,
    ).toBe(204);
    expect(
      (await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json())
        .unread_count,
    ).toBe(0);
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
    const list = await (await t.request('GET', '/api/notifications', { cookie: a.cookie })).json();
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
