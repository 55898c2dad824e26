import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/errors';

const STATUS: Record<ErrorCode, ContentfulStatusCode> = {
  validation_failed: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  service_unavailable: 503,
  internal_error: 500,
  visit_expired: 410,
  already_reviewed: 409,
  already_reported: 409,
  invalid_transition: 409,
  invalid_credentials: 401,
  email_taken: 409,
  email_not_verified: 403,
  weak_password: 400,
  invalid_current_password: 400,
  invalid_token: 400,
  invalid_two_factor_code: 401,
  auth_failed: 400,
};

/** A domain error with a stable code; the error handler turns it into the JSON error body. */
export class AppError extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const forbidden = () => new AppError('forbidden', 'You do not have access to this resource');
export const unauthenticated = () => new AppError('unauthenticated', 'Sign in to continue');
export const conflict = (message: string, details?: unknown) =>
  new AppError('conflict', message, details);
