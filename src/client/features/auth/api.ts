import { type ApiInput, api } from '../../lib/api';

/** Signs in (or up) with the code sent to a phone. */
export const verifyPhoneCode = (input: ApiInput<'POST /api/auth/phone-number/verify'>) =>
  api('POST /api/auth/phone-number/verify', input);

/** Sends a sign-in code to a phone. */
export const sendPhoneCode = (input: ApiInput<'POST /api/auth/phone-number/send-otp'>) =>
  api('POST /api/auth/phone-number/send-otp', input);
