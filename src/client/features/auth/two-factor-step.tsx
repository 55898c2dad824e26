import { ArrowLeft } from 'lucide-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMessage, useFormMessage } from '../../components/forms/form-messages';
import { OneTimeCodeInput } from '../../components/forms/one-time-code-input';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { Checkbox } from '../../components/ui/checkbox';
import { FormField } from '../../components/ui/form-field';
import { Label } from '../../components/ui/label';
import { authApi } from '../../lib/auth/auth-api';
import { TOTP_PATTERN } from '../../lib/auth/two-factor';
import { toast } from '../../lib/toast';
import { AuthErrorAlert } from './auth-error-alert';
import '../../i18n/features/auth';

interface TwoFactorStepProps {
  onVerified: () => void;
  onBack: () => void;
}

interface Values {
  code: string;
  trustDevice: boolean;
}

/** Second sign-in step for accounts with two-factor authentication turned on. */
export function TwoFactorStep({ onVerified, onBack }: TwoFactorStepProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const trustId = useId();
  const [useBackupCode, setUseBackupCode] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, control, handleSubmit, formState, resetField } = useForm<Values>({
    defaultValues: { code: '', trustDevice: false },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ code, trustDevice }) => {
    setFailure(null);
    try {
      const trimmed = code.replace(/\s+/g, '');
      await (useBackupCode
        ? authApi.verifyBackupCode(trimmed, trustDevice)
        : authApi.verifyTotp(trimmed, trustDevice));
      toast.success(t('auth.loginSuccess'));
      onVerified();
    } catch (error) {
      setFailure(error);
      resetField('code', { keepError: false });
    }
  });

  const codeRules = useBackupCode
    ? { validate: (v: string) => v.trim() !== '' || formMessage('required') }
    : {
        validate: (v: string) =>
          TOTP_PATTERN.test(v.replace(/\s+/g, '')) || formMessage('totpCode'),
      };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="text-muted-foreground text-sm">
        {useBackupCode ? t('auth.twoFactor.backupDescription') : t('auth.twoFactor.description')}
      </p>
      {failure ? <AuthErrorAlert error={failure} /> : null}

      <FormField
        key={useBackupCode ? 'backup' : 'totp'}
        id="two-factor-code"
        label={useBackupCode ? t('auth.twoFactor.backupCode') : t('auth.twoFactor.code')}
        error={message(errors.code?.message)}
      >
        {(field) => (
          <OneTimeCodeInput
            {...field}
            // Moving focus here is what a visitor expects right after the password step.
            autoFocus
            inputMode={useBackupCode ? 'text' : 'numeric'}
            maxLength={useBackupCode ? 32 : 6}
            {...register('code', codeRules)}
          />
        )}
      </FormField>

      <div className="flex items-center gap-2">
        <Controller
          control={control}
          name="trustDevice"
          render={({ field }) => (
            <Checkbox
              id={trustId}
              checked={field.value}
              onCheckedChange={(checked) => field.onChange(checked === true)}
            />
          )}
        />
        <Label htmlFor={trustId} className="font-normal">
          {t('auth.twoFactor.trustDevice')}
        </Label>
      </div>

      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('auth.submitting')}
        size="lg"
        className="w-full"
      >
        {t('auth.twoFactor.verify')}
      </SubmitButton>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {t('auth.twoFactor.back')}
        </Button>
        <Button
          type="button"
          variant="link"
          size="sm"
          onClick={() => {
            setFailure(null);
            resetField('code');
            setUseBackupCode((v) => !v);
          }}
        >
          {useBackupCode ? t('auth.twoFactor.useAuthenticator') : t('auth.twoFactor.useBackupCode')}
        </Button>
      </div>
    </form>
  );
}
