import { describe, expect, it } from 'vitest';
import type { Language } from '../../../shared/constants';
import {
  type ReplyTemplateInput,
  replyTemplateCreateSchema,
} from '../../../shared/reply-templates';
import { DEMO_REPLY_TEMPLATES } from '../../seed/data/reply-templates';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { linkDoctor, makeDoctor, publishedReview } from '../../test/fixtures';
import { auditRows, type TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const staff = testUserForFile(t, { role: 'staff' });
const patient = testUserForFile(t);

const json = async (res: Response | Promise<Response>) => (await res).json();

const template = {
  title_vi: 'Cảm ơn',
  title_en: 'Thanks',
  body_vi: 'Chào {patient}, cảm ơn bạn đã khám với {doctor} tại {clinic}.',
  body_en: 'Dear {patient}, thank you for seeing {doctor} at {clinic}.',
};

const create = (u: TestUser, body: ReplyTemplateInput) =>
  t.api('POST /api/admin/reply-templates', { cookie: u.cookie, body });

/** A doctor with a linked account, and a published review of it by Nguyễn Thị Hồng Nhung. */
async function reviewedDoctor(o: { anonymous?: boolean; comment?: string } = {}) {
  const doctor = await makeDoctor(t, `BS. Mẫu ${Math.random().toString(36).slice(2, 7)}`);
  const account = await t.createUser({ role: 'doctor' });
  await linkDoctor(t, admin, doctor.id, account.email);
  const author = await t.createUser({ firstName: 'Hồng Nhung', lastName: 'Nguyễn Thị' });
  const reviewId = await publishedReview(t, admin, author, doctor.id, {
    comment: o.comment ?? 'Bác sĩ khám rất kỹ, dặn dò cẩn thận.',
    anonymous: o.anonymous,
  });
  return { doctor, account, reviewId };
}

describe('reply templates (staff)', () => {
  it('are created, listed, changed and deleted by staff, each change audited', async () => {
    const created = await create(staff, { ...template, title_vi: '  Cảm ơn  ' });
    expect(created.status).toBe(201);
    const row = await created.json();
    expect(row).toMatchObject({ ...template, id: expect.any(String) });

    const list = await json(t.api('GET /api/admin/reply-templates', { cookie: staff.cookie }));
    expect(list.items.map((i: { id: string }) => i.id)).toContain(row.id);

    const changed = await json(
      t.api('PATCH /api/admin/reply-templates/:id', {
        params: { id: row.id },
        cookie: admin.cookie,
        body: { title_en: 'Thank you' },
      }),
    );
    expect(changed).toMatchObject({ title_en: 'Thank you', title_vi: 'Cảm ơn' });

    const removed = await t.api('DELETE /api/admin/reply-templates/:id', {
      params: { id: row.id },
      cookie: staff.cookie,
    });
    expect(removed.status).toBe(204);
    const again = await t.api('DELETE /api/admin/reply-templates/:id', {
      params: { id: row.id },
      cookie: staff.cookie,
    });
    expect(again.status).toBe(404);

    const audited = async (action: string) =>
      (await auditRows(t, action)).filter(
        (r) => (r.metadata as { reply_template_id?: string } | null)?.reply_template_id === row.id,
      );
    expect((await audited('reply_template.created'))[0]?.user_id).toBe(staff.id);
    expect((await audited('reply_template.updated'))[0]).toMatchObject({
      user_id: admin.id,
      metadata: { fields: ['title_en'] },
    });
    expect(await audited('reply_template.deleted')).toHaveLength(1);
  });

  it('refuses invalid texts with the schema’s message keys, and nothing is saved', async () => {
    const before = (await json(t.api('GET /api/admin/reply-templates', { cookie: staff.cookie })))
      .items;
    const res = await create(staff, { ...template, title_en: ' ', body_vi: 'Chào {ten}' });
    expect(res.status).toBe(400);
    const { error } = await res.json();
    expect(error.code).toBe('validation_failed');
    expect(error.details.fields).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          path: 'title_en',
          message: 'validation.replyTemplate.titleRequired',
        }),
        expect.objectContaining({
          path: 'body_vi',
          message: 'validation.replyTemplate.unknownPlaceholder',
        }),
      ]),
    );
    const long = await create(staff, { ...template, body_en: 'x'.repeat(1001) });
    expect((await long.json()).error.details.fields[0].message).toBe(
      'validation.replyTemplate.bodyTooLong',
    );
    const empty = await t.api('PATCH /api/admin/reply-templates/:id', {
      params: { id: crypto.randomUUID() },
      cookie: staff.cookie,
      body: {},
    });
    expect(empty.status).toBe(400);
    expect(
      (await json(t.api('GET /api/admin/reply-templates', { cookie: staff.cookie }))).items,
    ).toEqual(before);
  });

  it('are closed to patients and doctors', async () => {
    const { account } = await reviewedDoctor();
    for (const u of [patient, account]) {
      expect((await t.api('GET /api/admin/reply-templates', { cookie: u.cookie })).status).toBe(
        403,
      );
      expect((await create(u, template)).status).toBe(403);
    }
  });

  it('the demo templates pass the same checks', () => {
    for (const demo of DEMO_REPLY_TEMPLATES) {
      expect(replyTemplateCreateSchema.safeParse(demo).success, demo.title_en).toBe(true);
    }
    expect(DEMO_REPLY_TEMPLATES).toHaveLength(3);
  });
});

describe('templates filled in for one review', () => {
  const forDoctor = (u: TestUser, reviewId: string, lang?: Language) =>
    t.api('GET /api/portal/reviews/:id/reply-templates', {
      params: { id: reviewId },
      query: { lang },
      cookie: u.cookie,
    });
  const forClinic = (u: TestUser, reviewId: string, lang?: Language) =>
    t.api('GET /api/admin/feedback/:id/reply-templates', {
      params: { id: reviewId },
      query: { lang },
      cookie: u.cookie,
    });
  const mine = (items: { id: string; title: string; body: string }[], id: string) =>
    items.find((i) => i.id === id);

  it("name a named author by their given name, with the doctor's and clinic's names", async () => {
    const { id } = await json(create(staff, template));
    const { doctor, account, reviewId } = await reviewedDoctor();
    const filled = await json(forDoctor(account, reviewId, 'en'));
    // The comment is Vietnamese: that decides, whatever the screen's language.
    expect(filled.lang).toBe('vi');
    expect(mine(filled.items, id)).toEqual({
      id,
      title: 'Cảm ơn',
      body: `Chào Nhung, cảm ơn bạn đã khám với ${doctor.name} tại ${doctor.clinic}.`,
    });
    expect(mine((await json(forClinic(staff, reviewId))).items, id)?.body).toContain('Nhung');
  });

  it('never name the author of an anonymous review', async () => {
    const { id } = await json(create(staff, template));
    const { account, reviewId } = await reviewedDoctor({
      anonymous: true,
      comment: 'The doctor listened carefully and explained everything clearly.',
    });
    const filled = await json(forDoctor(account, reviewId));
    expect(filled.lang).toBe('en');
    const body = mine(filled.items, id)?.body;
    expect(body).toMatch(/^Dear valued guest, thank you/);
    expect(JSON.stringify(filled)).not.toMatch(/Nhung|Nguyễn/);
    const asStaff = await json(forClinic(staff, reviewId));
    expect(JSON.stringify(asStaff)).not.toMatch(/Nhung|Nguyễn/);
  });

  it("use the screen's language when the comment does not tell", async () => {
    const { id } = await json(create(staff, template));
    const { reviewId } = await reviewedDoctor({ comment: 'ok' });
    const en = await json(forClinic(staff, reviewId, 'en'));
    expect(en.lang).toBe('en');
    expect(mine(en.items, id)).toMatchObject({ title: 'Thanks', body: /^Dear Nhung,/ });
    expect((await json(forClinic(staff, reviewId))).lang).toBe('vi');
    const french = await t.request(
      'GET',
      `/api/admin/feedback/${reviewId}/reply-templates?lang=fr`,
      {
        cookie: staff.cookie,
      },
    );
    expect(french.status).toBe(400);
  });

  it('open to a doctor only for published reviews of their own record', async () => {
    const own = await reviewedDoctor();
    const other = await reviewedDoctor();
    expect((await forDoctor(own.account, own.reviewId)).status).toBe(200);
    expect((await forDoctor(own.account, other.reviewId)).status).toBe(404);
    expect((await forDoctor(own.account, crypto.randomUUID())).status).toBe(404);
    // The clinic's list is for staff; the portal's for doctors.
    expect((await forClinic(own.account, own.reviewId)).status).toBe(403);
    expect((await forDoctor(staff, own.reviewId)).status).toBe(403);
    expect((await forDoctor(patient, own.reviewId)).status).toBe(403);
    expect((await forClinic(patient, own.reviewId)).status).toBe(403);
    // A doctor account not linked to any record is told so.
    const unlinked = await t.createUser({ role: 'doctor' });
    expect((await json(forDoctor(unlinked, own.reviewId))).error.code).toBe('doctor_not_linked');
  });
});
