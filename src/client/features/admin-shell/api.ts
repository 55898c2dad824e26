import { api } from '../../lib/api';

/** Confirms this session with a code from the authenticator app (the two-factor gate). */
export const verifySessionCode = (code: string) =>
  api('POST /api/auth/two-factor/verify-totp', { body: { code } });
