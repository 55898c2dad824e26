/** Small builders of real rows for server tests. */
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { MessageChannel } from '../../shared/messages';
import { REVIEW_CONSENT_VERSION } from '../../shared/privacy';
import { queryRows } from '../db/client';
import { clinics, doctors, visitDoctors, visits } from '../db/schema';
import type { UserContext } from '../http/context';
import { createLogger } from '../lib/logger';
import { newVisitCode } from '../modules/visits/codes';
import { seedDemoIfEmpty } from '../seed/demo';
import { createLocalStorage } from '../storage/storage';
import type { TestApp } from './harness';

const HOURS = Object.fromEntries(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [
    d,
    { isOpen: true, open: '08:00', close: '17:00' },
  ]),
) as never;

let n = 0;

/** Loads the demo data set (doctors, patients, reviews, images) into the app's empty database. */
export function seedDemo(t: TestApp) {
  return seedDemoIfEmpty(
    t.database.db,
    t.auth,
    createLocalStorage(path.join(t.dataDir, 'uploads')),
    createLogger('silent'),
  );
}

/** A specialty of the taxonomy the migrations install, by slug. */
export const specialtyId = (slug: string) =>
  sql<string>`(select id from specialties where slug = ${slug})`;

/** The id of a specialty of the taxonomy, for request bodies. */
export async function specialtyIdOf(t: TestApp, slug: string): Promise<string> {
  const rows = await queryRows<{ id: string }>(
    t.database.db,
    sql`select id from specialties where slug = ${slug}`,
  );
  return rows[0]!.id;
}

export async function makeDoctor(
  t: TestApp,
  name = `BS. Thử Nghiệm ${++n}`,
  status = 'verified',
  specialty = 'internal-medicine',
) {
  const [clinic] = await t.database.db
    .insert(clinics)
    .values({
      name: `Phòng khám ${name}`,
      address: '1 Lê Lợi, Quận 1',
      city: 'TP. Hồ Chí Minh',
      operating_hours: HOURS,
    })
    .returning();
  const [doctor] = await t.database.db
    .insert(doctors)
    .values({
      name,
      specialty_id: specialtyId(specialty),
      clinic: clinic!.name,
      clinic_id: clinic!.id,
      status,
    })
    .returning();
  return doctor!;
}

/** Sets the order of the channels a clinic's invitations try. */
export async function setInvitationChannels(
  t: TestApp,
  clinicId: string,
  channels: MessageChannel[],
) {
  await t.database.db
    .update(clinics)
    .set({ invitation_channels: channels })
    .where(eq(clinics.id, clinicId));
}

/** A visit with a fresh code; `daysValid` negative makes it already expired. */
export async function makeVisit(
  t: TestApp,
  doctorIds: string[],
  phone = '+84901234567',
  daysValid = 30,
) {
  const [visit] = await t.database.db
    .insert(visits)
    .values({
      visit_code: newVisitCode(),
      phone,
      visit_date: new Date().toISOString().slice(0, 10),
      expires_at: new Date(Date.now() + daysValid * 86_400_000),
    })
    .returning();
  await t.database.db
    .insert(visitDoctors)
    .values(doctorIds.map((doctor_id) => ({ visit_id: visit!.id, doctor_id })));
  return visit!;
}

export const scores = (rating: number) => ({
  rating,
  medical_expertise: rating,
  customer_experience: rating,
  compliance: rating,
});

/**
 * The aggregates differ from a recomputation from approved feedback (should be empty): the
 * count, every criterion's sum and all five star counts are compared; then the dashboard's
 * rollups (`rollupMismatches`).
 */
export async function aggregateMismatches(t: TestApp) {
  const stars = [1, 2, 3, 4, 5];
  const ratings = await queryRows(
    t.database.db,
    sql.raw(`select d.id,
          coalesce(s.review_count, 0) as stored_n, coalesce(f.n, 0) as actual_n,
          coalesce(s.rating_sum, 0) as stored_sum, coalesce(f.r, 0) as actual_sum
        from doctors d
        left join doctor_rating_stats s on s.doctor_id = d.id
        left join (select doctor_id, count(*)::int n, sum(rating)::int r, sum(medical_expertise)::int m,
                     sum(customer_experience)::int c, sum(compliance)::int k,
                     ${stars.map((n) => `count(*) filter (where rating = ${n})::int s${n}`).join(', ')}
                   from feedback where status = 'approved' group by doctor_id) f on f.doctor_id = d.id
        where coalesce(s.review_count, 0) <> coalesce(f.n, 0) or coalesce(s.rating_sum, 0) <> coalesce(f.r, 0)
          or coalesce(s.medical_sum, 0) <> coalesce(f.m, 0) or coalesce(s.customer_sum, 0) <> coalesce(f.c, 0)
          or coalesce(s.compliance_sum, 0) <> coalesce(f.k, 0)
          ${stars.map((n) => `or coalesce(s.star_${n}, 0) <> coalesce(f.s${n}, 0)`).join(' ')}`),
  );
  return [...ratings, ...(await rollupMismatches(t))];
}

const ROLLUP_FIGURES = [
  'approved',
  'rating_sum',
  'medical_sum',
  'customer_sum',
  'compliance_sum',
  'pending',
  'reported',
];

/**
 * The dashboard's rollups (migration 0019) differ from a recomputation from the feedback table
 * (should be empty): per doctor and day, per day for the chain (its shards summed), and per
 * doctor since each anchor day kept (from `app_dashboard_horizon()` on). A missing row is zero.
 */
export async function rollupMismatches(t: TestApp) {
  const figures = (alias: string) =>
    `(${ROLLUP_FIGURES.map((c) => `coalesce(${alias}.${c}, 0)`).join(', ')})`;
  const sums = ROLLUP_FIGURES.map((c) => `sum(${c}) as ${c}`).join(', ');
  const compare = (name: string, stored: string, actual: string, keys: string[]) => `
    select '${name}' as rollup, concat_ws(' ', ${keys.map((k) => `coalesce(s.${k}, a.${k})`).join(', ')}) as key,
      json_build_array${figures('s')} as stored, json_build_array${figures('a')} as actual
    from (${stored}) s full join (${actual}) a on ${keys.map((k) => `a.${k} = s.${k}`).join(' and ')}
    where ${figures('s')} is distinct from ${figures('a')}`;
  return queryRows<{ rollup: string; key: string; stored: number[]; actual: number[] }>(
    t.database.db,
    sql.raw(`with f as (
        select (created_at at time zone 'Asia/Ho_Chi_Minh')::date as day, doctor_id,
          (status = 'approved')::int as approved,
          case when status = 'approved' then rating else 0 end as rating_sum,
          case when status = 'approved' then medical_expertise else 0 end as medical_sum,
          case when status = 'approved' then customer_experience else 0 end as customer_sum,
          case when status = 'approved' then compliance else 0 end as compliance_sum,
          (status = 'pending')::int as pending, (status = 'reported')::int as reported
        from feedback where status in ('approved', 'pending', 'reported')
      ), anchors as (
        select app_dashboard_horizon() + 14 * i as since
        from generate_series(0, (select (app_dashboard_anchor(max(day)) - app_dashboard_horizon()) / 14 from f)) i
      )
      ${compare(
        'doctor_daily_stats',
        'select * from doctor_daily_stats',
        `select day, doctor_id, ${sums} from f group by 1, 2`,
        ['day', 'doctor_id'],
      )}
      union all
      ${compare(
        'dashboard_daily_stats',
        `select day, ${sums} from dashboard_daily_stats group by 1`,
        `select day, ${sums} from f group by 1`,
        ['day'],
      )}
      union all
      ${compare(
        'doctor_since_stats',
        'select * from doctor_since_stats where since >= app_dashboard_horizon()',
        `select a.since, f.doctor_id, ${sums} from f join anchors a on f.day >= a.since group by 1, 2`,
        ['since', 'doctor_id'],
      )}`),
  );
}

/**
 * The request context of a service called directly by a test, as if `user` made the request
 * (from a test address, with the test app's public URL).
 */
export function actingAs(
  user: { id: string; email?: string },
  overrides: Partial<Omit<UserContext, 'viewer'>> = {},
): UserContext {
  return {
    viewer: {
      userId: user.id,
      email: user.email ?? `${user.id}@example.com`,
      name: 'Test user',
      emailVerified: true,
      sessionId: 'test-session',
      twoFactorEnabled: false,
      sessionTwoFactorVerified: false,
      role: null,
    },
    ip: overrides.ip ?? '127.0.0.1',
    publicUrl: overrides.publicUrl ?? 'http://localhost:3000',
    log: overrides.log ?? createLogger('silent'),
  };
}

/** A visit already claimed by `user`, as if they had typed its code and phone number. */
export async function claimedVisit(t: TestApp, user: { id: string }, doctorIds: string[]) {
  const visit = await makeVisit(t, doctorIds);
  await t.database.db.update(visits).set({ claimed_by: user.id }).where(eq(visits.id, visit.id));
  return visit;
}

/** A visit `user` claims through the API with its code and phone number. */
export async function verifiedVisit(
  t: TestApp,
  user: { cookie: string },
  doctorIds: string[],
  phone = '+84912345678',
) {
  const visit = await makeVisit(t, doctorIds, phone);
  const res = await t.request('POST', '/api/visits/verify', {
    cookie: user.cookie,
    body: { visit_code: visit.visit_code, phone },
  });
  if (res.status !== 200) throw new Error(`verify failed: ${res.status} ${await res.text()}`);
  return visit;
}

export interface ReviewInput {
  visitId: string;
  doctorId: string;
  /** All four scores; 5 unless given. */
  rating?: number;
  comment?: string;
  anonymous?: boolean;
  /** The 0–10 recommendation answer. */
  recommend?: number;
  quoteConsent?: boolean;
}

/** Submits a review through the API, with the consent to publish given; the answer. */
export function submitReview(
  t: TestApp,
  author: { cookie: string },
  r: ReviewInput,
  options: { ip?: string } = {},
) {
  return t.request('POST', '/api/feedback', {
    cookie: author.cookie,
    body: {
      visit_id: r.visitId,
      doctor_id: r.doctorId,
      consent_version: REVIEW_CONSENT_VERSION,
      ...scores(r.rating ?? 5),
      ...(r.comment === undefined ? {} : { comment: r.comment }),
      ...(r.anonymous === undefined ? {} : { is_anonymous: r.anonymous }),
      ...(r.recommend === undefined ? {} : { recommend_score: r.recommend }),
      ...(r.quoteConsent === undefined ? {} : { quote_consent: r.quoteConsent }),
    },
    ip: options.ip,
  });
}

/** Approves a submitted review through the API, as `moderator`. */
export async function approveReview(t: TestApp, moderator: { cookie: string }, id: string) {
  const res = await t.request('PATCH', `/api/admin/feedback/${id}`, {
    cookie: moderator.cookie,
    body: { status: 'approved' },
  });
  if (res.status !== 200) throw new Error(`approve failed: ${res.status} ${await res.text()}`);
}

/**
 * A review by `author` of the doctor, submitted through the API and approved by `moderator`;
 * returns its id.
 */
export async function publishedReview(
  t: TestApp,
  moderator: { cookie: string },
  author: { id: string; cookie: string },
  doctorId: string,
  o: Omit<ReviewInput, 'visitId' | 'doctorId'> = {},
) {
  const visit = await claimedVisit(t, author, [doctorId]);
  const res = await submitReview(t, author, { visitId: visit.id, doctorId, ...o });
  if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
  const { id } = (await res.json()) as { id: string };
  await approveReview(t, moderator, id);
  return id;
}

/** Links the account to the doctor record through the admin API. */
export async function linkDoctor(
  t: TestApp,
  admin: { cookie: string },
  doctorId: string,
  email: string,
) {
  const res = await t.request('PUT', `/api/admin/doctors/${doctorId}/account`, {
    cookie: admin.cookie,
    body: { email },
  });
  if (res.status !== 200) throw new Error(`link failed: ${res.status} ${await res.text()}`);
}
