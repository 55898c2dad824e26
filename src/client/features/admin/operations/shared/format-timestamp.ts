import type { Language } from '@shared/constants';
import { format } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';

/**
 * An exact moment for logs and lists, to the second: '03/05/2025 14:30:05' as Vietnamese admins
 * write it, 'May 3, 2025 2:30:05 PM' in English.
 */
export function formatTimestamp(
  value: string | Date,
  lng: Language,
  { seconds = true }: { seconds?: boolean } = {},
): string {
  const date = value instanceof Date ? value : new Date(value);
  return lng === 'vi'
    ? format(date, seconds ? 'dd/MM/yyyy HH:mm:ss' : 'dd/MM/yyyy HH:mm', { locale: vi })
    : format(date, seconds ? 'MMM d, yyyy h:mm:ss a' : 'MMM d, yyyy h:mm a', { locale: enUS });
}

/** The calendar day of a timestamp: '03/05/2025' / 'May 3, 2025'. */
export function formatDay(value: string | Date, lng: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  return lng === 'vi' ? format(date, 'dd/MM/yyyy') : format(date, 'MMM d, yyyy', { locale: enUS });
}

/** The time of day to the second: '14:30:05' / '2:30:05 PM'. */
export function formatClock(value: string | Date, lng: Language): string {
  const date = value instanceof Date ? value : new Date(value);
  return lng === 'vi' ? format(date, 'HH:mm:ss') : format(date, 'h:mm:ss a', { locale: enUS });
}
