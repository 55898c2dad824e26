import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  feedback,
  feedbackEvents,
  feedbackReports,
  mohSurveyResponses,
  visits,
} from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { aggregateMismatches, makeDoctor, makeVisit, scores } from '../../test/fixtures';
import { type ApiCall, auditRows, type TestUser } from '../../test/harness';
import { recomputeAll } from '../ratings/repo';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let doctorId: string;
beforeAll(async () => {
  doctorId = (await makeDoctor(t)).id;
});

const today = new Date().toISOString().slice(0, 10);
const importCsv = (csv: string, dry_run: boolean) =>
  t.api('POST /api/admin/visits/import', { cookie: admin.cookie, body: { csv, dry_run } });

describe('visits (admin)', () => {
  it("finds a visit by its exact code alone, and by the patient's number in any usual form", async () => {
    const wanted = await makeVisit(t, [doctorId], '+84707654321');
    await t.database.db
      .update(visits)
      .set({ visit_code: 'PMH5XJ7V' })
      .where(eq(visits.id, wanted.id));
    // Numbers holding the code's digits (5 and 7) that must not come up for it.
    for (const phone of ['+84905700057', '+84935757575', '+84357000005']) {
      await makeVisit(t, [doctorId], phone);
    }
    const search = async (q: string) =>
      (
        await (await t.api('GET /api/admin/visits', { query: { q }, cookie: admin.cookie })).json()
      ).items.map((v: { visit_code: string }) => v.visit_code);
    expect(await search('PMH5XJ7V')).toEqual(['PMH5XJ7V']);
    expect(await search('pmh5xj7v')).toEqual(['PMH5XJ7V']);
    for (const phone of [
      '0707654321',
      '0707 654 321',
      '070.765.4321',
      '+84707654321',
      '707654321',
    ]) {
      expect(await search(phone), phone).toEqual(['PMH5XJ7V']);
    }
    // Part of a number, as a receptionist reads it off a form.
    expect(await search('0707 654')).toContain('PMH5XJ7V');
  });

  it('adds one visit with a generated unambiguous code, normalising the phone', async () => {
    const res = await t.api('POST /api/admin/visits', {
      cookie: admin.cookie,
      body: { phone: '0903 111 222', visit_date: today, doctor_ids: [doctorId] },
    });
    expect(res.status).toBe(201);
    const { visit_code } = await res.json();
    expect(visit_code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ23456789]{8}$/);
    const [row] = await t.database.db
      .select()
      .from(visits)
      .where(eq(visits.visit_code, visit_code));
    expect(row?.phone).toBe('+84903111222');
    const list = await (
      await t.api('GET /api/admin/visits', { query: { q: visit_code }, cookie: admin.cookie })
    ).json();
    expect(list.items).toMatchObject([{ visit_code, doctors: [expect.any(String)] }]);
    expect((await auditRows(t, 'visit.created')).length).toBeGreaterThan(0);
  });

  it('previews a CSV with the errors of each line and writes nothing when one line is bad', async () => {
    const csv = [
      'visit_code,phone,visit_date,doctor_ids',
      `CSVAK234,0903000001,${today},${doctorId}`,
      `CSVBAD34,12345,${today},${doctorId}`,
      `CSVBAD35,0903000003,31/12/2026,${doctorId}`,
      `CSVBAD36,0903000004,${today},00000000-0000-4000-8000-000000000000`,
    ].join('\n');
    const res = await importCsv(csv, false);
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(preview.written).toBe(0);
    expect(preview.valid).toBe(1);
    expect(
      preview.errors.map((e: { line: number; field: string; code: string }) => [
        e.line,
        e.field,
        e.code,
      ]),
    ).toEqual([
      [3, 'phone', 'phone_invalid'],
      [4, 'visit_date', 'invalid_value'],
      [5, 'doctor_ids', 'unknown_doctor'],
    ]);
    expect(preview.errors[2].value).toBe('00000000-0000-4000-8000-000000000000');
    expect(
      await t.database.db.select().from(visits).where(eq(visits.visit_code, 'CSVAK234')),
    ).toHaveLength(0);
  });

  it('imports a good CSV only when asked to write, all at once', async () => {
    const csv = `phone,visit_date,doctor_ids,valid_days\n0903000011,${today},${doctorId},30\n+84903000012,${today},${doctorId}|${doctorId},\n`;
    const dry = await (await importCsv(csv, true)).json();
    expect(dry).toMatchObject({ valid: 2, written: 0, errors: [] });
    const real = await (await importCsv(csv, false)).json();
    expect(real.written).toBe(2);
    expect(real.codes).toHaveLength(2);
    const again = await (
      await importCsv(
        `visit_code,phone,visit_date,doctor_ids\n${real.codes[0]},0903000013,${today},${doctorId}\n`,
        false,
      )
    ).json();
    expect(again.errors[0]).toMatchObject({ line: 2, field: 'visit_code', code: 'code_taken' });
  });

  it('names an empty file, an unreadable one and a missing phone with their own codes', async () => {
    const empty = await (await importCsv('phone,visit_date,doctor_ids\n', true)).json();
    expect(empty.errors).toMatchObject([{ line: 0, field: 'file', code: 'file_empty' }]);
    const unreadable = await (
      await importCsv('phone,visit_date\n"unclosed,2026-01-01\n', true)
    ).json();
    expect(unreadable.errors).toMatchObject([{ line: 0, field: 'file', code: 'file_unreadable' }]);
    const noPhone = await (
      await importCsv(`phone,visit_date,doctor_ids\n,${today},${doctorId}\n`, true)
    ).json();
    expect(noPhone.errors).toMatchObject([{ line: 2, field: 'phone', code: 'required' }]);
  });
});

describe('clinic systems with API keys', () => {
  it('push visits with a key created by an admin, and not after it is revoked', async () => {
    const created = await t.api('POST /api/admin/api-keys', {
      cookie: admin.cookie,
      body: { name: 'HIS Quận 1' },
    });
    expect(created.status).toBe(201);
    const { id, key, prefix } = await created.json();
    expect(key.startsWith(prefix)).toBe(true);
    const [stored] = await t.database.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(stored?.key_hash).not.toContain(key);
    const push = (bearer: string) =>
      t.api('POST /api/integrations/visits', {
        headers: { authorization: `Bearer ${bearer}` },
        body: { visits: [{ phone: '0909999000', visit_date: today, doctor_ids: [doctorId] }] },
      });
    const ok = await push(key);
    expect(ok.status).toBe(201);
    expect((await ok.json()).created).toHaveLength(1);
    expect((await push(`${key.slice(0, -2)}xx`)).status).toBe(401);
    const list = await (await t.api('GET /api/admin/api-keys', { cookie: admin.cookie })).json();
    expect(JSON.stringify(list)).not.toContain(key);
    expect(
      (await t.api('DELETE /api/admin/api-keys/:id', { params: { id }, cookie: admin.cookie }))
        .status,
    ).toBe(204);
    expect((await push(key)).status).toBe(401);
    expect((await auditRows(t, 'security.api_key_revoked')).length).toBe(1);
    expect((await auditRows(t, 'visit.pushed')).length).toBe(1);
  });

  it('refuses a batch with any bad visit', async () => {
    const { key } = await (
      await t.api('POST /api/admin/api-keys', {
        cookie: admin.cookie,
        body: { name: 'HIS 2' },
      })
    ).json();
    const res = await t.api('POST /api/integrations/visits', {
      headers: { authorization: `Bearer ${key}` },
      body: {
        visits: [
          { phone: '0909999001', visit_date: today, doctor_ids: [doctorId] },
          { phone: 'x', visit_date: today, doctor_ids: [doctorId] },
        ],
      },
    });
    expect(res.status).toBe(400);
    expect((await res.json()).error.details.problems[0]).toMatchObject({ line: 2, field: 'phone' });
  });
});

describe('visit claims', () => {
  const phone = '+84977000123';
  const verify = (u: TestUser, code: string) =>
    t.api('POST /api/visits/verify', {
      cookie: u.cookie,
      body: { visit_code: code, phone: '0977 000 123' },
    });
  const submit = (u: TestUser, visitId: string, doctor: string, extra: object = {}) =>
    t.api('POST /api/feedback', {
      cookie: u.cookie,
      body: {
        visit_id: visitId,
        doctor_id: doctor,
        ...scores(5),
        is_anonymous: false,
        consent_version: '2026-01',
        ...extra,
      },
    });
  const release = (
    id: string,
    body: ApiCall<'POST /api/admin/visits/:id/release'>['body'],
    cookie = admin.cookie,
  ) => t.api('POST /api/admin/visits/:id/release', { params: { id }, cookie, body });

  it('tells the rightful patient the visit was used by another account, until an admin releases it', async () => {
    const [d1, d2, d3] = [await makeDoctor(t), await makeDoctor(t), await makeDoctor(t)];
    const visit = await makeVisit(t, [d1.id, d2.id, d3.id], phone);
    const thief = await t.createUser();
    const patient = await t.createUser();
    const reporter = await t.createUser();
    expect((await verify(thief, visit.visit_code)).status).toBe(200);
    const ids: string[] = [];
    for (const d of [d1, d2, d3]) {
      const res = await submit(thief, visit.id, d.id);
      expect(res.status).toBe(201);
      ids.push((await res.json()).id);
    }
    // d2's review is published, d3's was published then hidden by reports before a decision.
    await t.database.db
      .update(feedback)
      .set({ status: 'approved' })
      .where(eq(feedback.id, ids[1]!));
    await t.database.db
      .update(feedback)
      .set({ status: 'reported' })
      .where(eq(feedback.id, ids[2]!));
    await t.database.db
      .insert(feedbackReports)
      .values({ feedback_id: ids[2]!, user_id: reporter.id, reason: 'spam', counted: true });
    await recomputeAll(t.database.db);

    const refused = await verify(patient, visit.visit_code);
    expect(refused.status).toBe(409);
    const body = await refused.json();
    expect(body.error.code).toBe('visit_claimed');
    expect(body.error.message).toMatch(/another account.*clinic/);

    const noReason = await t.request('POST', `/api/admin/visits/${visit.id}/release`, {
      cookie: admin.cookie,
      body: {},
    });
    expect(noReason.status).toBe(400);
    expect((await release(visit.id, { reason: '   ' })).status).toBe(400);
    expect((await release(visit.id, { reason: 'x'.repeat(501) })).status).toBe(400);
    expect((await release(visit.id, { reason: 'ok' }, patient.cookie)).status).toBe(403);
    expect((await release('00000000-0000-4000-8000-000000000000', { reason: 'ok' })).status).toBe(
      404,
    );
    const [stillClaimed] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(stillClaimed!.claimed_by).toBe(thief.id);

    const res = await release(visit.id, { reason: 'Bệnh nhân gọi tổng đài: mã bị dùng trộm' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ visit_id: visit.id, withdrawn: 2, kept_published: 1 });

    const rows = await t.database.db.select().from(feedback).where(inArray(feedback.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(ids[0]!)).toMatchObject({ status: 'rejected', visit_id: null });
    expect(byId.get(ids[1]!)).toMatchObject({ status: 'approved', visit_id: null });
    expect(byId.get(ids[2]!)).toMatchObject({ status: 'rejected', visit_id: null });
    const events = await t.database.db
      .select()
      .from(feedbackEvents)
      .where(and(inArray(feedbackEvents.feedback_id, ids), eq(feedbackEvents.kind, 'withdrawn')));
    expect(
      events.map((e) => [e.feedback_id, e.from_status, e.to_status, e.actor_id]).sort(),
    ).toEqual(
      [
        [ids[0], 'pending', 'rejected', admin.id],
        [ids[2], 'reported', 'rejected', admin.id],
      ].sort(),
    );
    const [report] = await t.database.db
      .select()
      .from(feedbackReports)
      .where(eq(feedbackReports.feedback_id, ids[2]!));
    expect(report!.resolved_at).not.toBeNull();
    expect(await aggregateMismatches(t)).toEqual([]);
    const [audit] = (await auditRows(t, 'visit.claim_released')).filter(
      (a) => (a.metadata as { visit_id?: string }).visit_id === visit.id,
    );
    expect(audit!.description).toContain('mã bị dùng trộm');
    expect(audit!.metadata).toMatchObject({ previous_claimer: thief.id, kept_published: 1 });

    // The rightful patient now verifies and can review every doctor of the visit.
    const ok = await verify(patient, visit.visit_code);
    expect(ok.status).toBe(200);
    expect(
      (await ok.json()).doctors.every((d: { already_reviewed: boolean }) => !d.already_reviewed),
    ).toBe(true);
    for (const d of [d1, d2, d3]) expect((await submit(patient, visit.id, d.id)).status).toBe(201);
    // And the one who took it is told the visit is now someone else's.
    expect((await verify(thief, visit.visit_code)).status).toBe(409);
  });

  it('takes back the consent to be quoted and the survey answers of the reviews it withdraws', async () => {
    const [d1, d2] = [await makeDoctor(t), await makeDoctor(t)];
    const visit = await makeVisit(t, [d1.id, d2.id], phone);
    const thief = await t.createUser();
    expect((await verify(thief, visit.visit_code)).status).toBe(200);
    const ids: string[] = [];
    for (const d of [d1, d2]) {
      const res = await submit(thief, visit.id, d.id, {
        comment: 'Bác sĩ giải thích rất kỹ về kết quả xét nghiệm.',
        quote_consent: true,
      });
      expect(res.status).toBe(201);
      const { id } = await res.json();
      ids.push(id);
      const survey = await t.api('POST /api/me/feedback/:id/moh-survey', {
        params: { id },
        cookie: thief.cookie,
        body: { answers: { A1: 4 } },
      });
      expect(survey.ok).toBe(true);
    }
    const [withdrawnId, publishedId] = ids as [string, string];
    // d2's review is published: it stays, with its consent and its survey.
    await t.database.db
      .update(feedback)
      .set({ status: 'approved' })
      .where(eq(feedback.id, publishedId));
    await recomputeAll(t.database.db);

    const res = await release(visit.id, { reason: 'Mã khám bị người khác dùng' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ withdrawn: 1, kept_published: 1 });

    const rows = await t.database.db.select().from(feedback).where(inArray(feedback.id, ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(withdrawnId)).toMatchObject({ status: 'rejected', quote_consent: false });
    expect(byId.get(publishedId)).toMatchObject({ status: 'approved', quote_consent: true });
    const surveys = await t.database.db
      .select({ id: mohSurveyResponses.feedback_id })
      .from(mohSurveyResponses)
      .where(inArray(mohSurveyResponses.feedback_id, ids));
    expect(surveys.map((r) => r.id)).toEqual([publishedId]);
    const [audit] = (await auditRows(t, 'visit.claim_released')).filter(
      (a) => (a.metadata as { visit_id?: string }).visit_id === visit.id,
    );
    expect(audit!.metadata).toMatchObject({ withdrawn: [withdrawnId], surveys_removed: 1 });
    // The author sees it withdrawn, and can no longer allow it to be quoted.
    const mine = await (await t.api('GET /api/me/feedback', { cookie: thief.cookie })).json();
    expect(mine.items.find((i: { id: string }) => i.id === withdrawnId)).toMatchObject({
      withdrawn: true,
      quote_consent: false,
      has_comment: true,
    });
    const again = await t.api('PUT /api/me/feedback/:id/quote-consent', {
      params: { id: withdrawnId },
      cookie: thief.cookie,
      body: { quote_consent: true },
    });
    expect(again.status).toBe(409);
    expect((await again.json()).error.code).toBe('invalid_transition');
    expect(await aggregateMismatches(t)).toEqual([]);
  });

  it('refuses to release a visit nobody claimed', async () => {
    const visit = await makeVisit(t, [doctorId], phone);
    const res = await release(visit.id, { reason: 'check' });
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('conflict');
  });
});
