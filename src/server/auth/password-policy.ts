/**
 * The password rule for every new password (sign-up, reset, change): 8 to 128 characters, not one
 * of the 10,000 most common leaked passwords, and a zxcvbn strength score of at least 2 with the
 * person's e-mail and names counted as guessable words. No composition rules: a long passphrase
 * of plain words is welcome.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { AppError } from '../http/errors';

export const MIN_STRENGTH_SCORE = 2;

/** The 10,000 most common leaked passwords (zxcvbn's ranked list), compared case-insensitively. */
const COMMON = new Set(
  (dictionary['passwords-common'] as string[]).slice(0, 10_000).map((p) => p.toLowerCase()),
);

const zxcvbn = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.toLowerCase());
}

/** Why a new password is refused (`common_password`, `weak_password`), or null when it is fine. */
export function passwordProblem(
  password: string,
  personal: (string | null | undefined)[],
): 'common_password' | 'weak_password' | null {
  if (isCommonPassword(password)) return 'common_password';
  // The e-mail's local part and domain words, and each name, are words an attacker would try.
  const words = personal
    .filter((w): w is string => Boolean(w))
    .flatMap((w) => [w, ...w.toLowerCase().split(/[\s@._+-]+/)])
    .filter((w) => w.length >= 2);
  return zxcvbn.check(password, words).score < MIN_STRENGTH_SCORE ? 'weak_password' : null;
}

/**
 * Refuses a new password that breaks the rule with a 400 `validation_failed` naming `field`, so
 * the form shows the message at the password it came from.
 */
export function requireAcceptablePassword(
  field: string,
  password: string,
  personal: (string | null | undefined)[],
) {
  const problem = passwordProblem(password, personal);
  if (!problem) return;
  const message =
    problem === 'common_password'
      ? 'This password is too common'
      : 'This password is too easy to guess';
  throw new AppError('validation_failed', message, {
    fields: [{ path: field, code: problem, message }],
  });
}
