import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Dashboard } from '../../../shared/admin';
import { type Db, queryRows } from '../../db/client';
import { doctors, feedback, mailOutbox } from '../../db/schema';
import { everyWord } from '../../db/search';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, rollupMismatches, scores, seedDemo } from '../../test/fixtures';
import type { ApiCall } from '../../test/harness';
import { recomputeAll } from '../ratings/repo';
import { type DashboardFilter, dashboardFigures, TZ } from './repo';

const t = testAppForFile();
beforeAll(() => seedDemo(t));
// After the demo data, which only loads into an empty database.
const admin = testUserForFile(t, { role: 'admin' });

type DashboardQuery = NonNullable<ApiCall<'GET /api/admin/dashboard'>['query']>;

const dash = async (query: DashboardQuery) => {
  const res = await t.api('GET /api/admin/dashboard', { query, cookie: admin.cookie });
  expect(res.status).toBe(200);
  return (await res.json()) as Dashboard;
};

describe('dashboard', () => {
  it('counts what the database holds for the range', async () => {
    const year = await dash({ range: 'year' });
    const [expected] = await queryRows<{ reviews: number; pending: number }>(
      t.database.db,
      sql`select count(*) filter (where status = 'approved')::int as reviews, count(*) filter (where status = 'pending')::int as pending
        from feedback where created_at >= now() - interval '365 days'`,
    );
    expect(year.totals.reviews).toBe(expected!.reviews);
    expect(year.totals.pending).toBe(expected!.pending);
    expect(year.totals.doctors).toBe(11);
    expect(year.top_doctors).toHaveLength(3);
    expect(year.recent_feedback).toHaveLength(3);
    expect(year.series.reduce((n, p) => n + p.reviews, 0)).toBe(year.totals.reviews);
    expect(year.totals.score).toBeGreaterThan(0);
  });

  it('counts the invitations sent this month per channel, whatever the range', async () => {
    const before = (await dash({ range: 'week' })).messages;
    const sentOf = (m: Dashboard['messages'], channel: string) =>
      m.filter((r) => r.channel === channel).reduce((n, r) => n + r.sent, 0);
    await t.database.db.insert(mailOutbox).values([
      {
        to_address: '+84900000011',
        subject: '',
        text_body: 'x',
        purpose: 'invitation',
        channel: 'sms',
        sent_at: new Date(),
        delivered_at: new Date(),
      },
      {
        to_address: '+84900000012',
        subject: '',
        text_body: 'x',
        purpose: 'reminder',
        channel: 'sms',
        sent_at: new Date(),
      },
      // Not an invitation: a password reset is not counted.
      { to_address: 'a@example.com', subject: 'Reset', text_body: 'x', sent_at: new Date() },
    ]);
    // (Another range: answers are cached a short while per query.)
    const after = (await dash({ range: 'quarter' })).messages;
    expect(sentOf(after, 'sms') - sentOf(before, 'sms')).toBe(2);
    expect(sentOf(after, 'email')).toBe(sentOf(before, 'email'));
    expect(after.find((r) => r.channel === 'sms')?.delivered).toBeGreaterThanOrEqual(1);
  });

  it('follows the time range, the clinic and the doctor search', async () => {
    const year = await dash({ range: 'year' });
    const week = await dash({ range: 'week' });
    expect(week.totals.reviews).toBeLessThan(year.totals.reviews);
    expect(week.series).toHaveLength(8);
    const clinics = await (await t.api('GET /api/admin/clinics', { cookie: admin.cookie })).json();
    const hanoi = clinics.items.find((c: { city: string }) => c.city === 'Hà Nội');
    const oneClinic = await dash({ range: 'year', clinic_id: hanoi.id });
    expect(oneClinic.totals.doctors).toBeLessThan(year.totals.doctors);
    expect(oneClinic.totals.reviews).toBeLessThan(year.totals.reviews);
    expect(oneClinic.top_doctors.every((d) => d.clinic === hanoi.name)).toBe(true);
    const search = await dash({ range: 'year', q: 'nguyen van duc' });
    expect(search.totals.doctors).toBe(1);
    expect(search.top_doctors.map((d) => d.name)).toEqual(['PGS.TS.BS. Nguyễn Văn Đức']);
  });

  it('ranks top doctors only from the minimum sample, as the public pages score them', async () => {
    // Two five-star reviews today for a doctor with no other: not a score anywhere public.
    const newcomer = await makeDoctor(t, 'BS. Mới Vào Nghề');
    for (let i = 0; i < 2; i++) {
      await t.database.db
        .insert(feedback)
        .values({ doctor_id: newcomer.id, status: 'approved', ...scores(5) });
    }
    await recomputeAll(t.database.db);
    const names = async () => (await dash({ range: 'week' })).top_doctors.map((d) => d.name);
    expect(await names()).not.toContain('BS. Mới Vào Nghề');
    const publicProfile = await (
      await t.api('GET /api/doctors/:id', { params: { id: newcomer.id } })
    ).json();
    expect(publicProfile.has_score).toBe(false);
    // With a minimum of two, both places agree the other way.
    await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { min_reviews_for_score: 2 },
    });
    expect(await names()).toContain('BS. Mới Vào Nghề');
    expect(
      (await (await t.api('GET /api/doctors/:id', { params: { id: newcomer.id } })).json())
        .has_score,
    ).toBe(true);
    await t.api('PUT /api/admin/settings', {
      cookie: admin.cookie,
      body: { min_reviews_for_score: 3 },
    });
  });

  it('refuses unknown ranges', async () => {
    expect(
      (await t.request('GET', '/api/admin/dashboard?range=decade', { cookie: admin.cookie }))
        .status,
    ).toBe(400);
  });
});

describe('dashboard answers kept while their data is unchanged', () => {
  const version = async () => {
    const [row] = await queryRows<{ version: string }>(
      t.database.db,
      sql`select sum(version)::text as version from dashboard_version`,
    );
    return BigInt(row!.version);
  };

  it('serves the same computation again, and a new one as soon as feedback changes', async () => {
    const first = await dash({ range: 'year' });
    const again = await dash({ range: 'year' });
    // The same answer: computed once (its range ends when it was computed).
    expect(again.to).toBe(first.to);
    const [review] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from feedback where status = 'approved' and created_at >= now() - interval '300 days'
        order by created_at desc limit 1`,
    );
    await t.database.db.execute(
      sql`update feedback set status = 'pending' where id = ${review!.id}`,
    );
    try {
      const after = await dash({ range: 'year' });
      expect(after.to).not.toBe(first.to);
      expect(after.totals.reviews).toBe(first.totals.reviews - 1);
      expect(after.totals.pending).toBe(first.totals.pending + 1);
    } finally {
      await t.database.db.execute(
        sql`update feedback set status = 'approved' where id = ${review!.id}`,
      );
    }
    expect((await dash({ range: 'year' })).totals).toEqual(first.totals);
  });

  it('shows a renamed doctor at once', async () => {
    const before = await dash({ range: 'year' });
    const top = before.top_doctors[0]!;
    await t.database.db.execute(
      sql`update doctors set name = ${`${top.name} (renamed)`} where id = ${top.id}`,
    );
    try {
      expect((await dash({ range: 'year' })).top_doctors[0]!.name).toBe(`${top.name} (renamed)`);
    } finally {
      await t.database.db.execute(sql`update doctors set name = ${top.name} where id = ${top.id}`);
    }
  });

  it.each([
    [
      'feedback',
      sql`update feedback set comment = comment where id = (select id from feedback limit 1)`,
    ],
    [
      'doctors',
      sql`update doctors set updated_at = now() where id = (select id from doctors limit 1)`,
    ],
    ['clinics', sql`update clinics set name = name where id = (select id from clinics limit 1)`],
    [
      'specialties',
      sql`update specialties set name_vi = name_vi where id = (select id from specialties limit 1)`,
    ],
  ])('moves its data version with every change of %s', async (_table, change) => {
    const before = await version();
    await t.database.db.execute(change);
    expect(await version()).toBeGreaterThan(before);
  });

  it('moves its data version once per transaction, however many rows change', async () => {
    const before = await version();
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`update feedback set comment = comment`);
      await tx.execute(sql`update doctors set updated_at = updated_at`);
    });
    expect(await version()).toBe(before + 1n);
  });
});

describe('dashboard under concurrent requests', () => {
  it('answers every one of a burst, each with the figures of its own filters', async () => {
    const queries: DashboardQuery[] = [
      { range: 'week' },
      { range: 'year' },
      { range: 'week' },
      { range: 'month' },
      { range: 'year' },
    ];
    const sequential: Dashboard[] = [];
    for (const q of queries) sequential.push(await dash(q));
    const burst = await Promise.all(queries.map((q) => dash(q)));
    const figures = (d: Dashboard) => ({ range: d.range, totals: d.totals, top: d.top_doctors });
    expect(burst.map(figures)).toEqual(sequential.map(figures));
  });
});

/**
 * The figures as the dashboard computed them before the rollups, straight from feedback over the
 * range: the rollups must give exactly the same answers.
 */
async function figuresFromFeedback(db: Db, f: DashboardFilter) {
  const parts = [sql`true`];
  if (f.clinicId) parts.push(sql`d.clinic_id = ${f.clinicId}`);
  const words = everyWord(f.q, (pattern) => sql`d.search_text like ${pattern}`);
  if (words) parts.push(words);
  const doctors = sql.join(parts, sql` and `);
  const inRange = sql`f.created_at >= ${f.from} and f.created_at <= ${f.to}`;
  const [totals] = await queryRows(
    db,
    sql`select
        (select count(*)::int from doctors d where d.status = 'verified' and ${doctors}) as doctors,
        count(*) filter (where f.status = 'approved')::int as reviews,
        coalesce(sum(f.medical_expertise) filter (where f.status = 'approved'), 0)::int as medical_sum,
        coalesce(sum(f.customer_experience) filter (where f.status = 'approved'), 0)::int as customer_sum,
        coalesce(sum(f.compliance) filter (where f.status = 'approved'), 0)::int as compliance_sum,
        avg(f.medical_expertise) filter (where f.status = 'approved')::float as medical,
        avg(f.customer_experience) filter (where f.status = 'approved')::float as customer,
        avg(f.compliance) filter (where f.status = 'approved')::float as compliance,
        count(*) filter (where f.status = 'pending')::int as pending,
        count(*) filter (where f.status = 'reported')::int as reported
      from feedback f join doctors d on d.id = f.doctor_id
      where ${inRange} and ${doctors}`,
  );
  // Each review's combined score, averaged and rounded once: the score the public pages show.
  const score = sql`round(avg(0.4 * f.medical_expertise + 0.4 * f.customer_experience + 0.2 * f.compliance), 1)::float`;
  const top = await queryRows(
    db,
    sql`select d.id, d.name, ${score} as score, count(*)::int as review_count
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by d.id, d.name, d.sort_name
      having count(*) >= ${f.minReviewsForScore}
      order by 3 desc, count(*) desc, d.sort_name
      limit 3`,
  );
  const series = await queryRows(
    db,
    sql`select to_char(date_trunc(${f.bucket}, f.created_at at time zone ${TZ}), 'YYYY-MM-DD') as bucket,
        count(*)::int as reviews, ${score} as score
      from feedback f join doctors d on d.id = f.doctor_id
      where f.status = 'approved' and ${inRange} and ${doctors}
      group by 1 order by 1`,
  );
  return { totals, top, series };
}

describe('dashboard rollups', () => {
  it('give the figures a scan of feedback gives, to the millisecond at both ends of the range', async () => {
    const db = t.database.db;
    const now = Date.now();
    // Two ends half a day apart: the range's first day is then read from feedback once from
    // `from` to its end and once as the day's rollup less its start (whichever is shorter).
    const ends = [new Date(now), new Date(now - 12 * 3_600_000)];
    const ranges = [7, 30, 90, 365, 500];
    const [doctor] = await db.select({ id: doctors.id }).from(doctors).limit(1);
    const statuses = ['approved', 'pending', 'reported', 'rejected'] as const;
    // Reviews just inside and just outside every range, at the turns of its first day, and one
    // submitted after the range ends.
    const at: Date[] = [];
    for (const to of ends) {
      at.push(new Date(to.getTime() + 1000), to);
      for (const days of ranges) {
        const from = new Date(to.getTime() - days * 86_400_000);
        const [edge] = await queryRows<{ start: Date; next: Date }>(
          db,
          sql`select d::timestamp at time zone ${TZ} as start, (d + 1)::timestamp at time zone ${TZ} as next
            from (select (${from}::timestamptz at time zone ${TZ})::date as d) x`,
        );
        const start = new Date(edge!.start).getTime();
        const next = new Date(edge!.next).getTime();
        const f = from.getTime();
        for (const ms of [start - 1, start, f - 1, f, f + 1, next - 1, next]) at.push(new Date(ms));
      }
    }
    await db.insert(feedback).values(
      at.map((created_at, i) => ({
        doctor_id: doctor!.id,
        rating: 1 + (i % 5),
        medical_expertise: 1 + ((i + 1) % 5),
        customer_experience: 1 + ((i + 2) % 5),
        compliance: 1 + ((i + 3) % 5),
        status: statuses[i % statuses.length]!,
        created_at,
      })),
    );
    // Inserted directly: the triggers kept the rollups (not the rating aggregates) up to date.
    expect(await rollupMismatches(t)).toEqual([]);
    const [clinic] = await db.select({ id: doctors.clinic_id }).from(doctors).limit(1);
    for (const to of ends) {
      for (const days of ranges) {
        const from = new Date(to.getTime() - days * 86_400_000);
        for (const bucket of ['day', 'week'] as const) {
          for (const filter of [{}, { clinicId: clinic!.id! }, { q: 'nguyen' }]) {
            const f: DashboardFilter = { from, to, bucket, minReviewsForScore: 2, ...filter };
            const got = await dashboardFigures(db, f);
            const want = await figuresFromFeedback(db, f);
            expect(got.totals[0]).toEqual(want.totals);
            expect(
              got.top.map((d) => ({
                id: d.id,
                name: d.name,
                score: d.score,
                review_count: d.review_count,
              })),
            ).toEqual(want.top);
            expect(got.series).toEqual(want.series);
          }
        }
      }
    }
  });
});
