import fs from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedback, profiles } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, makeVisit, scores } from '../../test/fixtures';
import { outbox } from '../../test/harness';
import { publishedReview } from '../../test/privacy-fixtures';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
beforeAll(async () => {
  // The doctor page's server-rendered head (title, JSON-LD) needs a built index.html.
  fs.mkdirSync(path.join(t.dataDir, 'client'), { recursive: true });
  fs.writeFileSync(
    path.join(t.dataDir, 'client', 'index.html'),
    '<html><head><title>x</title></head><body></body></html>',
  );
});

const reviewsOf = async (doctorId: string) =>
  (await (await t.api('GET /api/doctors/:id/reviews', { params: { id: doctorId } })).json())
    .items as {
    patient_name: string | null;
    is_anonymous: boolean;
  }[];

describe('public names of reviewers', () => {
  it('shows only the given name and family initial, or Anonymous, everywhere public', async () => {
    const doctor = await makeDoctor(t);
    await publishedReview(t, admin, {
      firstName: 'Hồng Nhung',
      lastName: 'Nguyễn Thị',
      doctorId: doctor.id,
      comment: 'Tư vấn kỹ.',
    });
    await publishedReview(t, admin, {
      firstName: 'Sarah',
      lastName: 'Miller',
      language: 'en',
      doctorId: doctor.id,
    });
    await publishedReview(t, admin, {
      firstName: 'Bảo',
      lastName: 'Trần Quốc',
      anonymous: true,
      doctorId: doctor.id,
    });
    const items = await reviewsOf(doctor.id);
    expect(items.map((r) => r.patient_name).sort()).toEqual([null, 'Nhung N.', 'Sarah M.'].sort());
    expect(items.find((r) => r.patient_name === null)?.is_anonymous).toBe(true);

    const publicAnswers = [
      await (await t.api('GET /api/doctors/:id/reviews', { params: { id: doctor.id } })).text(),
      await (await t.api('GET /api/doctors/:id/stats', { params: { id: doctor.id } })).text(),
      await (await t.api('GET /api/doctors/:id', { params: { id: doctor.id } })).text(),
      // The page's head with its JSON-LD.
      await (await t.request('GET', `/doctors/${doctor.id}`)).text(),
    ];
    expect(publicAnswers[3]).toContain('application/ld+json');
    const mails = (await outbox(t)).map((m) => `${m.subject}\n${m.text_body}\n${m.html_body}`);
    for (const text of [...publicAnswers, ...mails]) {
      for (const full of ['Hồng Nhung', 'Nguyễn Thị', 'Miller', 'Trần Quốc', 'Bảo ']) {
        expect(text).not.toContain(full);
      }
    }
  });

  it('switches existing reviews to the short form and keeps the full identity for admins', async () => {
    const { doctorId, feedbackId } = await publishedReview(t, admin, {
      firstName: 'Văn Bình',
      lastName: 'Đặng',
    });
    expect((await reviewsOf(doctorId))[0]?.patient_name).toBe('Bình Đ.');
    const list = await (
      await t.api('GET /api/admin/feedback', {
        query: { status: 'approved' },
        cookie: admin.cookie,
      })
    ).json();
    const row = list.items.find((i: { id: string }) => i.id === feedbackId);
    expect(row.author_name).toBe('Đặng Văn Bình');
  });
});

describe('consent to publish', () => {
  async function readyToSubmit() {
    const doctor = await makeDoctor(t);
    const visit = await makeVisit(t, [doctor.id], '+84909990001');
    const user = await t.createUser();
    await t.api('POST /api/visits/verify', {
      cookie: user.cookie,
      body: { visit_code: visit.visit_code, phone: '0909990001' },
    });
    const body = { visit_id: visit.id, doctor_id: doctor.id, ...scores(5), is_anonymous: false };
    return { user, body };
  }

  it('refuses a review without the current consent with a reason, and stores nothing', async () => {
    const { user, body } = await readyToSubmit();
    for (const consent of [{}, { consent_version: '2020-01' }]) {
      const res = await t.api('POST /api/feedback', {
        cookie: user.cookie,
        body: { ...body, ...consent },
      });
      expect(res.status).toBe(400);
      expect((await res.json()).error.code).toBe('consent_required');
    }
    const rows = await t.database.db.select().from(feedback).where(eq(feedback.user_id, user.id));
    expect(rows).toHaveLength(0);
  });

  it('stores the consent version and time with the review', async () => {
    const { user, body } = await readyToSubmit();
    const before = Date.now();
    const res = await t.api('POST /api/feedback', {
      cookie: user.cookie,
      body: { ...body, consent_version: '2026-01' },
    });
    expect(res.status).toBe(201);
    const [row] = await t.database.db.select().from(feedback).where(eq(feedback.user_id, user.id));
    expect(row?.consent_version).toBe('2026-01');
    expect(row?.consent_at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('records the privacy notice version accepted at sign-up, and refuses a sign-up without it', async () => {
    const email = `privacy-${Date.now()}@example.com`;
    const body = {
      email,
      password: 'a long unusual passphrase 42',
      first_name: 'Lan',
      last_name: 'Phạm',
    };
    const refused = await t.request('POST', '/api/auth/sign-up/email', { body });
    expect(refused.status).toBe(400);
    const ok = await t.api('POST /api/auth/sign-up/email', {
      body: { ...body, privacy_notice_version: '2026-11' },
    });
    expect(ok.status).toBe(200);
    const [profile] = await t.database.db
      .select()
      .from(profiles)
      .where(eq(profiles.first_name, 'Lan'));
    expect(profile?.privacy_notice_version).toBe('2026-11');
    expect(profile?.privacy_accepted_at).toBeInstanceOf(Date);
  });
});
