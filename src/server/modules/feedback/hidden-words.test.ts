import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminFeedback,
  AdminFeedbackPage,
  FeedbackStatus,
  MyFeedbackList,
} from '../../../shared/feedback';
import type { HideWords, ScreeningKind } from '../../../shared/screening';
import { feedback, feedbackRedactions, notifications } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { claimedVisit, makeDoctor, publishedReview, submitReview } from '../../test/fixtures';
import { auditRows, type TestUser } from '../../test/harness';

/**
 * The moderation assistant through the HTTP app: what the screening finds before publication,
 * the queue's order, the alert, and hiding only the offending words (with the author's appeal).
 */
const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const admin2 = testUserForFile(t, { role: 'admin' });

const PHONE_COMMENT = 'Bác sĩ rất tận tâm, ai cần hỏi thêm cứ gọi tôi số 0912 345 678 nhé.';

async function submitted(author: TestUser, comment: string, doctorId?: string) {
  const doctor = doctorId ?? (await makeDoctor(t)).id;
  const visit = await claimedVisit(t, author, [doctor]);
  const res = await submitReview(t, author, { visitId: visit.id, doctorId: doctor, comment });
  expect(res.status, await res.clone().text()).toBe(201);
  return { id: (await res.json()).id as string, doctorId: doctor };
}

async function queue(
  status: FeedbackStatus = 'pending',
  cursor?: string,
): Promise<AdminFeedbackPage> {
  const res = await t.api('GET /api/admin/feedback', {
    query: { status, limit: 100, cursor },
    cookie: admin.cookie,
  });
  expect(res.status).toBe(200);
  return res.json();
}

const itemOf = async (id: string, status: FeedbackStatus = 'pending') =>
  (await queue(status)).items.find((i) => i.id === id) as AdminFeedback;

const hide = (id: string, body: HideWords, by = admin) =>
  t.api('POST /api/admin/feedback/:id/hide-words', { params: { id }, cookie: by.cookie, body });

/** A body the contract's types refuse, sent as it is. */
const hideInvalid = (id: string, body: unknown) =>
  t.request('POST', `/api/admin/feedback/${id}/hide-words`, { cookie: admin.cookie, body });

const stats = async (doctorId: string) =>
  (await t.api('GET /api/doctors/:id/stats', { params: { id: doctorId } })).json();

/** A finding as the moderator sends it: with the words it covers. */
const withText = (
  f: { kind: ScreeningKind; start: number; end: number },
  comment = PHONE_COMMENT,
) => ({
  ...f,
  text: comment.normalize('NFC').slice(f.start, f.end),
});

const commentOf = async (id: string) =>
  (await t.database.db.select().from(feedback).where(eq(feedback.id, id)))[0]!.comment;

describe('screening before publication', () => {
  it('marks the phone number of a new review as a span with its kind, and flags it', async () => {
    const author = await t.createUser();
    const { id } = await submitted(author, PHONE_COMMENT);
    const item = await itemOf(id);
    const phone = item.screening.find((f) => f.kind === 'phone');
    expect(phone).toBeDefined();
    expect(item.comment?.slice(phone!.start, phone!.end)).toContain('345');
    expect(item.screening_risk).toBe(2);
    expect(item.flagged).toBe(true);
  });

  it('puts threats first in the queue and alerts every moderator at once', async () => {
    const author = await t.createUser();
    const plain = await submitted(author, 'Phòng khám sạch sẽ, bác sĩ giải thích kỹ.');
    const threat = await submitted(await t.createUser(), 'Tao sẽ giết thằng bác sĩ đó, chờ đấy.');
    const page = await queue();
    const order = page.items.map((i) => i.id);
    expect(order.indexOf(threat.id)).toBeLessThan(order.indexOf(plain.id));
    expect(page.items[0]!.screening_risk).toBe(3);
    const alerts = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.reference_id, threat.id));
    const toAdmins = alerts.filter((n) => n.user_id === admin.id || n.user_id === admin2.id);
    expect(toAdmins.some((n) => n.title.startsWith('Cần xem ngay'))).toBe(true);
    expect(toAdmins.some((n) => n.title_en === 'Read now: a review raises a concern')).toBe(true);
  });

  it('pages the queue by risk without skipping or repeating an item', async () => {
    const all = (await queue()).items.map((i) => i.id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const res = await t.api('GET /api/admin/feedback', {
        query: { status: 'pending', limit: 1, cursor },
        cookie: admin.cookie,
      });
      const page = (await res.json()) as AdminFeedbackPage;
      seen.push(...page.items.map((i) => i.id));
      cursor = page.next_cursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(all);
  });
});

describe('hiding only the words that must go', () => {
  it('publishes a marker in their place, keeps the original for audit, leaves the score alone, and tells the author', async () => {
    const author = await t.createUser();
    const { id, doctorId } = await submitted(author, PHONE_COMMENT);
    const phone = (await itemOf(id)).screening.find((f) => f.kind === 'phone')!;
    const res = await hide(id, { spans: [withText(phone)], note: 'Số điện thoại cá nhân' });
    expect(res.status, await res.clone().text()).toBe(200);
    await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    const before = await stats(doctorId);

    const published = await commentOf(id);
    expect(published).toContain('[đã ẩn]');
    expect(published).not.toContain('345');
    expect(published).toContain('Bác sĩ rất tận tâm');
    const reviews = await (
      await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } })
    ).json();
    expect(reviews.items[0].comment).toBe(published);

    const [kept] = await t.database.db
      .select()
      .from(feedbackRedactions)
      .where(eq(feedbackRedactions.feedback_id, id));
    expect(kept!.original_comment).toBe(PHONE_COMMENT.normalize('NFC'));
    const audit = (await auditRows(t, 'feedback.words_hidden')).find(
      (a) => (a.metadata as { feedback_id: string }).feedback_id === id,
    );
    expect(audit?.metadata).toMatchObject({ kinds: ['phone'], spans: 1 });
    expect(JSON.stringify(audit)).not.toContain('345 678');

    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.user_id, author.id));
    expect(notices.map((n) => n.title)).toContain('Một phần đánh giá của bạn đã được ẩn');
    const mine = (await (
      await t.api('GET /api/me/feedback', { cookie: author.cookie })
    ).json()) as MyFeedbackList;
    const review = mine.items.find((i) => i.id === id)!;
    expect(review.hidden).toMatchObject({ kinds: ['phone'], note: 'Số điện thoại cá nhân' });
    expect(review.can_appeal).toBe(true);

    // Moderators see the hidden words; the score is the same as it would be without hiding.
    const shown = await itemOf(id, 'approved');
    expect(shown.hidden?.words).toEqual([
      { kind: 'phone', text: PHONE_COMMENT.slice(phone.start, phone.end) },
    ]);
    expect(await stats(doctorId)).toEqual(before);
  });

  it('refuses spans outside the comment, unknown kinds and a patient, changing nothing', async () => {
    const author = await t.createUser();
    const { id } = await submitted(author, 'Ngắn gọn.');
    const span = (start: number, end: number, kind: ScreeningKind, text: string) => ({
      spans: [{ start, end, kind, text }],
    });
    expect((await hide(id, span(0, 50, 'phone', 'Ngắn gọn.'))).status).toBe(409);
    // The words the moderator saw are no longer there (the comment changed meanwhile).
    const moved = await hide(id, span(0, 4, 'abuse', 'Ngắm'));
    expect(moved.status).toBe(409);
    expect((await moved.json()).error.code).toBe('invalid_spans');
    const mood = { spans: [{ start: 0, end: 3, kind: 'mood', text: 'Ngắ' }] };
    expect((await hideInvalid(id, mood)).status).toBe(400);
    expect((await hide(id, span(3, 1, 'abuse', 'x'))).status).toBe(400);
    expect((await hideInvalid(id, { spans: [{ start: 0, end: 3, kind: 'abuse' }] })).status).toBe(
      400,
    );
    expect((await hide(id, span(0, 3, 'abuse', 'Ngắ'), author)).status).toBe(403);
    expect(await commentOf(id)).toBe('Ngắn gọn.');
  });

  it('lets the author appeal; another moderator overturning it publishes the words as written', async () => {
    const author = await t.createUser();
    const doctor = await makeDoctor(t);
    const id = await publishedReview(t, admin, author, doctor.id, { comment: PHONE_COMMENT });
    const phone = (await itemOf(id, 'approved')).screening.find((f) => f.kind === 'phone')!;
    expect((await hide(id, { spans: [withText(phone)] })).status).toBe(200);

    const appeal = await t.api('POST /api/me/feedback/:id/appeal', {
      params: { id },
      cookie: author.cookie,
      body: { message: 'Đó là số của tổng đài phòng khám, không phải số của tôi.' },
    });
    expect(appeal.status, await appeal.clone().text()).toBe(201);
    const queued = await itemOf(id);
    expect(queued.appeal?.needs_other_moderator).toBe(true);

    const refused = await t.api('POST /api/admin/feedback/:id/appeal', {
      params: { id },
      cookie: admin.cookie,
      body: { outcome: 'overturned' },
    });
    expect(refused.status).toBe(403);
    expect((await refused.json()).error.code).toBe('appeal_needs_another_moderator');
    const decided = await t.api('POST /api/admin/feedback/:id/appeal', {
      params: { id },
      cookie: admin2.cookie,
      body: { outcome: 'overturned' },
    });
    expect(decided.status, await decided.clone().text()).toBe(200);
    expect(await decided.json()).toMatchObject({ status: 'approved' });
    expect(await commentOf(id)).toBe(PHONE_COMMENT.normalize('NFC'));
    const mine = (await (
      await t.api('GET /api/me/feedback', { cookie: author.cookie })
    ).json()) as MyFeedbackList;
    expect(mine.items.find((i) => i.id === id)).toMatchObject({ hidden: null, can_appeal: false });
  });

  it('erases the original with the comment when the author withdraws the review', async () => {
    const author = await t.createUser();
    const doctor = await makeDoctor(t);
    const id = await publishedReview(t, admin, author, doctor.id, { comment: PHONE_COMMENT });
    const phone = (await itemOf(id, 'approved')).screening.find((f) => f.kind === 'phone')!;
    expect((await hide(id, { spans: [withText(phone)] })).status).toBe(200);
    const withdrawn = await t.api('POST /api/me/feedback/:id/withdraw', {
      params: { id },
      cookie: author.cookie,
    });
    expect(withdrawn.status, await withdrawn.clone().text()).toBeLessThan(300);
    expect(await commentOf(id)).toBeNull();
    const left = await t.database.db
      .select()
      .from(feedbackRedactions)
      .where(eq(feedbackRedactions.feedback_id, id));
    expect(left).toEqual([]);
  });
});

describe('two moderators hiding the same words at once', () => {
  it('records one redaction: the first is answered 200, the second invalid_spans', async () => {
    const author = await t.createUser();
    const doctor = await makeDoctor(t);
    const id = await publishedReview(t, admin, author, doctor.id, { comment: PHONE_COMMENT });
    const phone = (await itemOf(id, 'approved')).screening.find((f) => f.kind === 'phone')!;
    const body = { spans: [withText(phone)] };
    // hideWords locks the review first: the second waits, then finds the words already replaced.
    const answers = await Promise.all([hide(id, body), hide(id, body, admin2)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await refused.json()).error.code).toBe('invalid_spans');

    const rows = await t.database.db
      .select()
      .from(feedbackRedactions)
      .where(eq(feedbackRedactions.feedback_id, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.original_comment).toBe(PHONE_COMMENT.normalize('NFC'));
    const published = await commentOf(id);
    expect(published?.split('[đã ẩn]')).toHaveLength(2);
    expect(published).not.toContain('345');
    const audits = (await auditRows(t, 'feedback.words_hidden')).filter(
      (a) => (a.metadata as { feedback_id: string }).feedback_id === id,
    );
    expect(audits).toHaveLength(1);
  });
});
