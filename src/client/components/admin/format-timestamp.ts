import type { Language } from '@shared/constants';
import { formatDate, formatDateTime, formatTime } from '../../lib/format';

/**
 * An exact moment for logs and lists: the product's date-time format ('3 thg 5, 2025 - 14:30' /
 * 'May 3, 2025 - 2:30 PM'), with the seconds when asked. Kept for the screens that import it;
 * new code uses useFormatters() from lib/format directly.
 */
export function formatTimestamp(
  value: string | Date,
  lng: Language,
  { seconds = true }: { seconds?: boolean } = {},
): string {
  return seconds
    ? `${formatDate(value, lng)} - ${formatTime(value, lng, { seconds: true })}`
    : formatDateTime(value, lng);
}

/** The calendar day of a timestamp: '3 thg 5, 2025' / 'May 3, 2025'. */
export function formatDay(value: string | Date, lng: Language): string {
  return formatDate(value, lng);
}

/** The time of day to the second: '14:30:05' / '2:30:05 PM'. */
export function formatClock(value: string | Date, lng: Language): string {
  return formatTime(value, lng, { seconds: true });
}
