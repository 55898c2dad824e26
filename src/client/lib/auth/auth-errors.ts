import { PASSWORD_MIN } from '@shared/auth';
import type { FieldError } from '@shared/errors';
import type { TFunction } from 'i18next';
import { formMessage } from '../../components/forms/form-messages';
import { i18n } from '../../i18n';
import {
  errorDetails,
  fieldErrors,
  isApiError,
  retryAfterSeconds,
  translateError,
} from '../../lib/api-errors';
import '../../i18n/features/auth';

/** Codes the auth routes add to the API's common ones; each has an `auth.errors.<code>` text. */
const AUTH_ERROR_CODES = new Set([
  'invalid_credentials',
  'email_taken',
  'email_not_verified',
  'invalid_two_factor_code',
  'invalid_current_password',
  'invalid_token',
  'weak_password',
  'invalid_enrolment_link',
  'two_factor_already_enabled',
  'invalid_phone_code',
  'phone_code_expired',
]);

function waitText(t: TFunction, seconds: number): string {
  if (seconds < 60) return t('auth.wait.seconds', { count: seconds });
  return t('auth.wait.minutes', { count: Math.ceil(seconds / 60) });
}

/**
 * The message for a failed auth call. Our own codes are translated; a code the shell knows
 * (network, service unavailable…) keeps its text; anything else is "Authentication failed", because
 * the auth library's raw messages are English-only and not meant for end users.
 */
export function authErrorMessage(error: unknown, t: TFunction): string {
  if (!isApiError(error)) return t('auth.errors.authFailed');
  if (error.code === 'rate_limited') {
    const seconds = retryAfterSeconds(error);
    if (seconds === null) return translateError(error);
    const wait = waitText(t, seconds);
    return errorDetails(error, 'rate_limited')?.reason === 'reset_link_sent'
      ? t('auth.errors.resetLinkSent', { wait })
      : t('auth.errors.rateLimitedWait', { wait });
  }
  if (errorDetails(error, 'forbidden')?.reason === 'staff_sign_in_by_email') {
    return t('auth.errors.staff_sign_in_by_email');
  }
  if (AUTH_ERROR_CODES.has(error.code)) return t(`auth.errors.${error.code}`);
  if (i18n.exists(`errors.${error.code}`)) return translateError(error);
  return t('auth.errors.authFailed');
}

export interface ServerFieldError {
  path: string;
  code: string;
}

/** Field errors of a 400 `validation_failed` answer, as form messages (see form-messages.ts). */
export function serverFieldErrors(error: unknown): { path: string; message: string }[] {
  return fieldErrors(error).map((f) => ({ path: f.path, message: fieldMessage(f) }));
}

function fieldMessage({ path, code }: FieldError): string {
  if (code === 'common_password') return formMessage('commonPassword');
  if (code === 'weak_password') return formMessage('weakPassword');
  if (code === 'invalid_format' && path === 'email') return formMessage('emailInvalid');
  if (path === 'phone') return formMessage(code === 'too_small' ? 'required' : 'phoneInvalid');
  if (path === 'code') return formMessage('phoneCode');
  if (code === 'too_small' && /password/i.test(path)) {
    return formMessage('tooShort', { min: PASSWORD_MIN });
  }
  if (code === 'too_small') return formMessage('required');
  return formMessage('invalid');
}
