import { format } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format';

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
