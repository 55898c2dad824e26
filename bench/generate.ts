/**
 * Reproducible bench dataset on PostgreSQL: clinics, doctors, users (with profiles, preferences
 * and one shared password), a year-skewed feedback history and fresh visits for the feedback
 * scenario. Big tables are made with set-based SQL (INSERT … SELECT generate_series) and a
 * hash-based uniform function, so the same seed gives the same rows, ids included.
 *
 *   npx tsx bench/generate.ts [--seed n] [--feedback n] [--users n] …   (see bench/options.ts)
 */
import { pathToFileURL } from 'node:url';
import { hashPassword } from 'better-auth/crypto';
import type pg from 'pg';
import { openDatabase } from '../src/server/db/client';
import { createLogger } from '../src/server/lib/logger';
import { recomputeAll, recomputeDashboardRollups } from '../src/server/modules/ratings/repo';
import type { DatasetSize } from './options';
import { parseOptions } from './options';
import { resetDatabase, withClient } from './pg';
import {
  CITIES,
  COMMENTS,
  FAMILY_NAMES,
  GIVEN_NAMES_FEMALE,
  GIVEN_NAMES_MALE,
  MIDDLE_NAMES_FEMALE,
  MIDDLE_NAMES_MALE,
  pickFrom,
  prng,
  SPECIALTIES,
  STREETS,
  slots,
  TITLES,
} from './words';

/** Every generated account signs in with this password. */
export const BENCH_PASSWORD = 'bench-password-2026';
export const benchEmail = (i: number) => `bench.user${i}@example.com`;
/** The phone number of bench visit i, as a patient types it. */
export const benchPhone = (i: number) => `090${String(i).padStart(7, '0')}`;

export interface GenerateResult {
  size: DatasetSize;
  seconds: Record<string, number>;
  totalSeconds: number;
  counts: Record<string, number>;
  feedbackByStatus: Record<string, number>;
  /** Approved reviews of the most reviewed doctor, and the median doctor. */
  reviewsPerDoctor: { max: number; median: number };
  tableSizesMb: Record<string, number>;
}

const WEEK_HOURS = {
  monday: { isOpen: true, open: '07:30', close: '19:00' },
  tuesday: { isOpen: true, open: '07:30', close: '19:00' },
  wednesday: { isOpen: true, open: '07:30', close: '19:00' },
  thursday: { isOpen: true, open: '07:30', close: '19:00' },
  friday: { isOpen: true, open: '07:30', close: '19:00' },
  saturday: { isOpen: true, open: '07:30', close: '12:00' },
  sunday: { isOpen: false, open: null, close: null },
};

const EN_FIRST = ['Emily', 'James', 'Sarah', 'David', 'Olivia', 'Michael', 'Anna', 'Thomas'];
const EN_LAST = ['Carter', 'Smith', 'Keller', 'Brown', 'Wilson', 'Mitchell', 'Taylor', 'Clark'];

/** Session-local helpers: a seeded uniform number in [0, 1) and a seeded v4-shaped uuid. */
function helperFunctions(seed: number): string[] {
  const s = Math.trunc(seed);
  return [
    `create or replace function pg_temp.u(i bigint, k int) returns float8
      language sql immutable parallel safe
      as 'select (hashint8extended(i, ${s}::bigint * 1000 + k) & 9007199254740991)::float8 / 9007199254740992.0'`,
    `create or replace function pg_temp.uid(kind text, i bigint) returns uuid
      language sql immutable parallel safe
      as $$ select overlay(overlay(md5(kind || ':${s}:' || i) placing '4' from 13) placing '8' from 17)::uuid $$`,
    // Visit codes: 'BN' + 6 characters of the visit-code alphabet (no look-alikes).
    `create or replace function pg_temp.code(i bigint) returns text
      language sql immutable parallel safe
      as $$ select 'BN' || string_agg(substr('ABCDEFGHJKMNPQRSTUVWXYZ23456789',
        1 + ((i / (31::bigint ^ k)::bigint) % 31)::int, 1), '' order by k desc)
        from generate_series(0, 5) k $$`,
  ];
}

/** Literal text[] for SQL built from trusted constants (quotes doubled). */
const textArray = (values: readonly string[]) =>
  `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`;
/** Picks from a literal array with uniform number k of row expression i. */
const pickSql = (values: readonly string[], i: string, k: number) =>
  `(${textArray(values)})[1 + floor(pg_temp.u(${i}, ${k}) * ${values.length})::int]`;

export async function generateDataset(
  url: string,
  size: DatasetSize,
  log: (line: string) => void = console.log,
): Promise<GenerateResult> {
  const started = performance.now();
  const seconds: Record<string, number> = {};
  const step = async <T>(name: string, run: () => Promise<T>): Promise<T> => {
    const t = performance.now();
    const out = await run();
    seconds[name] = Math.round((performance.now() - t) / 100) / 10;
    log(`  ${name}: ${seconds[name]} s`);
    return out;
  };

  await step('reset schema', () => resetDatabase(url));
  await step('migrations', async () => {
    const database = await openDatabase({ url, log: createLogger('warn') });
    try {
      await database.migrate();
    } finally {
      await database.close();
    }
  });
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await withClient(url, async (c) => {
    await c.query('set synchronous_commit = off');
    await c.query("set maintenance_work_mem = '512MB'");
    await c.query("set work_mem = '64MB'");
    // Foreign keys hold by construction; skipping their per-row checks makes the load minutes
    // shorter. Constraints, generated columns and indexes all still apply.
    await c.query('set session_replication_role = replica');
    for (const fn of helperFunctions(size.seed)) await c.query(fn);

    await step('clinics', () => insertClinics(c, size));
    await step('doctors', () => insertDoctors(c, size));
    const verified = await step('doctor popularity', () => rankDoctors(c));
    await step('users, profiles, accounts, preferences', () => insertUsers(c, size, passwordHash));
    await step('feedback', () =>
      withoutIndexes(c, 'feedback', async () => {
        const chunk = 250_000;
        for (let from = 1; from <= size.feedback; from += chunk) {
          await insertFeedback(c, size, verified, from, Math.min(size.feedback, from + chunk - 1));
        }
      }),
    );
    await step('reports', () => insertReports(c));
    await step('bench visits', () => insertVisits(c, size, verified));
    await c.query('set session_replication_role = origin');
  });

  await step('recomputeAll (aggregates)', async () => {
    const database = await openDatabase({ url, log: createLogger('warn') });
    try {
      await recomputeAll(database.db);
    } finally {
      await database.close();
    }
  });
  // The feedback was loaded with triggers off (replica role): the dashboard's rollups are
  // rebuilt from it in one set-based pass.
  await step('dashboard rollups', async () => {
    const database = await openDatabase({ url, log: createLogger('warn') });
    try {
      await recomputeDashboardRollups(database.db);
    } finally {
      await database.close();
    }
  });
  await step('vacuum analyze', () => withClient(url, (c) => c.query('vacuum (analyze)')));

  const facts = await withClient(url, (c) => describe(c));
  const totalSeconds = Math.round((performance.now() - started) / 100) / 10;
  log(`  dataset ready in ${totalSeconds} s`);
  return { size, seconds, totalSeconds, ...facts };
}

async function insertClinics(c: pg.Client, size: DatasetSize) {
  const random = prng(size.seed);
  const cityPool = slots(CITIES.map((x) => [x.city, x.weight] as const));
  const rows = { i: [] as number[], name: [] as string[], address: [] as string[] };
  const extra = { city: [] as string[], phone: [] as string[], active: [] as boolean[] };
  const perDistrict = new Map<string, number>();
  for (let i = 1; i <= size.clinics; i++) {
    const city = pickFrom(random, cityPool);
    const district = pickFrom(random, CITIES.find((x) => x.city === city)!.districts);
    const n = (perDistrict.get(district) ?? 0) + 1;
    perDistrict.set(district, n);
    rows.i.push(i);
    rows.name.push(`Phòng khám Đa khoa An Khang – ${district}${n > 1 ? ` cơ sở ${n}` : ''}`);
    rows.address.push(
      `${1 + Math.floor(random() * 400)} ${pickFrom(random, STREETS)}, ${district}`,
    );
    extra.city.push(city);
    extra.phone.push(`028${String(Math.floor(random() * 1e8)).padStart(8, '0')}`);
    extra.active.push(random() > 0.03);
  }
  await c.query(
    `insert into clinics (id, name, address, city, description, phone, email, operating_hours,
       is_active, created_at, updated_at)
     select pg_temp.uid('clinic', t.i), t.name, t.address, t.city,
       'Phòng khám đa khoa của chuỗi An Khang tại ' || t.city || '.',
       t.phone, 'cs' || t.i || '@ankhang.example.vn', $7::jsonb, t.active,
       now() - interval '3 years', now() - interval '3 years'
     from unnest($1::int[], $2::text[], $3::text[], $4::text[], $5::text[], $6::bool[])
       as t(i, name, address, city, phone, active)`,
    [
      rows.i,
      rows.name,
      rows.address,
      extra.city,
      extra.phone,
      extra.active,
      JSON.stringify(WEEK_HOURS),
    ],
  );
}

async function insertDoctors(c: pg.Client, size: DatasetSize) {
  const specialties = slots(SPECIALTIES);
  // Specialties beyond the installed taxonomy join it with their Vietnamese name in both.
  await c.query(
    `insert into specialties (slug, name_vi, name_en)
     select trim(both '-' from regexp_replace(app_search_text(n), '[^a-z0-9]+', '-', 'g')), n, n
     from unnest($1::text[]) n
     on conflict do nothing`,
    [SPECIALTIES.map(([name]) => name)],
  );
  await c.query(
    `insert into doctors (id, name, specialty_id, clinic, clinic_id, education, experience_years, bio,
       status, created_at, updated_at)
     select pg_temp.uid('doctor', i),
       ${pickSql(slots(TITLES), 'i', 102)} || ' ' || ${pickSql(slots(FAMILY_NAMES), 'i', 103)}
         || ' ' || case when f.female then ${pickSql(MIDDLE_NAMES_FEMALE, 'i', 104)}
                        else ${pickSql(MIDDLE_NAMES_MALE, 'i', 104)} end
         || ' ' || case when f.female then ${pickSql(GIVEN_NAMES_FEMALE, 'i', 105)}
                        else ${pickSql(GIVEN_NAMES_MALE, 'i', 105)} end,
       (select sp.id from specialties sp
         where app_search_text(sp.name_vi) = app_search_text(s.specialty)), cl.name, cl.id,
       'Tốt nghiệp Bác sĩ Đa khoa, Đại học Y Dược; chuyên khoa ' || lower(s.specialty) || '.',
       (3 + floor(pg_temp.u(i, 107) * 30))::int,
       'Bác sĩ luôn lắng nghe người bệnh và giải thích rõ ràng phác đồ điều trị.',
       case when pg_temp.u(i, 108) < 0.95 then 'verified'
            when pg_temp.u(i, 108) < 0.98 then 'pending' else 'rejected' end,
       now() - interval '3 years' + interval '1 day' * floor(pg_temp.u(i, 109) * 900),
       now() - interval '30 days' * pg_temp.u(i, 110)
     from generate_series(1, $1::int) i
     cross join lateral (select pg_temp.u(i, 101) < 0.45 as female) f
     cross join lateral (select ${pickSql(specialties, 'i', 106)} as specialty) s
     join clinics cl on cl.id = pg_temp.uid('clinic', 1 + floor(pg_temp.u(i, 111) * $2::int)::int)`,
    [size.doctors, size.clinics],
  );
  // The trigger that copies a specialty's names and synonyms (both languages) into the doctor's
  // search text does not fire in replica mode: fill them in one statement, as it would.
  await c.query(
    `update doctors set specialty_terms = coalesce(app_specialty_terms(specialty_id), '')`,
  );
}

/** Verified doctors in a random popularity order, each with its own rating quality. */
async function rankDoctors(c: pg.Client): Promise<number> {
  await c.query(`create temp table bench_doc as
    select row_number() over (order by pg_temp.u(hashtext(d.id::text), 201), d.id)::int as rank,
      d.id, d.clinic_id, 3.5 + 1.5 * pg_temp.u(hashtext(d.id::text), 202) as quality
    from doctors d where d.status = 'verified'`);
  await c.query('alter table bench_doc add primary key (rank)');
  await c.query('analyze bench_doc');
  const { rows } = await c.query<{ n: number }>('select count(*)::int as n from bench_doc');
  return rows[0]?.n ?? 0;
}

async function insertUsers(c: pg.Client, size: DatasetSize, passwordHash: string) {
  await c.query(
    `create temp table bench_people as
     select i, pg_temp.uid('user', i) as id, p.language,
       case when p.language = 'en' then ${pickSql(EN_FIRST, 'i', 122)}
            when p.female then ${pickSql(GIVEN_NAMES_FEMALE, 'i', 123)}
            else ${pickSql(GIVEN_NAMES_MALE, 'i', 123)} end as first_name,
       case when p.language = 'en' then ${pickSql(EN_LAST, 'i', 124)}
            else ${pickSql(slots(FAMILY_NAMES), 'i', 125)} || ' ' || case when p.female
              then ${pickSql(MIDDLE_NAMES_FEMALE, 'i', 126)}
              else ${pickSql(MIDDLE_NAMES_MALE, 'i', 126)} end end as last_name,
       now() - interval '2 years' * pg_temp.u(i, 127) as created_at
     from generate_series(1, $1::int) i
     cross join lateral (select pg_temp.u(i, 120) < 0.55 as female,
       case when pg_temp.u(i, 121) < 0.08 then 'en' else 'vi' end as language) p`,
    [size.users],
  );
  await c.query(`insert into users (id, name, email, email_verified, created_at, updated_at)
    select id, case when language = 'en' then first_name || ' ' || last_name
                    else last_name || ' ' || first_name end,
      'bench.user' || i || '@example.com', true, created_at, created_at
    from bench_people`);
  await c.query(`insert into profiles (id, first_name, last_name, language, created_at, updated_at)
    select id, first_name, last_name, language, created_at, created_at from bench_people`);
  await c.query(
    `insert into accounts (id, account_id, provider_id, user_id, password, created_at, updated_at)
     select pg_temp.uid('account', i), id::text, 'credential', id, $1, created_at, created_at
     from bench_people`,
    [passwordHash],
  );
  // Most people keep the defaults; some turn e-mail copies or announcements off.
  await c.query(`insert into user_preferences (user_id, notification_preferences, updated_at)
    select id, jsonb_build_object(
      'email_notifications', pg_temp.u(i, 130) < 0.6,
      'system_announcements', pg_temp.u(i, 131) < 0.92,
      'feedback_notifications', true,
      'doctor_update_notifications', pg_temp.u(i, 132) < 0.95), created_at
    from bench_people`);
  await c.query(`insert into user_roles (id, user_id, role, created_at, updated_at)
    select pg_temp.uid('role', i), id, null, created_at, created_at from bench_people`);
}

/** Runs `load` with the table's secondary indexes dropped, then rebuilds them (sorted builds). */
async function withoutIndexes(c: pg.Client, table: string, load: () => Promise<void>) {
  const { rows } = await c.query<{ name: string; def: string }>(
    `select i.indexname as name, i.indexdef as def from pg_indexes i
     where i.schemaname = 'public' and i.tablename = $1
       and not exists (select 1 from pg_constraint k where k.conname = i.indexname)`,
    [table],
  );
  for (const r of rows) await c.query(`drop index "${r.name}"`);
  await load();
  for (const r of rows) await c.query(r.def);
}

async function insertFeedback(
  c: pg.Client,
  size: DatasetSize,
  verified: number,
  from: number,
  to: number,
) {
  const comment = (pool: readonly string[]) => pickSql(pool, 'g.j', 6);
  const sub = (k: number) =>
    `greatest(1, least(5, r.rating + round(pg_temp.u(g.j, ${k}) * 2 - 1)::int))`;
  await c.query(
    `insert into feedback (id, doctor_id, user_id, visit_id, rating, medical_expertise,
       customer_experience, compliance, comment, is_anonymous, status, flagged, created_at,
       updated_at)
     select pg_temp.uid('feedback', g.j), d.id,
       pg_temp.uid('user', 1 + floor(pg_temp.u(g.j, 2) * $3::int)::int), null,
       r.rating, ${sub(10)}, ${sub(11)}, ${sub(12)},
       case when pg_temp.u(g.j, 5) < 0.65 then
         case when r.rating <= 2 then ${comment(COMMENTS.poor)}
              when r.rating = 3 then ${comment(COMMENTS.mixed)}
              when r.rating = 4 then ${comment(COMMENTS.good)}
              else ${comment(COMMENTS.excellent)} end end,
       pg_temp.u(g.j, 13) < 0.15,
       case when pg_temp.u(g.j, 9) < 0.85 then 'approved'
            when pg_temp.u(g.j, 9) < 0.93 then 'pending'
            when pg_temp.u(g.j, 9) < 0.98 then 'rejected' else 'reported' end,
       false, t.at, t.at
     from generate_series($1::int, $2::int) g(j)
     join bench_doc d on d.rank = 1 + floor(power(pg_temp.u(g.j, 1), 2) * $4::int)::int
     cross join lateral (select case
       when pg_temp.u(g.j, 14) < 0.04 then 1
       when pg_temp.u(g.j, 14) < 0.06 then 2
       else greatest(1, least(5, round(d.quality
         + (pg_temp.u(g.j, 3) + pg_temp.u(g.j, 4) + pg_temp.u(g.j, 7) - 1.5) * 1.6)))::int
       end as rating) r
     cross join lateral (select now() - interval '730 days' * power(pg_temp.u(g.j, 8), 1.15) as at) t`,
    [from, to, size.users, verified],
  );
}

/** Every reported review has a report from someone. */
async function insertReports(c: pg.Client) {
  await c.query(`insert into feedback_reports (feedback_id, user_id, reason, created_at)
    select f.id, null,
      (array['spam','offensive','false_information','privacy','other'])[1 + floor(pg_temp.u(hashtext(f.id::text), 140) * 5)::int],
      f.created_at + interval '2 days'
    from feedback f where f.status = 'reported'`);
}

/** Visit i (code BN…, phone 090 + i) belongs to user i and lists two verified doctors. */
async function insertVisits(c: pg.Client, size: DatasetSize, verified: number) {
  await c.query(
    `insert into visits (id, visit_code, phone, clinic_id, visit_date, expires_at, source, created_at)
     select pg_temp.uid('visit', i), pg_temp.code(i), '+8490' || lpad(i::text, 7, '0'),
       d.clinic_id, current_date - (i % 20), now() + interval '60 days', 'bench', now()
     from generate_series(1, $1::int) i
     join bench_doc d on d.rank = 1 + floor(pg_temp.u(i, 301) * $2::int)::int`,
    [size.visits, verified],
  );
  await c.query(
    `insert into visit_doctors (visit_id, doctor_id)
     select pg_temp.uid('visit', i), d.id
     from generate_series(1, $1::int) i
     cross join lateral (select 1 + floor(pg_temp.u(i, 301) * $2::int)::int as first) a
     cross join lateral (values (a.first),
       (1 + (a.first + floor(pg_temp.u(i, 302) * ($2::int - 1))::int) % $2::int)) as r(rank)
     join bench_doc d on d.rank = r.rank`,
    [size.visits, verified],
  );
}

async function describe(c: pg.Client) {
  const counts: Record<string, number> = {};
  for (const table of [
    'clinics',
    'doctors',
    'users',
    'profiles',
    'user_preferences',
    'feedback',
    'feedback_reports',
    'visits',
    'visit_doctors',
    'doctor_rating_stats',
    'doctor_daily_stats',
    'dashboard_daily_stats',
    'doctor_since_stats',
  ]) {
    const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from ${table}`);
    counts[table] = rows[0]?.n ?? 0;
  }
  const { rows: verified } = await c.query<{ n: number }>(
    "select count(*)::int as n from doctors where status = 'verified'",
  );
  counts.verified_doctors = verified[0]?.n ?? 0;
  const { rows: byStatus } = await c.query<{ status: string; n: number }>(
    'select status, count(*)::int as n from feedback group by status order by status',
  );
  const { rows: per } = await c.query<{ max: number; median: number }>(
    `select max(review_count)::int as max,
       percentile_disc(0.5) within group (order by review_count)::int as median
     from doctor_rating_stats s join doctors d on d.id = s.doctor_id where d.status = 'verified'`,
  );
  const { rows: sizes } = await c.query<{ name: string; mb: number }>(
    `select relname as name, round(pg_total_relation_size(oid) / 1048576.0)::int as mb
     from pg_class where relkind = 'r' and relnamespace = 'public'::regnamespace
       and relname in ('feedback', 'doctors', 'users', 'doctor_rating_stats', 'notifications',
         'doctor_daily_stats', 'dashboard_daily_stats', 'doctor_since_stats')`,
  );
  return {
    counts,
    feedbackByStatus: Object.fromEntries(byStatus.map((r) => [r.status, r.n])),
    reviewsPerDoctor: { max: per[0]?.max ?? 0, median: per[0]?.median ?? 0 },
    tableSizesMb: Object.fromEntries(sizes.map((r) => [r.name, r.mb])),
  };
}

async function main() {
  const options = parseOptions(process.argv.slice(2));
  console.log(`Generating the bench dataset into ${options.databaseUrl}`);
  const result = await generateDataset(options.databaseUrl, options.size);
  console.log(JSON.stringify(result, null, 2));
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
