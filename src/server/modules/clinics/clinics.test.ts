import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../shared/constants';
import { testAppForFile, testUserForFile } from '../../test/file-app';
import { specialtyIdOf } from '../../test/fixtures';
import { auditRows } from '../../test/harness';

const t = testAppForFile();
const admin = testUserForFile(t, { role: 'admin' });

const hours = (overrides: Record<string, unknown> = {}) => ({
  ...Object.fromEntries(
    WEEKDAYS.map((d) => [
      d,
      {
        isOpen: d !== 'sunday',
        open: d !== 'sunday' ? '08:00' : null,
        close: d !== 'sunday' ? '17:30' : null,
      },
    ]),
  ),
  ...overrides,
});
const valid = () => ({
  name: 'Phòng khám Đa khoa An Khang – Quận 5',
  address: '120 Trần Hưng Đạo, Phường 7, Quận 5',
  city: 'TP. Hồ Chí Minh',
  description: 'Khám tổng quát và chuyên khoa.',
  phone: '028-383-12345',
  email: 'quan5@ankhang.vn',
  operating_hours: hours(),
  is_active: true,
});
const create = (body: unknown) =>
  t.request('POST', '/api/admin/clinics', { cookie: admin.cookie, body });
const fieldsOf = async (res: Response) =>
  ((await res.json()).error.details.fields as { path: string; message: string }[]).map((f) => [
    f.path,
    f.message,
  ]);

describe('clinic rules, field by field', () => {
  it.each([
    [{ name: '' }, 'name', 'validation.clinic.nameRequired'],
    [{ name: 'x'.repeat(101) }, 'name', 'validation.clinic.nameTooLong'],
    [{ address: '   ' }, 'address', 'validation.clinic.addressRequired'],
    [{ address: 'x'.repeat(201) }, 'address', 'validation.clinic.addressTooLong'],
    [{ city: '' }, 'city', 'validation.clinic.cityRequired'],
    [{ city: 'x'.repeat(101) }, 'city', 'validation.clinic.cityTooLong'],
    [{ description: 'x'.repeat(501) }, 'description', 'validation.clinic.descriptionTooLong'],
    [{ phone: '12-34' }, 'phone', 'validation.clinic.phoneInvalid'],
    [{ email: 'not-an-email' }, 'email', 'validation.clinic.emailInvalid'],
    [
      { operating_hours: hours({ monday: { isOpen: true, open: '09:00', close: null } }) },
      'operating_hours.monday',
      'validation.clinic.hoursBothTimes',
    ],
    [
      { operating_hours: hours({ monday: { isOpen: true, open: '17:00', close: '09:00' } }) },
      'operating_hours.monday',
      'validation.clinic.hoursCloseAfterOpen',
    ],
    [
      { operating_hours: hours({ monday: { isOpen: true, open: '09:10', close: '17:00' } }) },
      'operating_hours.monday.open',
      'validation.clinic.timeInvalid',
    ],
    [
      {
        operating_hours: Object.fromEntries(
          WEEKDAYS.map((d) => [d, { isOpen: false, open: null, close: null }]),
        ),
      },
      'operating_hours',
      'validation.clinic.hoursOneOpenDay',
    ],
  ])('%j → %s: %s, and nothing is written', async (change, path, message) => {
    const before = await (await t.api('GET /api/admin/clinics', { cookie: admin.cookie })).json();
    const res = await create({ ...valid(), ...change });
    expect(res.status).toBe(400);
    expect(await fieldsOf(res)).toContainEqual([path, message]);
    expect(
      (await (await t.api('GET /api/admin/clinics', { cookie: admin.cookie })).json()).items,
    ).toHaveLength(before.items.length);
  });

  it('accepts the accepted phone forms and empty optional fields', async () => {
    for (const phone of ['+84283812345', '028 381 23456', '028.381.2345', '']) {
      const res = await create({
        ...valid(),
        name: `Clinic ${phone || 'no phone'}`,
        phone,
        email: '',
        description: '',
      });
      expect(res.status, phone).toBe(201);
      const clinic = await res.json();
      if (!phone) expect(clinic).toMatchObject({ phone: null, email: null, description: null });
    }
  });
});

describe('clinic lifecycle', () => {
  it('creates, reads, renames (doctors follow), refuses deletion while it has doctors, then deletes', async () => {
    const clinic = await (await create(valid())).json();
    expect(clinic).toMatchObject({ name: valid().name, doctor_count: 0, is_active: true });
    const doctor = await (
      await t.request('POST', '/api/admin/doctors', {
        cookie: admin.cookie,
        body: {
          name: 'BS. Mới',
          specialty_id: await specialtyIdOf(t, 'ophthalmology'),
          clinic_id: clinic.id,
        },
      })
    ).json();
    expect(
      (
        await (
          await t.api('GET /api/admin/clinics/:id', {
            params: { id: clinic.id },
            cookie: admin.cookie,
          })
        ).json()
      ).doctor_count,
    ).toBe(1);
    const renamed = await t.request('PUT', `/api/admin/clinics/${clinic.id}`, {
      cookie: admin.cookie,
      body: { ...valid(), name: 'An Khang Quận 5 (mới)' },
    });
    expect(renamed.status).toBe(200);
    expect(
      (
        await (
          await t.api('GET /api/admin/doctors/:id', {
            params: { id: doctor.id },
            cookie: admin.cookie,
          })
        ).json()
      ).clinic,
    ).toBe('An Khang Quận 5 (mới)');
    const refused = await t.api('DELETE /api/admin/clinics/:id', {
      params: { id: clinic.id },
      cookie: admin.cookie,
    });
    expect(refused.status).toBe(409);
    expect((await refused.json()).error.details).toMatchObject({
      reason: 'clinic_has_doctors',
      doctors: 1,
    });
    await t.api('DELETE /api/admin/doctors/:id', {
      params: { id: doctor.id },
      cookie: admin.cookie,
    });
    expect(
      (
        await t.api('DELETE /api/admin/clinics/:id', {
          params: { id: clinic.id },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(204);
    expect(
      (
        await t.api('GET /api/admin/clinics/:id', {
          params: { id: clinic.id },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(404);
    for (const action of ['clinic.created', 'clinic.updated', 'clinic.deleted']) {
      expect(
        (await auditRows(t, action)).some((r) => r.user_id === admin.id),
        action,
      ).toBe(true);
    }
  });

  it('lists only active clinics publicly and searches by name, address or city', async () => {
    await create({ ...valid(), name: 'Inactive Clinic', is_active: false });
    const pub = await (await t.api('GET /api/clinics')).json();
    expect(pub.items.some((c: { name: string }) => c.name === 'Inactive Clinic')).toBe(false);
    const found = await (
      await t.api('GET /api/admin/clinics', { query: { q: 'inactive' }, cookie: admin.cookie })
    ).json();
    expect(found.items.map((c: { name: string }) => c.name)).toEqual(['Inactive Clinic']);
  });

  it('finds clinics with or without diacritics, every word anywhere in name, address or city', async () => {
    await create({
      ...valid(),
      name: 'Phòng khám Thảo Điền Xanh',
      address: '12 Nguyễn Văn Hưởng, Thảo Điền',
      city: 'Đà Lạt',
    });
    await create({
      ...valid(),
      name: 'Phòng khám Hồ Gươm Ngọc',
      address: '5 Tràng Tiền',
      city: 'Hà Nội',
    });
    const names = async (q: string) =>
      (
        await (await t.api('GET /api/admin/clinics', { query: { q }, cookie: admin.cookie })).json()
      ).items.map((c: { name: string }) => c.name);
    expect(await names('thao dien xanh')).toEqual(['Phòng khám Thảo Điền Xanh']);
    expect(await names('Thảo Điền Xanh')).toEqual(['Phòng khám Thảo Điền Xanh']);
    expect(await names('da lat')).toEqual(['Phòng khám Thảo Điền Xanh']);
    expect(await names('ho guom ngoc')).toEqual(['Phòng khám Hồ Gươm Ngọc']);
    expect(await names('trang tien ha noi')).toEqual(['Phòng khám Hồ Gươm Ngọc']);
    expect(await names('nguyen van huong')).toEqual(['Phòng khám Thảo Điền Xanh']);
    expect(await names('xanh ha noi')).toEqual([]);
  });
});
