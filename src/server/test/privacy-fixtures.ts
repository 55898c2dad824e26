/** Builders for the privacy tests: a patient whose review is published, through the HTTP app. */
import { eq } from 'drizzle-orm';
import { profiles } from '../db/schema';
import { approveReview, makeDoctor, submitReview, verifiedVisit } from './fixtures';
import type { TestApp, TestUser } from './harness';

let phone = 0;

export interface ReviewOptions {
  firstName?: string;
  lastName?: string;
  language?: 'vi' | 'en';
  anonymous?: boolean;
  rating?: number;
  comment?: string;
  /** Leave it pending instead of approving it. */
  pending?: boolean;
  author?: TestUser;
  doctorId?: string;
}

/** Signs a patient up (or takes `author`), verifies a visit, submits with consent and approves. */
export async function publishedReview(t: TestApp, admin: TestUser, o: ReviewOptions = {}) {
  const user = o.author ?? (await t.createUser({ firstName: o.firstName, lastName: o.lastName }));
  if (o.language)
    await t.database.db
      .update(profiles)
      .set({ language: o.language })
      .where(eq(profiles.id, user.id));
  const doctorId = o.doctorId ?? (await makeDoctor(t)).id;
  const number = `+8490${String(7_000_000 + ++phone).padStart(7, '0')}`;
  const visit = await verifiedVisit(t, user, [doctorId], number);
  const res = await submitReview(t, user, {
    visitId: visit.id,
    doctorId,
    rating: o.rating ?? 4,
    comment: o.comment ?? 'Bác sĩ khám kỹ.',
    anonymous: o.anonymous ?? false,
  });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  if (!o.pending) await approveReview(t, admin, id);
  return { user, doctorId, feedbackId: id, visitId: visit.id };
}

/**
 * The clinic's published reply under a review and the author's published answer to it, through
 * the HTTP app (staff write the reply, an admin publishes both); returns the answer's id.
 */
export async function publishedAnswer(
  t: TestApp,
  admin: TestUser,
  author: TestUser,
  feedbackId: string,
  body = 'Cảm ơn phòng khám đã phản hồi.',
) {
  const staff = await t.createUser({ role: 'staff' });
  const publish = async (replyId: string) => {
    const res = await t.request('PATCH', `/api/admin/replies/${replyId}`, {
      cookie: admin.cookie,
      body: { decision: 'published' },
    });
    if (res.status !== 200) throw new Error(`publish: ${res.status} ${await res.text()}`);
  };
  const reply = await t.request('POST', `/api/admin/feedback/${feedbackId}/reply`, {
    cookie: staff.cookie,
    body: { body: 'Phòng khám xin cảm ơn góp ý của anh chị.' },
  });
  if (reply.status !== 201) throw new Error(`reply: ${reply.status} ${await reply.text()}`);
  await publish(((await reply.json()) as { id: string }).id);
  const answer = await t.request('POST', `/api/me/feedback/${feedbackId}/answer`, {
    cookie: author.cookie,
    body: { body },
  });
  if (answer.status !== 201) throw new Error(`answer: ${answer.status} ${await answer.text()}`);
  const { id } = (await answer.json()) as { id: string };
  await publish(id);
  return id;
}
