import type { AdminDoctor, Clinic, Dashboard } from '@shared/admin';
import { jsonResponse, meResponse } from '../../../test/render-app';
import { CARDIOLOGY } from '../../doctors/test-data';

/** Test data and stubs shared by the catalog admin screens' component tests. */

export const adminMe = () => jsonResponse(meResponse({ isAdmin: true }));

export const CLINIC_ID = '11111111-1111-4111-8111-111111111111';
export const DOCTOR_ID = '22222222-2222-4222-8222-222222222222';

const closed = { isOpen: false, open: null, close: null };
const nineToFive = { isOpen: true, open: '09:00', close: '17:00' };

export function makeClinic(overrides: Partial<Clinic> = {}): Clinic {
  return {
    id: CLINIC_ID,
    name: 'Phòng khám Quận 1',
    address: '12 Lê Lợi',
    city: 'TP. Hồ Chí Minh',
    description: null,
    description_en: null,
    phone: null,
    email: null,
    operating_hours: {
      monday: nineToFive,
      tuesday: nineToFive,
      wednesday: nineToFive,
      thursday: nineToFive,
      friday: nineToFive,
      saturday: closed,
      sunday: closed,
    },
    image_url: null,
    is_active: true,
    doctor_count: 3,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDoctor(overrides: Partial<AdminDoctor> = {}): AdminDoctor {
  return {
    id: DOCTOR_ID,
    name: 'BS. Lê Hoàng Nam',
    specialty_id: '5e3c0b1a-1111-4c2b-9f00-0000000000c1',
    specialty: CARDIOLOGY,
    clinic: 'Phòng khám Quận 1',
    clinic_id: CLINIC_ID,
    image_url: null,
    education: null,
    education_en: null,
    experience_years: null,
    bio: null,
    bio_en: null,
    status: 'pending',
    rating: 4.5,
    review_count: 6,
    feedback_count: 7,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    range: 'month',
    from: '2025-05-01T00:00:00.000Z',
    to: '2025-05-31T23:59:59.000Z',
    totals: { doctors: 12, reviews: 40, average_rating: 4.3, pending: 3, reported: 1 },
    categories: { medical: 4.4, customer: 4.2, compliance: 4.6, weighted: 4.4 },
    top_doctors: [
      {
        id: DOCTOR_ID,
        name: 'BS. Lê Hoàng Nam',
        specialty: CARDIOLOGY,
        clinic: 'Phòng khám Quận 1',
        rating: 4.9,
        review_count: 10,
      },
    ],
    recent_feedback: [
      {
        id: '33333333-3333-4333-8333-333333333333',
        doctor_name: 'BS. Lê Hoàng Nam',
        rating: 5,
        comment: 'Bác sĩ tận tâm',
        status: 'approved',
        created_at: '2025-05-20T08:30:00.000Z',
      },
    ],
    series: [
      { bucket: '2025-05-01', reviews: 2, average_rating: 4.5 },
      { bucket: '2025-05-02', reviews: 0, average_rating: 0 },
    ],
    ...overrides,
  };
}
