import { z } from 'zod';
import { ROLES } from './constants';
import { normalizeVnPhone } from './phone';
import { PRIVACY_NOTICE_VERSION } from './privacy';
import { sitePath } from './site-path';

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only bounds hashing cost. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

const name = z.string().trim().min(1).max(NAME_MAX);

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

/**
 * Sign-up takes only these fields (no picture, no other user fields): the names follow the same
 * rule as a profile update, and the display name is made from them on the server.
 */
/** A page of this site to come back to (an e-mailed link returns there): never another site. */
export const sitePathSchema = z
  .string()
  .max(500)
  .refine((v) => sitePath(v) !== null, { message: 'callbackURL must be a path on this site' });

export const signUpSchema = z.strictObject({
  email: z.email().max(254),
  password: passwordSchema,
  first_name: name,
  last_name: name,
  rememberMe: z.boolean().optional(),
  name: z
    .string()
    .max(2 * NAME_MAX + 1)
    .optional(),
  language: z.enum(['vi', 'en']).optional(),
  /** Where the e-mailed confirmation link signs the person in and returns them. */
  callbackURL: sitePathSchema.optional(),
  /** The privacy notice version the person accepted (the sign-up form's required checkbox). */
  privacy_notice_version: z.literal(PRIVACY_NOTICE_VERSION, 'validation.privacyNotice'),
});

/**
 * An account made by phone sign-in has no e-mail address, but the auth library needs one: it gets
 * an address under the reserved .invalid domain (RFC 2606), which no mail can reach. It is never
 * shown and nothing is sent to it.
 */
export const PHONE_ACCOUNT_DOMAIN = 'phone.invalid';
export const isPhoneAccountEmail = (email: string) =>
  email.toLowerCase().endsWith(`@${PHONE_ACCOUNT_DOMAIN}`);

/** A Vietnamese phone number in any usual form (09x…, 03x…, +84…); stored in E.164. */
export const phoneNumberSchema = z
  .string()
  .trim()
  .min(1, 'auth.validation.required')
  .max(25, 'auth.validation.phoneInvalid')
  .refine((v) => normalizeVnPhone(v) !== null, 'auth.validation.phoneInvalid');

/** Digits of a sign-in code sent to a phone. */
export const PHONE_CODE_LENGTH = 6;
/** Minutes a sign-in code works. */
export const PHONE_CODE_MINUTES = 5;

/** The code from the SMS: its digits only. */
export const phoneCodeSchema = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), 'auth.validation.phoneCode');

/**
 * A signed invitation (from a link sent to the phone) in place of the number: the code goes to
 * the number the clinic recorded for the visit, which the person never has to type nor see.
 */
const inviteToken = z.string().min(16).max(400);

/** The number, or an invitation naming it: exactly one of the two. */
const hasPhoneOrInvite = (v: { phone?: string; invite?: string }) =>
  (v.phone === undefined) !== (v.invite === undefined);
const phoneOrInviteMissing = { message: 'auth.validation.phoneInvalid', path: ['phone'] };

/** Asks for a sign-in code by SMS; the answer is the same for a known and an unknown number. */
export const sendPhoneCodeSchema = z
  .strictObject({
    phone: phoneNumberSchema.optional(),
    invite: inviteToken.optional(),
    /** The language of the message. */
    language: z.enum(['vi', 'en']).optional(),
  })
  .refine(hasPhoneOrInvite, phoneOrInviteMissing);

/**
 * Signs in with the code; a number without an account gets one (a patient's account, with no
 * e-mail address), so the privacy notice is accepted here as on sign-up.
 */
export const phoneSignInSchema = z
  .strictObject({
    phone: phoneNumberSchema.optional(),
    invite: inviteToken.optional(),
    code: phoneCodeSchema,
    language: z.enum(['vi', 'en']).optional(),
    privacy_notice_version: z.literal(PRIVACY_NOTICE_VERSION, 'validation.privacyNotice'),
  })
  .refine(hasPhoneOrInvite, phoneOrInviteMissing);

/** Where a code was sent: the last digits of the number, for the page to say. */
export interface PhoneCodeSent {
  sent: true;
  /** e.g. "•••• ••• 678": enough to recognise one's own number, no more. */
  to: string;
}

export const signInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
  callbackURL: sitePathSchema.optional(),
});

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1).max(PASSWORD_MAX),
  newPassword: passwordSchema,
  revokeOtherSessions: z.boolean().optional(),
});

export const resetPasswordSchema = z.object({
  newPassword: passwordSchema,
  token: z.string().min(1).max(500),
});

export const requestResetSchema = z.object({
  email: z.email().max(254),
  redirectTo: z.string().max(500).optional(),
});

export const profileUpdateSchema = z.strictObject({
  first_name: name,
  last_name: name,
  language: z.enum(['vi', 'en']).optional(),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/**
 * `PATCH /api/me/profile`: both names (the profile form, with the language), or the language
 * alone (the language switcher; an account created with one name, like the first
 * administrator, has no family name it could send back).
 */
export const profileChangeSchema = profileUpdateSchema.partial().superRefine((value, ctx) => {
  const names = [value.first_name, value.last_name].filter((n) => n !== undefined).length;
  if (names === 1) {
    for (const key of ['first_name', 'last_name'] as const) {
      if (value[key] === undefined)
        ctx.addIssue({ code: 'custom', path: [key], message: 'Both names change together' });
    }
  } else if (names === 0 && value.language === undefined) {
    ctx.addIssue({ code: 'custom', path: [], message: 'Nothing to change' });
  }
});
export type ProfileChange = z.infer<typeof profileChangeSchema>;

export const preferencesSchema = z.strictObject({
  email_notifications: z.boolean(),
  system_announcements: z.boolean(),
  feedback_notifications: z.boolean(),
  doctor_update_notifications: z.boolean(),
  /** Staff who work on cases: the daily e-mail digest (optional, so older clients still save). */
  daily_digest: z.boolean().optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** `GET /api/me/has-role?role=…`: whether the caller holds that role, read from the database. */
export const hasRoleQuery = z.strictObject({ role: z.enum(ROLES) });
export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  system_announcements: true,
  feedback_notifications: true,
  doctor_update_notifications: true,
  daily_digest: true,
};
