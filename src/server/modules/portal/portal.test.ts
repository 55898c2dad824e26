import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mean1 } from '../../../shared/rating';
import { feedback } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { linkDoctor, makeDoctor, publishedReview } from '../../test/fixtures';
import { auditRows } from '../../test/harness';
import { lastTwelveMonths } from './service';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const DAY = 86_400_000;

async function linkedDoctor() {
  const doctor = await makeDoctor(t);
  const account = await t.createUser();
  await linkDoctor(t, admin, doctor.id, account.email);
  return { doctor, account };
}

describe('doctor portal figures', () => {
  it('match a recomputation from the published reviews', async () => {
    const { doctor, account } = await linkedDoctor();
    const ratings = [5, 4, 4, 2, 1, 5, 3];
    const ids: string[] = [];
    for (const rating of ratings) {
      ids.push(await publishedReview(t, admin, await t.createUser(), doctor.id, { rating }));
    }
    // Spread them over time: two 40 and 70 days ago, one 400 days ago (outside the 12 months).
    const ago = [0, 0, 40, 40, 70, 400, 0];
    for (const [i, days] of ago.entries()) {
      await t.database.db
        .update(feedback)
        .set({ created_at: new Date(Date.now() - days * DAY) })
        .where(eq(feedback.id, ids[i]!));
    }
    const overview = await json(t.api('GET /api/portal', { cookie: account.cookie }));

    const rows = await t.database.db
      .select({
        rating: feedback.rating,
        // Each review's combined score in tenths of a star, exactly (weights 40/40/20).
        tenths: sql<number>`(4 * ${feedback.medical_expertise} + 4 * ${feedback.customer_experience} + 2 * ${feedback.compliance})::int`,
        month: sql<string>`to_char(${feedback.created_at} at time zone 'Asia/Ho_Chi_Minh', 'YYYY-MM')`,
      })
      .from(feedback)
      .where(eq(feedback.doctor_id, doctor.id));
    expect(overview.review_count).toBe(rows.length);
    // The one score the public pages show: the mean of each review's combined score.
    const scoreOf = (tenths: number[]) =>
      Math.round(tenths.reduce((a, b) => a + b, 0) / tenths.length) / 10;
    expect(overview.score).toBe(scoreOf(rows.map((r) => r.tenths)));
    expect(overview.distribution).toEqual(
      [1, 2, 3, 4, 5].map((s) => rows.filter((r) => r.rating === s).length),
    );
    const months = lastTwelveMonths();
    expect(overview.months.map((m: { month: string }) => m.month)).toEqual(months);
    for (const m of overview.months) {
      const inMonth = rows.filter((r) => r.month === m.month).map((r) => r.rating);
      expect(m.review_count, m.month).toBe(inMonth.length);
      const tenths = rows.filter((r) => r.month === m.month).map((r) => r.tenths);
      expect(m.score, m.month).toBe(tenths.length ? scoreOf(tenths) : null);
      expect(m.rating, m.month).toBe(
        inMonth.length
          ? mean1(
              inMonth.reduce((a, b) => a + b, 0),
              inMonth.length,
            )
          : null,
      );
    }
    expect(
      overview.months.reduce((n: number, m: { review_count: number }) => n + m.review_count, 0),
    ).toBe(6);

    const fives = await json(
      t.api('GET /api/portal/reviews', { query: { rating: '5' }, cookie: account.cookie }),
    );
    expect(fives.total).toBe(2);
    await t.api('POST /api/portal/reviews/:id/reply', {
      params: { id: ids[0]! },
      cookie: account.cookie,
      body: { body: 'Cảm ơn bạn.' },
    });
    const replied = await json(
      t.api('GET /api/portal/reviews', { query: { replied: 'yes' }, cookie: account.cookie }),
    );
    expect(replied.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(replied.items[0].reply.status).toBe('pending');
    const open = await json(
      t.api('GET /api/portal/reviews', { query: { replied: 'no' }, cookie: account.cookie }),
    );
    expect(open.total).toBe(ratings.length - 1);
  });

  it('tells the linked doctor when a new review of them is published', async () => {
    const { doctor, account } = await linkedDoctor();
    await publishedReview(t, admin, await t.createUser(), doctor.id);
    const list = await json(t.api('GET /api/notifications', { cookie: account.cookie }));
    expect(JSON.stringify(list)).toContain('Có đánh giá mới về bạn');
  });

  it('answers doctor_not_linked for an administrator without a linked record', async () => {
    const res = await t.api('GET /api/portal', { cookie: admin.cookie });
    expect(res.status).toBe(404);
    expect((await res.json()).error.code).toBe('doctor_not_linked');
  });
});

describe('proposed profile edits', () => {
  it('wait for an administrator, who sees the difference; approval applies them, audited', async () => {
    const { doctor, account } = await linkedDoctor();
    const proposed = await t.api('POST /api/portal/profile-edits', {
      cookie: account.cookie,
      body: {
        bio: 'Bác sĩ nội khoa 10 năm. / Internist for 10 years.',
        education: null,
        experience_years: 10,
      },
    });
    expect(proposed.status).toBe(201);
    const edit = await proposed.json();
    // education was already empty: only the bio and the years differ.
    expect(edit.diff).toEqual([
      {
        field: 'bio',
        current: null,
        proposed: 'Bác sĩ nội khoa 10 năm. / Internist for 10 years.',
      },
      { field: 'experience_years', current: null, proposed: '10' },
    ]);
    const again = await t.api('POST /api/portal/profile-edits', {
      cookie: account.cookie,
      body: { bio: 'Khác' },
    });
    expect((await again.json()).error.code).toBe('edit_pending');
    const staff = await t.createUser({ role: 'staff' });
    expect((await t.api('GET /api/admin/profile-edits', { cookie: staff.cookie })).status).toBe(
      403,
    );
    const list = await json(t.api('GET /api/admin/profile-edits', { cookie: admin.cookie }));
    expect(list.items.find((e: { id: string }) => e.id === edit.id).doctor_name).toBe(doctor.name);
    const before = await json(t.api('GET /api/doctors/:id', { params: { id: doctor.id } }));
    expect(before.bio).toBeNull();
    const ok = await json(
      t.api('PATCH /api/admin/profile-edits/:id', {
        params: { id: edit.id },
        cookie: admin.cookie,
        body: { decision: 'approved' },
      }),
    );
    expect(ok.status).toBe('approved');
    const after = await json(t.api('GET /api/doctors/:id', { params: { id: doctor.id } }));
    expect(after.bio).toBe('Bác sĩ nội khoa 10 năm. / Internist for 10 years.');
    expect(after.experience_years).toBe(10);
    const audit = (await auditRows(t, 'doctor.edit_approved')).find(
      (r) => (r.metadata as { edit_id: string }).edit_id === edit.id,
    );
    expect((audit!.metadata as { diff: unknown[] }).diff).toHaveLength(2);
    const twice = await t.api('PATCH /api/admin/profile-edits/:id', {
      params: { id: edit.id },
      cookie: admin.cookie,
      body: { decision: 'rejected', reason: 'x' },
    });
    expect((await twice.json()).error.code).toBe('invalid_transition');
  });

  it('cannot be approved by the doctor who proposed them, promoted to admin since', async () => {
    const { doctor, account } = await linkedDoctor();
    const proposed = await t.api('POST /api/portal/profile-edits', {
      cookie: account.cookie,
      body: { bio: 'Giáo sư đầu ngành. / A leading professor.' },
    });
    const edit = await proposed.json();
    // Promoted while still linked (the role table allows it; the link stays the conflict).
    await t.database.db.execute(
      sql`update user_roles set role = 'admin' where user_id = ${account.id}`,
    );
    for (const decision of ['approved', 'rejected'] as const) {
      const res = await t.api('PATCH /api/admin/profile-edits/:id', {
        params: { id: edit.id },
        cookie: account.cookie,
        body: decision === 'rejected' ? { decision, reason: 'x' } : { decision },
      });
      expect(res.status).toBe(403);
      expect((await res.json()).error.code).toBe('conflict_of_interest');
    }
    expect(
      (await json(t.api('GET /api/doctors/:id', { params: { id: doctor.id } }))).bio,
    ).toBeNull();
    // Another administrator decides it.
    const ok = await t.api('PATCH /api/admin/profile-edits/:id', {
      params: { id: edit.id },
      cookie: admin.cookie,
      body: { decision: 'approved' },
    });
    expect(ok.status).toBe(200);
  });
});
