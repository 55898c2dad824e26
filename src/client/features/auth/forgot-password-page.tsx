import { zodResolver } from '@hookform/resolvers/zod';
import { requestResetSchema } from '@shared/auth';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { formErrorMap, useFormMessage } from '../../components/forms/form-messages';
import { SubmitButton } from '../../components/forms/submit-button';
import { LinkButton } from '../../components/link-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { authApi } from '../../lib/auth/auth-api';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { EmailField } from './email-field';
import '../../i18n/features/auth';

const schema = requestResetSchema.pick({ email: true });
type Values = z.infer<typeof schema>;

export function BackToSignInLink() {
  const { t } = useTranslation();
  return (
    <LinkButton
      to="/auth"
      icon={ArrowLeft}
      variant="ghost"
      size="sm"
      className="justify-self-center"
    >
      {t('auth.backToSignIn')}
    </LinkButton>
  );
}

/**
 * /forgot-password: asks for the e-mail and always gives the same answer, so the form cannot be
 * used to find out which addresses have an account.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const message = useFormMessage();
  useDocumentTitle(t('auth.forgot.title'));
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState } = useForm<Values>({
    defaultValues: { email: '' },
    resolver: zodResolver(schema, { error: formErrorMap }),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ email }) => {
    setFailure(null);
    try {
      await authApi.requestPasswordReset(email);
      setSentTo(email);
    } catch (error) {
      setFailure(error);
    }
  });

  return (
    <AuthCard
      title={t('auth.forgot.title')}
      subtitle={sentTo ? undefined : t('auth.forgot.description')}
    >
      {sentTo ? (
        <div className="grid gap-4">
          <Alert variant="success">
            <MailCheck aria-hidden="true" />
            <AlertTitle>{t('auth.forgot.sentTitle')}</AlertTitle>
            <AlertDescription>{t('auth.forgot.sentBody', { email: sentTo })}</AlertDescription>
          </Alert>
          <BackToSignInLink />
        </div>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
          {failure ? <AuthErrorAlert error={failure} /> : null}
          <EmailField
            id="forgot-email"
            error={message(errors.email?.message)}
            registration={register('email')}
          />
          <SubmitButton
            pending={isSubmitting}
            pendingLabel={t('auth.submitting')}
            size="lg"
            className="w-full"
          >
            {t('auth.forgot.submit')}
          </SubmitButton>
          <BackToSignInLink />
        </form>
      )}
    </AuthCard>
  );
}
