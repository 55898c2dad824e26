import type {
  DoctorFacets,
  DoctorProfile,
  DoctorStats,
  DoctorSummary,
  Paged,
  Review,
} from '@shared/doctors';

/** Specialties as the API gives them: both names. */
export const CARDIOLOGY = { slug: 'cardiology', name_vi: 'Tim mạch', name_en: 'Cardiology' };
export const PEDIATRICS = { slug: 'pediatrics', name_vi: 'Nhi khoa', name_en: 'Pediatrics' };
export const DERMATOLOGY = { slug: 'dermatology', name_vi: 'Da liễu', name_en: 'Dermatology' };

/** Fixtures for the doctor directory's component tests, shaped like the API's answers. */

export const CLINIC_ID = '3f1c7a2e-5b4d-4c8e-9a6f-1e2d3c4b5a60';
export const DOCTOR_ID = '8a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

export function doctorSummary(overrides: Partial<DoctorSummary> = {}): DoctorSummary {
  return {
    id: DOCTOR_ID,
    name: 'PGS.TS.BS. Nguyễn Văn Đức',
    specialty: CARDIOLOGY,
    clinic: 'Phòng khám Quận 1',
    clinic_id: CLINIC_ID,
    image_url: '/uploads/doctors/duc.webp',
    has_score: true,
    score: 4.6,
    review_count: 18,
    medical_expertise: 4.7,
    customer_experience: 4.5,
    compliance: 4.6,
    ...overrides,
  };
}

/** A doctor with too few approved reviews for a score: no score, no criteria. */
export const UNSCORED = {
  has_score: false,
  score: null,
  review_count: 2,
  medical_expertise: null,
  customer_experience: null,
  compliance: null,
} satisfies Partial<DoctorSummary>;

export function paged<T>(items: T[], total = items.length, page = 1, page_size = 12): Paged<T> {
  return { items, total, page, page_size };
}

export const FACETS: DoctorFacets = {
  specialties: [
    { ...PEDIATRICS, count: 2 },
    { ...CARDIOLOGY, count: 3 },
  ],
  cities: [
    { value: 'Hà Nội', count: 2 },
    { value: 'TP. Hồ Chí Minh', count: 9 },
  ],
  clinics: [{ id: CLINIC_ID, name: 'Phòng khám Quận 1', city: 'TP. Hồ Chí Minh', count: 3 }],
};

const WEEKDAY_HOURS = { isOpen: true, open: '08:00', close: '17:00' };
/** Weekdays 08:00–17:00, Saturday mornings, closed on Sunday. */
export const WEEK_HOURS = {
  monday: WEEKDAY_HOURS,
  tuesday: WEEKDAY_HOURS,
  wednesday: WEEKDAY_HOURS,
  thursday: WEEKDAY_HOURS,
  friday: WEEKDAY_HOURS,
  saturday: { isOpen: true, open: '08:00', close: '12:00' },
  sunday: { isOpen: false, open: null, close: null },
};

export function doctorProfile(overrides: Partial<DoctorProfile> = {}): DoctorProfile {
  return {
    ...doctorSummary(),
    education: 'Đại học Y Dược TP. Hồ Chí Minh',
    education_en: null,
    experience_years: 20,
    bio: 'Chuyên điều trị bệnh mạch vành.',
    bio_en: 'Treats coronary artery disease.',
    clinic_info: {
      id: CLINIC_ID,
      name: 'Phòng khám Quận 1',
      address: '12 Lê Lợi, Quận 1',
      city: 'TP. Hồ Chí Minh',
      phone: '028 3822 1234',
      operating_hours: WEEK_HOURS,
    },
    updated_at: '2025-05-01T08:00:00.000Z',
    ...overrides,
  };
}

export function review(overrides: Partial<Review> = {}): Review {
  return {
    id: 'r1',
    date: '2025-05-03',
    rating: 5,
    medical_expertise: 5,
    customer_experience: 4,
    compliance: 5,
    comment: 'Bác sĩ tận tình.',
    comment_lang: 'vi',
    is_anonymous: false,
    patient_name: 'Nhung N.',
    verified_visit: false,
    replies: [],
    ...overrides,
  };
}

export const STATS: DoctorStats = {
  has_score: true,
  review_count: 18,
  min_reviews_for_score: 3,
  rating_counts: { '1': 0, '2': 1, '3': 2, '4': 5, '5': 10 },
  score: 4.6,
  avg_medical: 4.6,
  avg_customer: 4.4,
  avg_compliance: 4.8,
  percent: { medical: 92, customer: 88, compliance: 96 },
};
