import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, publishedReview } from '../../test/fixtures';
import { type ApiCall, auditRows } from '../../test/harness';
import { refreshAllTopics } from './service';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const create = (cookie: string, body: ApiCall<'POST /api/admin/chain-topics'>['body']) =>
  t.api('POST /api/admin/chain-topics', { cookie, body });
/** A body the contract's types refuse, sent as it is. */
const createInvalid = (cookie: string, body: unknown) =>
  t.request('POST', '/api/admin/chain-topics', { cookie, body });
const topicsOf = async (id: string) =>
  (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!;

/**
 * Re-reads stale comments until `done` holds. The service also starts a refresh in the
 * background after each change; rows it holds are skipped here, so this waits for it.
 */
async function refreshedUntil(done: () => Promise<boolean>) {
  for (let i = 0; i < 100; i += 1) {
    await refreshAllTopics(t.database.db);
    if (await done()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('comments were not re-read in time');
}

describe('topics the chain adds', () => {
  it('finds a chain topic in new and past comments, with and without diacritics, and explains it', async () => {
    const doctor = await makeDoctor(t);
    const past = await publishedReview(t, admin, await t.createUser(), doctor.id, {
      rating: 2,
      comment: 'Bãi giữ xe chật quá, phải gửi xe bên ngoài.',
    });
    const res = await create(admin.cookie, {
      label_vi: 'Gửi xe',
      label_en: 'Parking',
      words: ['gửi xe', 'bãi giữ xe', 'parking'],
    });
    expect(res.status).toBe(201);
    const topic = await res.json();
    expect(topic).toMatchObject({ key: `chain:${topic.id}`, label_en: 'Parking' });
    expect(await auditRows(t, 'chain_topic.created')).toHaveLength(1);

    // Past comments are re-read (the service starts it in the background; here, to its end).
    await refreshedUntil(async () => (await topicsOf(past)).topics.includes(topic.key));
    expect((await topicsOf(past)).topic_words?.[topic.key]).toEqual(
      expect.arrayContaining(['Bãi giữ xe', 'gửi xe']),
    );
    const fresh = await publishedReview(t, admin, await t.createUser(), doctor.id, {
      rating: 5,
      comment: 'Cho gui xe mien phi, tien loi. Easy parking too.',
    });
    expect((await topicsOf(fresh)).topics).toContain(topic.key);

    const r = await json(
      t.api('GET /api/admin/insights', { query: { doctor_id: doctor.id }, cookie: admin.cookie }),
    );
    const figure = r.topics.topics.find((x: { topic: string }) => x.topic === topic.key);
    expect(figure).toMatchObject({
      mentions: 2,
      low: 1,
      high: 1,
      label: { vi: 'Gửi xe', en: 'Parking' },
    });
    const behind = await json(
      t.api('GET /api/admin/insights/topic-comments', {
        query: { topic: topic.key, doctor_id: doctor.id },
        cookie: admin.cookie,
      }),
    );
    expect(behind.items.map((i: { feedback_id: string }) => i.feedback_id).sort()).toEqual(
      [past, fresh].sort(),
    );

    // Removing it takes its mentions out of the figures once comments are re-read.
    const removed = await t.api('DELETE /api/admin/chain-topics/:id', {
      params: { id: topic.id },
      cookie: admin.cookie,
    });
    expect(removed.status).toBe(204);
    await refreshedUntil(async () => !(await topicsOf(past)).topics.includes(topic.key));
    const after = await json(
      t.api('GET /api/admin/insights', { query: { doctor_id: doctor.id }, cookie: admin.cookie }),
    );
    expect(
      after.topics.topics.find((x: { topic: string }) => x.topic === topic.key),
    ).toBeUndefined();
  });

  it('is changed only by those who manage settings, with valid words, and changes nothing otherwise', async () => {
    const staff = await t.createUser({ role: 'staff' });
    expect((await create(staff.cookie, { label_vi: 'Gửi xe', words: ['gửi xe'] })).status).toBe(
      403,
    );
    // Staff may read them: their figures name these topics.
    expect((await t.api('GET /api/admin/chain-topics', { cookie: staff.cookie })).status).toBe(200);
    for (const body of [
      { label_vi: 'X', words: ['gửi xe'] },
      { label_vi: 'Gửi xe', words: [] },
      { label_vi: 'Gửi xe', words: ['a'] },
      { label_vi: 'Gửi xe', words: ['(.*)+'] },
      { label_vi: 'Gửi xe', words: ['gửi xe'], extra: true },
    ]) {
      const res = await createInvalid(admin.cookie, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
    const list = await json(t.api('GET /api/admin/chain-topics', { cookie: admin.cookie }));
    expect(list.items).toEqual([]);
    const missing = await t.api('PUT /api/admin/chain-topics/:id', {
      params: { id: crypto.randomUUID() },
      cookie: admin.cookie,
      body: { label_vi: 'Gửi xe', words: ['gửi xe'] },
    });
    expect(missing.status).toBe(404);
  });
});

describe('topics follow their comment', () => {
  it('drops a comment’s topics and matched words when another writer changes the comment', async () => {
    const doctor = await makeDoctor(t);
    const id = await publishedReview(t, admin, await t.createUser(), doctor.id, {
      comment: 'Phải chờ lâu quá.',
    });
    expect((await topicsOf(id)).topics).toContain('waiting_time');
    await t.database.db.update(feedback).set({ comment: null }).where(eq(feedback.id, id));
    const row = await topicsOf(id);
    expect(row).toMatchObject({ topics: [], topic_words: null, topics_version: 0 });
  });
});
