import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { feedback } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { claimedVisit, makeDoctor, publishedReview, submitReview } from '../../test/fixtures';
import { type ApiCall, auditRows, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const setConsent = (
  u: TestUser | null,
  id: string,
  body: ApiCall<'PUT /api/me/feedback/:id/quote-consent'>['body'],
) => t.api('PUT /api/me/feedback/:id/quote-consent', { params: { id }, cookie: u?.cookie, body });
/** A body the contract's types refuse, sent as it is. */
const setConsentInvalid = (u: TestUser, id: string, body: unknown) =>
  t.request('PUT', `/api/me/feedback/${id}/quote-consent`, { cookie: u.cookie, body });
const storedConsent = async (id: string) =>
  (
    await t.database.db
      .select({ v: feedback.quote_consent })
      .from(feedback)
      .where(eq(feedback.id, id))
  )[0]?.v;
const mine = async (u: TestUser, id: string) =>
  (await json(t.api('GET /api/me/feedback', { cookie: u.cookie }))).items.find(
    (i: { id: string }) => i.id === id,
  );

/** A doctor with 10 published reviews, so their page quotes; the author of the first one. */
async function quotedDoctor() {
  const doctor = await makeDoctor(t);
  const author = await t.createUser();
  const reviewId = await publishedReview(t, admin, author, doctor.id, {
    comment: 'The doctor explained every result clearly. Highly recommended.',
    quoteConsent: true,
  });
  const others = [
    'Tôi phải chờ lâu gần một tiếng. Bác sĩ khám kỹ.',
    'Waited too long in the lobby, nearly an hour before anyone called me.',
    'Bác sĩ giải thích cặn kẽ về bệnh của tôi.',
  ];
  for (const comment of others)
    await publishedReview(t, admin, await t.createUser(), doctor.id, {
      comment,
      quoteConsent: true,
    });
  for (let i = 0; i < 6; i += 1) await publishedReview(t, admin, await t.createUser(), doctor.id);
  const quotedIds = async () =>
    (
      await json(
        t.api('GET /api/doctors/:id/quotes', { params: { id: doctor.id }, query: { lang: 'en' } }),
      )
    ).quotes.map((q: { feedback_id: string }) => q.feedback_id) as string[];
  return { doctor, author, reviewId, quotedIds };
}

describe("the author's consent to be quoted", () => {
  it('is turned off and on again by the author, and the quote follows at once', async () => {
    const { author, reviewId, quotedIds } = await quotedDoctor();
    expect(await quotedIds()).toContain(reviewId);
    expect(await mine(author, reviewId)).toMatchObject({
      quote_consent: true,
      has_comment: true,
      withdrawn: false,
    });

    const off = await setConsent(author, reviewId, { quote_consent: false });
    expect(off.status).toBe(200);
    expect(await off.json()).toEqual({ quote_consent: false });
    expect(await quotedIds()).not.toContain(reviewId);
    expect(await mine(author, reviewId)).toMatchObject({ quote_consent: false });

    const on = await setConsent(author, reviewId, { quote_consent: true });
    expect(on.status).toBe(200);
    expect(await on.json()).toEqual({ quote_consent: true });
    expect(await quotedIds()).toContain(reviewId);

    const audited = (await auditRows(t, 'feedback.quote_consent_withdrawn')).filter(
      (r) => (r.metadata as { feedback_id?: string }).feedback_id === reviewId,
    );
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      user_id: author.id,
      metadata: { quote_consent: false, previous: true },
    });
    const given = (await auditRows(t, 'feedback.quote_consent_given')).filter(
      (r) => (r.metadata as { feedback_id?: string }).feedback_id === reviewId,
    );
    expect(given).toHaveLength(1);
    expect(given[0]).toMatchObject({ user_id: author.id, metadata: { previous: false } });
  });

  it('is the author’s alone: anyone else, or an unknown id, gets 404 and changes nothing', async () => {
    const doctor = await makeDoctor(t);
    const author = await t.createUser();
    const reviewId = await publishedReview(t, admin, author, doctor.id, {
      comment: 'Bác sĩ giải thích cặn kẽ về bệnh của tôi.',
      quoteConsent: true,
    });
    const stranger = await t.createUser();
    for (const u of [stranger, admin]) {
      const res = await setConsent(u, reviewId, { quote_consent: false });
      expect(res.status).toBe(404);
      expect((await res.json()).error.code).toBe('not_found');
    }
    expect((await setConsent(author, crypto.randomUUID(), { quote_consent: false })).status).toBe(
      404,
    );
    expect((await setConsent(null, reviewId, { quote_consent: false })).status).toBe(401);
    expect(await storedConsent(reviewId)).toBe(true);
    const audited = (await auditRows(t, 'feedback.quote_consent_withdrawn')).filter(
      (r) => (r.metadata as { feedback_id?: string }).feedback_id === reviewId,
    );
    expect(audited).toEqual([]);
  });

  it('refuses invalid input and changes nothing', async () => {
    const doctor = await makeDoctor(t);
    const author = await t.createUser();
    const reviewId = await publishedReview(t, admin, author, doctor.id, {
      comment: 'Phòng khám sạch sẽ, nhân viên thân thiện.',
      quoteConsent: true,
    });
    for (const body of [
      {},
      { quote_consent: 'no' },
      { quote_consent: null },
      { quote_consent: false, comment: 'x' },
    ]) {
      const res = await setConsentInvalid(author, reviewId, body);
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('validation_failed');
    }
    // An id that is not a uuid cannot exist.
    expect((await setConsent(author, 'not-a-uuid', { quote_consent: false })).status).toBe(404);
    expect(await storedConsent(reviewId)).toBe(true);
  });

  it('is refused with 409 for a review without a comment or a withdrawn one', async () => {
    const doctor = await makeDoctor(t);
    const author = await t.createUser();
    // Pending, no comment: nothing to quote.
    const visit = await claimedVisit(t, author, [doctor.id]);
    const submitted = await submitReview(t, author, { visitId: visit.id, doctorId: doctor.id });
    const silentId = (await submitted.json()).id as string;
    expect(await mine(author, silentId)).toMatchObject({
      has_comment: false,
      quote_consent: false,
    });
    const silent = await setConsent(author, silentId, { quote_consent: true });
    expect(silent.status).toBe(409);
    const silentError = (await silent.json()).error;
    expect(silentError.code).toBe('invalid_transition');
    expect(silentError.message).toMatch(/no comment/);
    expect(await storedConsent(silentId)).toBe(false);

    // A pending review with a comment may change it, before any decision.
    const other = await makeDoctor(t);
    const pendingVisit = await claimedVisit(t, author, [other.id]);
    const pending = await submitReview(t, author, {
      visitId: pendingVisit.id,
      doctorId: other.id,
      comment: 'Bác sĩ khám rất kỹ và tận tình.',
    });
    const pendingId = (await pending.json()).id as string;
    expect((await setConsent(author, pendingId, { quote_consent: true })).status).toBe(200);
    expect(await storedConsent(pendingId)).toBe(true);

    // Withdrawn by its author: the consent went with it and cannot come back.
    const withdrawnId = await publishedReview(t, admin, author, (await makeDoctor(t)).id, {
      comment: 'Bác sĩ giải thích cặn kẽ về bệnh của tôi.',
      quoteConsent: true,
    });
    const withdrawal = await t.api('POST /api/me/feedback/:id/withdraw', {
      params: { id: withdrawnId },
      cookie: author.cookie,
    });
    expect(withdrawal.status).toBe(200);
    expect(await mine(author, withdrawnId)).toMatchObject({
      withdrawn: true,
      quote_consent: false,
    });
    const withdrawn = await setConsent(author, withdrawnId, { quote_consent: true });
    expect(withdrawn.status).toBe(409);
    const withdrawnError = (await withdrawn.json()).error;
    expect(withdrawnError.code).toBe('invalid_transition');
    expect(withdrawnError.message).toMatch(/withdrawn/);
    expect(await storedConsent(withdrawnId)).toBe(false);
  });
});
