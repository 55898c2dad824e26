import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { feedback } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import {
  claimedVisit,
  linkDoctor,
  makeDoctor,
  publishedReview,
  submitReview,
} from '../../test/fixtures';
import type { ApiCall } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const report = (cookie: string, query?: ApiCall<'GET /api/admin/insights'>['query']) =>
  t.api('GET /api/admin/insights', { query, cookie });

/** NPS straight from the answers. */
const directNps = (scores: number[]) =>
  Math.round(
    (100 * (scores.filter((s) => s >= 9).length - scores.filter((s) => s <= 6).length)) /
      scores.length,
  );

async function staffOf(clinicId: string) {
  const staff = await t.createUser({ role: 'staff' });
  await t.api('PUT /api/admin/users/:id/clinics', {
    params: { id: staff.id },
    cookie: admin.cookie,
    body: { clinic_ids: [clinicId] },
  });
  return staff;
}

async function setSettings(body: Record<string, number>) {
  const res = await t.api('PUT /api/admin/settings', { cookie: admin.cookie, body });
  expect(res.status).toBe(200);
}

/** The monthly rollups differ from a recomputation from the feedback table (should be empty). */
async function insightMismatches() {
  return queryRows(
    t.database.db,
    sql`with f as (
        select date_trunc('month', created_at at time zone 'Asia/Ho_Chi_Minh')::date as month,
          doctor_id, count(*)::int as approved, sum(medical_expertise)::int as medical_sum,
          count(*) filter (where recommend_score >= 9)::int as promoters,
          count(*) filter (where recommend_score between 7 and 8)::int as passives,
          count(*) filter (where recommend_score <= 6)::int as detractors,
          count(*) filter (where comment is not null and btrim(comment) <> '')::int as commented
        from feedback where status = 'approved' group by 1, 2)
      select coalesce(f.doctor_id, i.doctor_id) as doctor_id from f
      full join (select * from doctor_month_insights where approved <> 0 or promoters <> 0
        or passives <> 0 or detractors <> 0 or commented <> 0) i
        on i.month = f.month and i.doctor_id = f.doctor_id
      where (f.approved, f.medical_sum, f.promoters, f.passives, f.detractors, f.commented)
        is distinct from (i.approved, i.medical_sum, i.promoters, i.passives, i.detractors,
          i.commented)`,
  );
}

describe('the recommendation question', () => {
  it('is stored with the review, optional, and refused out of 0–10 with nothing written', async () => {
    const doctor = await makeDoctor(t);
    const author = await t.createUser();
    const visit = await claimedVisit(t, author, [doctor.id]);
    for (const bad of [11, -1, 4.5]) {
      const res = await submitReview(t, author, {
        visitId: visit.id,
        doctorId: doctor.id,
        recommend: bad,
      });
      expect(res.status).toBe(400);
      const err = await res.json();
      expect(err.error.details.fields.map((f: { path: string }) => f.path)).toEqual([
        'recommend_score',
      ]);
    }
    expect(
      await t.database.db.select().from(feedback).where(eq(feedback.doctor_id, doctor.id)),
    ).toEqual([]);
    const ok = await submitReview(t, author, {
      visitId: visit.id,
      doctorId: doctor.id,
      recommend: 0,
      quoteConsent: true,
    });
    expect(ok.status).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(feedback)
      .where(eq(feedback.id, (await ok.json()).id));
    expect(row).toMatchObject({ recommend_score: 0, quote_consent: true });
    const silent = await publishedReview(t, admin, await t.createUser(), doctor.id);
    const [other] = await t.database.db.select().from(feedback).where(eq(feedback.id, silent));
    expect(other).toMatchObject({ recommend_score: null, quote_consent: false });
  });

  it('gives NPS by doctor, clinic, specialty and month equal to a direct computation, with n', async () => {
    await setSettings({ nps_min_sample: 5 });
    try {
      const a = await makeDoctor(t, 'BS. Khuyến Nghị A', 'verified', 'dermatology');
      const b = await makeDoctor(t, 'BS. Khuyến Nghị B', 'verified', 'dermatology');
      const aScores = [10, 9, 9, 8, 6, 10, 3];
      const bScores = [10, 2, 7];
      for (const s of aScores)
        await publishedReview(t, admin, await t.createUser(), a.id, { recommend: s });
      for (const s of bScores)
        await publishedReview(t, admin, await t.createUser(), b.id, { recommend: s });
      // Unanswered and unpublished answers are not counted.
      await publishedReview(t, admin, await t.createUser(), a.id);
      const pendingVisit = await claimedVisit(t, admin, [b.id]);
      await submitReview(t, admin, { visitId: pendingVisit.id, doctorId: b.id, recommend: 0 });

      const r = await json(report(admin.cookie, { clinic_id: a.clinic_id! }));
      expect(r.min_sample).toBe(5);
      expect(r.nps.total).toEqual({ responses: aScores.length, nps: directNps(aScores) });
      expect(r.nps.by_doctor).toEqual([
        expect.objectContaining({ key: a.id, responses: 7, nps: directNps(aScores) }),
      ]);
      const thisMonth = r.months.at(-1);
      expect(r.months).toHaveLength(12);
      expect(r.nps.by_month.at(-1)).toMatchObject({ key: thisMonth, responses: 7 });

      const chain = await json(report(admin.cookie, { doctor_id: b.id }));
      // Below the minimum sample: the count, no score.
      expect(chain.nps.total).toEqual({ responses: 3, nps: null });
      const all = await json(report(admin.cookie));
      const derm = all.nps.by_specialty.find(
        (s: { label_en: string }) => s.label_en === 'Dermatology',
      );
      const both = [...aScores, ...bScores];
      expect(derm).toMatchObject({ responses: both.length, nps: directNps(both) });
      expect(await insightMismatches()).toEqual([]);
    } finally {
      await setSettings({ nps_min_sample: 10 });
    }
  });
});

describe('standing within the specialty', () => {
  it('ranks doctors with enough reviews on shrunk scores, in admin and in the portal', async () => {
    const docs = [];
    for (const name of ['Xếp Hạng Một', 'Xếp Hạng Hai', 'Xếp Hạng Ba', 'Xếp Hạng Bốn'])
      docs.push(await makeDoctor(t, `BS. ${name}`, 'verified', 'ent'));
    const [top, middle, low, few] = docs as [
      (typeof docs)[0],
      (typeof docs)[0],
      (typeof docs)[0],
      (typeof docs)[0],
    ];
    const plan: [string, number[]][] = [
      [top.id, [5, 5, 5, 5, 4]],
      [middle.id, [4, 4, 4, 4]],
      [low.id, [2, 3, 2]],
      [few.id, [5, 5]],
    ];
    for (const [id, ratings] of plan)
      for (const rating of ratings)
        await publishedReview(t, admin, await t.createUser(), id, { rating });
    const r = await json(report(admin.cookie));
    const row = (id: string) =>
      r.standings.find((s: { doctor: { id: string } }) => s.doctor.id === id);
    // min_reviews_for_score is 3: the doctor with two reviews is shown but not ranked.
    expect(row(few.id)).toMatchObject({ reviews: 2, standing: null });
    expect(row(top.id).standing).toMatchObject({ percentile: 100, peers: 3 });
    expect(row(middle.id).standing).toMatchObject({ percentile: 50, peers: 3 });
    expect(row(low.id).standing).toMatchObject({ percentile: 0, peers: 3 });
    // Shrunk toward the specialty's review-weighted mean (k = 3).
    const all = plan.slice(0, 3).flatMap(([, ratings]) => ratings);
    const m = all.reduce((s, x) => s + x, 0) / all.length;
    const topMean = 24 / 5;
    expect(row(top.id).standing.adjusted).toBeCloseTo((5 * topMean + 3 * m) / 8, 2);

    // The doctor sees their own standing in the portal; the public page shows none by default.
    const account = await t.createUser();
    await linkDoctor(t, admin, middle.id, account.email);
    const mine = await json(t.api('GET /api/portal/insights', { cookie: account.cookie }));
    expect(mine.standing).toMatchObject({ percentile: 50, peers: 3 });
    expect(mine.reviews_in_window).toBe(4);
    const pub = await json(t.api('GET /api/doctors/:id/quotes', { params: { id: top.id } }));
    expect(pub.standing).toBeNull();
    await setSettings({ public_specialty_ranking: 1 });
    try {
      const shown = await json(t.api('GET /api/doctors/:id/quotes', { params: { id: top.id } }));
      expect(shown.standing).toMatchObject({ percentile: 100, peers: 3 });
      expect(shown.standing.specialty.name_en).toBe('Ear, nose and throat');
      expect(JSON.stringify(shown)).not.toContain('adjusted');
    } finally {
      await setSettings({ public_specialty_ranking: 0 });
    }
  });
});

describe('access to the figures', () => {
  it('is for staff and admins, narrowed to a staff member’s clinics', async () => {
    const patient = await t.createUser();
    expect((await report(patient.cookie)).status).toBe(403);
    expect((await t.api('GET /api/admin/insights')).status).toBe(401);
    const portal = await t.api('GET /api/portal/insights', { cookie: patient.cookie });
    expect(portal.status).toBe(403);
    const mine = await makeDoctor(t);
    const theirs = await makeDoctor(t);
    await publishedReview(t, admin, await t.createUser(), mine.id, { recommend: 10 });
    await publishedReview(t, admin, await t.createUser(), theirs.id, { recommend: 0 });
    const staff = await staffOf(mine.clinic_id!);
    const r = await json(report(staff.cookie));
    const ids = r.nps.by_doctor.map((d: { key: string }) => d.key);
    expect(ids).toEqual([mine.id]);
    expect((await report(staff.cookie, { clinic_id: theirs.clinic_id! })).status).toBe(404);
    expect((await report(staff.cookie, { doctor_id: theirs.id })).status).toBe(404);
    const bad = await t.request('GET', '/api/admin/insights?clinic_id=nope', {
      cookie: staff.cookie,
    });
    expect(bad.status).toBe(400);
  });
});

describe('what patients talk about', () => {
  it('counts topics in low and high reviews with a comment, and shows the words that matched', async () => {
    const doctor = await makeDoctor(t);
    const comments: [number, string][] = [
      [1, 'Chờ lâu quá, gần hai tiếng mới được khám.'],
      [2, 'Phải chờ đợi rất lâu, nhân viên thì cáu gắt.'],
      [5, 'Bác sĩ giải thích rất kỹ, không phải chờ lâu.'],
      [4, 'Phòng khám sạch sẽ, bác sĩ tư vấn tận tình.'],
      [5, 'Rất hài lòng.'],
    ];
    for (const [rating, comment] of comments)
      await publishedReview(t, admin, await t.createUser(), doctor.id, { rating, comment });
    // A review still waiting for moderation is not counted.
    const visit = await claimedVisit(t, admin, [doctor.id]);
    await submitReview(t, admin, { visitId: visit.id, doctorId: doctor.id, comment: 'Chờ lâu' });

    const r = await json(report(admin.cookie, { doctor_id: doctor.id }));
    expect(r.topics).toMatchObject({ commented: 5, low_commented: 2, high_commented: 3 });
    const waiting = r.topics.topics.find((x: { topic: string }) => x.topic === 'waiting_time');
    expect(waiting).toMatchObject({ mentions: 3, low: 2, high: 1, low_share: 1 });
    expect(waiting.high_share).toBeCloseTo(1 / 3);
    expect(r.topics.months.at(-1)).toMatchObject({ commented: 5 });
    expect(r.topics.months.at(-1).mentions.waiting_time).toBe(3);

    const behind = await json(
      t.api('GET /api/admin/insights/topic-comments', {
        query: { topic: 'waiting_time', doctor_id: doctor.id, band: 'low' },
        cookie: admin.cookie,
      }),
    );
    expect(behind.items).toHaveLength(2);
    for (const item of behind.items) {
      expect(item.rating).toBeLessThanOrEqual(2);
      expect(item.words.length).toBeGreaterThan(0);
      for (const w of item.words) expect(item.comment.toLowerCase()).toContain(w.toLowerCase());
    }
    expect(await insightMismatches()).toEqual([]);
  });
});

describe('"What patients say"', () => {
  it('quotes consenting authors’ sentences on the top topics, in the reader’s language, from 10 reviews', async () => {
    const doctor = await makeDoctor(t);
    const quotes = () =>
      json(
        t.api('GET /api/doctors/:id/quotes', { params: { id: doctor.id }, query: { lang: 'en' } }),
      );
    const reviews: { comment: string; consent: boolean }[] = [
      { comment: 'Tôi phải chờ lâu gần một tiếng. Bác sĩ khám kỹ.', consent: true },
      { comment: 'The doctor explained every result clearly. Highly recommended.', consent: true },
      { comment: 'Bác sĩ giải thích cặn kẽ về bệnh của tôi.', consent: true },
      {
        comment: 'Waited too long in the lobby, nearly an hour before anyone called me.',
        consent: true,
      },
      { comment: 'Gọi cho tôi 0901 234 567 nếu cần: phải chờ lâu lắm.', consent: true },
      { comment: 'Bác sĩ giải thích không rõ ràng, tôi không hiểu gì cả.', consent: false },
      { comment: 'Chờ đợi mất cả buổi sáng, rất mệt mỏi.', consent: false },
    ];
    for (const r of reviews.slice(0, 5))
      await publishedReview(t, admin, await t.createUser(), doctor.id, {
        comment: r.comment,
        quoteConsent: r.consent,
      });
    // Fewer than 10 published reviews: no quotes yet.
    expect((await quotes()).quotes).toEqual([]);
    for (const r of reviews.slice(5))
      await publishedReview(t, admin, await t.createUser(), doctor.id, {
        comment: r.comment,
        quoteConsent: r.consent,
      });
    for (let i = 0; i < 3; i += 1) await publishedReview(t, admin, await t.createUser(), doctor.id);

    const got = await quotes();
    expect(got.quotes.length).toBeGreaterThanOrEqual(2);
    expect(got.quotes.length).toBeLessThanOrEqual(3);
    const texts = got.quotes.map((q: { text: string }) => q.text);
    // Whole sentences of consenting reviews, English first for an English reader, one per review.
    const consenting = reviews.filter((r) => r.consent).map((r) => r.comment);
    for (const text of texts) expect(consenting.some((c) => c.includes(text))).toBe(true);
    expect(texts).toContain('The doctor explained every result clearly.');
    expect(new Set(got.quotes.map((q: { topic: string }) => q.topic)).size).toBe(got.quotes.length);
    expect(JSON.stringify(got)).not.toMatch(/0901|không rõ ràng|cả buổi sáng/);
    const on = (topic: string) => got.quotes.find((q: { topic: string }) => q.topic === topic);
    expect(on('explanation')).toMatchObject({ lang: 'en' });
    expect(on('waiting_time')).toMatchObject({
      lang: 'en',
      text: 'Waited too long in the lobby, nearly an hour before anyone called me.',
    });

    const unknown = await t.api('GET /api/doctors/:id/quotes', {
      params: { id: crypto.randomUUID() },
    });
    expect(unknown.status).toBe(404);
  });
});
