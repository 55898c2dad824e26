import { describe, expect, it } from 'vitest';
import { textLanguage } from './text-language';

describe('the language a text is written in', () => {
  it('is Vietnamese as soon as a Vietnamese letter shows, however short', () => {
    expect(textLanguage('Tốt')).toBe('vi');
    expect(textLanguage('Bác sĩ rất tận tâm, giải thích kỹ càng.')).toBe('vi');
    expect(textLanguage('Đỉnh')).toBe('vi');
  });

  it('tells unaccented Vietnamese from English by its words', () => {
    expect(textLanguage('bac si rat tan tam, giai thich ky cang')).toBe('vi');
    expect(textLanguage('kham nhanh, gia hop ly')).toBe('vi');
    expect(textLanguage('Very kind doctor, explained everything clearly.')).toBe('en');
    expect(textLanguage('The wait was long but the care was great')).toBe('en');
  });

  it('says nothing when it cannot be told', () => {
    expect(textLanguage('ok')).toBeNull();
    expect(textLanguage('Good')).toBeNull();
    expect(textLanguage('   ')).toBeNull();
    expect(textLanguage(null)).toBeNull();
  });
});
