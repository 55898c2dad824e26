import { isApiError } from '../../../lib/api';

export interface ServerFieldError {
  /** Dotted path of the field, e.g. 'operating_hours.monday'. */
  path: string;
  /** An i18n key of the shared schema, or the server's own text. */
  message: string;
}

/** The per-field messages of a 400 `validation_failed` answer, or [] for any other error. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  if (!isApiError(error) || error.code !== 'validation_failed') return [];
  const fields = (error.details as { fields?: unknown } | undefined)?.fields;
  if (!Array.isArray(fields)) return [];
  return fields.filter(
    (f): f is ServerFieldError =>
      typeof f === 'object' &&
      f !== null &&
      typeof (f as ServerFieldError).path === 'string' &&
      typeof (f as ServerFieldError).message === 'string',
  );
}
