import { changePasswordSchema, resetPasswordSchema } from '@shared/auth';
import { z } from 'zod';
import { formMessage } from '../../components/forms/form-messages';

const passwordsMatch = (values: { newPassword: string; confirmPassword: string }) =>
  values.newPassword === values.confirmPassword;
const mismatch = { message: formMessage('passwordsDoNotMatch'), path: ['confirmPassword'] };

/** New password twice (the server's rules on the first), for the reset-password screen. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: resetPasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type ResetPasswordFormValues = z.infer<typeof resetPasswordFormSchema>;

/** Current password plus the new one twice, for the profile's security tab. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: changePasswordSchema.shape.currentPassword,
    newPassword: changePasswordSchema.shape.newPassword,
    confirmPassword: z.string(),
  })
  .refine(passwordsMatch, mismatch);
export type ChangePasswordFormValues = z.infer<typeof changePasswordFormSchema>;
