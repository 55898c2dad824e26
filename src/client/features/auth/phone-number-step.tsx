import { zodResolver } from '@hookform/resolvers/zod';
import { PHONE_CODE_LENGTH, phoneNumberSchema } from '@shared/auth';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formErrorMap, formMessage, useFormMessage } from '../../components/forms/form-messages';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { serverFieldErrors } from '../../lib/auth/auth-errors';
import { AuthErrorAlert } from './auth-error-alert';
import { PrivacyNoticeCheckbox } from './privacy-notice-checkbox';
import '../../i18n/features/auth';

// The server's phone rule, and the required box saying the privacy notice was read: a number
// without an account gets one when its code is entered, as on sign-up.
const acceptPrivacy = z.boolean().refine((v) => v, formMessage('privacyRequired'));
const numberFormSchema = z.object({ phone: phoneNumberSchema, accept_privacy: acceptPrivacy });
// By invitation the number is the visit's: only the privacy notice is asked.
const inviteFormSchema = z.object({ phone: z.string(), accept_privacy: acceptPrivacy });
type Values = z.infer<typeof numberFormSchema>;
type FieldName = keyof Values;
const FIELD_ORDER: FieldName[] = ['phone', 'accept_privacy'];

const resolver = zodResolver(numberFormSchema, { error: formErrorMap });
const inviteResolver = zodResolver(inviteFormSchema, { error: formErrorMap });

interface PhoneNumberStepProps {
  /** The code goes to the number of the invitation the person came from. */
  byInvite: boolean;
  /** Type a number instead of the invitation's. */
  onTypeNumber: () => void;
  /** Kept when coming back from the code step. */
  defaultPhone: string;
  defaultAccepted: boolean;
  /** Coming back from the code step: focus the number to change it. */
  focusOnMount: boolean;
  /** Sends the code (throws the API's error); the number is as typed, the server normalises it. */
  onSend: (phone: string) => Promise<void>;
  /** The code went out: `accepted` is the privacy box, to keep if the person comes back. */
  onSent: (phone: string, accepted: boolean) => void;
}

/** Phone sign-in, first step: the number to send a code to, and the privacy notice. */
export function PhoneNumberStep({
  byInvite,
  onTypeNumber,
  defaultPhone,
  defaultAccepted,
  focusOnMount,
  onSend,
  onSent,
}: PhoneNumberStepProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const [failure, setFailure] = useState<unknown>(null);
  const form = useForm<Values>({
    defaultValues: { phone: defaultPhone, accept_privacy: defaultAccepted },
    resolver: byInvite ? inviteResolver : resolver,
    // Focus is moved by hand, to the first invalid field on screen.
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, formState, setError, setFocus } = form;
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (focusOnMount) setFocus('phone');
  }, [focusOnMount, setFocus]);

  const focusFirstError = (names: string[]) => {
    const first = FIELD_ORDER.find((name) => names.includes(name));
    if (first) setFocus(first);
  };

  const submit = handleSubmit(
    async ({ phone, accept_privacy }) => {
      setFailure(null);
      try {
        await onSend(phone);
      } catch (error) {
        const field = serverFieldErrors(error).find((f) => f.path === 'phone');
        if (field) {
          setError('phone', { type: 'server', message: field.message });
          setFocus('phone');
        } else {
          setFailure(error);
        }
        return;
      }
      onSent(phone, accept_privacy);
    },
    (invalid) => focusFirstError(Object.keys(invalid)),
  );

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {failure ? <AuthErrorAlert error={failure} /> : null}

      {byInvite ? (
        <div className="grid gap-2">
          <p className="text-sm">{t('auth.phone.byInvite')}</p>
          <Button
            type="button"
            variant="link"
            className="h-auto justify-self-start p-0"
            onClick={onTypeNumber}
          >
            {t('auth.phone.otherNumber')}
          </Button>
        </div>
      ) : (
        <FormField
          id="phone-number"
          label={t('auth.phone.phone')}
          hint={t('auth.phone.phoneHint', { length: PHONE_CODE_LENGTH })}
          error={message(errors.phone?.message)}
        >
          {(field) => (
            <Input
              {...field}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              {...register('phone')}
            />
          )}
        </FormField>
      )}

      <PrivacyNoticeCheckbox control={control} name="accept_privacy" id="phone-accept-privacy" />

      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('auth.submitting')}
        size="lg"
        className="mt-2 w-full"
      >
        {t('auth.phone.send')}
      </SubmitButton>
    </form>
  );
}
