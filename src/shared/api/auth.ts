/**
 * The auth library's routes the product uses (sign-in, sign-up, sessions, passwords, e-mail
 * links, two-factor), declared like every other endpoint. The server validates their input with
 * these schemas, applies its own rules and passes the request on to the library, whose answer
 * (cookies included) comes back as is, errors renamed to the API's codes. A path of the library
 * not declared here is not registered: it answers 404.
 */
import { z } from 'zod';
import {
  changePasswordSchema,
  PASSWORD_MAX,
  type PhoneCodeSent,
  phoneSignInSchema,
  requestResetSchema,
  resetPasswordSchema,
  sendPhoneCodeSchema,
  signInSchema,
  signUpSchema,
  sitePathSchema,
} from '../auth';
import { defineEndpoint } from './contract';

const TAG = 'Auth';

/** The user as the library answers it: the fields the client reads, among others. */
const authUser = z.looseObject({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  emailVerified: z.boolean(),
  twoFactorEnabled: z.boolean().nullish(),
});
export type AuthUser = z.infer<typeof authUser>;

const authSession = z.looseObject({
  /** Sliding expiry moves it forward when the session is used after a day. */
  expiresAt: z.iso.datetime(),
});
export type AuthSession = z.infer<typeof authSession>;

const sessionResponse = z.object({ session: authSession, user: authUser }).nullable();
/** null for a guest (200, not 401, so guest pages log no failed request). */
export type SessionResponse = z.infer<typeof sessionResponse>;

/** Sign-in either opens a session or asks for the second factor first. */
const signInResult = z.union([
  z.object({ twoFactorRedirect: z.literal(true), twoFactorMethods: z.array(z.string()) }),
  z.object({
    twoFactorRedirect: z.literal(false).optional(),
    redirect: z.boolean(),
    user: authUser,
  }),
]);
export type SignInResult = z.infer<typeof signInResult>;

/**
 * Sign-up never opens a session, so a taken address cannot be told apart. (No answer carries the
 * session token: only the HttpOnly cookie does.)
 */
const signUpResult = z.object({ user: authUser });
export type SignUpResult = z.infer<typeof signUpResult>;

const sessionOpened = z.object({ user: authUser });
const status = z.object({ status: z.boolean() });

const twoFactorSetup = z.object({
  /** otpauth:// URI for authenticator apps; it carries the secret. */
  totpURI: z.string(),
  backupCodes: z.array(z.string()),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetup>;
/** An administrator's first step: the link to continue was e-mailed to the account's address. */
const enrolmentLinkSent = z.object({ enrolmentLinkSent: z.literal(true) });
const enableResult = z.union([twoFactorSetup, enrolmentLinkSent]);

const password = z.string().min(1).max(PASSWORD_MAX);
/** A TOTP code (six digits) or a backup code; a wrong one is the library's to refuse and count. */
const code = z.string().min(1).max(32);
const linkToken = z.string().min(1).max(4000);
const callbackURL = sitePathSchema;

export const authEndpoints = {
  getSession: defineEndpoint<SessionResponse>()({
    method: 'GET',
    path: '/api/auth/get-session',
    access: 'public',
    tag: TAG,
    summary: 'The current session and its user, or null for a guest.',
    responseSchema: sessionResponse,
    passThrough: true,
  }),
  signUp: defineEndpoint<SignUpResult>()({
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    tag: TAG,
    summary:
      'Create an account (the password rule applies); opens no session and answers a taken address like a new one. Rate-limited.',
    body: signUpSchema,
    responseSchema: signUpResult,
    errors: ['rate_limited'],
    passThrough: true,
  }),
  signIn: defineEndpoint<SignInResult>()({
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    tag: TAG,
    summary:
      'Sign in with e-mail and password: sets the session cookie, or asks for the second factor. Failures are limited.',
    body: signInSchema,
    responseSchema: signInResult,
    errors: ['invalid_credentials', 'email_not_verified', 'rate_limited'],
    passThrough: true,
  }),
  sendPhoneCode: defineEndpoint<PhoneCodeSent>()({
    method: 'POST',
    path: '/api/auth/phone-number/send-otp',
    access: 'public',
    tag: TAG,
    summary:
      'Send a 6-digit sign-in code by SMS to a Vietnamese number, or to the number of a signed invitation (valid 5 minutes, 5 tries). The same answer for a known and an unknown number; limited per number and per address.',
    body: sendPhoneCodeSchema,
    responseSchema: z.object({ sent: z.literal(true), to: z.string() }),
    errors: ['rate_limited'],
  }),
  phoneSignIn: defineEndpoint<{ user: AuthUser }>()({
    method: 'POST',
    path: '/api/auth/phone-number/verify',
    access: 'public',
    tag: TAG,
    summary:
      'Sign in with the code sent to the phone: sets the session cookie, creating a patient account for a new number. Staff accounts sign in with e-mail and password only.',
    body: phoneSignInSchema,
    responseSchema: sessionOpened,
    errors: ['invalid_phone_code', 'phone_code_expired', 'forbidden', 'rate_limited'],
    passThrough: true,
  }),
  signOut: defineEndpoint<{ success: boolean }>()({
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    tag: TAG,
    summary: 'End the current session and clear its cookie.',
    responseSchema: z.object({ success: z.boolean() }),
    passThrough: true,
  }),
  verifyTotp: defineEndpoint<z.infer<typeof sessionOpened>>()({
    method: 'POST',
    path: '/api/auth/two-factor/verify-totp',
    access: 'public',
    tag: TAG,
    summary:
      'A TOTP code: finishes a sign-in, confirms a signed-in session, or turns two-factor on while setting it up. Each code works once. Rate-limited.',
    body: z.strictObject({ code, trustDevice: z.boolean().optional() }),
    responseSchema: sessionOpened,
    errors: ['invalid_two_factor_code', 'unauthenticated', 'rate_limited'],
    passThrough: true,
  }),
  verifyBackupCode: defineEndpoint<z.infer<typeof sessionOpened>>()({
    method: 'POST',
    path: '/api/auth/two-factor/verify-backup-code',
    access: 'public',
    tag: TAG,
    summary: 'A backup code instead of a TOTP code, to finish a sign-in.',
    body: z.strictObject({ code, trustDevice: z.boolean().optional() }),
    responseSchema: sessionOpened,
    errors: ['invalid_two_factor_code', 'unauthenticated', 'rate_limited'],
    passThrough: true,
  }),
  requestPasswordReset: defineEndpoint<{ status: boolean; message: string }>()({
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    tag: TAG,
    summary:
      'E-mail a password reset link (valid 1 hour; a new one voids the older). Same answer for an unknown address. Rate-limited.',
    body: requestResetSchema,
    responseSchema: z.object({ status: z.boolean(), message: z.string() }),
    errors: ['rate_limited'],
    passThrough: true,
  }),
  resetPasswordLink: defineEndpoint()({
    method: 'GET',
    path: '/api/auth/reset-password/:token',
    access: 'public',
    tag: TAG,
    summary:
      'The e-mailed reset link: redirects to callbackURL with the token, or with error=INVALID_TOKEN.',
    params: z.strictObject({ token: resetPasswordSchema.shape.token }),
    query: z.strictObject({ callbackURL }),
    status: 302,
    raw: 'redirect',
    passThrough: true,
  }),
  resetPassword: defineEndpoint<z.infer<typeof status>>()({
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag: TAG,
    summary:
      'Choose a new password with the token of a reset link (the password rule applies); ends every session. Rate-limited.',
    body: resetPasswordSchema,
    responseSchema: status,
    errors: ['invalid_token', 'rate_limited'],
    passThrough: true,
  }),
  changePassword: defineEndpoint<z.infer<typeof sessionOpened>>()({
    method: 'POST',
    path: '/api/auth/change-password',
    access: 'user',
    tag: TAG,
    summary:
      'Change one’s password (the password rule applies); ends the other sessions, e-mails the user and is audited. Failures are limited.',
    body: changePasswordSchema,
    responseSchema: sessionOpened,
    errors: ['invalid_current_password', 'rate_limited'],
    passThrough: true,
  }),
  sendVerificationEmail: defineEndpoint<z.infer<typeof status>>()({
    method: 'POST',
    path: '/api/auth/send-verification-email',
    access: 'public',
    tag: TAG,
    summary: 'E-mail the address confirmation link again. Rate-limited.',
    body: z.strictObject({ email: z.email().max(254), callbackURL: callbackURL.optional() }),
    responseSchema: status,
    errors: ['rate_limited'],
    passThrough: true,
  }),
  verifyEmail: defineEndpoint()({
    method: 'GET',
    path: '/api/auth/verify-email',
    access: 'public',
    tag: TAG,
    summary:
      'The e-mailed confirmation link: marks the address confirmed, signs in and redirects to callbackURL.',
    query: z.strictObject({ token: linkToken, callbackURL: callbackURL.optional() }),
    status: 302,
    raw: 'redirect',
    errors: ['invalid_token'],
    passThrough: true,
  }),
  verifyPassword: defineEndpoint<z.infer<typeof status>>()({
    method: 'POST',
    path: '/api/auth/verify-password',
    access: 'user',
    tag: TAG,
    summary: 'Check the signed-in user’s password. Failures are limited like sign-in’s.',
    body: z.strictObject({ password }),
    responseSchema: status,
    errors: ['invalid_current_password', 'rate_limited'],
    passThrough: true,
  }),
  enableTwoFactor: defineEndpoint<z.infer<typeof enableResult>>()({
    method: 'POST',
    path: '/api/auth/two-factor/enable',
    access: 'user',
    tag: TAG,
    summary:
      'Start turning two-factor on: answers the TOTP secret and backup codes (the first verified code turns it on). An administrator, when admins must use two-factor, first gets an e-mailed link whose token comes back as enrolToken.',
    body: z.strictObject({ password, enrolToken: z.string().min(1).max(200).optional() }),
    responseSchema: enableResult,
    errors: [
      'invalid_current_password',
      'invalid_enrolment_link',
      'two_factor_already_enabled',
      'rate_limited',
    ],
    passThrough: true,
  }),
  disableTwoFactor: defineEndpoint<z.infer<typeof status>>()({
    method: 'POST',
    path: '/api/auth/two-factor/disable',
    access: 'user',
    tag: TAG,
    summary:
      'Turn two-factor off with the password and a current TOTP code (refused without one); ends the other sessions, e-mails the user and is audited.',
    body: z.strictObject({ password, code: code.optional() }),
    responseSchema: status,
    errors: ['invalid_current_password', 'invalid_two_factor_code', 'rate_limited'],
    passThrough: true,
  }),
};
