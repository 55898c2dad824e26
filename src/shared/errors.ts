import type { ImportProblem } from './visits';

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
  'visit_claimed',
  'already_reviewed',
  'already_reported',
  'invalid_transition',
  'cannot_report_own_review',
  'conflict_of_interest',
  'already_appealed',
  'appeal_needs_another_moderator',
  'held_confirmation_required',
  'invalid_spans',
  // Doctor accounts and public replies.
  'doctor_already_linked',
  'account_already_linked',
  'account_has_role',
  'doctor_not_linked',
  'invitation_invalid',
  'invitation_email_mismatch',
  'already_replied',
  'reply_not_allowed',
  'edit_pending',
  'consent_required',
  // Service-recovery cases.
  'contact_not_allowed',
  // Accounts (the auth library's errors, renamed).
  'invalid_credentials',
  'email_taken',
  'email_not_verified',
  'weak_password',
  'invalid_current_password',
  'invalid_token',
  'invalid_two_factor_code',
  'invalid_enrolment_link',
  'two_factor_already_enabled',
  'invalid_phone_code',
  'phone_code_expired',
  'auth_failed',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** One failing field of a 400 `validation_failed`: its dotted path and an i18n key or text. */
export interface FieldError {
  path: string;
  code: string;
  message: string;
}

/**
 * The `details` each error code can carry. Every field is optional: an answer may come from a
 * proxy or an older server, and a client must still show something sensible.
 */
export interface ErrorDetails {
  validation_failed: { fields?: FieldError[]; problems?: ImportProblem[] };
  /** `reason: 'reset_link_sent'`: a password-reset link sent to the address still works. */
  rate_limited: { retry_after?: number; reason?: 'reset_link_sent' };
  forbidden: {
    reason?: 'two_factor_required' | 'two_factor_session_required' | 'staff_sign_in_by_email';
  };
  not_found: { reason?: 'doctor_not_in_visit' };
  conflict: {
    reason?:
      | 'own_admin_role'
      | 'last_admin'
      | 'phone_account'
      | 'self_delete'
      | 'clinic_has_doctors'
      | 'specialty_exists'
      | 'specialty_has_doctors';
    doctors?: number;
  };
  invalid_transition: { ids?: string[] };
  /** The selected reviews held by the spike guard, which a bulk approval must confirm. */
  held_confirmation_required: { ids?: string[] };
}

/** The details type of an error code (unknown for codes that carry none). */
export type DetailsOf<C extends string> = C extends keyof ErrorDetails ? ErrorDetails[C] : unknown;

export interface ApiErrorBody {
  error: { code: ErrorCode | string; message: string; details?: unknown };
}
