import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { DetailsOf, ErrorCode } from '../../shared/errors';

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
  visit_claimed: 409,
  already_reviewed: 409,
  already_reported: 409,
  invalid_transition: 409,
  cannot_report_own_review: 403,
  conflict_of_interest: 403,
  already_appealed: 409,
  appeal_needs_another_moderator: 403,
  held_confirmation_required: 409,
  invalid_spans: 409,
  doctor_already_linked: 409,
  account_already_linked: 409,
  account_has_role: 409,
  doctor_not_linked: 404,
  invitation_invalid: 410,
  invitation_email_mismatch: 403,
  already_replied: 409,
  reply_not_allowed: 409,
  edit_pending: 409,
  consent_required: 400,
  contact_not_allowed: 409,
  invalid_credentials: 401,
  email_taken: 409,
  email_not_verified: 403,
  weak_password: 400,
  invalid_current_password: 400,
  invalid_token: 400,
  invalid_two_factor_code: 401,
  invalid_enrolment_link: 400,
  two_factor_already_enabled: 400,
  invalid_phone_code: 400,
  phone_code_expired: 400,
  auth_failed: 400,
};

/** The HTTP status every answer with this error code has. */
export const statusOf = (code: ErrorCode): ContentfulStatusCode => STATUS[code];

/** A domain error with a stable code; the error handler turns it into the JSON error body. */
export class AppError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: ContentfulStatusCode;
  constructor(
    readonly code: C,
    message: string,
    readonly details?: DetailsOf<C>,
  ) {
    super(message);
    this.status = STATUS[code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const forbidden = () => new AppError('forbidden', 'You do not have access to this resource');
export const unauthenticated = () => new AppError('unauthenticated', 'Sign in to continue');
export const conflict = (message: string, details?: DetailsOf<'conflict'>) =>
  new AppError('conflict', message, details);
