/** Builders for the privacy tests: a patient whose review is published, through the HTTP app. */
import { eq } from 'drizzle-orm';
import { REVIEW_CONSENT_VERSION } from '../../shared/privacy';
import { profiles } from '../db/schema';
import { makeDoctor, makeVisit, scores } from './fixtures';
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
  const visit = await makeVisit(t, [doctorId], number);
  const verified = await t.request('POST', '/api/visits/verify', {
    cookie: user.cookie,
    body: { visit_code: visit.visit_code, phone: number },
  });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status}`);
  const res = await t.request('POST', '/api/feedback', {
    cookie: user.cookie,
    body: {
      visit_id: visit.id,
      doctor_id: doctorId,
      ...scores(o.rating ?? 4),
      comment: o.comment ?? 'Bác sĩ khám kỹ.',
      is_anonymous: o.anonymous ?? false,
      consent_version: REVIEW_CONSENT_VERSION,
    },
  });
  if (res.status !== 201) throw new Error(`submit: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  if (!o.pending) {
    const ok = await t.request('PATCH', `/api/admin/feedback/${id}`, {
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    if (ok.status !== 200) throw new Error(`approve: ${ok.status} ${await ok.text()}`);
  }
  return { user, doctorId, feedbackId: id, visitId: visit.id };
}
