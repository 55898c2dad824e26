import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_CODE_LENGTH, PHONE_CODE_MINUTES, phoneCodeSchema } from '@shared/auth';
import { PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useId, useReducer, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formErrorMap, useFormMessage } from '../../components/forms/form-messages';
import { OneTimeCodeInput } from '../../components/forms/one-time-code-input';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { currentLanguage } from '../../i18n';
import { isApiError } from '../../lib/api-errors';
import { serverFieldErrors } from '../../lib/auth/auth-errors';
import { toast } from '../../lib/toast';
import { AuthErrorAlert } from './auth-error-alert';
import '../../i18n/features/auth';
import { verifyPhoneCode } from './api';

const codeFormSchema = z.object({ code: phoneCodeSchema });
type Values = z.infer<typeof codeFormSchema>;

const resolver = zodResolver(codeFormSchema, { error: formErrorMap });

/** Whole seconds until `until` (epoch ms), counting down each second; 0 once passed or unset. */
function useSecondsLeft(until: number | null): number {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (until === null) return;
    const timer = window.setInterval(() => {
      tick();
      if (Date.now() >= until) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [until]);
  // Read from the clock, not counted: a tab in the background gets its timers slowed down.
  return until === null ? 0 : Math.max(0, Math.ceil((until - Date.now()) / 1000));
}

interface PhoneCodeStepProps {
  /** The number as the page shows it (as typed, or an invitation's last digits). */
  phone: string;
  /** Whom the code was sent to: the number, or the invitation naming it. */
  target: { phone: string } | { invite: string };
  /** When another code may be asked for (epoch ms), or null for now. */
  resendAt: number | null;
  /** Sends a new code to the same number (throws the API's error). */
  onResend: () => Promise<void>;
  /** The code is used up: a new one may be asked for at once. */
  onCodeExpired: () => void;
  /** A session is open. */
  onSignedIn: () => void;
  onOtherNumber: () => void;
}

/** Phone sign-in, second step: the code from the SMS. */
export function PhoneCodeStep({
  phone,
  target,
  resendAt,
  onResend,
  onCodeExpired,
  onSignedIn,
  onOtherNumber,
}: PhoneCodeStepProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const sentId = useId();
  const [failure, setFailure] = useState<unknown>(null);
  const [resent, setResent] = useState(false);
  const [isResending, setIsResending] = useState(false);
  const resendRef = useRef<HTMLButtonElement>(null);
  const secondsLeft = useSecondsLeft(resendAt);
  const { register, handleSubmit, formState, setError, setFocus, resetField } = useForm<Values>({
    defaultValues: { code: '' },
    resolver,
  });
  const { errors, isSubmitting } = formState;

  // Arriving from the number step: the field says where the code went (its description).
  useEffect(() => {
    setFocus('code');
  }, [setFocus]);

  const submit = handleSubmit(async ({ code }) => {
    setFailure(null);
    setResent(false);
    try {
      await verifyPhoneCode({
        body: {
          ...target,
          code,
          language: currentLanguage(),
          privacy_notice_version: PRIVACY_NOTICE_VERSION,
        },
      });
      toast.success(t('auth.loginSuccess'));
      onSignedIn();
    } catch (error) {
      const field = serverFieldErrors(error).find((f) => f.path === 'code');
      if (field) {
        setError('code', { type: 'server', message: field.message });
        setFocus('code');
        return;
      }
      setFailure(error);
      resetField('code');
      if (isApiError(error) && error.code === 'phone_code_expired') {
        // The next thing to do is to ask for a new code: the button is ready, and has the focus.
        flushSync(onCodeExpired);
        resendRef.current?.focus();
      } else {
        setFocus('code');
      }
    }
  });

  const resend = async () => {
    setFailure(null);
    setResent(false);
    setIsResending(true);
    try {
      await onResend();
      setResent(true);
      resetField('code');
      setIsResending(false);
      setFocus('code');
    } catch (error) {
      setFailure(error);
      setIsResending(false);
    }
  };

  // The usual wait is counted in seconds; a longer one the server asked for, in minutes.
  const waitLabel = (seconds: number) =>
    seconds <= 60
      ? t('auth.wait.seconds', { count: seconds })
      : t('auth.wait.minutes', { count: Math.ceil(seconds / 60) });

  const sentText = t('auth.phone.sent', {
    phone,
    length: PHONE_CODE_LENGTH,
    count: PHONE_CODE_MINUTES,
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      <p id={sentId} className="text-sm">
        {sentText
          .split(phone)
          .flatMap((part, i) =>
            i === 0 ? [part] : [<strong key={part + String(i)}>{phone}</strong>, part],
          )}
      </p>
      {failure ? <AuthErrorAlert error={failure} /> : null}

      <FormField id="phone-code" label={t('auth.phone.code')} error={message(errors.code?.message)}>
        {(control) => (
          <OneTimeCodeInput
            {...control}
            // Read with the field: where the code went, and for how long it works.
            aria-describedby={[control['aria-describedby'], sentId].filter(Boolean).join(' ')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={PHONE_CODE_LENGTH}
            {...register('code')}
          />
        )}
      </FormField>

      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('auth.submitting')}
        size="lg"
        className="w-full"
      >
        {t('auth.phone.submit')}
      </SubmitButton>

      <p role="status" className="text-muted-foreground text-sm empty:hidden">
        {resent ? t('auth.phone.resent', { phone }) : ''}
      </p>
      <p className="text-muted-foreground text-sm">{t('auth.phone.noSms')}</p>

      <div className="flex flex-wrap items-center justify-between gap-2">
        <Button type="button" variant="ghost" size="sm" onClick={onOtherNumber}>
          <ArrowLeft aria-hidden="true" />
          {t('auth.phone.otherNumber')}
        </Button>
        <Button
          ref={resendRef}
          type="button"
          variant="outline"
          size="sm"
          disabled={secondsLeft > 0 || isResending}
          onClick={() => void resend()}
        >
          {secondsLeft > 0
            ? t('auth.phone.resendIn', { wait: waitLabel(secondsLeft) })
            : t('auth.phone.resend')}
        </Button>
      </div>
    </form>
  );
}
