import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Spinner } from '../../components/ui/spinner';
import { isApiError } from '../../lib/api';
import { authErrorMessage } from '../auth/auth-errors';
import { formMessage, useFormMessage } from '../auth/form-messages';
import { PasswordInput } from '../auth/password-input';

interface PasswordConfirmFormProps {
  id: string;
  submitLabel: string;
  destructive?: boolean;
  /** Runs the protected action; a rejection is shown on the form. */
  onConfirm: (password: string) => Promise<void>;
  onCancel: () => void;
}

/** Asks for the account password again before a sensitive change (two-factor on or off). */
export function PasswordConfirmForm({
  id,
  submitLabel,
  destructive,
  onConfirm,
  onCancel,
}: PasswordConfirmFormProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const { register, handleSubmit, formState, setError } = useForm<{ password: string }>({
    defaultValues: { password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ password }) => {
    try {
      await onConfirm(password);
    } catch (error) {
      const text =
        isApiError(error) && error.code === 'invalid_current_password'
          ? formMessage('passwordWrong')
          : authErrorMessage(error, t);
      setError('password', { type: 'server', message: text }, { shouldFocus: true });
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <FormField
        id={id}
        label={t('profile.security.confirmWithPassword')}
        error={message(errors.password?.message)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            autoComplete="current-password"
            {...register('password', {
              validate: (v) => v !== '' || formMessage('required'),
            })}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <Button
          type="submit"
          variant={destructive ? 'destructive' : 'default'}
          disabled={isSubmitting}
        >
          {isSubmitting ? <Spinner className="text-current" /> : null}
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
