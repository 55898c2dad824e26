import { zodResolver } from '@hookform/resolvers/zod';
import { PASSWORD_MIN } from '@shared/auth';
import { LinkIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { formErrorMap, useFormMessage } from '../../components/forms/form-messages';
import { PasswordField } from '../../components/forms/password-field';
import { SubmitButton } from '../../components/forms/submit-button';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { isApiError } from '../../lib/api-errors';
import { authApi } from '../../lib/auth/auth-api';
import { serverFieldErrors } from '../../lib/auth/auth-errors';
import {
  type ResetPasswordFormValues,
  resetPasswordFormSchema,
} from '../../lib/auth/password-schemas';
import '../../i18n/features/auth';
import { toast } from '../../lib/toast';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthErrorAlert } from './auth-error-alert';
import { BackToSignInLink } from './forgot-password-page';

/**
 * /reset-password?token=…: the e-mailed link lands here (or with ?error=INVALID_TOKEN when the
 * server already knows the link is bad). Success leads to the sign-in screen.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('auth.reset.title'));
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const [invalidLink, setInvalidLink] = useState(!token || searchParams.has('error'));

  return (
    <AuthCard
      title={t('auth.reset.title')}
      subtitle={invalidLink ? undefined : t('auth.reset.description', { min: PASSWORD_MIN })}
    >
      {invalidLink || !token ? (
        <InvalidLink />
      ) : (
        <ResetPasswordForm token={token} onInvalidToken={() => setInvalidLink(true)} />
      )}
    </AuthCard>
  );
}

function InvalidLink() {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4">
      <Alert variant="destructive">
        <LinkIcon aria-hidden="true" />
        <AlertTitle>{t('auth.reset.invalidTitle')}</AlertTitle>
        <AlertDescription>{t('auth.reset.invalidBody')}</AlertDescription>
      </Alert>
      <Button asChild size="lg" className="w-full">
        <Link to="/forgot-password">{t('auth.reset.requestNew')}</Link>
      </Button>
      <BackToSignInLink />
    </div>
  );
}

function ResetPasswordForm({
  token,
  onInvalidToken,
}: {
  token: string;
  onInvalidToken: () => void;
}) {
  const { t } = useTranslation();
  const message = useFormMessage();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<unknown>(null);
  const { register, handleSubmit, formState, setError } = useForm<ResetPasswordFormValues>({
    defaultValues: { newPassword: '', confirmPassword: '' },
    resolver: zodResolver(resetPasswordFormSchema, { error: formErrorMap }),
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ newPassword }) => {
    setFailure(null);
    try {
      await authApi.resetPassword(token, newPassword);
      toast.success(t('auth.reset.success'));
      navigate('/auth', { replace: true });
    } catch (error) {
      if (isApiError(error) && error.code === 'invalid_token') {
        onInvalidToken();
        return;
      }
      const field = serverFieldErrors(error).find((f) => f.path === 'newPassword');
      if (field)
        setError('newPassword', { type: 'server', message: field.message }, { shouldFocus: true });
      else setFailure(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-busy={isSubmitting}>
      {failure ? <AuthErrorAlert error={failure} /> : null}
      <PasswordField
        id="reset-new-password"
        label={t('auth.fields.newPassword')}
        error={message(errors.newPassword?.message)}
        autoComplete="new-password"
        registration={register('newPassword')}
      />
      <PasswordField
        id="reset-confirm-password"
        label={t('auth.fields.confirmPassword')}
        error={message(errors.confirmPassword?.message)}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
      <SubmitButton
        pending={isSubmitting}
        pendingLabel={t('auth.submitting')}
        size="lg"
        className="w-full"
      >
        {t('auth.reset.submit')}
      </SubmitButton>
    </form>
  );
}
