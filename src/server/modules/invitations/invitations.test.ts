import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, makeVisit, submitReview } from '../../test/fixtures';
import type { TestUser } from '../../test/harness';
import { createInviteSigner } from './token';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let doctorId: string;
beforeAll(async () => {
  doctorId = (await makeDoctor(t)).id;
});

/** The visit's link as the admin screen shows it, and its token. */
async function inviteOf(visitId: string) {
  const res = await t.api('GET /api/admin/visits/:id/invite', {
    params: { id: visitId },
    cookie: admin.cookie,
  });
  expect(res.status).toBe(200);
  const { url } = (await res.json()) as { url: string };
  return { url, token: new URL(url).searchParams.get('invite')! };
}
const claim = (user: TestUser, invite: string) =>
  t.api('POST /api/visits/invite', { cookie: user.cookie, body: { invite } });

describe('personal invitation links', () => {
  it('opens the visit for the signed-in account with no code or phone, and lets it rate', async () => {
    const visit = await makeVisit(t, [doctorId]);
    const { url, token } = await inviteOf(visit.id);
    expect(url).toMatch(/\/feedback\?invite=[0-9a-f-]{36}\.\d+\.[\w-]{43}$/);
    const patient = await t.createUser();
    const res = await claim(patient, token);
    expect(res.status).toBe(200);
    const opened = await res.json();
    expect(opened).toMatchObject({ visit_id: visit.id, doctors: [{ id: doctorId }] });
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, visit.id));
    expect(row?.claimed_by).toBe(patient.id);
    // The same account may open it again (another device); it then rates like a verified visit.
    expect((await claim(patient, token)).status).toBe(200);
    const rated = await submitReview(t, patient, {
      visitId: visit.id,
      doctorId,
      rating: 5,
      anonymous: false,
    });
    expect(rated.status).toBe(201);
  });

  it('carries the patient language of the visit', async () => {
    const visit = await makeVisit(t, [doctorId]);
    await t.database.db.update(visits).set({ language: 'en' }).where(eq(visits.id, visit.id));
    const { url } = await inviteOf(visit.id);
    expect(new URL(url).searchParams.get('lang')).toBe('en');
    const other = await makeVisit(t, [doctorId]);
    expect(new URL((await inviteOf(other.id)).url).searchParams.get('lang')).toBeNull();
  });

  it('refuses another account once the visit was claimed: visit_claimed', async () => {
    const visit = await makeVisit(t, [doctorId]);
    const { token } = await inviteOf(visit.id);
    expect((await claim(await t.createUser(), token)).status).toBe(200);
    const res = await claim(await t.createUser(), token);
    expect(res.status).toBe(409);
    expect((await res.json()).error.code).toBe('visit_claimed');
  });

  it('binds the signature to one visit and its expiry: altered or forged tokens are not found', async () => {
    const a = await makeVisit(t, [doctorId]);
    const b = await makeVisit(t, [doctorId]);
    const { token } = await inviteOf(a.id);
    const [, expires, mac] = token.split('.');
    const user = await t.createUser();
    const forged = createInviteSigner('another-secret-another-secret-0000').sign(
      a.id,
      a.expires_at,
    );
    for (const bad of [
      `${b.id}.${expires}.${mac}`,
      `${a.id}.${Number(expires) + 86_400}.${mac}`,
      forged,
    ]) {
      const res = await claim(user, bad);
      expect(res.status, bad).toBe(404);
    }
    const [row] = await t.database.db.select().from(visits).where(eq(visits.id, a.id));
    expect(row?.claimed_by).toBeNull();
    const malformed = await claim(user, 'not-a-token');
    expect(malformed.status).toBe(400);
  });

  it('expires with the visit', async () => {
    const visit = await makeVisit(t, [doctorId], '+84901234567', -1);
    const { token } = await inviteOf(visit.id);
    const res = await claim(await t.createUser(), token);
    expect(res.status).toBe(410);
    expect((await res.json()).error.code).toBe('visit_expired');
  });

  it('tells a signed-in patient whether they visited the doctor', async () => {
    const visit = await makeVisit(t, [doctorId]);
    const patient = await t.createUser();
    const visited = async () =>
      (
        await (
          await t.api('GET /api/doctors/:id/my-visit', {
            params: { id: doctorId },
            cookie: patient.cookie,
          })
        ).json()
      ).visited;
    expect(await visited()).toBe(false);
    await claim(patient, (await inviteOf(visit.id)).token);
    expect(await visited()).toBe(true);
  });
});
