import { fieldErrors } from '../../lib/api-errors';

export interface ServerFieldError {
  /** Dotted path of the field, e.g. 'operating_hours.monday'. */
  path: string;
  /** An i18n key of the shared schema, or the server's own text. */
  message: string;
}

/** The per-field messages of a 400 `validation_failed` answer, or [] for any other error. */
export function serverFieldErrors(error: unknown): ServerFieldError[] {
  return fieldErrors(error).map(({ path, message }) => ({ path, message }));
}
