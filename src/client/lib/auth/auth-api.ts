import type { Language } from '@shared/constants';
import { apiFetch } from '../../lib/api';

/** The part of better-auth's user object the client reads. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled?: boolean;
}

export interface AuthSession {
  /** ISO date-time; sliding expiry moves it forward when the session is used after a day. */
  expiresAt: string;
}

export interface SessionResponse {
  session: AuthSession;
  user: AuthUser;
}

/** Sign-in either opens a session or asks for the second factor first. */
export type SignInResult =
  | { twoFactorRedirect: true }
  | { twoFactorRedirect?: false; user: AuthUser };

export interface SignUpInput {
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  language: Language;
  /** The privacy notice version the person ticked as read. */
  privacy_notice_version: string;
}

/** `token` is null when the server requires e-mail verification before the first sign-in. */
export interface SignUpResult {
  token: string | null;
  user: AuthUser;
}

/** An administrator's first step: the link to continue was e-mailed to the account's address. */
export interface EnrolmentLinkSent {
  enrolmentLinkSent: true;
}

export interface TwoFactorSetup {
  /** otpauth:// URI for authenticator apps; it carries the secret. */
  totpURI: string;
  backupCodes: string[];
}

const post = <T>(path: string, json: unknown) =>
  apiFetch<T>(`/api/auth${path}`, { method: 'POST', json });

export const authApi = {
  getSession: () => apiFetch<SessionResponse | null>('/api/auth/get-session'),
  signIn: (email: string, password: string) =>
    post<SignInResult>('/sign-in/email', { email, password }),
  signUp: (input: SignUpInput) => post<SignUpResult>('/sign-up/email', input),
  verifyTotp: (code: string, trustDevice: boolean) =>
    post<{ user: AuthUser }>('/two-factor/verify-totp', { code, trustDevice }),
  verifyBackupCode: (code: string, trustDevice: boolean) =>
    post<{ user: AuthUser }>('/two-factor/verify-backup-code', { code, trustDevice }),
  requestPasswordReset: (email: string) =>
    post<unknown>('/request-password-reset', { email, redirectTo: '/reset-password' }),
  resetPassword: (token: string, newPassword: string) =>
    post<unknown>('/reset-password', { token, newPassword }),
  changePassword: (currentPassword: string, newPassword: string) =>
    post<unknown>('/change-password', { currentPassword, newPassword }),
  sendVerificationEmail: (email: string) =>
    post<unknown>('/send-verification-email', { email, callbackURL: '/profile' }),
  /** `enrolToken`: from the e-mailed link an administrator follows before enrolling. */
  enableTwoFactor: (password: string, enrolToken?: string) =>
    post<TwoFactorSetup | EnrolmentLinkSent>('/two-factor/enable', { password, enrolToken }),
  /** While setting up, the first valid code is what turns two-factor on. */
  confirmTwoFactor: (code: string) => post<unknown>('/two-factor/verify-totp', { code }),
  /** Turning it off needs the password and a current code from the authenticator app. */
  disableTwoFactor: (password: string, code: string) =>
    post<unknown>('/two-factor/disable', { password, code }),
};

export function isTwoFactorRedirect(result: SignInResult): result is { twoFactorRedirect: true } {
  return result.twoFactorRedirect === true;
}
