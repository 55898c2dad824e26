import { describe, expect, it } from 'vitest';
import { maskedVnPhone, normalizeVnPhone } from './phone';

describe('normalizeVnPhone', () => {
  it('treats 0… and +84… as the same number', () => {
    expect(normalizeVnPhone('0901234567')).toBe('+84901234567');
    expect(normalizeVnPhone('+84901234567')).toBe('+84901234567');
    expect(normalizeVnPhone('84901234567')).toBe('+84901234567');
    expect(normalizeVnPhone('090 123 4567')).toBe('+84901234567');
    expect(normalizeVnPhone('(028) 3822-1234')).toBe('+842838221234');
    expect(normalizeVnPhone('0345.678.901')).toBe('+84345678901');
    // A national 0 kept after the country code is the same number.
    expect(normalizeVnPhone('+840901234567')).toBe('+84901234567');
  });

  it.each(['', '12345', '+1 415 555 0100', '090123456', '09012345678', 'abc', '0212345678'])(
    'refuses %j',
    (v) => {
      expect(normalizeVnPhone(v)).toBeNull();
    },
  );
});

describe('maskedVnPhone', () => {
  it('keeps the first two and last three digits, as Vietnamese numbers are written', () => {
    expect(maskedVnPhone('+84912345678')).toBe('09•• ••• 678');
  });
});
