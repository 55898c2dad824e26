import { z } from 'zod';

export const PASSWORD_MIN = 8;
/** Long passphrases are welcome; the cap only bounds hashing cost. */
export const PASSWORD_MAX = 128;
export const NAME_MAX = 100;

const name = z.string().trim().min(1).max(NAME_MAX);

export const passwordSchema = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);

export const signUpSchema = z.object({
  email: z.email().max(254),
  password: passwordSchema,
  first_name: name,
  last_name: name,
  name: z
    .string()
    .max(2 * NAME_MAX + 1)
    .optional(),
  language: z.enum(['vi', 'en']).optional(),
  callbackURL: z.string().max(500).optional(),
});

export const signInSchema = z.object({
  email: z.email().max(254),
  password: z.string().min(1).max(PASSWORD_MAX),
  rememberMe: z.boolean().optional(),
  callbackURL: z.string().max(500).optional(),
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

export const preferencesSchema = z.strictObject({
  email_notifications: z.boolean(),
  system_announcements: z.boolean(),
  feedback_notifications: z.boolean(),
  doctor_update_notifications: z.boolean(),
});
export type Preferences = z.infer<typeof preferencesSchema>;
export const DEFAULT_PREFERENCES: Preferences = {
  email_notifications: true,
  system_announcements: true,
  feedback_notifications: true,
  doctor_update_notifications: true,
};
