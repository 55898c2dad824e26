import { Mail } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../i18n';
import { retryAfterSeconds } from '../../lib/api-errors';
import { OtherWay } from './other-way';
import { PhoneCodeStep } from './phone-code-step';
import { PhoneNumberStep } from './phone-number-step';
import '../../i18n/features/auth';
import { sendPhoneCode } from './api';

/** Seconds before another code may be asked for, after each one sent. */
export const RESEND_SECONDS = 60;

interface PhoneSignInProps {
  /**
   * The signed invitation the person came from (a link sent to their phone): the code can go to
   * the number the clinic recorded, without typing it.
   */
  invite?: string;
  /** A session is open. */
  onSignedIn: () => void;
  /** Back to e-mail and password. */
  onUseEmail: () => void;
}

/**
 * Sign-in with a code sent by SMS: the number (and the privacy notice, since a new number gets an
 * account), then the code. The message is in the language the page is shown in.
 */
export function PhoneSignIn({ invite, onSignedIn, onUseEmail }: PhoneSignInProps) {
  const { t } = useTranslation();
  const [step, setStep] = useState<'number' | 'code'>('number');
  const [phone, setPhone] = useState('');
  // The invitation's number, until the person chooses to type another one.
  const [byInvite, setByInvite] = useState(Boolean(invite));
  /** The number as the page shows it: as typed, or the invitation's last digits. */
  const [shownPhone, setShownPhone] = useState('');
  const [accepted, setAccepted] = useState(false);
  const [cameBack, setCameBack] = useState(false);
  const [resendAt, setResendAt] = useState<number | null>(null);

  const to = (number: string) => (byInvite && invite ? { invite } : { phone: number });

  const send = async (number: string) => {
    try {
      const sent = await sendPhoneCode({
        body: { ...to(number), language: currentLanguage() },
      });
      setShownPhone(byInvite ? sent.to : number);
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
          byInvite={byInvite}
          onTypeNumber={() => setByInvite(false)}
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
          phone={shownPhone}
          target={to(phone)}
          resendAt={resendAt}
          onResend={() => send(phone)}
          onCodeExpired={() => setResendAt(null)}
          onSignedIn={onSignedIn}
          onOtherNumber={() => {
            setCameBack(true);
            setByInvite(false);
            setStep('number');
          }}
        />
      )}

      <OtherWay icon={<Mail aria-hidden="true" />} onClick={onUseEmail}>
        {t('auth.phone.useEmail')}
      </OtherWay>
    </div>
  );
}
