import { dictionary } from '@zxcvbn-ts/language-common';

/** The 10,000 most common leaked passwords (zxcvbn's ranked list), compared case-insensitively. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}
