import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { REVIEW_CONSENT_VERSION } from '../../../shared/privacy';
import { doctors, feedback } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { approveReview, claimedVisit, makeDoctor } from '../../test/fixtures';
import type { ApiCall, TestUser } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

interface Stars {
  medical: number;
  customer: number;
  compliance: number;
}

/** A patient's review of the doctor with these criterion stars, through the API; its answer. */
async function review(doctorId: string, stars: Stars = { medical: 4, customer: 4, compliance: 4 }) {
  const author = await t.createUser();
  const visit = await claimedVisit(t, author, [doctorId]);
  const res = await t.api('POST /api/feedback', {
    cookie: author.cookie,
    body: {
      visit_id: visit.id,
      doctor_id: doctorId,
      consent_version: REVIEW_CONSENT_VERSION,
      rating: 4,
      medical_expertise: stars.medical,
      customer_experience: stars.customer,
      compliance: stars.compliance,
    },
  });
  expect(res.status).toBe(201);
  const body = (await res.json()) as { id: string; created_at: string };
  return { author, id: body.id, createdAt: body.created_at };
}

const answer = (
  u: TestUser | null,
  feedbackId: string,
  body: ApiCall<'POST /api/me/feedback/:id/moh-survey'>['body'],
) =>
  t.api('POST /api/me/feedback/:id/moh-survey', {
    params: { id: feedbackId },
    cookie: u?.cookie,
    body,
  });

const exportOf = (u: TestUser | null, clinicId: string, month: string) =>
  t.api('GET /api/admin/insights/moh-survey.xlsx', {
    query: { clinic_id: clinicId, month },
    cookie: u?.cookie,
  });

/** The review's month in Vietnam time, as the export's `month` asks for it. */
const monthOf = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Asia/Ho_Chi_Minh',
    year: 'numeric',
    month: '2-digit',
  })
    .format(new Date(iso))
    .slice(0, 7);

async function staffOf(clinicIds: string[]) {
  const staff = await t.createUser({ role: 'staff' });
  const res = await t.api('PUT /api/admin/users/:id/clinics', {
    params: { id: staff.id },
    cookie: admin.cookie,
    body: { clinic_ids: clinicIds },
  });
  expect(res.status).toBe(200);
  return staff;
}

describe('answering the survey after a review', () => {
  it('takes known asked items at levels 1–5 and G and H, refusing anything else', async () => {
    const doctor = await makeDoctor(t);
    const { author, id } = await review(doctor.id);
    // Bodies the contract's types refuse too, sent as they are.
    const refused = async (body: unknown) => {
      const res = await t.request('POST', `/api/me/feedback/${id}/moh-survey`, {
        cookie: author.cookie,
        body,
      });
      expect(res.status).toBe(400);
      const json = await res.json();
      expect(json.error.code).toBe('validation_failed');
      return json.error.details.fields as { path: string; message: string }[];
    };
    // Empty: nothing answered, said with a translated message.
    for (const body of [{}, { answers: {} }, { expectation_percent: null, return_intent: null }])
      expect(await refused(body)).toEqual([
        expect.objectContaining({ path: 'answers', message: 'validation.mohSurvey.empty' }),
      ]);
    // An item the review's ratings answer is not taken from the patient; nor an unknown one.
    expect((await refused({ answers: { D4: 5 } })).map((f) => f.path)).toContain('answers');
    expect((await refused({ answers: { Z9: 3 } })).map((f) => f.path)).toContain('answers');
    expect((await refused({ answers: { A1: 6 } })).map((f) => f.path)).toEqual(['answers.A1']);
    expect((await refused({ answers: { A1: 0 } })).map((f) => f.path)).toEqual(['answers.A1']);
    expect((await refused({ answers: { A1: 2.5 } })).map((f) => f.path)).toEqual(['answers.A1']);
    expect((await refused({ expectation_percent: 101 })).map((f) => f.path)).toEqual([
      'expectation_percent',
    ]);
    expect((await refused({ return_intent: 7 })).map((f) => f.path)).toEqual(['return_intent']);
    expect((await refused({ answers: { A1: 4 }, note: 'x' })).length).toBeGreaterThan(0);

    // G alone is an answer; nothing was stored by the refusals, so this is the first.
    const res = await answer(author, id, { expectation_percent: 0 });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ saved: true });
  });

  it('is the author’s only, once: a second time is a conflict, others get 404, guests 401', async () => {
    const doctor = await makeDoctor(t);
    const { author, id } = await review(doctor.id);
    const stranger = await t.createUser();
    const body = { answers: { A1: 4, B7: 2 }, return_intent: 4 };

    expect((await answer(null, id, body)).status).toBe(401);
    const other = await answer(stranger, id, body);
    expect(other.status).toBe(404);
    expect((await other.json()).error.code).toBe('not_found');
    expect((await answer(author, crypto.randomUUID(), body)).status).toBe(404);

    expect((await answer(author, id, body)).status).toBe(201);
    const again = await answer(author, id, { answers: { A1: 1 } });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('conflict');
  });

  it('refuses a withdrawn review, and a deleted one is gone', async () => {
    const doctor = await makeDoctor(t);
    const published = await review(doctor.id);
    await approveReview(t, admin, published.id);
    const withdrawn = await t.api('POST /api/me/feedback/:id/withdraw', {
      params: { id: published.id },
      cookie: published.author.cookie,
    });
    expect(withdrawn.status).toBe(200);
    const res = await answer(published.author, published.id, { answers: { A1: 5 } });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('invalid_transition');

    const pending = await review(doctor.id);
    const deleted = await t.api('DELETE /api/me/feedback/:id', {
      params: { id: pending.id },
      cookie: pending.author.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await answer(pending.author, pending.id, { answers: { A1: 5 } })).status).toBe(404);
  });
});

describe('the monthly export', () => {
  it('is for staff and admins, within a staff member’s clinics', async () => {
    const here = await makeDoctor(t);
    const there = await makeDoctor(t);
    const { createdAt } = await review(here.id);
    const month = monthOf(createdAt);
    const patient = await t.createUser();
    const doctorAccount = await t.createUser({ role: 'doctor' });
    const assigned = await staffOf([here.clinic_id!]);
    const chainWide = await t.createUser({ role: 'staff' });

    expect((await exportOf(null, here.clinic_id!, month)).status).toBe(401);
    expect((await exportOf(patient, here.clinic_id!, month)).status).toBe(403);
    expect((await exportOf(doctorAccount, here.clinic_id!, month)).status).toBe(403);
    for (const viewer of [admin, assigned, chainWide]) {
      const res = await exportOf(viewer, here.clinic_id!, month);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      );
      expect(res.headers.get('content-disposition')).toContain(`khao-sat-ngoai-tru-${month}.xlsx`);
    }
    // Outside the assigned clinics the clinic does not exist for them.
    const outside = await exportOf(assigned, there.clinic_id!, month);
    expect(outside.status).toBe(404);
    expect((await outside.json()).error.code).toBe('not_found');
    expect((await exportOf(chainWide, there.clinic_id!, month)).status).toBe(200);
    expect((await exportOf(admin, crypto.randomUUID(), month)).status).toBe(404);
    expect((await exportOf(admin, here.clinic_id!, '2026-13')).status).toBe(400);
    expect((await exportOf(admin, 'not-a-uuid', month)).status).toBe(400);
  });

  it('counts the month’s forms per item and level, with rates, G and H, read back from the file', async () => {
    const doctor = await makeDoctor(t, 'BS. Trần Thị Hạnh');
    const colleague = await makeDoctor(t);
    // Two doctors of one clinic: the clinic's month counts both.
    await t.database.db
      .update(doctors)
      .set({ clinic_id: doctor.clinic_id })
      .where(eq(doctors.id, colleague.id));

    const first = await review(doctor.id, { medical: 5, customer: 4, compliance: 3 });
    const month = monthOf(first.createdAt);
    const submitted = async (
      r: { author: TestUser; id: string },
      body: ApiCall<'POST /api/me/feedback/:id/moh-survey'>['body'],
    ) => expect((await answer(r.author, r.id, body)).status).toBe(201);
    await submitted(first, {
      answers: { A1: 5, A2: 4, B6: 2, C1: 3, D2: 5, E1: 4 },
      expectation_percent: 80,
      return_intent: 5,
    });
    const second = await review(colleague.id, { medical: 2, customer: 5, compliance: 5 });
    await submitted(second, {
      answers: { A1: 4, B6: 1, B7: 5, E1: 5 },
      expectation_percent: 60,
      return_intent: 4,
    });
    const third = await review(doctor.id, { medical: 4, customer: 4, compliance: 4 });
    await submitted(third, { answers: { A1: 1 }, return_intent: 5 });

    // Not counted: a review without a survey, a withdrawn one, another month's, another clinic's.
    await review(doctor.id, { medical: 1, customer: 1, compliance: 1 });
    const withdrawn = await review(doctor.id, { medical: 1, customer: 1, compliance: 1 });
    await submitted(withdrawn, { answers: { A1: 5 }, expectation_percent: 100, return_intent: 1 });
    await approveReview(t, admin, withdrawn.id);
    await t.api('POST /api/me/feedback/:id/withdraw', {
      params: { id: withdrawn.id },
      cookie: withdrawn.author.cookie,
    });
    const older = await review(doctor.id, { medical: 1, customer: 1, compliance: 1 });
    await submitted(older, { answers: { A1: 2 }, return_intent: 2 });
    await t.database.db
      .update(feedback)
      .set({ created_at: new Date(new Date(first.createdAt).getTime() - 40 * 86_400_000) })
      .where(eq(feedback.id, older.id));
    const elsewhere = await review((await makeDoctor(t)).id, {
      medical: 1,
      customer: 1,
      compliance: 1,
    });
    await submitted(elsewhere, { answers: { A1: 2 }, return_intent: 3 });

    const staff = await staffOf([doctor.clinic_id!]);
    const res = await exportOf(staff, doctor.clinic_id!, month);
    expect(res.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = workbook.getWorksheet('Ngoại trú')!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => {
      rows.push(Array.from({ length: 11 }, (_, i) => row.getCell(i + 1).value ?? null));
    });
    const item = (code: string) => rows.find((r) => r[0] === code && /\d/.test(code));
    const summary = (code: string) =>
      rows.find((r) => r[0] === code && typeof r[7] === 'number' && !/\d/.test(code));

    expect(rows[0]?.[0]).toContain('3869/QĐ-BYT');
    expect(rows[1]?.slice(0, 2)).toEqual(['Cơ sở khám bệnh', 'Phòng khám BS. Trần Thị Hạnh']);
    expect(rows[2]?.slice(0, 2)).toEqual(['Tháng', `${month.slice(5)}/${month.slice(0, 4)}`]);
    expect(rows[3]?.slice(0, 2)).toEqual(['Số phiếu', 3]);

    // Code, text, levels 1–5, answered, rate (% at 4–5), mean, source.
    expect(item('A1')).toEqual([
      'A1',
      'Các biển báo, chỉ dẫn đường đến bệnh viện rõ ràng, dễ nhìn, dễ tìm.',
      1,
      0,
      0,
      1,
      1,
      3,
      66.7,
      3.33,
      'Phiếu khảo sát',
    ]);
    expect(item('A2')?.slice(2, 10)).toEqual([0, 0, 0, 1, 0, 1, 100, 4]);
    expect(item('A3')?.slice(2, 10)).toEqual([0, 0, 0, 0, 0, 0, null, null]);
    expect(item('B6')?.slice(2, 10)).toEqual([1, 1, 0, 0, 0, 2, 0, 1.5]);
    expect(item('B7')?.slice(2, 10)).toEqual([0, 0, 0, 0, 1, 1, 100, 5]);
    expect(item('C1')?.slice(2, 10)).toEqual([0, 0, 1, 0, 0, 1, 0, 3]);
    // Counted from the same reviews' stars: D1 compliance, D3 customer experience, D4 medical.
    expect(item('D1')?.slice(2, 11)).toEqual([
      0,
      0,
      1,
      1,
      1,
      3,
      66.7,
      4,
      'Điểm «Tuân thủ và thái độ» của đánh giá',
    ]);
    expect(item('D2')?.slice(2, 10)).toEqual([0, 0, 0, 0, 1, 1, 100, 5]);
    expect(item('D3')?.slice(2, 10)).toEqual([0, 0, 0, 2, 1, 3, 100, 4.33]);
    expect(item('D4')?.slice(2, 11)).toEqual([
      0,
      1,
      0,
      1,
      1,
      3,
      66.7,
      3.67,
      'Điểm «Chuyên môn y khoa» của đánh giá',
    ]);
    expect(item('E1')?.slice(2, 10)).toEqual([0, 0, 0, 1, 1, 2, 100, 4.5]);
    expect(rows.filter((r) => /^[A-E]\d+$/.test(String(r[0])))).toHaveLength(31);

    // Sections and all items, their answers pooled.
    expect(summary('A')?.slice(1, 10)).toEqual(['Khả năng tiếp cận', 1, 0, 0, 2, 1, 4, 75, 3.5]);
    expect(summary('B')?.slice(2, 10)).toEqual([1, 1, 0, 0, 1, 3, 33.3, 2.67]);
    expect(summary('C')?.slice(2, 10)).toEqual([0, 0, 1, 0, 0, 1, 0, 3]);
    expect(summary('D')?.slice(2, 10)).toEqual([0, 1, 1, 4, 4, 10, 80, 4.1]);
    expect(summary('E')?.slice(2, 10)).toEqual([0, 0, 0, 1, 1, 2, 100, 4.5]);
    expect(summary('A–E')?.slice(1, 10)).toEqual(['Chung (A–E)', 2, 2, 2, 7, 7, 20, 70, 3.75]);

    // G: two answers, mean 70 %; H: counts per option.
    expect(rows.find((r) => r[0] === 'G')?.slice(2, 4)).toEqual([2, 70]);
    expect(
      ['H1', 'H2', 'H3', 'H4', 'H5', 'H6'].map((code) => rows.find((r) => r[0] === code)?.[2]),
    ).toEqual([0, 0, 0, 1, 2, 0]);
    expect(rows.find((r) => r[0] === 'H5')?.[1]).toBe(
      'Chắc chắn sẽ quay lại hoặc giới thiệu cho người khác',
    );
  });
});
