import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import '../../i18n/features/auth';

interface CheckEmailStepProps {
  email: string;
  onSignIn: () => void;
  onOtherAddress: () => void;
}

/**
 * After sign-up: what happens next, in plain words. The e-mailed link signs in and returns to
 * the page the person came from (an invitation, say). The same words whether or not the address
 * already had an account, so the page never tells who is registered; that e-mail says which.
 */
export function CheckEmailStep({ email, onSignIn, onOtherAddress }: CheckEmailStepProps) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-4 text-sm" data-testid="check-email">
      <MailCheck className="mx-auto size-10 text-primary" aria-hidden="true" />
      <p className="text-foreground">
        {t('auth.sent.body', { email })
          .split(email)
          .flatMap((part, i) =>
            i === 0 ? [part] : [<strong key={part + String(i)}>{email}</strong>, part],
          )}
      </p>
      <p className="text-muted-foreground">{t('auth.sent.existing')}</p>
      <p className="text-muted-foreground">{t('auth.sent.noMail')}</p>
      <div className="grid gap-2">
        <Button type="button" variant="outline" onClick={onSignIn}>
          {t('auth.sent.signIn')}
        </Button>
        <Button type="button" variant="ghost" onClick={onOtherAddress}>
          {t('auth.sent.otherAddress')}
        </Button>
      </div>
    </div>
  );
}
