import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import '../../i18n/features/auth';

interface EmailFieldProps {
  id: string;
  /** Already translated. */
  error?: string;
  /** What `register('email')` returns. */
  registration: UseFormRegisterReturn;
}

/** The account e-mail of the sign-in, sign-up and forgot-password forms. */
export function EmailField({ id, error, registration }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <FormField id={id} label={t('auth.fields.email')} error={error}>
      {(control) => (
        <Input
          {...control}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t('auth.emailPlaceholder')}
          {...registration}
        />
      )}
    </FormField>
  );
}
