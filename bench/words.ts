/**
 * Vietnamese word pools for the bench dataset. Weighted pools are written as [value, weight]
 * and expanded to 100-slot arrays, so SQL can pick from them with one uniform number.
 */

export type Weighted = readonly (readonly [string, number])[];

/** Family names with roughly their share of the population (Nguyễn ≈ 38%). */
export const FAMILY_NAMES: Weighted = [
  ['Nguyễn', 38],
  ['Trần', 11],
  ['Lê', 9],
  ['Phạm', 7],
  ['Hoàng', 3],
  ['Huỳnh', 3],
  ['Phan', 4],
  ['Vũ', 2],
  ['Võ', 3],
  ['Đặng', 2],
  ['Bùi', 2],
  ['Đỗ', 2],
  ['Hồ', 2],
  ['Ngô', 2],
  ['Dương', 2],
  ['Lý', 1],
  ['Đinh', 1],
  ['Trương', 1],
  ['Mai', 1],
  ['Cao', 1],
  ['Lương', 1],
  ['Tạ', 1],
];

export const MIDDLE_NAMES_MALE = ['Văn', 'Hữu', 'Đức', 'Minh', 'Quốc', 'Thanh', 'Hoàng', 'Công'];
export const MIDDLE_NAMES_FEMALE = ['Thị', 'Ngọc', 'Thu', 'Thanh', 'Minh', 'Kim', 'Phương', 'Hồng'];

export const GIVEN_NAMES_MALE = [
  'An',
  'Bình',
  'Cường',
  'Dũng',
  'Đạt',
  'Đức',
  'Hải',
  'Hiếu',
  'Hùng',
  'Huy',
  'Khang',
  'Khoa',
  'Kiên',
  'Long',
  'Minh',
  'Nam',
  'Nghĩa',
  'Phong',
  'Phúc',
  'Quân',
  'Quang',
  'Sơn',
  'Tài',
  'Thắng',
  'Thành',
  'Thịnh',
  'Trung',
  'Tuấn',
  'Tùng',
  'Việt',
];
export const GIVEN_NAMES_FEMALE = [
  'Anh',
  'Chi',
  'Diệp',
  'Dung',
  'Giang',
  'Hà',
  'Hạnh',
  'Hằng',
  'Hoa',
  'Hương',
  'Lan',
  'Liên',
  'Linh',
  'Loan',
  'Mai',
  'My',
  'Nga',
  'Ngân',
  'Ngọc',
  'Nhung',
  'Oanh',
  'Phương',
  'Quyên',
  'Tâm',
  'Thảo',
  'Thủy',
  'Trang',
  'Trâm',
  'Vy',
  'Yến',
];

/** Professional titles as written before a doctor's name. */
export const TITLES: Weighted = [
  ['BS.', 40],
  ['BS.CKI.', 22],
  ['BS.CKII.', 12],
  ['ThS.BS.', 16],
  ['TS.BS.', 6],
  ['PGS.TS.BS.', 4],
];

export const SPECIALTIES: Weighted = [
  ['Nội tổng quát', 12],
  ['Nhi khoa', 10],
  ['Sản phụ khoa', 8],
  ['Tim mạch', 6],
  ['Da liễu', 6],
  ['Tai mũi họng', 6],
  ['Răng hàm mặt', 6],
  ['Mắt', 5],
  ['Chấn thương chỉnh hình', 5],
  ['Thần kinh', 4],
  ['Tiêu hóa', 5],
  ['Nội tiết', 4],
  ['Hô hấp', 4],
  ['Thận – Tiết niệu', 3],
  ['Cơ xương khớp', 4],
  ['Ung bướu', 2],
  ['Tâm thần', 2],
  ['Dinh dưỡng', 2],
  ['Y học cổ truyền', 3],
  ['Phục hồi chức năng', 3],
];

/** Cities of the chain's clinics, with their share of the clinics, and a few districts each. */
export const CITIES: readonly { city: string; weight: number; districts: readonly string[] }[] = [
  {
    city: 'TP. Hồ Chí Minh',
    weight: 40,
    districts: [
      'Quận 1',
      'Quận 3',
      'Quận 5',
      'Quận 7',
      'Quận 10',
      'Bình Thạnh',
      'Phú Nhuận',
      'Tân Bình',
      'Gò Vấp',
      'Thủ Đức',
    ],
  },
  {
    city: 'Hà Nội',
    weight: 30,
    districts: [
      'Cầu Giấy',
      'Đống Đa',
      'Ba Đình',
      'Hoàn Kiếm',
      'Thanh Xuân',
      'Hai Bà Trưng',
      'Long Biên',
      'Tây Hồ',
    ],
  },
  { city: 'Đà Nẵng', weight: 8, districts: ['Hải Châu', 'Thanh Khê', 'Sơn Trà', 'Ngũ Hành Sơn'] },
  { city: 'Hải Phòng', weight: 6, districts: ['Lê Chân', 'Ngô Quyền', 'Hồng Bàng'] },
  { city: 'Cần Thơ', weight: 6, districts: ['Ninh Kiều', 'Cái Răng', 'Bình Thủy'] },
  { city: 'Nha Trang', weight: 4, districts: ['Lộc Thọ', 'Vĩnh Hải'] },
  { city: 'Huế', weight: 3, districts: ['Phú Hội', 'Vĩnh Ninh'] },
  { city: 'Biên Hòa', weight: 3, districts: ['Tân Phong', 'Trảng Dài'] },
];

export const STREETS = [
  'Lê Lợi',
  'Nguyễn Huệ',
  'Hai Bà Trưng',
  'Trần Hưng Đạo',
  'Lý Thường Kiệt',
  'Điện Biên Phủ',
  'Võ Văn Tần',
  'Nguyễn Thị Minh Khai',
  'Pasteur',
  'Cách Mạng Tháng Tám',
  'Hoàng Văn Thụ',
  'Phan Đình Phùng',
  'Xuân Thủy',
  'Trần Duy Hưng',
  'Nguyễn Văn Linh',
];

/** Review comments by the review's overall rating (1–2, 3, 4, 5). */
export const COMMENTS = {
  poor: [
    'Chờ đợi quá lâu, bác sĩ khám rất vội và không giải thích gì.',
    'Thái độ chưa thân thiện, tôi không hài lòng với buổi khám.',
    'Kê nhiều thuốc nhưng không nói rõ cách dùng, phải hỏi lại nhiều lần.',
    'Đặt lịch trước mà vẫn phải chờ hơn một tiếng.',
    'Bác sĩ ít lắng nghe, trả lời qua loa các câu hỏi của tôi.',
  ],
  mixed: [
    'Bác sĩ chuyên môn ổn nhưng thời gian chờ còn dài.',
    'Khám kỹ nhưng giải thích hơi nhanh, nên có thêm hướng dẫn.',
    'Phòng khám sạch sẽ, bác sĩ bình thường, giá hơi cao.',
    'Tạm được, lần sau mong được tư vấn kỹ hơn.',
  ],
  good: [
    'Bác sĩ khám kỹ, giải thích rõ ràng, nhân viên hỗ trợ nhiệt tình.',
    'Tư vấn dễ hiểu, đơn thuốc hợp lý, tôi thấy đỡ nhiều sau một tuần.',
    'Bác sĩ nhẹ nhàng với con tôi, bé không còn sợ đi khám.',
    'Đúng giờ hẹn, khám cẩn thận, sẽ quay lại tái khám.',
    'Chuyên môn tốt, chỉ có bãi gửi xe hơi chật.',
  ],
  excellent: [
    'Bác sĩ rất tận tâm, lắng nghe và giải thích cặn kẽ từng bước điều trị.',
    'Tuyệt vời! Chẩn đoán chính xác, điều trị hiệu quả, cảm ơn bác sĩ rất nhiều.',
    'Bác sĩ giỏi và chu đáo, gọi điện hỏi thăm sau khi khám.',
    'Tôi đã đi nhiều nơi, đây là bác sĩ tôi tin tưởng nhất.',
    'Khám nhanh mà vẫn kỹ, thái độ niềm nở, rất đáng để giới thiệu.',
    'Bác sĩ có chuyên môn cao, tư vấn tận tình cho cả gia đình tôi.',
  ],
} as const;

/** Expands [value, weight] pairs to 100 slots (rounded), in order. */
export function slots(pool: Weighted, size = 100): string[] {
  const total = pool.reduce((s, [, w]) => s + w, 0);
  const out: string[] = [];
  let acc = 0;
  for (const [value, weight] of pool) {
    acc += weight;
    const until = Math.round((acc / total) * size);
    while (out.length < until) out.push(value);
  }
  return out;
}

/** Deterministic PRNG (mulberry32) for the small, TypeScript-made tables. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function pickFrom<T>(random: () => number, list: readonly T[]): T {
  return list[Math.floor(random() * list.length)]!;
}
