import { describe, expect, it } from 'vitest';
import { REMOVED, scrubIdentity } from './scrub';

const who = {
  firstName: 'Hồng Nhung',
  lastName: 'Nguyễn Thị',
  email: 'nhung.nguyen@example.com',
  phones: ['+84901234567'],
};

describe("taking a person's identity out of a text", () => {
  it.each([
    ['Tôi là Nguyễn Thị Hồng Nhung.', `Tôi là ${REMOVED}.`],
    ['toi la nguyen thi hong nhung', `toi la ${REMOVED}`],
    ['Hồng Nhung Nguyễn Thị viết', `${REMOVED} viết`],
    ['Liên hệ NHUNG.NGUYEN@EXAMPLE.COM.', `Liên hệ ${REMOVED}.`],
    [
      'Gọi 0901 234 567, 090.123.4567, +84 901234567 hoặc 84901234567',
      `Gọi ${REMOVED}, ${REMOVED}, ${REMOVED} hoặc ${REMOVED}`,
    ],
    ['Chị hong nhung dễ thương', `Chị ${REMOVED} dễ thương`],
  ])('%s', (text, expected) => {
    expect(scrubIdentity(text, who)).toBe(expected);
  });

  it('leaves everything else: other numbers, the family name alone, words holding the name', () => {
    for (const text of [
      'Bác sĩ Nguyễn Văn Đức khám lúc 09:30, phòng 0901.',
      'Số tổng đài 1900 1234 và 0909 999 999.',
      'Nhungnhăng, Hồng Nhungx',
    ]) {
      expect(scrubIdentity(text, who)).toBe(text);
    }
  });
});
