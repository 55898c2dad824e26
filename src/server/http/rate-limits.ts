/**
 * Every rate limit of the API in one table: its counter name, its window and how many requests
 * (or, for `…:fail:…`, failed checks) the window allows. Counters live in the `rate_limits` table
 * (see rate-limit.ts), so each limit holds across instances. A counter's key is its name and the
 * subject it counts, e.g. `sign-up:ip:203.0.113.7`.
 */
import type { Limit } from './rate-limit';

const MIN = 60_000;
const HOUR = 60 * MIN;

/** How long an e-mailed password-reset link works. */
export const RESET_LINK_LIFETIME_MS = HOUR;

export const RATE_LIMITS = {
  // Auth routes (auth/routes.ts), per caller address unless said otherwise.
  'sign-up:ip': { max: 10, windowMs: HOUR },
  'reset:ip': { max: 10, windowMs: HOUR },
  // Reset e-mails per address (registered or not, so the answer tells nothing): no new link
  // while the last one still works (an hour). A stranger asking for the owner's address sends
  // the owner a working link and blocks nothing longer than it lives. Refused asks not counted.
  'reset:address': { max: 1, windowMs: RESET_LINK_LIFETIME_MS },
  'reset-password:ip': { max: 10, windowMs: HOUR },
  // The e-mail telling an address's owner that someone tried to sign up with it: one a day.
  'sign-up-existing:address': { max: 1, windowMs: 24 * HOUR },
  'verify:ip': { max: 10, windowMs: HOUR },
  'verify:account': { max: 3, windowMs: HOUR },
  'totp:ip': { max: 20, windowMs: 15 * MIN },
  // Sign-in codes by SMS: each costs money and reaches someone's phone. Per number, 5 an hour
  // (with 5 tries each, 25 guesses of a million); per address, 10 an hour.
  'phone-code:phone': { max: 5, windowMs: HOUR },
  'phone-code:ip': { max: 10, windowMs: HOUR },
  // Code checks count failures only, as password checks do.
  'phone-sign-in:fail:ip': { max: 30, windowMs: 15 * MIN },
  'phone-sign-in:fail:account-ip': { max: 10, windowMs: 15 * MIN },
  'phone-sign-in:fail:account': { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * MIN },
  // Password and code checks count failures only (auth/limits.ts): per address and per (account,
  // address) they refuse; per account they only slow down (see PASSWORD_FAILURE_DELAY).
  'sign-in:fail:ip': { max: 30, windowMs: 15 * MIN },
  'sign-in:fail:account-ip': { max: 10, windowMs: 15 * MIN },
  'sign-in:fail:account': { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * MIN },
  'password-check:fail:ip': { max: 30, windowMs: 15 * MIN },
  'password-check:fail:account-ip': { max: 10, windowMs: 15 * MIN },
  'password-check:fail:account': { max: Number.MAX_SAFE_INTEGER, windowMs: 15 * MIN },
  // Image uploads per account: decoding and re-encoding is the costliest request.
  'image-upload:avatar': { max: 10, windowMs: HOUR },
  'image-upload:admin': { max: 120, windowMs: HOUR },
  // Visit verification, per user and per address.
  'verify-visit:user': { max: 10, windowMs: 15 * MIN },
  'verify-visit:ip': { max: 30, windowMs: 15 * MIN },
  // Feedback submissions and reports, per user and (five times as many) per address.
  'feedback:user': { max: 20, windowMs: HOUR },
  'feedback:ip': { max: 100, windowMs: HOUR },
  'report:user': { max: 10, windowMs: HOUR },
  'report:ip': { max: 50, windowMs: HOUR },
  // Appeals against a rejection, per user and per address.
  'appeal:user': { max: 10, windowMs: HOUR },
  'appeal:ip': { max: 50, windowMs: HOUR },
  // Changes of an author's consent to be quoted, per user and per address: each is audited.
  'quote-consent:user': { max: 30, windowMs: HOUR },
  'quote-consent:ip': { max: 150, windowMs: HOUR },
  // Visits pushed by a clinic's system, per API key: a system pushes as visits happen, in
  // batches; a runaway loop or a stolen key gets a minute's worth at most.
  'integration:key': { max: 60, windowMs: MIN },
  // Messages in a case's private conversation (staff to patient, patient to staff), per writer:
  // each reaches someone's inbox or phone. Answers to "did this fix it", per patient.
  'case-message:user': { max: 30, windowMs: HOUR },
  'change-answer:user': { max: 30, windowMs: HOUR },
  // Privacy rights, per user: both export formats share one budget (an export reads everything
  // about the account), and closing the account re-checks the password.
  'data-export:user': { max: 5, windowMs: HOUR },
  'close-account:user': { max: 5, windowMs: HOUR },
} as const satisfies Record<string, Omit<Limit, 'key'>>;

export type RateLimitName = keyof typeof RATE_LIMITS;

/**
 * After this many failures of one account (from anywhere), each further check waits `stepMs`
 * more, up to `maxMs`, and is never refused: a stranger cannot lock the owner out.
 */
export const PASSWORD_FAILURE_DELAY = { freeFailures: 5, stepMs: 250, maxMs: 5_000 } as const;

/** The limit `name` for one subject (an address, an account, a user id). */
export function limit(name: RateLimitName, subject: string): Limit {
  return { key: `${name}:${subject}`, ...RATE_LIMITS[name] };
}
