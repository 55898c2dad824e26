/** Demo clinics of the chain: five branches in Ho Chi Minh City and one in Hanoi. */
import type { ClinicDetails } from '../../../shared/admin';
import type { DayHours, WeekHours } from '../../../shared/clinic-hours';

export const DEMO_CLINIC_KEYS = [
  'quan-1',
  'quan-3',
  'quan-7',
  'binh-thanh',
  'thu-duc',
  'cau-giay',
] as const;
export type DemoClinicKey = (typeof DEMO_CLINIC_KEYS)[number];

export interface DemoClinic extends Omit<ClinicDetails, 'invitation_channels'> {
  key: DemoClinicKey;
}

export const CITY_HCMC = 'TP. Hồ Chí Minh';
export const CITY_HANOI = 'Hà Nội';

const open = (from: string, to: string): DayHours => ({ isOpen: true, open: from, close: to });
const closed: DayHours = { isOpen: false, open: null, close: null };

/** Weekdays share one schedule; Saturday and Sunday are given separately. */
function week(weekday: DayHours, saturday: DayHours, sunday: DayHours) {
  return {
    monday: weekday,
    tuesday: weekday,
    wednesday: weekday,
    thursday: weekday,
    friday: weekday,
    saturday,
    sunday,
  } satisfies WeekHours;
}

export const DEMO_CLINICS: readonly DemoClinic[] = [
  {
    key: 'quan-1',
    name: 'Phòng khám Đa khoa An Khang – Quận 1',
    address: '125 Nguyễn Thị Minh Khai, Phường Bến Thành, Quận 1',
    city: CITY_HCMC,
    description:
      'Cơ sở đầu tiên của hệ thống An Khang, ngay trung tâm Quận 1. Phòng khám có đầy đủ chuyên khoa Tim mạch và Răng hàm mặt, cùng phòng xét nghiệm và chẩn đoán hình ảnh hiện đại. Khám ngoài giờ buổi tối và sáng Chủ nhật cho người đi làm.',
    description_en:
      'The first An Khang clinic, in the heart of District 1, with cardiology and dentistry, and a modern laboratory and imaging department. Open on weekday evenings and Sunday mornings for people who work.',
    phone: '028-382-21234',
    email: 'quan1@ankhang.example.com',
    operating_hours: week(open('07:30', '20:00'), open('07:30', '17:00'), open('08:00', '12:00')),
    is_active: true,
  },
  {
    key: 'quan-3',
    name: 'Phòng khám Đa khoa An Khang – Quận 3',
    address: '88 Võ Văn Tần, Phường Võ Thị Sáu, Quận 3',
    city: CITY_HCMC,
    description:
      'Phòng khám chuyên sâu về Nhi khoa và Mắt với khu vui chơi riêng cho trẻ em. Có dịch vụ tiêm chủng theo lịch của Bộ Y tế và khám mắt, đo khúc xạ cho học sinh.',
    description_en:
      'A clinic focused on pediatrics and eye care, with its own play area for children. Vaccinations on the Ministry of Health schedule, and eye tests and refraction for schoolchildren.',
    phone: '028-393-05678',
    email: 'quan3@ankhang.example.com',
    operating_hours: week(open('07:00', '19:30'), open('07:00', '16:30'), open('07:30', '11:30')),
    is_active: true,
  },
  {
    key: 'quan-7',
    name: 'Phòng khám Đa khoa An Khang – Quận 7',
    address: 'Tầng 2, 450 Nguyễn Thị Thập, Phường Tân Quy, Quận 7',
    city: CITY_HCMC,
    description:
      'Cơ sở gần khu Phú Mỹ Hưng, phục vụ nhiều gia đình và người nước ngoài; bác sĩ có thể tư vấn bằng tiếng Anh. Thế mạnh: Nội tổng quát, Tiêu hóa và Da liễu, có nội soi tiêu hóa không đau.',
    description_en:
      'Near Phu My Hung, serving many families and foreign residents; doctors can consult in English. Strengths: internal medicine, gastroenterology and dermatology, with painless endoscopy.',
    phone: '028-377-54321',
    email: 'quan7@ankhang.example.com',
    operating_hours: week(open('08:00', '20:00'), open('08:00', '17:00'), closed),
    is_active: true,
  },
  {
    key: 'binh-thanh',
    name: 'Phòng khám Đa khoa An Khang – Bình Thạnh',
    address: '212 Điện Biên Phủ, Phường 17, Quận Bình Thạnh',
    city: CITY_HCMC,
    description:
      'Phòng khám Sản phụ khoa và Tai mũi họng với phòng siêu âm 4D, theo dõi thai kỳ trọn gói và nội soi tai mũi họng. Có chỗ đậu xe máy miễn phí cho bệnh nhân.',
    description_en:
      'An obstetrics, gynecology and ENT clinic with a 4D ultrasound room, full pregnancy follow-up and ENT endoscopy. Free motorbike parking for patients.',
    phone: '028-351-09876',
    email: 'binhthanh@ankhang.example.com',
    operating_hours: week(open('07:30', '19:00'), open('07:30', '17:00'), open('08:00', '11:45')),
    is_active: true,
  },
  {
    key: 'thu-duc',
    name: 'Phòng khám Đa khoa An Khang – Thủ Đức',
    address: '36 Võ Văn Ngân, Phường Linh Chiểu, TP. Thủ Đức',
    city: CITY_HCMC,
    description:
      'Cơ sở mới đang hoàn thiện và sẽ sớm khai trương, tập trung vào Nội tiết và khám sức khỏe doanh nghiệp cho khu công nghệ cao.',
    description_en:
      'A new clinic opening soon, focused on endocrinology and company health checks for the high-tech park.',
    phone: '028-372-20135',
    email: 'thuduc@ankhang.example.com',
    operating_hours: week(open('08:00', '17:00'), open('08:00', '12:00'), closed),
    is_active: false,
  },
  {
    key: 'cau-giay',
    name: 'Phòng khám Đa khoa An Khang – Cầu Giấy',
    address: '165 Cầu Giấy, Phường Quan Hoa, Quận Cầu Giấy',
    city: CITY_HANOI,
    description:
      'Cơ sở đầu tiên của An Khang tại Hà Nội, chuyên Thần kinh và Chấn thương chỉnh hình, có phòng vật lý trị liệu và phục hồi chức năng sau chấn thương thể thao.',
    description_en:
      'The first An Khang clinic in Hanoi, specialised in neurology and orthopedics, with physiotherapy and rehabilitation after sports injuries.',
    phone: '024-377-56789',
    email: 'caugiay@ankhang.example.com',
    operating_hours: week(open('07:30', '18:30'), open('07:30', '16:00'), closed),
    is_active: true,
  },
];

export function demoClinicIndex(key: DemoClinicKey): number {
  const index = DEMO_CLINICS.findIndex((c) => c.key === key);
  if (index < 0) throw new Error(`unknown demo clinic ${key}`);
  return index;
}

export function demoClinic(key: DemoClinicKey): DemoClinic {
  return DEMO_CLINICS[demoClinicIndex(key)] as DemoClinic;
}
