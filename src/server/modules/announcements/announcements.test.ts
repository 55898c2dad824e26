import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Announcement } from '../../../shared/admin';
import { queryRows } from '../../db/client';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import type { ApiCall } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const user = testUserForFile(t);

const publish = (body: ApiCall<'POST /api/admin/announcements'>['body'], cookie = admin.cookie) =>
  t.api('POST /api/admin/announcements', { cookie, body });
const audits = (action: string) =>
  queryRows<{ n: number }>(
    t.database.db,
    sql`select count(*)::int as n from audit_logs where action = ${action}`,
  );

describe('announcements', () => {
  it('publishes, audits and notifies users who keep announcements on', async () => {
    const res = await publish({ title: 'Giờ mở cửa Tết', content: 'Các phòng khám nghỉ ngày 1.' });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Announcement;
    expect(created.title).toBe('Giờ mở cửa Tết');
    expect(created.created_by).toBe(admin.id);
    expect((await audits('announcement.created'))[0]!.n).toBe(1);
    const notices = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notifications where user_id = ${user.id} and type = 'system'`,
    );
    expect(notices[0]!.n).toBe(1);
  });

  it('lists newest first, a page at a time, for signed-in users', async () => {
    await publish({ title: 'Second', content: 'Two' });
    const res = await t.api('GET /api/announcements', {
      query: { page: '1', page_size: '1' },
      cookie: user.cookie,
    });
    const page = await res.json();
    expect(page.total).toBe(2);
    expect(page.items.map((a: Announcement) => a.title)).toEqual(['Second']);
    expect((await t.api('GET /api/announcements')).status).toBe(401);
  });

  it('refuses blank text and non-admins, writing nothing', async () => {
    expect((await publish({ title: '   ', content: 'x' })).status).toBe(400);
    expect((await publish({ title: 'x', content: 'y' }, user.cookie)).status).toBe(403);
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from announcements`,
    );
    expect(count!.n).toBe(2);
  });

  it('deletes with an audit row; an unknown id is a 404', async () => {
    const list = await (await t.api('GET /api/announcements', { cookie: admin.cookie })).json();
    const id = list.items[0].id as string;
    const del = await t.api('DELETE /api/admin/announcements/:id', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(del.status).toBe(204);
    expect((await audits('announcement.deleted'))[0]!.n).toBe(1);
    const again = await t.api('DELETE /api/admin/announcements/:id', {
      params: { id },
      cookie: admin.cookie,
    });
    expect(again.status).toBe(404);
    const notUuid = await t.api('DELETE /api/admin/announcements/:id', {
      params: { id: 'nope' },
      cookie: admin.cookie,
    });
    expect(notUuid.status).toBe(404);
  });
});

describe('announcements in two languages', () => {
  it('keeps the optional English title and content, and notifies English readers in English', async () => {
    const english = await t.createUser();
    await t.database.db.execute(sql`update profiles set language = 'en' where id = ${english.id}`);
    const res = await publish({
      title: 'Nghỉ lễ',
      content: 'Phòng khám nghỉ ngày 2/9.',
      title_en: 'Holiday closure',
      content_en: 'Clinics close on 2 September.',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      title_en: 'Holiday closure',
      content_en: 'Clinics close on 2 September.',
    });
    // Both texts are kept; the reader's language picks one when it is read.
    const [notice] = await queryRows<{ title_en: string; message_en: string }>(
      t.database.db,
      sql`select title_en, message_en from notifications where user_id = ${english.id} order by seq desc limit 1`,
    );
    expect(notice).toEqual({
      title_en: 'System Announcement: Holiday closure',
      message_en: 'Clinics close on 2 September.',
    });
  });
});
