import { Copy } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMessage, useFormMessage } from '../../components/forms/form-messages';
import { OneTimeCodeInput } from '../../components/forms/one-time-code-input';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { authApi } from '../../lib/auth/auth-api';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { TOTP_PATTERN } from '../../lib/auth/two-factor';
import { copyText } from './copy-text';
import { TwoFactorQr } from './two-factor-qr';
import '../../i18n/features/auth';
import '../../i18n/features/profile';

/** The base32 secret inside an otpauth:// URI, for typing into an app by hand. */
export function secretOf(totpURI: string): string | null {
  try {
    return new URL(totpURI).searchParams.get('secret');
  } catch {
    return null;
  }
}

/** Groups of four characters are far easier to type on a phone than 32 in a row. */
function grouped(secret: string): string {
  return secret.match(/.{1,4}/g)?.join(' ') ?? secret;
}

interface TwoFactorSetupStepProps {
  totpURI: string;
  onConfirmed: () => void;
  onCancel: () => void;
}

export function TwoFactorSetupStep({ totpURI, onConfirmed, onCancel }: TwoFactorSetupStepProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const secret = secretOf(totpURI);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;
  const rootRef = useRef<HTMLDivElement>(null);
  // The password form this replaces had focus; start keyboard and screen-reader users here.
  useEffect(() => rootRef.current?.focus(), []);

  const submit = handleSubmit(async ({ code }) => {
    try {
      await authApi.confirmTwoFactor(code.replace(/\s+/g, ''));
      onConfirmed();
    } catch (error) {
      setError(
        'code',
        { type: 'server', message: authErrorMessage(error, t) },
        { shouldFocus: true },
      );
    }
  });

  return (
    <div ref={rootRef} tabIndex={-1} className="grid gap-5 outline-none">
      <ol className="grid list-decimal gap-2 pl-5 text-sm">
        <li>{t('profile.security.setupStepApp')}</li>
        <li>{t('profile.security.setupStepKey')}</li>
        <li>{t('profile.security.setupStepCode')}</li>
      </ol>

      <TwoFactorQr uri={totpURI} />

      {secret ? (
        <div className="grid gap-2">
          <p className="font-medium text-sm">{t('profile.security.secretKey')}</p>
          <div className="flex items-center gap-2">
            <code className="min-w-0 flex-1 break-all rounded-md border bg-muted px-3 py-2 font-mono text-sm">
              {grouped(secret)}
            </code>
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => void copyText(secret)}
              aria-label={t('profile.security.copySecret')}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        </div>
      ) : null}

      <FormField
        id="two-factor-uri"
        label={t('profile.security.setupLink')}
        hint={t('profile.security.setupLinkHint')}
      >
        {(control) => (
          <div className="flex items-center gap-2">
            <Input
              {...control}
              readOnly
              value={totpURI}
              className="font-mono text-xs"
              onFocus={(e) => e.currentTarget.select()}
            />
            <Button
              type="button"
              variant="outline"
              size="icon"
              onClick={() => void copyText(totpURI)}
              aria-label={t('profile.security.copySetupLink')}
            >
              <Copy aria-hidden="true" />
            </Button>
          </div>
        )}
      </FormField>

      <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
        <FormField
          id="two-factor-confirm-code"
          label={t('auth.twoFactor.code')}
          error={message(errors.code?.message)}
        >
          {(control) => (
            <OneTimeCodeInput
              {...control}
              maxLength={7}
              className="max-w-40"
              {...register('code', {
                validate: (v) =>
                  TOTP_PATTERN.test(v.replace(/\s+/g, '')) || formMessage('totpCode'),
              })}
            />
          )}
        </FormField>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
            {t('common.cancel')}
          </Button>
          <SubmitButton pending={isSubmitting}>{t('profile.security.confirmCode')}</SubmitButton>
        </div>
      </form>
    </div>
  );
}
