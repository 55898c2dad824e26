import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shared/auth';
import { Info } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorMap, formMessage, useFormMessage } from '../../components/forms/form-messages';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { SectionCard } from '../../components/section-card';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { isApiError } from '../../lib/api-errors';
import { authApi } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-context';
import { authErrorMessage, serverFieldErrors } from '../../lib/auth/auth-errors';
import {
  type ChangePasswordFormValues,
  changePasswordFormSchema,
} from '../../lib/auth/password-schemas';
import '../../i18n/features/auth';
import '../../i18n/features/profile';
import { toast } from '../../lib/toast';

type Field = keyof ChangePasswordFormValues;

export function ChangePasswordCard() {
  const { t } = useTranslation();
  const message = useFormMessage();
  const { refresh } = useAuth();
  const { register, handleSubmit, formState, setError, reset } = useForm<ChangePasswordFormValues>({
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
    resolver: zodResolver(changePasswordFormSchema, { error: formErrorMap }),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      await authApi.changePassword(currentPassword, newPassword);
      reset();
      toast.success(t('profile.security.passwordChanged'));
      // The server replaced this session too; re-read it.
      void refresh();
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_current_password') {
        setError(
          'currentPassword',
          { type: 'server', message: formMessage('currentPasswordWrong') },
          { shouldFocus: true },
        );
        return;
      }
      const field = serverFieldErrors(error).find((f) => f.path === 'newPassword');
      if (field) {
        setError('newPassword', { type: 'server', message: field.message }, { shouldFocus: true });
        return;
      }
      toast.error(t('profile.security.errorChangingPassword'), {
        description: authErrorMessage(error, t),
      });
    }
  });

  const fields: {
    name: Field;
    label: string;
    autoComplete: 'current-password' | 'new-password';
    hint?: string;
  }[] = [
    {
      name: 'currentPassword',
      label: t('auth.fields.currentPassword'),
      autoComplete: 'current-password',
    },
    {
      name: 'newPassword',
      label: t('auth.fields.newPassword'),
      autoComplete: 'new-password',
      hint: t('auth.passwordHint', { min: PASSWORD_MIN }),
    },
    {
      name: 'confirmPassword',
      label: t('auth.fields.confirmPassword'),
      autoComplete: 'new-password',
    },
  ];

  return (
    <SectionCard
      title={t('profile.security.changePasswordTitle')}
      description={t('profile.security.changePasswordDescription')}
    >
      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
        <Alert variant="info">
          <Info aria-hidden="true" />
          <AlertDescription>{t('profile.security.otherSessionsEnd')}</AlertDescription>
        </Alert>
        {fields.map((f) => (
          <PasswordField
            key={f.name}
            id={`change-${f.name}`}
            label={f.label}
            hint={f.hint}
            error={message(errors[f.name]?.message)}
            autoComplete={f.autoComplete}
            registration={register(f.name)}
          />
        ))}
        <SubmitButton pending={isSubmitting} className="w-full sm:w-fit sm:justify-self-end">
          {t('profile.security.changePasswordSubmit')}
        </SubmitButton>
      </form>
    </SectionCard>
  );
}
