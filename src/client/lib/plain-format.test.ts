import { describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatDate,
  formatNumber,
  formatPercent,
  formatRating,
  setDisplayTimeZone,
} from './format';
import { plainDate, plainNumber } from './plain-format';

const LOCALES = { vi: 'vi-VN', en: 'en-US' } as const;
const LANGUAGES = ['vi', 'en'] as const;

/** A seeded generator, so a failure names a value that comes again. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

/** Every value the pages show, and plenty around them. */
function numbers(): number[] {
  const random = seeded(20261127);
  const values: number[] = [];
  for (let i = 0; i <= 5000; i++) values.push(i / 1000, i / 100, i);
  for (let i = 0; i < 3000; i++) {
    values.push(random() * 5, random() * 1e6, Math.round(random() * 1e9), random() * 1e13);
    values.push(Math.round(random() * 1e6) / 1e4, Math.round(random() * 5e3) / 1e3 + 0.0005);
  }
  values.push(
    4.8e-8,
    1e-7,
    0.0005,
    0.0004999,
    0.9995,
    999.9995,
    999999.9999,
    1e14 + 0.5,
    123456789012345,
  );
  return values;
}

describe('numbers written without Intl', () => {
  it('are what Intl writes, for ratings, counts and percentages in both languages', () => {
    for (const lng of LANGUAGES) {
      const rating = new Intl.NumberFormat(LOCALES[lng], {
        minimumFractionDigits: 1,
        maximumFractionDigits: 1,
      });
      const plain = new Intl.NumberFormat(LOCALES[lng]);
      const percent = new Intl.NumberFormat(LOCALES[lng], {
        style: 'percent',
        maximumFractionDigits: 0,
      });
      for (const value of numbers()) {
        expect([value, formatRating(value, lng)]).toEqual([value, rating.format(value)]);
        expect([value, formatNumber(value, lng)]).toEqual([value, plain.format(value)]);
        expect([value, formatPercent(value / 1000, lng)]).toEqual([
          value,
          percent.format(value / 1000),
        ]);
      }
    }
  });

  it('round as Intl does: the decimal the number reads as, half away from zero', () => {
    expect(formatRating(4.35, 'vi')).toBe('4,4');
    expect(formatRating(4.25, 'en')).toBe('4.3');
    expect(formatRating(4.96, 'en')).toBe('5.0');
    expect(formatNumber(999.9995, 'en')).toBe('1,000');
    expect(formatNumber(1234567.891, 'vi')).toBe('1.234.567,891');
    expect(formatPercent(0.375, 'vi')).toBe('38%');
  });

  it('leave to Intl what they do not write: negatives, non-finite and huge numbers', () => {
    for (const value of [-1, -0.5, -0, 4.8e-8, Number.NaN, Number.POSITIVE_INFINITY, 1e15, 1e21]) {
      expect(plainNumber(value, 'en', 0, 3)).toBeNull();
      expect(formatNumber(value, 'en')).toBe(new Intl.NumberFormat('en-US').format(value));
    }
    expect(formatRating(-4.35, 'vi')).toBe('-4,4');
  });
});

describe('dates written without Intl', () => {
  it("are Intl's medium date, for every day of eleven years, in both languages", () => {
    for (const lng of LANGUAGES) {
      const medium = new Intl.DateTimeFormat(LOCALES[lng], { dateStyle: 'medium' });
      for (let day = new Date(2020, 0, 1); day.getFullYear() <= 2030; ) {
        expect(formatDate(day, lng)).toBe(medium.format(day));
        day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1, 13);
      }
    }
  });

  it('leave to Intl the dates outside four-digit years and invalid ones', () => {
    expect(plainDate(new Date(Number.NaN), 'en')).toBeNull();
    expect(plainDate(new Date(-62198755200000), 'en')).toBeNull();
    expect(() => formatDate(Number.NaN, 'vi')).toThrow(RangeError);
  });
});

describe('calendar dates (yyyy-MM-dd)', () => {
  it('show the same day whatever zone moments are shown in, as on the server renderer', () => {
    // A zone behind the runtime's and one ahead of it: local midnight moved into either one
    // may land on another day; a calendar date is never moved.
    try {
      for (const zone of [undefined, 'America/Los_Angeles', 'Pacific/Kiritimati']) {
        setDisplayTimeZone(zone);
        expect(formatCalendarDate('2026-11-27', 'en')).toBe('Nov 27, 2026');
        expect(formatCalendarDate('2026-01-01', 'vi')).toBe('1 thg 1, 2026');
        expect(formatCalendarDate('2025-12-31T00:00:00', 'vi')).toBe('31 thg 12, 2025');
      }
    } finally {
      // The other tests show moments in the runtime's own zone.
      setDisplayTimeZone(undefined);
    }
  });
});
