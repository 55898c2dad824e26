import type { VerifiedVisit } from '@shared/feedback';
import { TriangleAlert } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../components/forms/submit-button';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { useVerifyVisit } from './api';
import { feedbackErrorMessage } from './errors';
import '../../i18n/features/feedback';

interface VisitFormProps {
  onVerified: (visit: VerifiedVisit) => void;
  /** Called on every Continue, so the caller can clear what the previous answer showed. */
  onAttempt?: () => void;
  /** Extra actions beside Continue, e.g. Cancel in the doctor page's panel. */
  secondaryAction?: ReactNode;
  /** Focus the first field on mount, e.g. after "Use another code" removed the focused button. */
  autoFocus?: boolean;
}

/**
 * Step 1: the visit code and phone number, checked on the server (rate-limited there, so codes
 * cannot be guessed). Empty fields are caught here first, before any request, with one message
 * asking for the required information (pleaseEnterRequiredInfo).
 */
export function VisitForm({
  onVerified,
  onAttempt,
  secondaryAction,
  autoFocus = false,
}: VisitFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [code, setCode] = useState('');
  const [phone, setPhone] = useState('');
  const [missing, setMissing] = useState<{ code: boolean; phone: boolean } | null>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const phoneInput = useRef<HTMLInputElement>(null);
  const verify = useVerifyVisit();
  const messageId = `${id}-message`;

  useEffect(() => {
    if (autoFocus) codeInput.current?.focus();
  }, [autoFocus]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (verify.isPending) return;
    onAttempt?.();
    const empty = { code: code.trim() === '', phone: phone.trim() === '' };
    if (empty.code || empty.phone) {
      setMissing(empty);
      verify.reset();
      (empty.code ? codeInput : phoneInput).current?.focus();
      return;
    }
    setMissing(null);
    verify.mutate({ visit_code: code.trim(), phone: phone.trim() }, { onSuccess: onVerified });
  };

  const message = missing
    ? t('feedback.pleaseEnterRequiredInfo')
    : verify.isError
      ? feedbackErrorMessage(verify.error, 'verify', t)
      : null;
  // Only the empty fields point at the message; after a server refusal both fields are suspect.
  const invalid = {
    code: missing ? missing.code : verify.isError,
    phone: missing ? missing.phone : verify.isError,
  };
  const describedBy = (hintId: string, isInvalid: boolean) =>
    [isInvalid && message ? messageId : null, hintId].filter(Boolean).join(' ');

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5">
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          id={`${id}-code`}
          label={t('feedback.verify.visitCode')}
          hint={t('feedback.verify.visitCodeHint')}
          // Hints of different lengths must not stretch the other field out of line.
          className="content-start"
        >
          {(control) => (
            <Input
              {...control}
              ref={codeInput}
              value={code}
              onChange={(event) => setCode(event.target.value)}
              aria-invalid={invalid.code}
              aria-describedby={describedBy(`${id}-code-hint`, invalid.code)}
              aria-required="true"
              placeholder={t('feedback.verify.visitCodePlaceholder')}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              maxLength={32}
              className="font-mono uppercase tracking-wider placeholder:normal-case placeholder:tracking-normal"
            />
          )}
        </FormField>
        <FormField
          id={`${id}-phone`}
          label={t('feedback.verify.phone')}
          hint={t('feedback.verify.phoneHint')}
          className="content-start"
        >
          {(control) => (
            <Input
              {...control}
              ref={phoneInput}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              value={phone}
              onChange={(event) => setPhone(event.target.value)}
              aria-invalid={invalid.phone}
              aria-describedby={describedBy(`${id}-phone-hint`, invalid.phone)}
              aria-required="true"
              placeholder={t('feedback.verify.phonePlaceholder')}
              maxLength={20}
            />
          )}
        </FormField>
      </div>
      {message ? (
        <Alert variant="destructive" id={messageId}>
          <TriangleAlert aria-hidden="true" />
          <AlertDescription>{message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {secondaryAction}
        <SubmitButton
          pending={verify.isPending}
          pendingLabel={t('feedback.verify.verifying')}
          className="sm:min-w-36"
        >
          {t('feedback.verify.continue')}
        </SubmitButton>
      </div>
    </form>
  );
}
