import type { Language } from '@shared/constants';
import { DATE_TIME_FIELDS, dateTimeFromParts, INTL_LOCALE } from '@shared/date-text';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../i18n';
import { plainDate, plainNumber } from './plain-format';

/*
 * Intl formatters are costly to build (locale data is resolved each time) and cheap to use: a
 * page of reviews formats hundreds of numbers and dates, so each formatter is built once per
 * locale and options.
 */
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function cached<F extends Intl.NumberFormat | Intl.DateTimeFormat>(
  kind: string,
  locale: string,
  options: object | undefined,
  build: () => F,
): F {
  const key = `${kind} ${locale} ${JSON.stringify(options)}`;
  let formatter = formatters.get(key) as F | undefined;
  if (!formatter) {
    formatter = build();
    formatters.set(key, formatter);
  }
  return formatter;
}

const numberFormat = (locale: string, options?: Intl.NumberFormatOptions) =>
  cached('number', locale, options, () => new Intl.NumberFormat(locale, options));

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

export function intlLocale(lng: Language): string {
  return INTL_LOCALE[lng];
}

/** A number as Intl writes it by default: grouped by thousands, at most three decimals. */
export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions) {
  const plain = options ? null : plainNumber(value, lng, 0, 3);
  return plain ?? numberFormat(INTL_LOCALE[lng], options).format(value);
}

/** Ratings always show one decimal ('4,5' in Vietnamese, '4.5' in English). */
export function formatRating(value: number, lng: Language): string {
  return (
    plainNumber(value, lng, 1, 1) ??
    formatNumber(value, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 })
  );
}

/** `fraction` is 0–1, e.g. a criteria weight of 0.4 → '40%'. */
export function formatPercent(fraction: number, lng: Language): string {
  const plain = plainNumber(fraction, lng, 0, 0, 2);
  return plain !== null
    ? `${plain}%`
    : formatNumber(fraction, lng, { style: 'percent', maximumFractionDigits: 0 });
}

/**
 * The time zone moments are shown in: the browser's own (undefined). The server's renderer has no
 * visitor's zone, so it shows the clinics' (see entry-server.tsx), which is the browser's for
 * almost every patient, and the page hydrates without a difference.
 */
let displayTimeZone: string | undefined;

export function setDisplayTimeZone(timeZone: string | undefined): void {
  displayTimeZone = timeZone;
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date in the language's usual form ('3 thg 5, 2025' / 'May 3, 2025'). */
export function formatDate(value: Date | string | number, lng: Language): string {
  const date = toDate(value);
  const plain = displayTimeZone === undefined ? plainDate(date, lng) : null;
  return (
    plain ??
    dateTimeFormat(INTL_LOCALE[lng], {
      dateStyle: 'medium',
      timeZone: displayTimeZone,
    }).format(date)
  );
}

/**
 * A calendar date the API sends as yyyy-MM-dd (a visit's or a review's day): the same day
 * wherever it is drawn. It is read as local midnight and shown in the runtime's own zone, never
 * moved between zones: `new Date('2025-05-03')` is midnight UTC, the previous evening west of
 * Greenwich, and the server renderer's clinic zone would move local midnight the same way.
 */
export function formatCalendarDate(value: string, lng: Language): string {
  const [year = 1970, month = 1, day = 1] = value.slice(0, 10).split('-').map(Number);
  const date = new Date(year, month - 1, day);
  return (
    plainDate(date, lng) ?? dateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'medium' }).format(date)
  );
}

/**
 * The date-time display, 'MMM d, yyyy - h:mm a' ('May 3, 2025 - 2:30 PM'), in each
 * language's own order: Vietnamese puts the day first and uses the 24-hour clock
 * ('3 thg 5, 2025 - 14:30'). Built from Intl's parts rather than a date library, which would
 * weigh on every page through the header; the output is the same as date-fns' patterns
 * 'MMM d, yyyy - h:mm a' (enUS) and 'd MMM, yyyy - HH:mm' (vi).
 */
export function formatDateTime(value: Date | string | number, lng: Language): string {
  const parts = dateTimeFormat(INTL_LOCALE[lng], {
    ...DATE_TIME_FIELDS[lng],
    timeZone: displayTimeZone,
  }).formatToParts(toDate(value));
  return dateTimeFromParts(parts, lng);
}

/** The time of day of a moment: '14:30' (vi, 24-hour) / '2:30 PM' (en); with seconds for logs. */
export function formatTime(
  value: Date | string | number,
  lng: Language,
  { seconds = false }: { seconds?: boolean } = {},
): string {
  const parts = dateTimeFormat(INTL_LOCALE[lng], {
    ...DATE_TIME_FIELDS[lng],
    second: seconds ? '2-digit' : undefined,
    timeZone: displayTimeZone,
  }).formatToParts(toDate(value));
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}${seconds ? `:${part('second')}` : ''}`;
  return lng === 'en' ? `${time} ${part('dayPeriod')}` : time;
}

/**
 * A clock time as stored ('HH:MM', e.g. a clinic's opening hour), not a moment: '17:30' stays
 * '17:30' in Vietnamese (24-hour, two-digit hour) and reads '5:30 PM' in English.
 */
export function formatTimeOfDay(value: string, lng: Language): string {
  const [hours = 0, minutes = 0] = value.split(':').map(Number);
  const mm = String(minutes).padStart(2, '0');
  if (lng === 'vi') return `${String(hours).padStart(2, '0')}:${mm}`;
  return `${hours % 12 === 0 ? 12 : hours % 12}:${mm} ${hours < 12 ? 'AM' : 'PM'}`;
}

/**
 * Opening hours: '09:00–17:00' in Vietnamese; '9:00 AM – 5:00 PM' in English, where the dash is
 * spaced because the times themselves contain spaces.
 */
export function formatTimeRange(open: string, close: string, lng: Language): string {
  const sep = lng === 'vi' ? '–' : ' – ';
  return `${formatTimeOfDay(open, lng)}${sep}${formatTimeOfDay(close, lng)}`;
}

/** A chart's day label, read in UTC (a calendar bucket, not a moment): '3 thg 5' / 'May 3'. */
export function formatDayMonth(value: Date | string | number, lng: Language): string {
  return dateTimeFormat(INTL_LOCALE[lng], {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(toDate(value));
}

/** A chart's month label, read in UTC: 'thg 5 25' / 'May 25'. */
export function formatMonthYear(value: Date | string | number, lng: Language): string {
  return dateTimeFormat(INTL_LOCALE[lng], {
    month: 'short',
    year: '2-digit',
    timeZone: 'UTC',
  }).format(toDate(value));
}

/** 'a, b và c' / 'a, b, and c'. */
export function formatList(items: readonly string[], lng: Language): string {
  return new Intl.ListFormat(INTL_LOCALE[lng], { style: 'long', type: 'conjunction' }).format(
    items,
  );
}

/** Formatters bound to the active language; components re-render when the language changes. */
export function useFormatters() {
  const { i18n } = useTranslation();
  const lng = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : currentLanguage();
  return {
    lng,
    number: (value: number, options?: Intl.NumberFormatOptions) =>
      formatNumber(value, lng, options),
    rating: (value: number) => formatRating(value, lng),
    percent: (fraction: number) => formatPercent(fraction, lng),
    date: (value: Date | string | number) => formatDate(value, lng),
    calendarDate: (value: string) => formatCalendarDate(value, lng),
    dateTime: (value: Date | string | number) => formatDateTime(value, lng),
    time: (value: Date | string | number, options?: { seconds?: boolean }) =>
      formatTime(value, lng, options),
    timeOfDay: (value: string) => formatTimeOfDay(value, lng),
    timeRange: (open: string, close: string) => formatTimeRange(open, close, lng),
    dayMonth: (value: Date | string | number) => formatDayMonth(value, lng),
    monthYear: (value: Date | string | number) => formatMonthYear(value, lng),
    list: (items: readonly string[]) => formatList(items, lng),
  };
}
