import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import {
  aggregateMismatches,
  makeDoctor,
  specialtyIdOf,
  submitReview,
  verifiedVisit,
} from '../../test/fixtures';
import { type ApiCall, auditRows } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });
let clinicId: string;
let dermatology: string;
beforeAll(async () => {
  clinicId = (await makeDoctor(t)).clinic_id!;
  dermatology = await specialtyIdOf(t, 'dermatology');
});

const create = (body: ApiCall<'POST /api/admin/doctors'>['body']) =>
  t.api('POST /api/admin/doctors', { cookie: admin.cookie, body });
const readDoctor = (id: string) =>
  t.api('GET /api/admin/doctors/:id', { params: { id }, cookie: admin.cookie });

describe('admin doctors', () => {
  it('creates a pending doctor, hidden publicly until verified, with empty optional fields stored as null', async () => {
    const res = await create({
      name: 'BS. Hoàng Văn Mới',
      specialty_id: dermatology,
      clinic_id: clinicId,
      education: '  ',
      bio: '',
      bio_en: ' ',
      experience_years: '',
    });
    expect(res.status).toBe(201);
    const doctor = await res.json();
    expect(doctor).toMatchObject({
      status: 'pending',
      education: null,
      bio: null,
      bio_en: null,
      experience_years: null,
      feedback_count: 0,
    });
    expect(doctor.clinic).toMatch(/Phòng khám/);
    expect((await t.api('GET /api/doctors/:id', { params: { id: doctor.id } })).status).toBe(404);
    const verified = await t.api('PATCH /api/admin/doctors/:id/status', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      body: { status: 'verified' },
    });
    expect((await verified.json()).status).toBe('verified');
    expect((await t.api('GET /api/doctors/:id', { params: { id: doctor.id } })).status).toBe(200);
    expect(
      (await auditRows(t, 'doctor.status_changed')).some((r) =>
        r.description?.includes('verified'),
      ),
    ).toBe(true);
  });

  it.each([
    [{ name: '' }, 'name', 'validation.doctor.nameRequired'],
    [{ specialty_id: ' ' }, 'specialty_id', 'validation.doctor.specialtyRequired'],
    [
      { specialty_id: '00000000-0000-4000-8000-000000000000' },
      'specialty_id',
      'validation.doctor.specialtyRequired',
    ],
    [{ clinic_id: 'nope' }, 'clinic_id', 'validation.doctor.clinicRequired'],
    [
      { clinic_id: '00000000-0000-4000-8000-000000000000' },
      'clinic_id',
      'validation.doctor.clinicRequired',
    ],
    [{ status: 'famous' }, 'status', ''],
    [{ experience_years: 81 }, 'experience_years', 'validation.doctor.experienceYears'],
    [{ experience_years: 2.5 }, 'experience_years', 'validation.doctor.experienceYears'],
  ])('refuses %j', async (change, path, message) => {
    // Some of these bodies are ones the contract's types refuse too: sent as they are.
    const res = await t.request('POST', '/api/admin/doctors', {
      cookie: admin.cookie,
      body: {
        name: 'BS. X',
        specialty_id: dermatology,
        clinic_id: clinicId,
        ...change,
      },
    });
    expect(res.status).toBe(400);
    const fields = (await res.json()).error.details.fields as { path: string; message: string }[];
    expect(fields.some((f) => f.path === path && (!message || f.message === message))).toBe(true);
  });

  it('stores an uploaded photo re-encoded, and refuses a fake one', async () => {
    const doctor = await makeDoctor(t);
    const png = await sharp({
      create: { width: 600, height: 800, channels: 3, background: '#09c' },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'photo.png');
    const res = await t.api('PUT /api/admin/doctors/:id/image', {
      params: { id: doctor.id },
      cookie: admin.cookie,
      formData: form,
    });
    expect(res.status).toBe(200);
    expect((await res.json()).image_url).toMatch(/^\/uploads\/doctors\/.+-400\.webp$/);
    const fake = new FormData();
    fake.append('file', new Blob(['<?php echo 1; ?>'], { type: 'image/png' }), 'x.png');
    expect(
      (
        await t.api('PUT /api/admin/doctors/:id/image', {
          params: { id: doctor.id },
          cookie: admin.cookie,
          formData: fake,
        })
      ).status,
    ).toBe(415);
  });

  it('deletes a doctor with its feedback, keeping every other aggregate exact', async () => {
    const doctor = await makeDoctor(t);
    const patient = await t.createUser();
    const visit = await verifiedVisit(t, patient, [doctor.id]);
    const review = { visitId: visit.id, doctorId: doctor.id };
    const { id } = await (await submitReview(t, patient, review)).json();
    await t.api('PATCH /api/admin/feedback/:id', {
      params: { id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    expect((await (await readDoctor(doctor.id)).json()).feedback_count).toBe(1);
    const deleted = await t.api('DELETE /api/admin/doctors/:id', {
      params: { id: doctor.id },
      cookie: admin.cookie,
    });
    expect(deleted.status).toBe(204);
    expect((await readDoctor(doctor.id)).status).toBe(404);
    expect(
      (await t.api('GET /api/me/feedback', { cookie: patient.cookie }).then((r) => r.json())).items,
    ).toEqual([]);
    expect(await aggregateMismatches(t)).toEqual([]);
    expect(
      (await auditRows(t, 'doctor.deleted')).some((r) =>
        r.description?.includes('with 1 feedback'),
      ),
    ).toBe(true);
  });

  it('searches without accents and filters by status', async () => {
    await makeDoctor(t, 'BS. Đoàn Thị Tìm Kiếm', 'rejected');
    const res = await (
      await t.api('GET /api/admin/doctors', {
        query: { q: 'doan thi tim', status: 'rejected' },
        cookie: admin.cookie,
      })
    ).json();
    expect(res.items.map((d: { name: string }) => d.name)).toEqual(['BS. Đoàn Thị Tìm Kiếm']);
  });
});

describe('texts in two languages', () => {
  it('stores English beside Vietnamese and years of experience as a number', async () => {
    const res = await create({
      name: 'BS. Song Ngữ',
      specialty_id: dermatology,
      clinic_id: clinicId,
      education: 'Đại học Y Hà Nội',
      education_en: 'Hanoi Medical University',
      bio: 'Bác sĩ da liễu.',
      bio_en: 'Dermatologist.',
      experience_years: 12,
      status: 'verified',
    });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const profile = await (await t.api('GET /api/doctors/:id', { params: { id } })).json();
    expect(profile).toMatchObject({
      education: 'Đại học Y Hà Nội',
      education_en: 'Hanoi Medical University',
      bio: 'Bác sĩ da liễu.',
      bio_en: 'Dermatologist.',
      experience_years: 12,
    });
  });
});
