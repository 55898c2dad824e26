/**
 * Stable error codes of the API. The server answers `{ error: { code, message, details? } }`;
 * the client translates `code` through the `errors.<code>` i18n keys.
 */
export const ERROR_CODES = [
  'validation_failed',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'service_unavailable',
  'internal_error',
  // Domain codes the client words specifically.
  'visit_expired',
  'already_reviewed',
  'already_reported',
  'invalid_transition',
  // Accounts (the auth library's errors, renamed).
  'invalid_credentials',
  'email_taken',
  'email_not_verified',
  'weak_password',
  'invalid_current_password',
  'invalid_token',
  'invalid_two_factor_code',
  'auth_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}
