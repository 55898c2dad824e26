/**
 * Demo patient accounts. DEMO_PATIENTS are the ten showcase accounts people can sign in with;
 * DEMO_BACKGROUND_PATIENTS are extra, generated reviewers so every review can have its own
 * author (a patient reviews a doctor at most once, and some doctors have 30 reviews).
 *
 * Names follow Vietnamese forms: lastName is "họ và tên đệm" (family and middle names) and
 * firstName is "tên" (the given name people are called by), so a Vietnamese full name reads
 * `${lastName} ${firstName}` and an English one `${firstName} ${lastName}`.
 */
import { mulberry32, pick } from './prng';

export type DemoLanguage = 'vi' | 'en';

export interface DemoPatient {
  email: string;
  firstName: string;
  lastName: string;
  language: DemoLanguage;
  /** Vietnamese mobile number as people write it: 0 followed by 9 digits. */
  phone: string;
}

export const DEMO_PATIENTS: readonly DemoPatient[] = [
  {
    email: 'nhung.nguyen@example.com',
    firstName: 'Nhung',
    lastName: 'Nguyễn Thị Hồng',
    language: 'vi',
    phone: '0901234567',
  },
  {
    email: 'minh.tran@example.com',
    firstName: 'Minh',
    lastName: 'Trần Quang',
    language: 'vi',
    phone: '0912345678',
  },
  {
    email: 'thao.le@example.com',
    firstName: 'Thảo',
    lastName: 'Lê Phương',
    language: 'vi',
    phone: '0938765432',
  },
  {
    email: 'khang.pham@example.com',
    firstName: 'Khang',
    lastName: 'Phạm Đức',
    language: 'vi',
    phone: '0976543210',
  },
  {
    email: 'lan.hoang@example.com',
    firstName: 'Lan',
    lastName: 'Hoàng Thị Ngọc',
    language: 'vi',
    phone: '0983456789',
  },
  {
    email: 'dong.vu@example.com',
    firstName: 'Đông',
    lastName: 'Vũ Văn',
    language: 'vi',
    phone: '0868123456',
  },
  {
    email: 'sarah.mitchell@example.com',
    firstName: 'Sarah',
    lastName: 'Mitchell',
    language: 'en',
    phone: '0707654321',
  },
  {
    email: 'david.keller@example.com',
    firstName: 'David',
    lastName: 'Keller',
    language: 'en',
    phone: '0778899001',
  },
  {
    email: 'tuan.dinh@example.com',
    firstName: 'Tuấn',
    lastName: 'Đinh Anh',
    language: 'vi',
    phone: '0359876543',
  },
  {
    email: 'vy.ly@example.com',
    firstName: 'Vy',
    lastName: 'Lý Tường',
    language: 'vi',
    phone: '0823456780',
  },
];

/** Lower-case ASCII form of a Vietnamese name, for e-mail addresses. */
export function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '.')
    .replace(/^\.|\.$/g, '');
}

const FAMILY = [
  'Nguyễn',
  'Trần',
  'Lê',
  'Phạm',
  'Hoàng',
  'Huỳnh',
  'Phan',
  'Vũ',
  'Võ',
  'Đặng',
  'Bùi',
  'Đỗ',
  'Hồ',
  'Ngô',
  'Dương',
  'Trương',
  'Đoàn',
  'Lâm',
] as const;
const MIDDLE_MALE = ['Văn', 'Minh', 'Quốc', 'Đức', 'Hữu', 'Thanh', 'Gia', 'Công'] as const;
const GIVEN_MALE = [
  'Hùng',
  'Dũng',
  'Phúc',
  'Long',
  'Khôi',
  'Bảo',
  'Hải',
  'Sơn',
  'Thắng',
  'Tài',
  'Nghĩa',
  'Đạt',
] as const;
const MIDDLE_FEMALE = ['Thị', 'Ngọc', 'Thu', 'Bảo', 'Kim', 'Mỹ', 'Thanh', 'Diệu'] as const;
const GIVEN_FEMALE = [
  'Trang',
  'Hương',
  'Linh',
  'Yến',
  'Mai',
  'Hạnh',
  'Uyên',
  'Chi',
  'Giang',
  'Thảo',
  'Quyên',
  'Như',
] as const;
const MOBILE_PREFIXES = [
  '090',
  '091',
  '093',
  '094',
  '096',
  '097',
  '098',
  '070',
  '079',
  '081',
  '085',
  '086',
  '032',
  '038',
] as const;

export const DEMO_BACKGROUND_PATIENT_COUNT = 30;

function buildBackgroundPatients(): DemoPatient[] {
  const rng = mulberry32(0x5eed_2024);
  const out: DemoPatient[] = [];
  const names = new Set(DEMO_PATIENTS.map((p) => `${p.lastName} ${p.firstName}`));
  const phones = new Set(DEMO_PATIENTS.map((p) => p.phone));
  while (out.length < DEMO_BACKGROUND_PATIENT_COUNT) {
    const female = rng() < 0.55;
    const family = pick(rng, FAMILY);
    const middle = pick(rng, female ? MIDDLE_FEMALE : MIDDLE_MALE);
    const given = pick(rng, female ? GIVEN_FEMALE : GIVEN_MALE);
    const lastName = `${family} ${middle}`;
    if (names.has(`${lastName} ${given}`)) continue;
    let phone = '';
    do {
      phone = pick(rng, MOBILE_PREFIXES) + String(Math.floor(rng() * 10_000_000)).padStart(7, '0');
    } while (phones.has(phone));
    names.add(`${lastName} ${given}`);
    phones.add(phone);
    const n = String(out.length + 1).padStart(2, '0');
    out.push({
      email: `${asciiSlug(given)}.${asciiSlug(family)}.${n}@example.com`,
      firstName: given,
      lastName,
      language: 'vi',
      phone,
    });
  }
  return out;
}

export const DEMO_BACKGROUND_PATIENTS: readonly DemoPatient[] = buildBackgroundPatients();

/**
 * Everyone who may author a demo review; `DemoReview.patientIndex` indexes this list. The first
 * entries are DEMO_PATIENTS in the same order, so an index below DEMO_PATIENTS.length is a
 * showcase account.
 */
export const DEMO_REVIEW_AUTHORS: readonly DemoPatient[] = [
  ...DEMO_PATIENTS,
  ...DEMO_BACKGROUND_PATIENTS,
];
