/**
 * Phone numbers, read with libphonenumber (Google's rules, kept current by its maintainers):
 * Vietnamese numbers may be written 09x…, 03x…, +84… or 84…, with spaces, dots or dashes; all
 * name the same number, stored in E.164 (+84…). Numbers of other countries are refused: visits
 * and sign-in codes are for the chain's patients in Vietnam.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

/** The number in E.164 (+84 and the national digits), or null when it is not a valid one. */
export function normalizeVnPhone(input: string): string | null {
  const phone = parsePhoneNumberFromString(input.trim(), 'VN');
  if (phone?.country !== 'VN' || !phone.isValid()) return null;
  return phone.number;
}

/** A stored (E.164) number as people in Vietnam write it, e.g. 090 123 45 67. */
export function displayVnPhone(e164: string): string {
  return parsePhoneNumberFromString(e164, 'VN')?.formatNational() ?? e164;
}

/** A stored number shown by its last three digits only, e.g. 09•• ••• 678. */
export function maskedVnPhone(e164: string): string {
  const shown = displayVnPhone(e164);
  const digits = shown.replace(/\D/g, '').length;
  let seen = 0;
  return shown.replace(/\d/g, (d) => {
    seen += 1;
    return seen <= 2 || seen > digits - 3 ? d : '•';
  });
}
