/**
 * Vietnamese phone numbers are written as 0… or +84… (or 84…); both are the same number.
 * Normalised form: +84 followed by the 9 or 10 national digits. Returns null when invalid.
 */
export function normalizeVnPhone(input: string): string | null {
  const compact = input.replace(/[\s.()-]/g, '');
  let national: string;
  if (/^\+84\d{9,10}$/.test(compact)) national = compact.slice(3);
  else if (/^84\d{9,10}$/.test(compact)) national = compact.slice(2);
  else if (/^0\d{9,10}$/.test(compact)) national = compact.slice(1);
  else return null;
  if (national.startsWith('0')) return null;
  return `+84${national}`;
}
