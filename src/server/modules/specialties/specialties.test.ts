import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DoctorFacets, DoctorSummary, Paged } from '../../../shared/doctors';
import type { Specialty } from '../../../shared/specialties';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { makeDoctor, specialtyIdOf } from '../../test/fixtures';
import { type ApiCall, auditRows } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
const user = testUserForFile(t);
const ids: Record<string, string> = {};
beforeAll(async () => {
  // Names share no letters with the specialty words searched below.
  for (const [key, name, slug] of [
    ['cardio1', 'BS. Lê Cúc', 'cardiology'],
    ['cardio2', 'BS. Hồ Quế', 'cardiology'],
    ['peds1', 'BS. Võ Lan', 'pediatrics'],
    ['peds2', 'BS. Đỗ Sen', 'pediatrics'],
    ['derm', 'BS. Tô Hà', 'dermatology'],
  ] as const) {
    ids[key] = (await makeDoctor(t, name, 'verified', slug)).id;
  }
});

const search = async (q: string) => {
  const res = await t.api('GET /api/doctors', { query: { q } });
  expect(res.status).toBe(200);
  return ((await res.json()) as Paged<DoctorSummary>).items.map((d) => d.id).sort();
};
const addSpecialty = (
  body: ApiCall<'POST /api/admin/specialties'>['body'],
  cookie = admin.cookie,
) => t.api('POST /api/admin/specialties', { cookie, body });
const updateSpecialty = (id: string, body: ApiCall<'PUT /api/admin/specialties/:id'>['body']) =>
  t.api('PUT /api/admin/specialties/:id', { params: { id }, cookie: admin.cookie, body });
const mergeSpecialty = (id: string, into: string) =>
  t.api('POST /api/admin/specialties/:id/merge', {
    params: { id },
    cookie: admin.cookie,
    body: { into },
  });
const specialtyList = (cookie = admin.cookie) => t.api('GET /api/admin/specialties', { cookie });

describe('search in both languages', () => {
  it.each([
    ['cardiology', 'heart', 'tim mạch', 'tim mach'],
    ['pediatrics', 'children', 'nhi', 'Nhi khoa'],
  ])('"%s", "%s", "%s" and "%s" find the same doctors', async (...queries) => {
    const [first, ...rest] = await Promise.all(queries.map(search));
    const expected = queries[0] === 'cardiology' ? ['cardio1', 'cardio2'] : ['peds1', 'peds2'];
    expect(first).toEqual(expected.map((k) => ids[k]).sort());
    for (const found of rest) expect(found).toEqual(first);
  });

  // The installed taxonomy's lay words, and the filler words a patient adds, in both languages.
  it.each([
    ['bác sĩ tim', 'cardio'],
    ['bac si tim', 'cardio'],
    ['heart doctor', 'cardio'],
    ['Dr. cardiac', 'cardio'],
    ['bs da liễu', 'derm'],
    ['skin doctor', 'derm'],
    ['acne', 'derm'],
    ['baby doctor', 'peds'],
    ['bác sĩ trẻ em', 'peds'],
  ])('"%s" finds the %s doctors', async (q, group) => {
    const want = Object.keys(ids)
      .filter((k) => k.startsWith(group))
      .map((k) => ids[k])
      .sort();
    expect(await search(q)).toEqual(want);
  });

  it('lists everyone for a search of filler words alone', async () => {
    const everyone = await search('');
    expect(everyone.length).toBeGreaterThanOrEqual(5);
    expect(await search('bác sĩ')).toEqual(everyone);
    expect(await search('doctor')).toEqual(everyone);
  });

  it('gives every answer both names of the specialty, and filters by its slug', async () => {
    const res = await t.api('GET /api/doctors', { query: { specialty: 'pediatrics' } });
    const page = (await res.json()) as Paged<DoctorSummary>;
    expect(page.total).toBe(2);
    expect(page.items[0]!.specialty).toEqual({
      slug: 'pediatrics',
      name_vi: 'Nhi khoa',
      name_en: 'Pediatrics',
    });
    const facets = (await (await t.api('GET /api/doctors/facets')).json()) as DoctorFacets;
    expect(facets.specialties).toContainEqual({
      slug: 'cardiology',
      name_vi: 'Tim mạch',
      name_en: 'Cardiology',
      count: 2,
    });
  });
});

describe('the specialties taxonomy', () => {
  it('is listed publicly with both names, and managed only by administrators', async () => {
    const list = await (await t.api('GET /api/specialties')).json();
    expect(list.items).toContainEqual(
      expect.objectContaining({
        slug: 'ent',
        name_vi: 'Tai mũi họng',
        name_en: 'Ear, nose and throat',
      }),
    );
    expect((await specialtyList(user.cookie)).status).toBe(403);
    const body = { slug: 'x-ray', name_vi: 'X quang', name_en: 'Radiology' };
    expect((await addSpecialty(body, user.cookie)).status).toBe(403);
    const adminList = (await (await specialtyList()).json()) as {
      items: Specialty[];
    };
    expect(adminList.items.find((s) => s.slug === 'cardiology')).toMatchObject({
      doctor_count: 2,
      synonyms_en: expect.arrayContaining(['heart']),
    });
  });

  it('adds a specialty (audited), refusing a taken name or slug and a malformed slug', async () => {
    const res = await addSpecialty({
      slug: 'radiology',
      name_vi: 'Chẩn đoán hình ảnh',
      name_en: 'Radiology',
      synonyms_vi: ['X quang'],
      synonyms_en: ['x-ray', 'imaging'],
    });
    expect(res.status).toBe(201);
    const created = (await res.json()) as Specialty;
    expect(created).toMatchObject({ slug: 'radiology', doctor_count: 0, synonyms_vi: ['X quang'] });
    const audit = (await auditRows(t, 'specialty.created')).at(-1)!;
    expect(audit.metadata).toMatchObject({ specialty_id: created.id, name_en: 'Radiology' });

    const sameName = await addSpecialty({
      slug: 'other-slug',
      name_vi: 'chan doan hinh anh',
      name_en: 'Imaging',
    });
    expect(sameName.status).toBe(409);
    expect((await sameName.json()).error.details.reason).toBe('specialty_exists');
    const badSlug = await addSpecialty({
      slug: 'Bad slug!',
      name_vi: 'Mới',
      name_en: 'New',
    });
    expect(badSlug.status).toBe(400);
    expect((await auditRows(t, 'specialty.created')).length).toBe(1);
  });

  it('renames a specialty: search and the cached directory follow at once (audited)', async () => {
    expect(await search('paeds')).toEqual([]);
    const pediatrics = await specialtyIdOf(t, 'pediatrics');
    const res = await updateSpecialty(pediatrics, {
      name_vi: 'Nhi khoa',
      name_en: 'Paediatrics',
      synonyms_vi: ['nhi', 'trẻ em'],
      synonyms_en: ['children', 'paeds'],
    });
    expect(res.status).toBe(200);
    expect(await search('paeds')).toEqual([ids.peds1, ids.peds2].sort());
    const profile = await (
      await t.api('GET /api/doctors/:id', { params: { id: ids.peds1! } })
    ).json();
    expect(profile.specialty.name_en).toBe('Paediatrics');
    const audit = (await auditRows(t, 'specialty.updated')).at(-1)!;
    expect(audit.metadata).toMatchObject({
      specialty_id: pediatrics,
      from: { name_en: 'Pediatrics' },
      to: { name_en: 'Paediatrics' },
    });
    const missing = await updateSpecialty('00000000-0000-4000-8000-000000000000', {
      name_vi: 'Không có',
      name_en: 'None',
    });
    expect(missing.status).toBe(404);
  });

  it('merges one specialty into another: its doctors move, it is deleted (audited)', async () => {
    const created = (await (
      await addSpecialty({
        slug: 'nhi-dong',
        name_vi: 'Nhi đồng',
        name_en: 'Child care',
      })
    ).json()) as Specialty;
    const doctor = await makeDoctor(t, 'BS. Mã Tùng', 'verified', 'nhi-dong');
    const pediatrics = await specialtyIdOf(t, 'pediatrics');
    const self = await mergeSpecialty(created.id, created.id);
    expect(self.status).toBe(400);
    const res = await mergeSpecialty(created.id, pediatrics);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Specialty).doctor_count).toBe(3);
    const profile = await (
      await t.api('GET /api/doctors/:id', { params: { id: doctor.id } })
    ).json();
    expect(profile.specialty.slug).toBe('pediatrics');
    expect(await search('children')).toContain(doctor.id);
    const list = await (await t.api('GET /api/specialties')).json();
    expect(list.items.some((s: Specialty) => s.slug === 'nhi-dong')).toBe(false);
    const audit = (await auditRows(t, 'specialty.merged')).at(-1)!;
    expect(audit.metadata).toMatchObject({
      specialty_id: pediatrics,
      from_specialty_id: created.id,
      doctors: 1,
    });
  });
});

describe("the doctor page's head", () => {
  it('is written in the language the visitor chose', async () => {
    fs.mkdirSync(path.join(t.dataDir, 'client'), { recursive: true });
    fs.writeFileSync(
      path.join(t.dataDir, 'client', 'index.html'),
      '<html><head><title>App</title></head><body></body></html>',
    );
    const vi = await (await t.request('GET', `/doctors/${ids.cardio1}`)).text();
    expect(vi).toContain('<title>BS. Lê Cúc – Tim mạch | Đánh giá Bác sĩ</title>');
    const enRes = await t.request('GET', `/doctors/${ids.cardio1}`, {
      headers: { cookie: 'lang=en' },
    });
    const en = await enRes.text();
    expect(en).toContain('<title>BS. Lê Cúc – Cardiology | Doctor Ratings</title>');
    const ld = JSON.parse(en.match(/<script type="application\/ld\+json">(.+?)<\/script>/)![1]!);
    expect(ld).toMatchObject({ medicalSpecialty: 'Cardiology', inLanguage: 'en' });
    expect(enRes.headers.get('vary')).toContain('Cookie');
  });
});
