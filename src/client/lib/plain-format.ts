import type { Language } from '@shared/constants';

/*
 * The numbers and dates the public pages show, written without Intl. A page's first Intl number
 * or date formatter costs the browser 30-60 ms of CPU on a desktop, several times that on a
 * phone, in one piece (the engine loading its formatting data), during the page's first tasks.
 * What is written here is Intl's own output for these two languages (plain-format.test.ts
 * compares them over every value the pages show); whatever else is asked, each function declines
 * (null) and the caller asks Intl.
 */

const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  vi: { group: '.', decimal: ',' },
  en: { group: ',', decimal: '.' },
};

const EN_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** Numbers below this are written by `String` with all their digits, unless below 1e-6. */
const PLAIN_LIMIT = 1e15;

/**
 * A non-negative number with between `minDigits` and `maxDigits` decimals, grouped by thousands,
 * optionally multiplied by 10^`shift` first (2 for a percentage). Rounded as Intl rounds: the
 * shortest decimal that reads back as the number (what `String` writes), half away from zero, so
 * 4.35 gives 4.4 although the double is a little below 4.35.
 */
export function plainNumber(
  value: number,
  lng: Language,
  minDigits: number,
  maxDigits: number,
  shift = 0,
): string | null {
  // Intl writes the sign of negative numbers, -0 included ('-0').
  if (!(value >= 0 && value < PLAIN_LIMIT) || Object.is(value, -0)) return null;
  const text = String(value);
  // Below 1e-6 too, `String` writes an exponent.
  if (text.includes('e')) return null;
  const [whole = '0', fraction = ''] = text.split('.');
  let digits = whole + fraction;
  let point = whole.length + shift;
  digits = digits.padEnd(point, '0');
  if (digits.length > point + maxDigits) {
    const roundsUp = digits.charAt(point + maxDigits) >= '5';
    digits = digits.slice(0, point + maxDigits);
    if (roundsUp) {
      const next = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
      point += next.length - digits.length;
      digits = next;
    }
  }
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const decimals = digits.slice(point).replace(/0+$/, '').padEnd(minDigits, '0');
  const { group, decimal } = SEPARATORS[lng];
  const grouped = integer.replace(/\B(?=(\d{3})+$)/g, group);
  return decimals ? `${grouped}${decimal}${decimals}` : grouped;
}

/**
 * A calendar date in the language's medium form ('3 thg 5, 2025' / 'May 3, 2025'), read in the
 * runtime's own time zone.
 */
export function plainDate(date: Date, lng: Language): string | null {
  const year = date.getFullYear();
  if (!(year >= 1000 && year <= 9999)) return null;
  const month = date.getMonth();
  const day = date.getDate();
  return lng === 'vi' ? `${day} thg ${month + 1}, ${year}` : `${EN_MONTHS[month]} ${day}, ${year}`;
}
