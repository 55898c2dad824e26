import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMessage, useFormMessage } from '../../components/forms/form-messages';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { isApiError } from '../../lib/api-errors';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { TOTP_PATTERN } from '../../lib/auth/two-factor';
import { OneTimeCodeInput } from './one-time-code-input';
import { PasswordField } from './password-field';
import { SubmitButton } from './submit-button';
import '../../i18n/features/auth';
import '../../i18n/features/profile';

interface PasswordConfirmFormProps {
  id: string;
  submitLabel: string;
  destructive?: boolean;
  /** Also ask for a current code from the authenticator app (turning two-factor off). */
  withCode?: boolean;
  /** Runs the protected action; a rejection is shown on the form. */
  onConfirm: (password: string, code: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the account password again (and a code) before a sensitive change. */
export function PasswordConfirmForm({
  id,
  submitLabel,
  destructive,
  withCode,
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const { register, handleSubmit, formState, setError } = useForm<{
    password: string;
    code: string;
  }>({ defaultValues: { password: '', code: '' } });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password, code }) => {
    try {
      await onConfirm(password, code.trim());
    } catch (error) {
      if (withCode && isApiError(error) && error.code === 'invalid_two_factor_code') {
        const text = authErrorMessage(error, t);
        setError('code', { type: 'server', message: text }, { shouldFocus: true });
        return;
      }
      const text =
        isApiError(error) && error.code === 'invalid_current_password'
          ? formMessage('passwordWrong')
          : authErrorMessage(error, t);
      setError('password', { type: 'server', message: text }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <PasswordField
        id={id}
        label={t('profile.security.confirmWithPassword')}
        error={message(errors.password?.message)}
        autoComplete="current-password"
        registration={register('password', {
          validate: (v) => v !== '' || formMessage('required'),
        })}
      />
      {withCode ? (
        <FormField
          id={`${id}-code`}
          label={t('auth.twoFactor.code')}
          error={message(errors.code?.message)}
        >
          {(control) => (
            <OneTimeCodeInput
              {...control}
              maxLength={6}
              {...register('code', {
                validate: (v) => TOTP_PATTERN.test(v.trim()) || formMessage('totpCode'),
              })}
            />
          )}
        </FormField>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <SubmitButton pending={isSubmitting} variant={destructive ? 'destructive' : 'default'}>
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
