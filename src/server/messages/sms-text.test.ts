import { describe, expect, it } from 'vitest';
import { fitsOneSegment, plainSmsText } from './sms-text';

describe('SMS text', () => {
  it('writes Vietnamese without diacritics, in the GSM-7 alphabet', () => {
    expect(plainSmsText('Phòng khám Đa khoa Quốc tế – Quận 7')).toBe(
      'Phong kham Da khoa Quoc te - Quan 7',
    );
    expect(plainSmsText('Bệnh viện “Hòa Hảo” ★')).toBe('Benh vien "Hoa Hao" ');
  });

  it('fits one segment only at 160 GSM-7 characters or fewer', () => {
    expect(fitsOneSegment('a'.repeat(160))).toBe(true);
    expect(fitsOneSegment('a'.repeat(161))).toBe(false);
    expect(fitsOneSegment('Tốt')).toBe(false);
  });
});
