import { describe, expect, it } from 'vitest';
import { withoutFillerWords } from './search-words';

describe('filler words in a doctor search', () => {
  it.each([
    ['bác sĩ tim', 'tim'],
    ['Bác Sĩ tim mạch', 'tim mạch'],
    ['bac si tim', 'tim'],
    ['BS da liễu', 'da liễu'],
    ['heart doctor', 'heart'],
    ['Dr. skin', 'skin'],
    ['chuyên khoa mắt', 'mắt'],
    ['bác sĩ', ''],
    ['doctor', ''],
  ])('%s → %s', (q, want) => {
    expect(withoutFillerWords(q)).toBe(want);
  });

  it('keeps names and words that only look alike', () => {
    expect(withoutFillerWords('Nguyễn Đăng Khoa')).toBe('Nguyễn Đăng Khoa');
    expect(withoutFillerWords('bác Hùng')).toBe('bác Hùng');
    expect(withoutFillerWords('sĩ Lan')).toBe('sĩ Lan');
    expect(withoutFillerWords('drew')).toBe('drew');
  });
});
