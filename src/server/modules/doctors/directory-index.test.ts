import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCTOR_PAGE_SIZES, DOCTOR_SORTS } from '../../../shared/constants';
import { doctorListQuery } from '../../../shared/doctors';
import { queryRows } from '../../db/client';
import { appSettings, clinics, doctorRatingStats, doctors } from '../../db/schema';
import { testAppForFile } from '../../test/file-app';
import { createIndexedSearch } from './indexed-search';
import { searchDoctors } from './service';

/*
 * The in-memory index answers a list query exactly as the database does: same doctors, same
 * total, same order (ties included), for any mix of words, filters, orders and pages.
 */
const t = testAppForFile({ METRICS_TOKEN: 'metrics-token-for-the-index-test' });

const FAMILIES = ['Nguyễn', 'Trần', 'Lê', 'Phạm', 'Đặng', 'Ngô', 'Nguyen'];
const GIVEN = ['Văn Đức', 'Thị Hà', 'Minh', 'An', 'Thu Hà', 'Quốc Anh', 'Đức ½', '100%_x'];
const TITLES = ['BS.', 'BS.CKII.', 'PGS.TS.BS.', 'ThS.'];
const CITIES = ['Hà Nội', 'TP. Hồ Chí Minh', 'Đà Nẵng'];
const SPECIALTIES = ['cardiology', 'pediatrics', 'dermatology', 'internal-medicine'];
let clinicIds: string[] = [];

const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)] as T;

/** A deterministic random number generator (mulberry32), so every run tests the same data. */
function random(seed: number) {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

beforeAll(async () => {
  const r = random(20261127);
  const db = t.database.db;
  const made = await db
    .insert(clinics)
    .values(
      [0, 1, 2, 3, 4].map((i) => ({
        name: `Phòng khám Đa khoa ${i}`,
        address: `${i} Lê Lợi`,
        city: CITIES[i % CITIES.length] as string,
        operating_hours: {} as never,
      })),
    )
    .returning({ id: clinics.id });
  clinicIds = made.map((c) => c.id);
  const rows = Array.from({ length: 240 }, (_, i) => {
    const clinicId = i % 23 === 0 ? null : pick(r, clinicIds);
    return {
      // Repeated names, so the name order's ties (broken by id) are tested too.
      name: `${pick(r, TITLES)} ${pick(r, FAMILIES)} ${pick(r, GIVEN)}`,
      specialty_id: sql<string>`(select id from specialties where slug = ${pick(r, SPECIALTIES)})`,
      clinic: clinicId ? 'Phòng khám Đa khoa' : '',
      clinic_id: clinicId,
      status: i % 9 === 0 ? 'pending' : 'verified',
    };
  });
  const ids = await db.insert(doctors).values(rows).returning({ id: doctors.id });
  // Most doctors have aggregates (some with no reviews at all), a few have none.
  const stats = ids
    .filter((_, i) => i % 7 !== 0)
    .map(({ id }) => {
      const n = Math.floor(r() * 9);
      const sum = n + Math.floor(r() * (4 * n + 1));
      return {
        doctor_id: id,
        review_count: n,
        rating_sum: sum,
        medical_sum: sum,
        customer_sum: sum,
        compliance_sum: sum,
      };
    });
  await db.insert(doctorRatingStats).values(stats);
});

const words = ['nguyen', 'Nguyễn', 'NGUYỄN', 'ng', 'duc', 'ĐỨC', 'thu', 'ha', 'bs.', 'tim'];
const odd = ['heart', 'phòng', '½', '1/2', '%', '_', '100%_x', 'xyz', 'Ǆ'];
const queryArbitrary = fc.record(
  {
    q: fc.array(fc.constantFrom(...words, ...odd), { maxLength: 3 }).map((list) => list.join(' ')),
    specialty: fc.constantFrom(...SPECIALTIES, 'none-such'),
    city: fc.constantFrom(...CITIES, 'Huế'),
    clinic: fc.nat(5),
    upper: fc.boolean(),
    min_rating: fc.integer({ min: 0, max: 10 }).map((n) => n / 2),
    sort: fc.constantFrom(...DOCTOR_SORTS),
    page: fc.integer({ min: 1, max: 6 }),
    page_size: fc.constantFrom(...DOCTOR_PAGE_SIZES),
  },
  { requiredKeys: ['sort', 'page', 'page_size'] },
);

/**
 * Queries on the edges of the text match, asked every time besides the random ones. Words folded
 * together by the database are asked alone after, so a form remembered for the wrong word shows.
 */
const EDGES = [
  ...['½', '1/2', '%', '_', '100%_x', 'Ǆ', 'bs. tim', 'heart'],
  ...['phạm đức', 'đức', 'phạm', 'NGUYEN ½'],
];

async function compareOn(runs: number) {
  const indexed = createIndexedSearch(t.database.db, undefined, { rebuildIntervalMs: 0 });
  expect(await indexed.search(doctorListQuery.parse({}), 0n)).toBeNull();
  await indexed.settled();
  const same = async (input: Record<string, unknown>) => {
    const query = doctorListQuery.parse(input);
    const fromIndex = await indexed.search(query, 0n);
    expect(fromIndex, 'the index answers').not.toBeNull();
    expect(fromIndex, JSON.stringify(input)).toEqual(await searchDoctors(t.database.db, query));
    return fromIndex?.total ?? 0;
  };
  for (const q of EDGES) {
    for (const sort of DOCTOR_SORTS) await same({ q, sort });
  }
  // The edges do find doctors: a wrong answer there would show.
  expect(await same({ q: '½' })).toBeGreaterThan(0);
  expect(await same({ q: '100%_x' })).toBeGreaterThan(0);
  await fc.assert(
    fc.asyncProperty(queryArbitrary, async ({ clinic, upper, ...rest }) => {
      const clinicId = clinic === undefined ? undefined : clinicIds[clinic];
      await same({ ...rest, clinic_id: upper ? clinicId?.toUpperCase() : clinicId });
    }),
    { numRuns: runs, seed: 20261127 },
  );
  expect(indexed.counts().doctors).toBe(213);
}

const setMinReviews = (value: number) =>
  t.database.db
    .insert(appSettings)
    .values({ key: 'min_reviews_for_score', value })
    .onConflictDoUpdate({ target: appSettings.key, set: { value } });

describe('the directory index', () => {
  it('answers every list query as the database does', async () => {
    await compareOn(300);
  });

  it('does so with no minimum sample for a score, and with a large one', async () => {
    await setMinReviews(0);
    await compareOn(80);
    await setMinReviews(6);
    await compareOn(80);
    await setMinReviews(3);
  });

  it('folds ASCII as the database does: app_search_text of an ASCII character is its lower case', async () => {
    const ascii = Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)).join('');
    const [row] = await queryRows<{ text: string }>(
      t.database.db,
      sql`select app_search_text(${ascii}) as text`,
    );
    expect(row?.text).toBe(ascii.toLowerCase());
  });
});

describe('GET /api/doctors with the index', () => {
  const metric = async (name: string) => {
    const res = await t.api('GET /api/metrics', {
      headers: { authorization: 'Bearer metrics-token-for-the-index-test' },
    });
    const line = (await res.text()).split('\n').find((l) => l.startsWith(`${name} `));
    return Number(line?.split(' ')[1]);
  };
  const list = async (q: string) => {
    const res = await t.api('GET /api/doctors', { query: { q } });
    expect(res.status).toBe(200);
    return (await res.json()) as { total: number; items: { name: string }[] };
  };

  it('answers from the index once built, and never with data older than the request', async () => {
    // Each request asks something new: a cached answer would not reach the index.
    await list('tran');
    await expect.poll(() => metric('directory_index_builds_total')).toBeGreaterThan(0);
    const answered = await metric('directory_index_answers_total');
    const before = await list('ngo');
    expect(await metric('directory_index_answers_total')).toBe(answered + 1);

    await t.database.db.execute(
      sql`update doctors set name = 'BS. Ngô Đổi Tên' where id = (select id from doctors where status = 'verified' and name like '%Ngô%' order by id limit 1)`,
    );
    const after = await list('doi ten');
    expect(after.items.map((d) => d.name)).toEqual(['BS. Ngô Đổi Tên']);
    expect((await list('ngo ')).total).toBe(before.total);
  });
});
