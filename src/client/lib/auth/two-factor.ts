/** An authenticator app shows six digits; backup codes are longer and contain a dash. */
export const TOTP_PATTERN = /^\d{6}$/;
