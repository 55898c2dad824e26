/**
 * The password rule for every new password (sign-up, reset, change): 8 to 128 characters, not one
 * of the 10,000 most common leaked passwords, and a zxcvbn strength score of at least 2 with the
 * person's e-mail and names counted as guessable words (see personalWords). No composition rules: a long passphrase
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
  return zxcvbn.check(password, personalWords(personal)).score < MIN_STRENGTH_SCORE
    ? 'weak_password'
    : null;
}

/** Lower case, without diacritics (đ as d): how people type their name into a password. */
const plain = (text: string) =>
  text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/đ/g, 'd');

/**
 * The words an attacker would try first for this person: each name and the e-mail, whole and in
 * parts, without diacritics; the e-mail's local part with and without its dots and digits
 * (`minh.tran2026@…` gives `minh.tran`, `mintran`…); the names run together in either order.
 */
export function personalWords(personal: (string | null | undefined)[]): string[] {
  const words = new Set<string>();
  const add = (word: string) => {
    if (word.length >= 2) words.add(word);
  };
  const given = personal.filter((w): w is string => Boolean(w)).map(plain);
  for (const text of given) {
    const [local, domain] = text.includes('@') ? text.split('@') : [text, ''];
    for (const form of [text, local!, local!.replace(/\d+/g, '')]) {
      add(form);
      add(form.replace(/[\s._+-]+/g, ''));
    }
    for (const part of `${local} ${domain}`.split(/[\s@._+\-\d]+/)) add(part);
  }
  // Each name given (the given name, the family name) run together, in either order.
  const names = given.filter((text) => !text.includes('@')).map((n) => n.replace(/\s+/g, ''));
  if (names.length > 1) {
    add(names.join(''));
    add([...names].reverse().join(''));
  }
  return [...words];
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
