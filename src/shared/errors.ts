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
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}
