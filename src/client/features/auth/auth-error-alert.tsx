import { CircleAlert } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, AlertDescription } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { authErrorMessage } from '../../lib/auth/auth-errors';
import { toast } from '../../lib/toast';
import '../../i18n/features/auth';

interface AuthErrorAlertProps {
  error: unknown;
  /** Offered when the account exists but its e-mail address is not confirmed yet. */
  onResendVerification?: () => Promise<unknown>;
}

/**
 * A failed auth call, in words the visitor understands. An alert (announced at once) rather than
 * a toast: it stays next to the form while the visitor corrects the input.
 */
export function AuthErrorAlert({ error, onResendVerification }: AuthErrorAlertProps) {
  const { t } = useTranslation();
  const [isSending, setIsSending] = useState(false);

  const resend = async () => {
    if (!onResendVerification) return;
    setIsSending(true);
    try {
      await onResendVerification();
      toast.success(t('auth.verificationSent'));
    } catch (failure) {
      toast.error(authErrorMessage(failure, t));
    } finally {
      setIsSending(false);
    }
  };

  return (
    <Alert variant="destructive">
      <CircleAlert aria-hidden="true" />
      <AlertDescription>
        <p>{authErrorMessage(error, t)}</p>
        {onResendVerification ? (
          <Button
            type="button"
            variant="outline"
            size="sm"
            disabled={isSending}
            onClick={() => void resend()}
          >
            {t('auth.resendVerification')}
          </Button>
        ) : null}
      </AlertDescription>
    </Alert>
  );
}
