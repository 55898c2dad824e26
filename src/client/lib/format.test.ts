import { format } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayMonth,
  formatList,
  formatMonthYear,
  formatNumber,
  formatRating,
  formatTime,
  formatTimeOfDay,
  formatTimeRange,
} from './format';

describe('formatDateTime', () => {
  it("shows the date-time in each language's order", () => {
    const date = new Date(2025, 4, 3, 14, 30);
    expect(formatDateTime(date, 'en')).toBe('May 3, 2025 - 2:30 PM');
    expect(formatDateTime(date, 'vi')).toBe('3 thg 5, 2025 - 14:30');
    const midnight = new Date(2025, 8, 11, 0, 5);
    expect(formatDateTime(midnight, 'en')).toBe('Sep 11, 2025 - 12:05 AM');
    expect(formatDateTime(midnight, 'vi')).toBe('11 thg 9, 2025 - 00:05');
  });

  it("matches date-fns' patterns it replaced, for every month and hour", () => {
    // date-fns stays a dev dependency of the admin area; here it is the reference.
    for (let month = 0; month < 12; month += 1) {
      for (let hour = 0; hour < 24; hour += 1) {
        const date = new Date(2026, month, 1 + ((month * 7 + hour) % 28), hour, (hour * 7) % 60);
        expect(formatDateTime(date, 'en')).toBe(
          format(date, 'MMM d, yyyy - h:mm a', { locale: enUS }),
        );
        expect(formatDateTime(date, 'vi')).toBe(
          format(date, 'd MMM, yyyy - HH:mm', { locale: vi }),
        );
      }
    }
  });
});

describe('the other date, time and number formats', () => {
  it('has one date format per language, the date part of the date-time', () => {
    const date = new Date(2025, 4, 3, 14, 30);
    expect(formatDate(date, 'vi')).toBe('3 thg 5, 2025');
    expect(formatDate(date, 'en')).toBe('May 3, 2025');
    expect(formatDateTime(date, 'vi').startsWith(formatDate(date, 'vi'))).toBe(true);
    expect(formatDateTime(date, 'en').startsWith(formatDate(date, 'en'))).toBe(true);
  });

  it('shows the time of a moment on the 24-hour clock in Vietnamese only', () => {
    const afternoon = new Date(2025, 4, 3, 14, 30, 5);
    expect(formatTime(afternoon, 'vi')).toBe('14:30');
    expect(formatTime(afternoon, 'en')).toBe('2:30 PM');
    expect(formatTime(afternoon, 'vi', { seconds: true })).toBe('14:30:05');
    expect(formatTime(afternoon, 'en', { seconds: true })).toBe('2:30:05 PM');
    const early = new Date(2025, 4, 3, 0, 7, 9);
    expect(formatTime(early, 'vi', { seconds: true })).toBe('00:07:09');
    expect(formatTime(early, 'en')).toBe('12:07 AM');
  });

  it('shows stored clock times and opening hours per language', () => {
    expect(formatTimeOfDay('09:00', 'vi')).toBe('09:00');
    expect(formatTimeOfDay('17:30', 'vi')).toBe('17:30');
    expect(formatTimeOfDay('00:15', 'vi')).toBe('00:15');
    expect(formatTimeOfDay('09:00', 'en')).toBe('9:00 AM');
    expect(formatTimeOfDay('17:30', 'en')).toBe('5:30 PM');
    expect(formatTimeOfDay('00:15', 'en')).toBe('12:15 AM');
    expect(formatTimeOfDay('12:00', 'en')).toBe('12:00 PM');
    expect(formatTimeRange('09:00', '17:00', 'vi')).toBe('09:00–17:00');
    expect(formatTimeRange('09:00', '17:00', 'en')).toBe('9:00 AM – 5:00 PM');
  });

  it('agrees with Intl on every quarter hour in English, with no 12-hour form in Vietnamese', () => {
    const en = new Intl.DateTimeFormat('en-US', {
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
      timeZone: 'UTC',
    });
    for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
      const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
      const mm = String(minutes % 60).padStart(2, '0');
      const value = `${hh}:${mm}`;
      expect(formatTimeOfDay(value, 'en')).toBe(
        en.format(Date.UTC(2000, 0, 1, minutes / 60, minutes % 60)).replace(/\s/g, ' '),
      );
      expect(formatTimeOfDay(value, 'vi')).toBe(value);
    }
  });

  it('reads calendar buckets in UTC for chart labels', () => {
    expect(formatDayMonth('2025-05-03', 'vi')).toBe('3 thg 5');
    expect(formatDayMonth('2025-05-03', 'en')).toBe('May 3');
    expect(formatMonthYear('2025-05-01T00:00:00Z', 'en')).toBe('May 25');
    expect(formatMonthYear('2025-05-01T00:00:00Z', 'vi')).toBe('thg 5 25');
  });

  it('writes decimals and thousands the way each language does', () => {
    expect(formatRating(4.5, 'vi')).toBe('4,5');
    expect(formatRating(4.5, 'en')).toBe('4.5');
    expect(formatRating(4, 'vi')).toBe('4,0');
    expect(formatNumber(12345.6, 'vi')).toBe('12.345,6');
    expect(formatNumber(12345.6, 'en')).toBe('12,345.6');
    expect(formatList(['a', 'b', 'c'], 'vi')).toBe('a, b và c');
    expect(formatList(['a', 'b', 'c'], 'en')).toBe('a, b, and c');
  });
});
