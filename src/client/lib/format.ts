import type { Language } from '@shared/constants';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../i18n';

const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };

/** The fields of a date-time display; hourCycle picks the 12-hour (en) or 24-hour (vi) clock. */
const DATE_TIME_FIELDS: Record<Language, Intl.DateTimeFormatOptions> = {
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

export function intlLocale(lng: Language): string {
  return INTL_LOCALE[lng];
}

export function formatNumber(value: number, lng: Language, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(INTL_LOCALE[lng], options).format(value);
}

/** Ratings always show one decimal ('4,5' in Vietnamese, '4.5' in English). */
export function formatRating(value: number, lng: Language): string {
  return formatNumber(value, lng, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}

/** `fraction` is 0–1, e.g. a criteria weight of 0.4 → '40%'. */
export function formatPercent(fraction: number, lng: Language): string {
  return formatNumber(fraction, lng, { style: 'percent', maximumFractionDigits: 0 });
}

function toDate(value: Date | string | number): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A calendar date in the language's usual form ('3 thg 5, 2025' / 'May 3, 2025'). */
export function formatDate(value: Date | string | number, lng: Language): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[lng], { dateStyle: 'medium' }).format(toDate(value));
}

/**
 * The date-time display, 'MMM d, yyyy - h:mm a' ('May 3, 2025 - 2:30 PM'), in each
 * language's own order: Vietnamese puts the day first and uses the 24-hour clock
 * ('3 thg 5, 2025 - 14:30'). Built from Intl's parts rather than a date library, which would
 * weigh on every page through the header; the output is the same as date-fns' patterns
 * 'MMM d, yyyy - h:mm a' (enUS) and 'd MMM, yyyy - HH:mm' (vi).
 */
export function formatDateTime(value: Date | string | number, lng: Language): string {
  const parts = new Intl.DateTimeFormat(INTL_LOCALE[lng], DATE_TIME_FIELDS[lng]).formatToParts(
    toDate(value),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  const time = `${part('hour')}:${part('minute')}`;
  return lng === 'en'
    ? `${part('month')} ${part('day')}, ${part('year')} - ${time} ${part('dayPeriod')}`
    : `${part('day')} ${part('month')}, ${part('year')} - ${time}`;
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
    dateTime: (value: Date | string | number) => formatDateTime(value, lng),
  };
}
