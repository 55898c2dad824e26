import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { doctors, notifications } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, publishedReview } from '../../test/fixtures';
import type { ApiCall, TestUser } from '../../test/harness';
import { computeFigures } from '../transparency/service';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const json = async (res: Response | Promise<Response>) => (await res).json();
const publish = (u: TestUser, body: ApiCall<'POST /api/admin/change-notes'>['body']) =>
  t.api('POST /api/admin/change-notes', { cookie: u.cookie, body });
const changesOf = (doctorId: string) =>
  json(t.api('GET /api/doctors/:id/changes', { params: { id: doctorId } }));

async function staffOf(clinicId: string) {
  const staff = await t.createUser({ role: 'staff' });
  await t.api('PUT /api/admin/users/:id/clinics', {
    params: { id: staff.id },
    cookie: admin.cookie,
    body: { clinic_ids: [clinicId] },
  });
  return staff;
}

describe('"You said, we did"', () => {
  it('publishes a change linked to reviews, asks their authors, and shows confirmed ones apart', async () => {
    const doctor = await makeDoctor(t);
    const staff = await staffOf(doctor.clinic_id!);
    const first = await t.createUser();
    const second = await t.createUser();
    const r1 = await publishedReview(t, admin, first, doctor.id, {
      rating: 2,
      comment: 'Chờ lâu quá',
    });
    const r2 = await publishedReview(t, admin, second, doctor.id, {
      rating: 1,
      comment: 'Không ai giải thích',
    });
    const res = await publish(staff, {
      body: 'Chúng tôi đã thêm một nhân viên tiếp đón buổi sáng.',
      feedback_ids: [r1, r2],
    });
    expect(res.status).toBe(201);
    const note = await res.json();
    expect(note).toMatchObject({ doctor_id: doctor.id, reviews: 2 });
    // Each author is asked; the page does not quote their reviews.
    for (const author of [first, second]) {
      const told = await t.database.db
        .select()
        .from(notifications)
        .where(eq(notifications.user_id, author.id));
      expect(told.find((n) => n.reference_id === note.id)?.path).toBe(
        '/profile?tab=feedback#changes',
      );
    }
    let page = await changesOf(doctor.id);
    expect(page.confirmed).toEqual([]);
    expect(page.unconfirmed).toEqual([
      expect.objectContaining({ body: note.body, scope: 'doctor', reviews: 2, fixed: 0 }),
    ]);
    expect(JSON.stringify(page)).not.toContain('Chờ lâu quá');

    const mine = await json(t.api('GET /api/me/change-notes', { cookie: first.cookie }));
    expect(mine.items).toEqual([expect.objectContaining({ id: note.id, answer: null })]);
    const answered = await t.api('PUT /api/me/change-notes/:id/answer', {
      params: { id: note.id },
      cookie: first.cookie,
      body: { fixed: true },
    });
    expect(answered.status).toBe(200);
    expect((await answered.json()).items[0].answer).toBe('fixed');
    await t.api('PUT /api/me/change-notes/:id/answer', {
      params: { id: note.id },
      cookie: second.cookie,
      body: { fixed: false },
    });
    page = await changesOf(doctor.id);
    expect(page.unconfirmed).toEqual([]);
    expect(page.confirmed).toEqual([
      expect.objectContaining({ id: note.id, fixed: 1, not_fixed: 1 }),
    ]);
    // Someone whose review is not linked cannot answer.
    const stranger = await t.createUser();
    const refused = await t.api('PUT /api/me/change-notes/:id/answer', {
      params: { id: note.id },
      cookie: stranger.cookie,
      body: { fixed: false },
    });
    expect(refused.status).toBe(404);
    const figures = await computeFigures(t.database.db);
    expect(figures.cases.reviews_with_change).toBeGreaterThanOrEqual(2);
  });

  it('shows a whole-clinic change on each of its doctors, and keeps other clinics out', async () => {
    const doctor = await makeDoctor(t);
    const colleague = await makeDoctor(t);
    await t.database.db
      .update(doctors)
      .set({ clinic_id: doctor.clinic_id })
      .where(eq(doctors.id, colleague.id));
    const staff = await staffOf(doctor.clinic_id!);
    const author = await t.createUser();
    const review = await publishedReview(t, admin, author, doctor.id, { rating: 1 });
    const created = await json(
      publish(staff, {
        body: 'Mở thêm quầy thu ngân.',
        feedback_ids: [review],
        whole_clinic: true,
      }),
    );
    expect(created.doctor_id).toBeNull();
    expect((await changesOf(colleague.id)).unconfirmed).toEqual([
      expect.objectContaining({ id: created.id, scope: 'clinic' }),
    ]);
    const other = await makeDoctor(t);
    const outsider = await staffOf(other.clinic_id!);
    expect((await publish(outsider, { body: 'Thử', feedback_ids: [review] })).status).toBe(404);
    expect(
      (
        await t.api('DELETE /api/admin/change-notes/:id', {
          params: { id: created.id },
          cookie: outsider.cookie,
        })
      ).status,
    ).toBe(404);
    const otherReview = await publishedReview(t, admin, await t.createUser(), other.id, {
      rating: 1,
    });
    const mixed = await publish(admin, {
      body: 'Hai phòng khám',
      feedback_ids: [review, otherReview],
    });
    expect(mixed.status).toBe(400);
    expect((await publish(staff, { body: ' ', feedback_ids: [review] })).status).toBe(400);
    expect(
      (
        await t.api('DELETE /api/admin/change-notes/:id', {
          params: { id: created.id },
          cookie: staff.cookie,
        })
      ).status,
    ).toBe(204);
    expect((await changesOf(colleague.id)).unconfirmed).toEqual([]);
  });
});
