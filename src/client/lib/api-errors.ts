import type { DetailsOf, FieldError } from '@shared/errors';
import { i18n } from '../i18n';

/* The API's errors as the client sees them (lib/api.ts throws them), and their words. */

/** Client-only code for a request that never got an HTTP answer (offline, DNS, CORS, aborted). */
export const NETWORK_ERROR_CODE = 'network';

export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never reached the server. */
    readonly status: number,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The details of an API error with this code, typed for the code; undefined for anything else. */
export function errorDetails<C extends string>(
  error: unknown,
  code: C,
): Partial<DetailsOf<C>> | undefined {
  if (!isApiError(error) || error.code !== code) return undefined;
  const details = error.details;
  return typeof details === 'object' && details !== null ? (details as Partial<DetailsOf<C>>) : {};
}

/** The failing fields of a 400 `validation_failed` answer (well-formed entries only), or []. */
export function fieldErrors(error: unknown): FieldError[] {
  const fields = errorDetails(error, 'validation_failed')?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is FieldError =>
      typeof f === 'object' &&
      f !== null &&
      typeof f.path === 'string' &&
      typeof f.code === 'string' &&
      typeof f.message === 'string',
  );
}

/** Seconds to wait from a 429 answer (`details.retry_after`), or null when not given. */
export function retryAfterSeconds(error: unknown): number | null {
  const seconds = Number(errorDetails(error, 'rate_limited')?.retry_after);
  return Number.isFinite(seconds) && seconds > 0 ? Math.ceil(seconds) : null;
}

/**
 * A user-facing message for any error: the translation of `errors.<code>` when one exists,
 * otherwise the error's own message, otherwise the generic internal error text.
 * Call it while rendering a component that uses useTranslation so it follows language changes.
 */
export function translateError(error: unknown): string {
  if (isApiError(error)) {
    const key = `errors.${error.code}`;
    if (i18n.exists(key)) return i18n.t(key);
    if (error.message) return error.message;
  } else if (error instanceof Error && error.message) {
    return error.message;
  }
  return i18n.t('errors.internal_error');
}
