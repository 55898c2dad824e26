import type { Language } from './constants';

/*
 * How the site writes dates, shared by the browser's formatters (client/lib/format.ts) and the
 * pages the server writes by itself (the readable data export), so both read the same.
 */

export const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

/** The fields of a date-time display; hourCycle picks the 12-hour (en) or 24-hour (vi) clock. */
export const DATE_TIME_FIELDS: Record<Language, Intl.DateTimeFormatOptions> = {
  en: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hourCycle: 'h12',
  },
  vi: {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  },
};

/**
 * The date-time display from a DATE_TIME_FIELDS formatter's parts, in each language's own order:
 * 'May 3, 2025 - 2:30 PM' in English, '3 thg 5, 2025 - 14:30' in Vietnamese (day first, 24-hour
 * clock).
 */
export function dateTimeFromParts(parts: Intl.DateTimeFormatPart[], lng: Language): string {
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return lng === 'en'
    ? `${part('month')} ${part('day')}, ${part('year')} - ${time} ${part('dayPeriod')}`
    : `${part('day')} ${part('month')}, ${part('year')} - ${time}`;
}
