import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN, signInSchema, signUpSchema } from '@shared/auth';
import { PRIVACY_NOTICE_VERSION } from '@shared/privacy';
import { Smartphone } from 'lucide-react';
import { useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { formErrorMap, formMessage, useFormMessage } from '../../components/forms/form-messages';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { Button } from '../../components/ui/button';
import { FormField } from '../../components/ui/form-field';
import { Input } from '../../components/ui/input';
import { currentLanguage } from '../../i18n';
import { isApiError } from '../../lib/api-errors';
import { authApi, isTwoFactorRedirect } from '../../lib/auth/auth-api';
import { serverFieldErrors } from '../../lib/auth/auth-errors';
import { toast } from '../../lib/toast';
import { AuthErrorAlert } from './auth-error-alert';
import { EmailField } from './email-field';
import { OtherWay } from './other-way';
import { PrivacyNoticeCheckbox } from './privacy-notice-checkbox';
import '../../i18n/features/auth';

export type AuthMode = 'login' | 'signup';

const signUpFormSchema = signUpSchema
  .pick({
    email: true,
    password: true,
    first_name: true,
    last_name: true,
  })
  // The required, unticked box saying the privacy notice was read; its version goes to the server.
  .extend({ accept_privacy: z.boolean().refine((v) => v, formMessage('privacyRequired')) });
// Same fields, so one form can switch modes; signing in checks only the e-mail and password, with
// the server's sign-in rules (any non-empty password, so old passwords still work).
const signInFormSchema = signUpFormSchema.extend({
  password: signInSchema.shape.password,
  first_name: z.string(),
  last_name: z.string(),
  accept_privacy: z.boolean(),
});
type AuthFormValues = z.infer<typeof signUpFormSchema>;
type FieldName = keyof AuthFormValues;

const resolvers: Record<AuthMode, Resolver<AuthFormValues>> = {
  login: zodResolver(signInFormSchema, { error: formErrorMap }),
  signup: zodResolver(signUpFormSchema, { error: formErrorMap }),
};

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  /** A session is open. */
  onSignedIn: () => void;
  /** The password was right; the server wants the second factor. */
  onTwoFactor: () => void;
  /** An account was asked for: its e-mailed link signs in and returns to `returnTo`. */
  onSignedUp: (email: string) => void;
  /** The page to come back to once signed in (a path on this site). */
  returnTo: string;
  /** An address to start with (kept when coming back from the e-mail step). */
  initialEmail?: string;
  /** Offered on the sign-in step: a code by SMS instead of the e-mail and password. */
  onUsePhone?: () => void;
}

export function AuthForm({
  mode,
  onModeChange,
  onSignedIn,
  onTwoFactor,
  onSignedUp,
  returnTo,
  initialEmail = '',
  onUsePhone,
}: AuthFormProps) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const [failure, setFailure] = useState<unknown>(null);
  // The resolver follows the mode without re-creating the form, so typed values survive a switch.
  const modeRef = useRef(mode);
  modeRef.current = mode;

  const form = useForm<AuthFormValues>({
    defaultValues: {
      email: initialEmail,
      password: '',
      first_name: '',
      last_name: '',
      accept_privacy: false,
    },
    resolver: (values, context, options) => resolvers[modeRef.current](values, context, options),
    // Focus is moved by hand (below) so it lands on the first invalid field on screen.
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState, setError, clearErrors, getValues, setFocus } = form;

  // Vietnamese names are written family name first, so the form asks in that order.
  const nameFields: FieldName[] =
    currentLanguage() === 'vi' ? ['last_name', 'first_name'] : ['first_name', 'last_name'];
  const visibleFields: FieldName[] = [
    ...(mode === 'signup' ? nameFields : []),
    'email',
    'password',
    ...(mode === 'signup' ? (['accept_privacy'] as const) : []),
  ];
  const focusFirstError = (names: FieldName[]) => {
    const first = visibleFields.find((name) => names.includes(name));
    if (first) setFocus(first);
  };
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(
    async (values) => {
      setFailure(null);
      try {
        if (mode === 'login') {
          const result = await authApi.signIn(values.email, values.password);
          if (isTwoFactorRedirect(result)) {
            onTwoFactor();
            return;
          }
          toast.success(t('auth.loginSuccess'));
          onSignedIn();
          return;
        }
        const { accept_privacy: _accepted, ...fields } = values;
        await authApi.signUp({
          ...fields,
          language: currentLanguage(),
          privacy_notice_version: PRIVACY_NOTICE_VERSION,
          callbackURL: returnTo,
        });
        // Sign-up opens no session, so a taken address cannot be told apart from a new one; the
        // e-mailed link (a new account's, or the sign-in link sent to a taken address) does.
        onSignedUp(values.email);
      } catch (error) {
        const fields = serverFieldErrors(error);
        const known = fields.filter((f): f is { path: FieldName; message: string } =>
          ['email', 'password', 'first_name', 'last_name'].includes(f.path),
        );
        for (const field of known) {
          setError(field.path, { type: 'server', message: field.message });
        }
        if (known.length > 0) focusFirstError(known.map((f) => f.path));
        else setFailure(error);
      }
    },
    (invalid) => focusFirstError(Object.keys(invalid) as FieldName[]),
  );

  const switchMode = () => {
    clearErrors();
    setFailure(null);
    onModeChange(mode === 'login' ? 'signup' : 'login');
  };

  const nameLabels: Record<string, string> = {
    first_name: t('auth.fields.firstName'),
    last_name: t('auth.fields.lastName'),
  };
  const autoComplete: Record<string, string> = {
    first_name: 'given-name',
    last_name: 'family-name',
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {failure ? (
        <AuthErrorAlert
          error={failure}
          onResendVerification={
            isApiError(failure) && failure.code === 'email_not_verified'
              ? () => authApi.sendVerificationEmail(getValues('email'))
              : undefined
          }
        />
      ) : null}

      {mode === 'signup' ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {nameFields.map((name) => (
            <FormField
              key={name}
              id={`auth-${name}`}
              label={nameLabels[name]}
              error={message(errors[name]?.message)}
            >
              {(control) => (
                <Input {...control} autoComplete={autoComplete[name]} {...register(name)} />
              )}
            </FormField>
          ))}
        </div>
      ) : null}

      <EmailField
        id="auth-email"
        error={message(errors.email?.message)}
        registration={register('email')}
      />

      <PasswordField
        id="auth-password"
        label={t('auth.fields.password')}
        error={message(errors.password?.message)}
        hint={mode === 'signup' ? t('auth.passwordHint', { min: PASSWORD_MIN }) : undefined}
        labelAside={
          mode === 'login' ? (
            <Link
              to="/forgot-password"
              className="rounded-sm text-primary text-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-ring"
            >
              {t('auth.forgotPassword')}
            </Link>
          ) : undefined
        }
        autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
        registration={register('password')}
      />

      {mode === 'signup' ? (
        <PrivacyNoticeCheckbox
          control={form.control}
          name="accept_privacy"
          id="auth-accept-privacy"
        />
      ) : null}

      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('auth.submitting')}
        size="lg"
        className="mt-2 w-full"
      >
        {mode === 'login' ? t('auth.login.submit') : t('auth.signup.submit')}
      </SubmitButton>

      {mode === 'login' && onUsePhone ? (
        <OtherWay icon={<Smartphone aria-hidden="true" />} onClick={onUsePhone}>
          {t('auth.phone.switch')}
        </OtherWay>
      ) : null}

      <p className="text-center text-muted-foreground text-sm">
        {mode === 'login' ? t('auth.login.switchPrompt') : t('auth.signup.switchPrompt')}{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={switchMode}>
          {mode === 'login' ? t('auth.login.switchAction') : t('auth.signup.switchAction')}
        </Button>
      </p>
    </form>
  );
}
