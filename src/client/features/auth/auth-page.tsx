import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { PageLoading } from '../../components/page-loading';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthCard } from './auth-card';
import { AuthForm, type AuthMode } from './auth-form';
import { CheckEmailStep } from './check-email-step';
import { PhoneSignIn } from './phone-sign-in';
import { TwoFactorStep } from './two-factor-step';
import { useFinishSignIn } from './use-finish-sign-in';
import '../../i18n/features/auth';

type Step = AuthMode | 'twoFactor' | 'sent' | 'phone';

/** The signed invitation of the page to return to, if it is an invitation's. */
function inviteIn(target: string): string | undefined {
  const url = new URL(target, 'http://site.invalid');
  return url.pathname === '/feedback' ? (url.searchParams.get('invite') ?? undefined) : undefined;
}

/** `?via=phone` (added to the links sent by SMS or Zalo) opens the sign-in by phone number. */
const VIA_PARAM = 'via';

/**
 * /auth: one form that toggles between signing in and signing up, plus the two-factor step, and
 * the sign-in with a code sent by SMS.
 */
export function AuthPage() {
  const { t } = useTranslation();
  const { user, isLoading } = useAuth();
  const { finish, isFinishing, target } = useFinishSignIn();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>(() =>
    searchParams.get(VIA_PARAM) === 'phone' ? 'phone' : 'login',
  );
  const [email, setEmail] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  const title = {
    signup: t('auth.signup.title'),
    twoFactor: t('auth.twoFactor.title'),
    sent: t('auth.sent.title'),
    login: t('auth.login.title'),
    phone: t('auth.phone.title'),
  }[step];
  useDocumentTitle(title);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time the step changes
  useEffect(() => {
    // After switching between sign-in, sign-up and the code step, start reading at the new title
    // (not on first render: the page should not steal focus from the skip link on arrival).
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  const changeStep = (next: Step) => {
    stepChanged.current = true;
    setStep(next);
  };

  if (isLoading) return <PageLoading />;
  // Someone already signed in has nothing to do here (unless they just signed in on this page and
  // the short pause before leaving is running).
  if (user && !isFinishing) return <Navigate to={target} replace />;

  const subtitle =
    step === 'signup'
      ? t('auth.signup.subtitle')
      : step === 'login'
        ? t('auth.login.subtitle')
        : step === 'phone'
          ? t('auth.phone.subtitle')
          : undefined;

  return (
    <AuthCard title={title} subtitle={subtitle} headingRef={headingRef}>
      {step === 'phone' ? (
        <PhoneSignIn
          invite={inviteIn(target)}
          onSignedIn={finish}
          onUseEmail={() => changeStep('login')}
        />
      ) : step === 'twoFactor' ? (
        <TwoFactorStep onVerified={finish} onBack={() => changeStep('login')} />
      ) : step === 'sent' ? (
        <CheckEmailStep
          email={email}
          onSignIn={() => changeStep('login')}
          onOtherAddress={() => changeStep('signup')}
        />
      ) : (
        <AuthForm
          mode={step}
          onModeChange={changeStep}
          onSignedIn={finish}
          onTwoFactor={() => changeStep('twoFactor')}
          onSignedUp={(address) => {
            setEmail(address);
            changeStep('sent');
          }}
          returnTo={target}
          initialEmail={email}
          onUsePhone={() => changeStep('phone')}
        />
      )}
    </AuthCard>
  );
}
