import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedbackReports, notifications, userRoles } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { linkDoctor, makeDoctor, publishedReview } from '../../test/fixtures';
import { auditRows, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const staff = testUserForFile(t, { role: 'staff' });

const json = async (res: Response | Promise<Response>) => (await res).json();

/** A doctor record with a linked account, and a published review of it by a fresh author. */
async function doctorWithReview(o: { anonymous?: boolean } = {}) {
  const doctor = await makeDoctor(t);
  const account = await t.createUser();
  await linkDoctor(t, admin, doctor.id, account.email);
  const author = await t.createUser({ firstName: 'Nhung', lastName: 'Trần' });
  const reviewId = await publishedReview(t, admin, author, doctor.id, {
    comment: 'Chờ hơi lâu nhưng bác sĩ tận tình.',
    anonymous: o.anonymous,
  });
  return { doctor, account, author, reviewId };
}

const reply = (u: TestUser, reviewId: string, body: string) =>
  t.api('POST /api/portal/reviews/:id/reply', {
    params: { id: reviewId },
    cookie: u.cookie,
    body: { body },
  });
const decide = (u: TestUser, id: string, decision: 'published' | 'rejected', reason?: string) =>
  t.api('PATCH /api/admin/replies/:id', {
    params: { id },
    cookie: u.cookie,
    body: { decision, ...(reason ? { reason } : {}) },
  });
const publicReviews = async (doctorId: string) =>
  (await json(t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } }))).items as {
    id: string;
    replies: { side: string; body: string; published_at: string }[];
  }[];
const noticesOf = (userId: string) =>
  t.database.db.select().from(notifications).where(eq(notifications.user_id, userId));

describe('public replies', () => {
  it('goes pending → published, one per review, shown under the review, author told', async () => {
    const { doctor, account, author, reviewId } = await doctorWithReview();
    const first = await reply(
      account,
      reviewId,
      'Cảm ơn bạn, chúng tôi sẽ rút ngắn thời gian chờ.',
    );
    expect(first.status).toBe(201);
    const written = await first.json();
    expect(written).toMatchObject({ side: 'doctor', status: 'pending', warnings: [] });
    expect((await json(reply(account, reviewId, 'Lần nữa'))).error.code).toBe('already_replied');
    const clinic = await t.api('POST /api/admin/feedback/:id/reply', {
      params: { id: reviewId },
      cookie: staff.cookie,
      body: { body: 'Phòng khám cảm ơn bạn.' },
    });
    expect((await clinic.json()).error.code).toBe('already_replied');
    // Pending replies are not public; the writer may edit them.
    expect((await publicReviews(doctor.id)).find((r) => r.id === reviewId)!.replies).toEqual([]);
    const edited = await json(
      t.api('PATCH /api/replies/:id', {
        params: { id: written.id },
        cookie: account.cookie,
        body: { body: 'Cảm ơn bạn đã góp ý, chúng tôi sẽ rút ngắn thời gian chờ.' },
      }),
    );
    expect(edited.body).toContain('góp ý');
    // The doctor cannot approve it: no moderation permission.
    expect((await decide(account, written.id, 'published')).status).toBe(403);
    const queued = await json(t.api('GET /api/admin/replies', { cookie: staff.cookie }));
    expect(queued.items.find((r: { id: string }) => r.id === written.id)).toMatchObject({
      own: false,
      review_comment: 'Chờ hơi lâu nhưng bác sĩ tận tình.',
      // Marked for the moderator's screen reader, whatever the page's language.
      review_comment_lang: 'vi',
      body_lang: 'vi',
    });
    expect((await json(decide(staff, written.id, 'published'))).status).toBe('published');
    expect((await auditRows(t, 'reply.published')).some((r) => r.user_id === staff.id)).toBe(true);
    const shown = (await publicReviews(doctor.id)).find((r) => r.id === reviewId)!;
    expect(shown.replies).toEqual([
      { side: 'doctor', body: edited.body, body_lang: 'vi', published_at: expect.any(String) },
    ]);
    expect(
      (await noticesOf(author.id)).some((n) => n.title === 'Đánh giá của bạn có phản hồi'),
    ).toBe(true);
    // Published: no more edits; the author answers once (moderated too).
    const late = await t.api('PATCH /api/replies/:id', {
      params: { id: written.id },
      cookie: account.cookie,
      body: { body: 'x' },
    });
    expect((await late.json()).error.code).toBe('invalid_transition');
    const mine = async () =>
      (
        (await json(t.api('GET /api/me/feedback', { cookie: author.cookie }))).items as {
          id: string;
          can_answer: boolean;
          replies: unknown[];
        }[]
      ).find((f) => f.id === reviewId)!;
    expect(await mine()).toMatchObject({ can_answer: true, replies: [{ side: 'doctor' }] });
    const answer = await json(
      t.api('POST /api/me/feedback/:id/answer', {
        params: { id: reviewId },
        cookie: author.cookie,
        body: { body: 'Cảm ơn bác sĩ đã trả lời.' },
      }),
    );
    expect(answer).toMatchObject({ side: 'author', status: 'pending' });
    const twice = await t.api('POST /api/me/feedback/:id/answer', {
      params: { id: reviewId },
      cookie: author.cookie,
      body: { body: 'Lần hai' },
    });
    expect((await twice.json()).error.code).toBe('already_replied');
    expect((await mine()).can_answer).toBe(false);
    // The reviewed doctor's own side never decides the answer to their reply.
    expect((await decide(admin, answer.id, 'published')).status).toBe(200);
    expect(
      (await publicReviews(doctor.id)).find((r) => r.id === reviewId)!.replies.map((r) => r.side),
    ).toEqual(['doctor', 'author']);

    // Withdrawing takes it off the page at once; a new reply may then be written.
    expect(
      (
        await t.api('DELETE /api/replies/:id', {
          params: { id: written.id },
          cookie: account.cookie,
        })
      ).status,
    ).toBe(204);
    expect(
      (await publicReviews(doctor.id)).find((r) => r.id === reviewId)!.replies.map((r) => r.side),
    ).toEqual(['author']);
    expect((await reply(account, reviewId, 'Một phản hồi mới.')).status).toBe(201);
  });

  it('rejects with a reason, and keeps writers out of deciding their own case', async () => {
    const { reviewId, account } = await doctorWithReview();
    const clinic = await json(
      t.api('POST /api/admin/feedback/:id/reply', {
        params: { id: reviewId },
        cookie: staff.cookie,
        body: { body: 'Phòng khám xin lỗi về thời gian chờ.' },
      }),
    );
    expect(clinic.side).toBe('clinic');
    const own = await decide(staff, clinic.id, 'published');
    expect((await own.json()).error.code).toBe('conflict_of_interest');
    expect((await decide(admin, clinic.id, 'rejected')).status).toBe(400);
    const rejected = await json(decide(admin, clinic.id, 'rejected', 'Nêu chi tiết điều trị'));
    expect(rejected).toMatchObject({
      status: 'rejected',
      decision_reason: 'Nêu chi tiết điều trị',
    });
    expect(
      (await noticesOf(staff.id)).some((n) => n.title === 'Phản hồi của bạn không được đăng'),
    ).toBe(true);

    // A linked doctor who is also a moderator cannot decide a reply about their own record.
    const doctorReply = await json(reply(account, reviewId, 'Cảm ơn bạn.'));
    await t.database.db
      .update(userRoles)
      .set({ role: 'staff' })
      .where(eq(userRoles.user_id, account.id));
    const refused = await decide(account, doctorReply.id, 'published');
    expect((await refused.json()).error.code).toBe('conflict_of_interest');
    await t.database.db
      .update(userRoles)
      .set({ role: 'doctor' })
      .where(eq(userRoles.user_id, account.id));
  });

  it('lets a doctor reply only about their own record', async () => {
    const { reviewId } = await doctorWithReview();
    const other = await doctorWithReview();
    const res = await reply(other.account, reviewId, 'Không phải của tôi');
    expect(res.status).toBe(404);
  });

  it('greets the reviewer by the given name the review shows, without a warning', async () => {
    const { reviewId, account } = await doctorWithReview();
    const written = await json(reply(account, reviewId, 'Chào Nhung, cảm ơn bạn đã góp ý.'));
    expect(written.warnings).toEqual([]);
  });

  it('warns of personal or health details, and shows the warning to moderators', async () => {
    const { reviewId, account } = await doctorWithReview();
    const written = await json(
      reply(
        account,
        reviewId,
        'Chào chị Trần Nhung, kết quả xét nghiệm ngày 12/03 đã có, gọi 0901 234 567 hoặc lan@example.com.',
      ),
    );
    expect(written.warnings.sort()).toEqual([
      'date',
      'email',
      'health_terms',
      'patient_name',
      'person_name',
      'phone',
    ]);
    const queued = await json(t.api('GET /api/admin/replies', { cookie: admin.cookie }));
    expect(queued.items.find((r: { id: string }) => r.id === written.id).warnings).toHaveLength(6);
  });

  it('never shows the doctor who wrote an anonymous review, nor lets their reports hide it', async () => {
    const { reviewId, account, author } = await doctorWithReview({ anonymous: true });
    const page = await t.api('GET /api/portal/reviews', { cookie: account.cookie });
    const text = await page.text();
    const item = JSON.parse(text).items.find((r: { id: string }) => r.id === reviewId);
    expect(item).toMatchObject({ is_anonymous: true, patient_name: null });
    expect(item).not.toHaveProperty('patient_ref');
    expect(text).not.toContain(author.id);
    expect(text).not.toContain('Nhung');
    // The name is not looked for in an anonymous review's reply either (the doctor cannot know it).
    expect((await json(reply(account, reviewId, 'Cảm ơn Nhung'))).warnings).toEqual([]);
    expect(
      (
        await t.api('POST /api/admin/feedback/:id/hide', {
          params: { id: reviewId },
          cookie: account.cookie,
        })
      ).status,
    ).toBe(403);
    await t.api('POST /api/feedback/:id/report', {
      params: { id: reviewId },
      cookie: account.cookie,
      body: { reason: 'spam' },
    });
    const [row] = await t.database.db
      .select()
      .from(feedbackReports)
      .where(
        and(eq(feedbackReports.feedback_id, reviewId), eq(feedbackReports.user_id, account.id)),
      );
    expect(row?.counted).toBe(false);
  });
});
