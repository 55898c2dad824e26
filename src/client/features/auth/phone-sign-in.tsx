import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { currentLanguage } from '../../i18n';
import { api, retryAfterSeconds } from '../../lib/api';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep } from './phone-number-step';
import '../../i18n/features/auth';

/** Seconds before another code may be asked for, after each one sent. */
export const RESEND_SECONDS = 60;

interface PhoneSignInProps {
  /** A session is open. */
  onSignedIn: () => void;
  /** Back to e-mail and password. */
  onUseEmail: () => void;
}

/**
 * Sign-in with a code sent by SMS: the number (and the privacy notice, since a new number gets an
 * account), then the code. The message is in the language the page is shown in.
 */
export function PhoneSignIn({ onSignedIn, onUseEmail }: PhoneSignInProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [phone, setPhone] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [cameBack, setCameBack] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);

  const send = async (number: string) => {
    try {
      await api('POST /api/auth/phone-number/send-otp', {
        body: { phone: number, language: currentLanguage() },
      });
      setResendAt(Date.now() + RESEND_SECONDS * 1000);
    } catch (error) {
      // Too many codes asked for: the server says when the next one may be.
      const wait = retryAfterSeconds(error);
      if (wait !== null) setResendAt(Date.now() + wait * 1000);
      throw error;
    }
  };

  return (
    <div className="grid gap-4">
      {step === 'number' ? (
        <PhoneNumberStep
          defaultPhone={phone}
          defaultAccepted={accepted}
          focusOnMount={cameBack}
          onSend={send}
          onSent={(number, privacyAccepted) => {
            setPhone(number);
            setAccepted(privacyAccepted);
            setStep('code');
          }}
        />
      ) : (
        <PhoneCodeStep
          phone={phone}
          resendAt={resendAt}
          onResend={() => send(phone)}
          onCodeExpired={() => setResendAt(null)}
          onSignedIn={onSignedIn}
          onOtherNumber={() => {
            setCameBack(true);
            setStep('number');
          }}
        />
      )}

      <div className="flex items-center gap-3 text-muted-foreground text-sm">
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
        {t('auth.phone.or')}
        <span aria-hidden="true" className="h-px flex-1 bg-border" />
      </div>
      <Button type="button" variant="outline" size="lg" className="w-full" onClick={onUseEmail}>
        <Mail aria-hidden="true" />
        {t('auth.phone.useEmail')}
      </Button>
    </div>
  );
}
