import { PASSWORD_MIN } from '@shared/auth';
import type { TFunction } from 'i18next';
import { i18n } from '../../i18n';
import { isApiError, translateError } from '../../lib/api';
import { formMessage } from './form-messages';

/** Codes the auth routes add to the API's common ones; each has an `auth.errors.<code>` text. */
const AUTH_ERROR_CODES = new Set([
  'invalid_credentials',
  'email_taken',
  'email_not_verified',
  'invalid_two_factor_code',
  'invalid_current_password',
  'invalid_token',
  'weak_password',
]);

/** Seconds to wait from a 429 answer (`details.retry_after`), or null when not given. */
export function retryAfterSeconds(error: unknown): number | null {
  if (!isApiError(error) || error.code !== 'rate_limited') return null;
  const details = error.details as { retry_after?: unknown } | undefined;
  const seconds = Number(details?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

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
    return seconds === null
      ? translateError(error)
      : t('auth.errors.rateLimitedWait', { wait: waitText(t, seconds) });
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
  if (!isApiError(error) || error.code !== 'validation_failed') return [];
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields
    .filter(
      (f): f is ServerFieldError =>
        typeof f === 'object' &&
        f !== null &&
        typeof (f as ServerFieldError).path === 'string' &&
        typeof (f as ServerFieldError).code === 'string',
    )
    .map((f) => ({ path: f.path, message: fieldMessage(f) }));
}

function fieldMessage({ path, code }: ServerFieldError): string {
  if (code === 'common_password') return formMessage('commonPassword');
  if (code === 'invalid_format' && path === 'email') return formMessage('emailInvalid');
  if (code === 'too_small' && /password/i.test(path)) {
    return formMessage('tooShort', { min: PASSWORD_MIN });
  }
  if (code === 'too_small') return formMessage('required');
  return formMessage('invalid');
}
