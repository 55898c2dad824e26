import type { Language } from '@shared/constants';
import { format as formatWithPattern } from 'date-fns';
import { enUS, vi } from 'date-fns/locale';
import { useTranslation } from 'react-i18next';
import { currentLanguage, isLanguage } from '../i18n';

const INTL_LOCALE: Record<Language, string> = { vi: 'vi-VN', en: 'en-US' };
const DATE_FNS_LOCALE = { vi, en: enUS } as const;

/**
 * The spec's date-time display, 'MMM d, yyyy - h:mm a' ('May 3, 2025 - 2:30 PM'), in each
 * language's own order: Vietnamese puts the day first and uses the 24-hour clock
 * ('3 thg 5, 2025 - 14:30').
 */
export const DATE_TIME_PATTERN = 'MMM d, yyyy - h:mm a';
const DATE_TIME_PATTERNS: Record<Language, string> = {
  en: DATE_TIME_PATTERN,
  vi: 'd MMM, yyyy - HH:mm',
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

export function formatDateTime(value: Date | string | number, lng: Language): string {
  return formatWithPattern(toDate(value), DATE_TIME_PATTERNS[lng], {
    locale: DATE_FNS_LOCALE[lng],
  });
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
