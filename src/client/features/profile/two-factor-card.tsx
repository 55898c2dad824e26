import { ShieldCheck, ShieldOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PasswordConfirmForm } from '../../components/forms/password-confirm-form';
import { SectionCard } from '../../components/section-card';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { authApi, type TwoFactorSetup } from '../../lib/auth/auth-api';
import { useAuth } from '../../lib/auth/auth-context';
import { toast } from '../../lib/toast';
import { BackupCodes } from './backup-codes';
import { TwoFactorSetupStep } from './two-factor-setup-step';
import '../../i18n/features/profile';

type Step =
  | { name: 'idle' }
  | { name: 'password' }
  | { name: 'linkSent' }
  | { name: 'setup'; setup: TwoFactorSetup }
  | { name: 'backupCodes'; codes: string[] };

/**
 * Two-factor sign-in with an authenticator app. Turning it on: password → secret for the app →
 * a first code from the app (which is what switches it on) → backup codes, shown this once.
 * An administrator (when admins must use two-factor) first gets a link by e-mail; following it
 * opens this card with the link's token and the same steps. Turning it off asks for a code too.
 */
export function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation();
  const { refresh } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const enrolToken = enabled ? null : searchParams.get('enrol');
  const [step, setStep] = useState<Step>(enrolToken ? { name: 'password' } : { name: 'idle' });
  const actionRef = useRef<HTMLButtonElement>(null);

  const restoreFocus = useRef(false);

  useEffect(() => {
    // Give keyboard users their place back once a step's controls are gone.
    if (step.name === 'idle' && restoreFocus.current) {
      restoreFocus.current = false;
      actionRef.current?.focus();
    }
  }, [step]);

  const backToIdle = () => {
    restoreFocus.current = true;
    setStep({ name: 'idle' });
  };

  const forgetEnrolToken = () => {
    if (!searchParams.has('enrol')) return;
    const next = new URLSearchParams(searchParams);
    next.delete('enrol');
    setSearchParams(next, { replace: true });
  };

  const confirmPassword = async (password: string, code: string) => {
    if (enabled) {
      await authApi.disableTwoFactor(password, code);
      toast.success(t('profile.security.twoFactorDisabled'));
      await refresh();
      backToIdle();
      return;
    }
    const answer = await authApi.enableTwoFactor(password, enrolToken ?? undefined);
    // The link works once, whatever happens next.
    forgetEnrolToken();
    if ('enrolmentLinkSent' in answer) setStep({ name: 'linkSent' });
    else setStep({ name: 'setup', setup: answer });
  };

  return (
    <SectionCard
      title={t('profile.security.twoFactorTitle')}
      description={t('profile.security.twoFactorDescription')}
      titleAside={
        enabled ? (
          <Badge variant="success">{t('profile.security.statusOn')}</Badge>
        ) : (
          <Badge variant="outline">{t('profile.security.statusOff')}</Badge>
        )
      }
    >
      {step.name === 'idle' ? (
        <Button
          ref={actionRef}
          variant={enabled ? 'outline' : 'default'}
          onClick={() => setStep({ name: 'password' })}
        >
          {enabled ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
          {enabled ? t('profile.security.turnOff') : t('profile.security.turnOn')}
        </Button>
      ) : null}
      {step.name === 'password' ? (
        <PasswordConfirmForm
          id="two-factor-password"
          submitLabel={enabled ? t('profile.security.turnOff') : t('profile.security.continue')}
          destructive={enabled}
          withCode={enabled}
          onConfirm={confirmPassword}
          onCancel={() => {
            forgetEnrolToken();
            backToIdle();
          }}
        />
      ) : null}
      {step.name === 'linkSent' ? (
        <div className="grid gap-3">
          <p role="status" className="text-sm">
            {t('profile.security.enrolLinkSent')}
          </p>
          <Button variant="outline" className="justify-self-start" onClick={backToIdle}>
            {t('common.close')}
          </Button>
        </div>
      ) : null}
      {step.name === 'setup' ? (
        <TwoFactorSetupStep
          totpURI={step.setup.totpURI}
          onConfirmed={() => {
            setStep({ name: 'backupCodes', codes: step.setup.backupCodes });
            toast.success(t('profile.security.twoFactorEnabled'));
            void refresh();
          }}
          onCancel={backToIdle}
        />
      ) : null}
      {step.name === 'backupCodes' ? <BackupCodes codes={step.codes} onDone={backToIdle} /> : null}
    </SectionCard>
  );
}
