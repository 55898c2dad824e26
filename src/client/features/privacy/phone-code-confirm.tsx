import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES, phoneCodeSchema } from '@shared/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formMessage, useFormMessage } from '../../components/forms/form-messages';
import { OneTimeCodeInput } from '../../components/forms/one-time-code-input';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { currentLanguage } from '../../i18n';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import '../../i18n/features/auth';
import '../../i18n/features/privacy';
import { sendPhoneCode } from './api';

interface PhoneCodeConfirmProps {
  id: string;
  /** The account's number, as the page shows it. */
  phone: string;
  submitLabel: string;
  /** Runs the protected action with the code; a rejection is shown on the form. */
  onConfirm: (code: string) => Promise<void>;
  onCancel: () => void;
}

/**
 * A phone account has no password: before a sensitive change it confirms with a code sent to
 * its phone, as at sign-in.
 */
export function PhoneCodeConfirm({
  id,
  phone,
  submitLabel,
  onConfirm,
  onCancel,
}: PhoneCodeConfirmProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const [sent, setSent] = useState(false);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError } = useForm<{ code: string }>({
    defaultValues: { code: '' },
  });
  const { errors, isSubmitting } = formState;

  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      await sendPhoneCode({
        body: { phone, language: currentLanguage() },
      });
      setSent(true);
    } catch (error) {
      setSendError(authErrorMessage(error, t));
    } finally {
      setSending(false);
    }
  };

  const submit = handleSubmit(async ({ code }) => {
    try {
      await onConfirm(code.trim());
    } catch (error) {
      setError(
        'code',
        { type: 'server', message: authErrorMessage(error, t) },
        { shouldFocus: true },
      );
    }
  });

  if (!sent) {
    return (
      <div className="grid gap-3">
        {sendError ? (
          <p role="alert" className="text-destructive text-sm">
            {sendError}
          </p>
        ) : null}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="button" variant="outline" onClick={onCancel} disabled={sending}>
            {t('common.cancel')}
          </Button>
          <Button type="button" onClick={() => void send()} disabled={sending}>
            {t('privacy.close.phoneSend', { phone })}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <p className="text-sm">
        {t('privacy.close.phoneSent', {
          phone,
          length: PHONE_CODE_LENGTH,
          count: PHONE_CODE_MINUTES,
        })}
      </p>
      <FormField id={id} label={t('auth.phone.code')} error={message(errors.code?.message)}>
        {(control) => (
          <OneTimeCodeInput
            {...control}
            maxLength={PHONE_CODE_LENGTH}
            autoFocus
            {...register('code', {
              validate: (v) => phoneCodeSchema.safeParse(v).success || formMessage('totpCode'),
            })}
          />
        )}
      </FormField>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button type="button" variant="outline" onClick={onCancel} disabled={isSubmitting}>
          {t('common.cancel')}
        </Button>
        <SubmitButton pending={isSubmitting} variant="destructive">
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
