/**
 * The auth endpoints the screens call, over the typed `api()` function: requests and answers are
 * typed from the contract (`@shared/api/auth`), like every other endpoint.
 */
import type { Endpoints } from '@shared/api';
import type { SignInResult } from '@shared/api/auth';
import type { InputOf } from '@shared/api/contract';
import { api } from '../../lib/api';

export type {
  AuthSession,
  AuthUser,
  SessionResponse,
  SignInResult,
  SignUpResult,
  TwoFactorSetup,
} from '@shared/api/auth';

export type SignUpInput = InputOf<Endpoints['POST /api/auth/sign-up/email']>['body'];

export const authApi = {
  getSession: () => api('GET /api/auth/get-session'),
  signIn: (email: string, password: string) =>
    api('POST /api/auth/sign-in/email', { body: { email, password } }),
  signUp: (input: SignUpInput) => api('POST /api/auth/sign-up/email', { body: input }),
  signOut: () => api('POST /api/auth/sign-out'),
  verifyTotp: (code: string, trustDevice: boolean) =>
    api('POST /api/auth/two-factor/verify-totp', { body: { code, trustDevice } }),
  verifyBackupCode: (code: string, trustDevice: boolean) =>
    api('POST /api/auth/two-factor/verify-backup-code', { body: { code, trustDevice } }),
  requestPasswordReset: (email: string) =>
    api('POST /api/auth/request-password-reset', {
      body: { email, redirectTo: '/reset-password' },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api('POST /api/auth/reset-password', { body: { token, newPassword } }),
  changePassword: (currentPassword: string, newPassword: string) =>
    api('POST /api/auth/change-password', { body: { currentPassword, newPassword } }),
  sendVerificationEmail: (email: string) =>
    api('POST /api/auth/send-verification-email', { body: { email, callbackURL: '/profile' } }),
  /** `enrolToken`: from the e-mailed link an administrator follows before enrolling. */
  enableTwoFactor: (password: string, enrolToken?: string) =>
    api('POST /api/auth/two-factor/enable', { body: { password, enrolToken } }),
  /** While setting up, the first valid code is what turns two-factor on. */
  confirmTwoFactor: (code: string) =>
    api('POST /api/auth/two-factor/verify-totp', { body: { code } }),
  /** Turning it off needs the password and a current code from the authenticator app. */
  disableTwoFactor: (password: string, code: string) =>
    api('POST /api/auth/two-factor/disable', { body: { password, code } }),
};

export function isTwoFactorRedirect(
  result: SignInResult,
): result is Extract<SignInResult, { twoFactorRedirect: true }> {
  return result.twoFactorRedirect === true;
}
